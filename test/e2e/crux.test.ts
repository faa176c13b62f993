// The crux demo in a real terminal (tmux): stepped stage by stage to the final crux display, the
// lock failing once on the way, and its report exported; keys sent one at a time and in bursts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { flat, writtenPath } from '../helpers/screen-text.js';
import { e2eScope, settled } from '../helpers/tmux.js';

const { workspace, terminal } = e2eScope('agon-e2e-crux-', afterEach);

describe('the crux demo in a real terminal', () => {
  it('steps stage by stage to the final crux, with its positions and falsifiers, and exports its report (120x40)', async () => {
    const ws = await workspace();
    const dir = ws.cwd;
    const t = terminal(120, 40);
    t.start(['demo', 'crux'], { cwd: dir, env: ws.env });
    // Nothing owed yet (the open pane folds into a line); the card under the panes: positions and steelmen.
    await t.waitFor('Owed (0) — Nothing owed.');
    await t.waitFor('DISCOVERY: positions and steelmen');
    await t.waitFor(/DISCOVERY[\s\S]*0 of 10 messages/);
    await settled();
    t.keys('Space');
    await t.waitFor('DISCOVERY → CRUX_LOCK: a binary question is on the table after 7 messages.', 30_000);
    const lockOpen = await t.waitFor('CRUX_LOCK: positions and steelmen');
    // The messages lead with their words, the grade as their mark; the transcript names each move.
    expect(lockOpen).toMatch(/M8 I never said it is a stock[^\n]* S2 INCOMPLETE/);
    expect(lockOpen).toContain('D6 debater-2 (Hayes) [GRADE_STEELMAN] “S2 INCOMPLETE:');
    await t.waitFor(/ready/);
    await settled();
    // The card whole (i): the steelman table, pairs both ways with their grades.
    t.keys('i');
    const card = flat(await t.waitFor('║ CRUX_LOCK: positions and steelmen'));
    expect(card).toMatch(/Saylor → Hayes 1 S2 INCOMPLETE/);
    expect(card).toMatch(/Hayes → Saylor 1 S1 ACCURATE/);
    await settled();
    t.keys('Escape');
    await settled();
    // The Progress pane whole (tab to it, enter): DISCOVERY done at 7 of 10, and the lock's checklist,
    // nothing met yet as CRUX_LOCK opens; the debate's wall time and cost, live (script agents cost nothing).
    // Past the Owed pane, which has rows now.
    t.keys('Tab', 'Tab');
    await t.waitFor('▸ Progress');
    await settled();
    t.keys('Enter');
    await t.waitFor('Where the debate stands');
    await settled();
    t.keys('G');
    const lock = await t.waitFor(/⚑ wall \d+\.\ds · \$0\.0000/);
    expect(lock).toContain('[ ] 2+ committed (0 of 2');
    expect(lock).toContain('[ ] YES and NO present');
    expect(lock).toContain('[ ] falsifiers declared');
    await settled();
    t.keys('g');
    const stages = await t.waitFor('CRUX_LOCK · 0 of 8 messages');
    expect(flat(stages)).toContain('DISCOVERY: done (7 of 10)');
    await settled();
    t.keys('Escape');
    await t.waitFor(/ready/);
    await settled();
    // Past the transcript, back to the thread.
    t.keys('Tab', 'Tab');
    await t.waitFor('▸ Thread');
    await settled();
    t.keys('Space');
    await t.waitFor('CRUX_LOCK → EVIDENCE: the crux is locked (attempt 2).', 30_000);
    await t.waitFor(/ready/);
    await settled();
    // The first lock attempt failed: its row, fourth from the end (the narrow pane leaves its status to the detail).
    t.keys('G');
    await t.waitFor(/› · M20 +4 of 4 criteria met/);
    await settled();
    t.type('kkk');
    const failed = await t.waitFor(/› · M17 +3 of 4 criteria met/);
    expect(flat(failed)).toContain('lock attempt 1 · failed · LOCK');
    await settled();
    t.keys('Space');
    // The outcome opens by itself when the debate ends; esc goes back to the panes.
    await t.waitFor('The outcome', 30_000);
    await settled();
    t.keys('Escape');
    const done = await t.waitFor(/── The crux ─[\s\S]*done: R the outcome/);
    expect(done).toContain('CONVERGED');
    // The crux card under the panes is narrow in its columns: read it whole (i).
    await settled();
    t.keys('i');
    const crux = flat(await t.waitFor('║ The crux'));
    expect(crux).toContain('Saylor NO 0.80, TopClaim flips with the');
    expect(crux).toContain('Hayes YES 0.80, TopClaim flips with the');
    expect(crux).toMatch(/F2 \(Saylor\): E1 by Hayes: .* E3 by Saylor:/);
    await settled();
    t.keys('Escape');
    await settled();
    // A burst of moves in one write (Ink reads it as one chunk), from the first row; then to the last row: the crux.
    t.keys('g');
    await t.waitFor('› · M1 ');
    await settled();
    t.type('jjjjjjk');
    await t.waitFor('› ○ M6 ');
    await settled();
    t.keys('G');
    await t.waitFor(/› · CRUX Will Bitcoin fall more than 50%[^\n]* validated/);
    await settled();
    t.keys('Enter');
    // Opened whole in a viewer (its frame), not only the strip under the panes.
    const detail = await t.waitFor('║ The crux · validated');
    expect(detail).toContain('debater-1 (Saylor): NO 0.80, TopClaim flips with the crux');
    expect(detail).toContain("F1 (debater-2): Bitcoin's 90-day correlation with the Nasdaq-100 below 0.2 for four consecutive quarters");
    expect(detail).toContain('[x] decisionRelevant');
    await settled();
    // Played to its report: exported from the screen as markdown.
    t.keys('Escape');
    await t.waitFor(/done: R the outcome/);
    await settled();
    t.keys('e');
    await t.waitFor('m markdown (transcript and report)');
    await settled();
    t.keys('m');
    // The dialog may wrap a long path: read its lines joined; the file is the session's, in the cwd.
    const path = writtenPath(await t.waitFor((s) => writtenPath(s) !== undefined))!;
    expect(path).toBe(join(dir, '001-is-bitcoin-digital-gold.md'));
    expect(readdirSync(dir).filter((name) => name.endsWith('.md'))).toEqual(['001-is-bitcoin-digital-gold.md']);
    const report = readFileSync(path, 'utf8');
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
