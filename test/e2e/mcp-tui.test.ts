// A debate an agent started through `agon mcp`, opened in the workbench in a real terminal: the
// person sees what the agent and the consultee said, the agent is refused (one line) while the
// person holds the session, and goes on once the workbench is closed.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demo } from '../../src/protocols/argumentation/demo.js';
import { Workspace } from '../helpers/cli.js';
import { connectAgon, textOf } from '../helpers/mcp.js';
import { tempDir } from '../helpers/temp.js';
import { e2eScope } from '../helpers/tmux.js';

const { terminal } = e2eScope('agon-e2e-mcp-tui-', afterEach);

describe('the workbench on a debate an agent started', () => {
  it('opens it, holds it while open, and hands it back to the agent when closed', async () => {
    const ws = new Workspace(await tempDir('agon-e2e-mcp-'));
    await ws.write('answers.json', { bySeat: { consultee: demo.answers.consultee } });
    const agon = await connectAgon(ws);
    try {
      const started = await agon.call('start', {
        question: demo.config.question,
        seats: { orchestrator: 'mcp', consultee: 'script:file=answers.json' },
        workdir: ws.dir,
      });
      const id = (started.structuredContent as { session: string }).session;
      const first = await agon.call('move', { session: id, seat: 'orchestrator', answer: demo.answers.orchestrator![0]! });
      expect(first.isError, textOf(first)).toBeFalsy();

      const t = terminal(120, 40);
      t.start(['resume', id], { cwd: ws.dir, env: { AGON_SESSIONS_DIR: ws.sessions, HOME: join(ws.dir, 'home') } });
      await t.waitFor('orchestrator: mcp');
      // The agent's verdict on the consultee's first point, on its row: its words, then its bucket.
      const screen = await t.waitFor(/P1 Redis fits a session cache better.*\bagreed\b/);
      expect(screen).toContain('The consultee raises P6');
      const refused = await agon.call('move', { session: id, seat: 'orchestrator', answer: demo.answers.orchestrator![1]! });
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toMatch(/is open in another agon/);
      expect(textOf(refused)).not.toContain('\n');

      await new Promise((r) => setTimeout(r, 500));
      t.keys('q');
      const end = Date.now() + 10_000;
      let again = refused;
      while (again.isError && Date.now() < end) {
        await new Promise((r) => setTimeout(r, 200));
        again = await agon.call('move', { session: id, seat: 'orchestrator', answer: demo.answers.orchestrator![1]! });
      }
      expect(again.isError, textOf(again)).toBeFalsy();
    } finally {
      await agon.close();
    }
  }, 60_000);
});
