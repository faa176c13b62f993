// The crux demo in a real terminal (tmux): stepped stage by stage to the final crux display, the
// lock failing once on the way, and its report exported; keys sent one at a time and in bursts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { e2eScope, settled } from '../helpers/tmux.js';

const { workspace, terminal } = e2eScope('agon-e2e-crux-', afterEach);

describe('the crux demo in a real terminal', () => {
  it('steps stage by stage to the final crux, with its positions and falsifiers, and exports its report (120x40)', async () => {
    const ws = await workspace();
    const dir = ws.cwd;
    const t = terminal(120, 40);
    t.start(['demo', 'crux'], { cwd: dir, env: ws.env });
    await t.waitFor('Steelmen and what is owed');
    await t.waitFor('▸DISCOVERY 0/10');
    await settled();
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
    await settled();
    t.keys('Space');
    const locked = await t.waitFor('CRUX_LOCK → EVIDENCE: the crux is locked (attempt 2).', 30_000);
    expect(locked).toContain('[LOCK] failed');
    await t.waitFor(/ready/);
    await settled();
    t.keys('Space');
    // The outcome opens by itself when the debate ends; esc goes back to the panes.
    await t.waitFor('The outcome', 30_000);
    await settled();
    t.keys('Escape');
    const done = await t.waitFor(/The crux \(5\)[\s\S]*space step/);
    // The open pane is narrow at 120 columns: the rows are cut, their detail has them whole (below).
    expect(done).toContain('Saylor: NO 0.80 TopClaim fli');
    expect(done).toContain('Hayes: YES 0.80 TopClaim fli');
    expect(done).toContain('F2 (Saylor) evidence E1, E3');
    expect(done).toContain('CONVERGED');
    await settled();
    // A burst of moves in one write (Ink reads it as one chunk), then to the last row: the crux.
    t.type('jjjjjjk');
    await t.waitFor('›M6 ');
    await settled();
    t.keys('G');
    await t.waitFor('›CRUX C [CRUX] validated');
    await settled();
    t.keys('Enter');
    const detail = await t.waitFor('The crux · validated');
    expect(detail).toContain('debater-1 (Saylor): NO 0.80, TopClaim flips with the crux');
    expect(detail).toContain("F1 (debater-2): Bitcoin's 90-day correlation with the Nasdaq-100 below 0.2 for four consecutive quarters");
    expect(detail).toContain('[x] decisionRelevant');
    await settled();
    // Played to its report: exported from the screen as markdown.
    t.keys('Escape');
    await t.waitFor(/space step/);
    await settled();
    t.keys('e');
    await t.waitFor('m markdown (transcript and report)');
    await settled();
    t.keys('m');
    await t.waitFor('written to');
    const file = readdirSync(dir).find((name) => name.endsWith('.md'));
    const report = readFileSync(join(dir, file!), 'utf8');
    for (const part of [
      '## The crux',
      '**Validated:** yes',
      '### Attempt 1 (after 7 CRUX_LOCK messages): failed',
      '### Attempt 2 (after 8 CRUX_LOCK messages): locked',
      '## Steelmen',
      '## Cost and time',
    ]) {
      expect(report).toContain(part);
    }
  }, 120_000);
});
