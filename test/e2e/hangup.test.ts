// Closing the terminal of the workbench while agents think: the terminal's SIGHUP ends agon with the
// running step cancelled and saved, every agent process gone (the two fake Codex CLIs and the
// descendants that left their process group, "hang-tree" in test/fixtures/agents/fake-lib.sh) and
// the lock released.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alive, FAKE_BIN, waitUntil } from '../fixtures/agents/support.js';
import { Workspace } from '../helpers/cli.js';
import { Tmux } from '../helpers/tmux.js';

let ws: Workspace;
const state = () => join(ws.dir, '.fake', 'codex');
const pidsFile = () => join(state(), 'tree.pids');
const treePids = () => (existsSync(pidsFile()) ? readFileSync(pidsFile(), 'utf8').trim().split('\n').filter(Boolean).map(Number) : []);

beforeAll(async () => {
  ws = await Workspace.create();
  await mkdir(state(), { recursive: true });
  await writeFile(join(state(), 'scenario'), 'hang-tree\n');
  await writeFile(pidsFile(), '');
});

afterAll(async () => {
  for (const pid of treePids()) if (alive(pid)) process.kill(pid, 'SIGKILL');
  await ws.remove();
});

describe('closing the terminal of the workbench', () => {
  it('ends agon with the step cancelled and saved, every agent process gone and the lock released', async () => {
    const t = new Tmux(120, 40);
    try {
      const env = { AGON_SESSIONS_DIR: ws.sessions, HOME: ws.dir, PATH: `${FAKE_BIN}:${process.env.PATH}` };
      t.start(
        [
          'new',
          '--question',
          'Closed terminal?',
          '--framing',
          'compare',
          '--seat',
          'orchestrator=codex:timeout=600',
          '--seat',
          'consultee=codex:timeout=600',
        ],
        { cwd: ws.dir, env },
      );
      await t.waitFor('Points (0)');
      // Ink listens for keys only once the screen is drawn.
      await new Promise((r) => setTimeout(r, 500));
      t.keys('Space');
      expect(
        await waitUntil(() => treePids().length === 8, 15_000),
        `agents did not start; the screen was:\n${t.screen()}`,
      ).toBeGreaterThanOrEqual(0);
      const pids = treePids();
      const [id] = (await import('node:fs')).readdirSync(ws.sessions).filter((d) => /^\d{3}-/.test(d));

      t.kill();

      expect(
        await waitUntil(() => pids.every((p) => !alive(p)), 5000),
        `still running: ${pids.filter(alive).join(', ')}`,
      ).toBeGreaterThanOrEqual(0);
      expect(await waitUntil(() => !existsSync(join(ws.sessions, id!, 'lock')), 5000)).toBeGreaterThanOrEqual(0);
      expect((await ws.doc(id!)).events.map((e) => e.type)).toEqual([
        'seat.prepared',
        'seat.prepared',
        'agent.requested',
        'agent.requested',
        'run.cancelled',
      ]);
    } finally {
      t.kill();
    }
  }, 60_000);
});
