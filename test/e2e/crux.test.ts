// The crux demo in a real terminal (tmux): stepped stage by stage to the final crux display, the
// lock failing once on the way; keys sent one at a time and in bursts.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp.js';
import { Tmux } from '../helpers/tmux.js';

const terminals: Tmux[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

/** Ink attaches its input listener just after a screen is drawn; keys sent sooner are lost. */
const settle = () => new Promise((r) => setTimeout(r, 400));

describe('the crux demo in a real terminal', () => {
  it('steps stage by stage to the final crux, with its positions and falsifiers (120x40)', async () => {
    const dir = await tempDir('agon-e2e-crux-');
    const t = new Tmux(120, 40);
    terminals.push(t);
    t.start(['demo', 'crux'], { cwd: dir, env: { AGON_SESSIONS_DIR: join(dir, 'sessions'), HOME: dir } });
    await t.waitFor('Steelmen and what is owed');
    await t.waitFor('▸DISCOVERY 0/10');
    await settle();
    t.keys('Space');
    await t.waitFor('DISCOVERY → CRUX_LOCK: a binary question is on the table after 7 messages.', 30_000);
    await t.waitFor('✓DISCOVERY 7/10 ▸CRUX_LOCK');
    // The lock's checklist, nothing met yet as CRUX_LOCK opens (the pane is narrow: lines are cut).
    const lock = await t.waitFor('[ ] 2+ committed (0 of 2');
    expect(lock).toContain('[ ] YES and NO present');
    expect(lock).toContain('[ ] falsifiers declared');
    // Beside it the steelman table, pairs both ways with their grades, and messages with move badges.
    expect(lock).toContain('Saylor → Hayes INCOMPLETE');
    expect(lock).toContain('Hayes → Saylor ACCURATE');
    expect(lock).toContain('[GRADE_STEELMAN] Hayes: S2 INCOMPLETE');
    // The debate's wall time and cost, live (script agents cost nothing).
    expect(lock).toMatch(/⚑ wall \d+\.\ds · \$0\.0000/);
    await t.waitFor(/ready/);
    await settle();
    t.keys('Space');
    const locked = await t.waitFor('CRUX_LOCK → EVIDENCE: the crux is locked (attempt 2).', 30_000);
    expect(locked).toContain('[LOCK] failed');
    await t.waitFor(/ready/);
    await settle();
    t.keys('Space');
    const done = await t.waitFor('The crux (5)', 30_000);
    expect(done).toContain('Saylor: NO 0.80 TopClaim flips');
    expect(done).toContain('Hayes: YES 0.80 TopClaim flips');
    expect(done).toContain('F2 (Saylor) evidence E1, E3');
    expect(done).toContain('CONVERGED');
    await settle();
    // A burst of moves in one write (Ink reads it as one chunk), then to the last row: the crux.
    t.type('jjjjjjk');
    await t.waitFor('›M6 ');
    await settle();
    t.keys('G');
    await t.waitFor('›CRUX C [CRUX] validated');
    await settle();
    t.keys('Enter');
    const detail = await t.waitFor('The crux · validated');
    expect(detail).toContain('debater-1 (Saylor): NO 0.80, TopClaim flips with the crux');
    expect(detail).toContain("F1 (debater-2): Bitcoin's 90-day correlation with the Nasdaq-100 below 0.2 for four consecutive quarters");
    expect(detail).toContain('[x] decisionRelevant');
  }, 120_000);
});
