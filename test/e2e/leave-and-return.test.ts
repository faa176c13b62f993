// Leaving and coming back, as a person does it from a checkout right after `npm install`: opened
// with `npm start`, quit with q, the printed command typed into the same shell, and the transcript
// strip shows what it showed before, a cancelled run included.
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { e2eScope, settled } from '../helpers/tmux.js';

const { workspace, terminal } = e2eScope('agon-e2e-return-', afterEach);
const CHECKOUT = resolve(import.meta.dirname, '../..');

/** The strips under the panes (the selected row's detail, then the transcript): the lines between the panes' last border and the hint line. */
function strip(screen: string): string[] {
  const lines = screen.split('\n');
  const hint = lines.findLastIndex((l) => l.includes('? help'));
  const border = lines.findLastIndex((l, i) => i < hint && l.startsWith('╰'));
  return lines.slice(border + 1, hint).map((l) => l.trimEnd());
}

describe('quitting and resuming from a checkout', () => {
  it('prints a command on its own line that, typed as printed, brings back the same transcript', async () => {
    const ws = await workspace();
    const t = terminal(120, 40);
    t.shell({ cwd: CHECKOUT, env: ws.env });
    await t.waitFor('$ ');
    t.type('npm start');
    t.keys('Enter');
    await t.waitFor('Agon — structured debates', 30_000);
    await settled(500);
    t.keys('d');
    await t.waitFor('Points (0)');
    await settled(500);
    t.keys('Space');
    await t.waitFor((s) => s.includes('Round 1 closes.') && !s.includes('running'), 20_000);
    await settled(500);
    t.keys('Space');
    await t.waitFor('running · ');
    t.keys('c');
    const before = strip(await t.waitFor('The run was cancelled; what finished is saved.'));
    await settled(500);

    t.keys('q');
    const after = await t.waitFor(/resume with `[^`]+`\.\n\$ $/m, 10_000);
    const saved = after.split('\n').find((l) => l.startsWith('Saved as '));
    expect(saved).toMatch(/^Saved as 001-redis-or-memcached-for-our-session-cache; resume with `npm start -- resume 001`\.$/);

    t.type('npm start -- resume 001');
    t.keys('Enter');
    const resumed = await t.waitFor('The run was cancelled; what finished is saved.', 30_000);
    await settled(500);
    expect(strip(t.screen())).toEqual(before);
    expect(resumed).toContain('Round 1 closes.');
  }, 120_000);
});
