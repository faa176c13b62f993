// The real CLIs, installed at pinned versions, run exactly as Agon runs them (createAgent,
// placeAgents, ask) against a fake model on 127.0.0.1 that asks to run `touch` outside the seat and
// to write a file in it, with the person's settings allowing both. A read-only seat must refuse
// both; allow_edits=true must let them through (which also proves the model's request arrived).
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CliKind } from '../../src/agents/env.js';
import { placeAgents } from '../../src/agents/placement.js';
import { createAgent } from '../../src/agents/registry.js';
import { tempDir } from '../helpers/temp.js';
import { agonConfig, agonEnv, dangerousHome } from './dangerous-home.js';
import { type Installed, installPinned } from './install.js';
import { FINAL_ANSWER, startModelServer } from './model-server.js';

let installed: Installed = { ok: false, reason: 'not installed yet' };
beforeAll(async () => {
  installed = await installPinned();
  if (!installed.ok) console.warn(`The real-CLI tests are skipped: ${installed.reason}.`);
}, 20 * 60_000);

async function runSeat(kind: CliKind, allowEdits: boolean) {
  const root = await tempDir('agon-real-cli-');
  const [home, seat, tmp] = ['home', 'seat', 'tmp'].map((d) => join(root, d)) as [string, string, string];
  await Promise.all([home, seat, tmp].map((d) => mkdir(d, { recursive: true })));
  // Under the CLI's TMPDIR, which codex's workspace-write sandbox may write: only the flags decide.
  const outside = join(tmp, 'x-outside');
  const written = join(seat, 'written.txt');
  const server = await startModelServer({ shell: `touch ${outside}`, writePath: written });
  try {
    await dangerousHome(kind, home, server.url);
    const env = agonEnv((installed as { bin: string }).bin, home, tmp, server.url);
    const spec = { kind, ...(allowEdits ? { allow_edits: 'true' } : {}) };
    const created = createAgent('consultee', kind, spec, { env, config: agonConfig });
    if (!created.ok) throw new Error(created.problem);
    await placeAgents({ consultee: created.agent }, { consultee: spec }, async () => seat, undefined, {});
    const reply = await created.agent.ask({
      seat: 'consultee',
      prompt: 'Run the command you are given, then say you are done.',
      form: 'full',
      timeoutMs: 150_000,
      signal: AbortSignal.timeout(150_000),
    });
    return { reply, ran: existsSync(outside), wrote: existsSync(written), asked: server.offered.some((tools) => tools.length > 0) };
  } finally {
    await server.close();
  }
}

const KINDS: CliKind[] = ['claude', 'gemini', 'qwen', 'codex'];

describe('a read-only seat of a real CLI, with user settings that allow the shell and writes', () => {
  for (const kind of KINDS) {
    it(`${kind} refuses the model's shell command and file write`, async (ctx) => {
      if (!installed.ok) return ctx.skip(installed.reason);
      const { reply, ran, wrote, asked } = await runSeat(kind, false);
      expect(asked).toBe(true);
      expect(reply.text).toContain(FINAL_ANSWER);
      expect({ ran, wrote }).toEqual({ ran: false, wrote: false });
    });

    it(`${kind} with allow_edits=true lets them through`, async (ctx) => {
      if (!installed.ok) return ctx.skip(installed.reason);
      const { reply, ran, wrote } = await runSeat(kind, true);
      expect(reply.text).toContain(FINAL_ANSWER);
      // The fake model asks codex for the shell only: its writes go through the same sandbox.
      expect({ ran, wrote }).toEqual({ ran: true, wrote: kind !== 'codex' });
    });
  }
});
