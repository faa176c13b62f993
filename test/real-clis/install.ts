// The real CLIs at pinned versions, installed from npm once into a cache outside the repo and the
// temp dir (`$XDG_CACHE_HOME/agon-real-clis`, else `~/.cache/agon-real-clis`); never runtime
// dependencies. A warm cache installs nothing.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { CliKind } from '../../src/agents/env.js';

export const PINNED: Record<CliKind, { pkg: string; version: string }> = {
  codex: { pkg: '@openai/codex', version: '0.171.0' },
  claude: { pkg: '@anthropic-ai/claude-code', version: '2.1.197' },
  gemini: { pkg: '@google/gemini-cli', version: '0.61.0' },
  qwen: { pkg: '@qwen-code/qwen-code', version: '0.15.10' },
};

export type Installed = { ok: true; bin: string } | { ok: false; reason: string };

const cacheRoot = () => join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'agon-real-clis');

function warm(dir: string): boolean {
  return Object.entries(PINNED).every(([kind, { pkg, version }]) => {
    if (!existsSync(join(dir, 'node_modules', '.bin', kind))) return false;
    try {
      return JSON.parse(readFileSync(join(dir, 'node_modules', pkg, 'package.json'), 'utf8')).version === version;
    } catch {
      return false;
    }
  });
}

/** Runs npm; its first error line when it fails. */
const npm = (args: string[], timeout: number) =>
  new Promise<string | undefined>((resolve) => {
    execFile('npm', args, { timeout, maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) =>
      resolve(error ? (stderr.split('\n').find((line) => line.startsWith('npm error')) ?? error.message) : undefined),
    );
  });

export async function installPinned(): Promise<Installed> {
  const dir = join(cacheRoot(), 'pinned');
  const bin = join(dir, 'node_modules', '.bin');
  if (warm(dir)) return { ok: true, bin };
  // npm retries an unreachable registry for minutes: one quick look first.
  const unreachable = await npm(['ping', '--fetch-retries=0', '--fetch-timeout=20000'], 60_000);
  if (unreachable) return { ok: false, reason: `the npm registry cannot be reached to install the pinned CLIs (${unreachable})` };
  const specs = Object.values(PINNED).map(({ pkg, version }) => `${pkg}@${version}`);
  const failure = await npm(['install', '--prefix', dir, '--no-audit', '--no-fund', '--no-save', ...specs], 15 * 60_000);
  if (failure || !warm(dir)) return { ok: false, reason: `the pinned CLIs could not be installed from npm (${failure ?? 'incomplete'})` };
  return { ok: true, bin };
}
