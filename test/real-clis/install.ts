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

export async function installPinned(): Promise<Installed> {
  const dir = join(cacheRoot(), 'pinned');
  const bin = join(dir, 'node_modules', '.bin');
  if (warm(dir)) return { ok: true, bin };
  const specs = Object.values(PINNED).map(({ pkg, version }) => `${pkg}@${version}`);
  const failure = await new Promise<string | undefined>((resolve) => {
    execFile(
      'npm',
      ['install', '--prefix', dir, '--no-audit', '--no-fund', '--no-save', ...specs],
      { timeout: 15 * 60_000, maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => resolve(error ? stderr.trim().split('\n').slice(-3).join(' ') || error.message : undefined),
    );
  });
  if (failure || !warm(dir)) return { ok: false, reason: `the pinned CLIs could not be installed from npm (${failure ?? 'incomplete'})` };
  return { ok: true, bin };
}
