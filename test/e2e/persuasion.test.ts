// The persuasion demo in a real terminal (tmux): K gathered in one step, the record moved through
// in a burst of keys, the opening stepped (a why owed), the rest auto-run to the verdict with each
// side's score on its seat, and the report exported and read back.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { flat, writtenPath } from '../helpers/screen-text.js';
import { e2eScope, settled } from '../helpers/tmux.js';

const { workspace, terminal } = e2eScope('agon-e2e-persuasion-', afterEach);

const settle = () => settled(500);

describe('the persuasion demo in a real terminal', () => {
  it('plays to the verdict and exports the report (120x40)', async () => {
    const ws = await workspace();
    const dir = ws.cwd;
    const t = terminal(120, 40);
    t.start(['demo', 'persuasion'], { cwd: dir, env: ws.env });
    await t.waitFor('Dialogue (0)');
    expect(t.screen()).toContain('▸K ·R0 ·R1 ·R2 ·CLOSE ·JUDGE');
    await settle();
    t.keys('Space');
    let screen = await t.waitFor('K holds 5 facts; round 0 (the opening) comes next.', 30_000);
    // A fact's row leads with its words and is marked in K; its kind is in the detail strip.
    expect(screen).toMatch(/· K5 The orders API has a p95 [^\n]*in K/);
    expect(screen).toContain('C_PRO 0 · C_OPP 0 · K 5');
    await settle();
    // A burst: four keys in one write, read by Ink as one input event.
    t.type('jjjj');
    screen = await t.waitFor('› · K5 The orders API has a p95');
    expect(screen).toContain('K5 · shared context K · fact');
    await settle();
    // One more step plays the opening: PRO's thesis came without evidence, so the engine asked why.
    t.keys('Space');
    screen = await t.waitFor('Round 0 closes.', 30_000);
    expect(screen).toContain('Replies owed (1)');
    expect(screen).toMatch(/O1 why A1 · open/);
    await settle();
    // The why's row, two down: its standing (owed by PRO) is in its detail.
    t.type('jj');
    screen = await t.waitFor('› ◆ O1 ');
    expect(flat(screen)).toContain(
      'O1 · OPP · why (by the engine) · round 0 · why·engine — speech act: why A1, replying to P1 · dialectical status: standing · owed by PRO',
    );
    await settle();
    t.keys('a');
    // The outcome opens by itself when the debate ends; esc goes back to the panes.
    screen = await t.waitFor('Done — PRO wins, by the scores (0.98 vs 0.17)', 90_000);
    expect(screen).toContain('The outcome');
    await settle();
    t.keys('Escape');
    screen = await t.waitFor(/The debate ends: PRO wins, by the scores[\s\S]*done: R the outcome/);
    expect(screen).toContain('done — PRO wins');
    expect(screen).toContain('VERDICT');
    expect(screen).toContain('Replies owed (0)');
    expect(flat(screen)).toContain(
      'O1 · OPP · why (by the engine) · round 0 · why·engine — speech act: why A1, replying to P1 · dialectical status: standing · answered',
    );
    // A seat's line wraps in the narrow Progress pane: its stance is on the screen's next line.
    // Each side's current score is its seat's stance.
    expect(screen).toMatch(/pro: script demo=persuasion ·[^\n]*\n[^\n]*score 0\.98 \(A1\)/);
    expect(screen).toMatch(/opp: script demo=persuasion ·[^\n]*\n[^\n]*score 0\.17 \(A2\)/);
    await settle();
    // PRO's since, two rows further: beaten, answered, and A3 conceded, in its detail.
    t.type('jj');
    screen = await t.waitFor('› ● P2 ');
    expect(flat(screen)).toContain(
      'P2 · PRO · since · round 1 · since — speech act: A1 since {A3, A4}, replying to O1 · dialectical status: beaten · answered · A3 conceded',
    );
    await settle();
    // The Progress pane whole (tab to it, enter): the commitment stores' sizes and the moderator's verdict.
    t.keys('Tab');
    await t.waitFor('▸ Progress');
    await settle();
    t.keys('Enter');
    await t.waitFor('Where the debate stands');
    await settle();
    t.keys('G');
    screen = await t.waitFor('mod: script demo=persuasion · verdict: PRO');
    expect(screen).toContain('C_PRO (7): A1, A3, A4, A5, A7, A8, A10');
    expect(screen).toContain('C_OPP (5): A2, A3, A6, A10, A5');
    expect(screen).toContain('K (5): K1, K2, K3, K4, K5');
    expect(screen).toContain('pro: script demo=persuasion · score 0.98 (A1) · wins on the scores');
    await settle();
    t.keys('Escape');
    await t.waitFor(/The debate ends: PRO wins, by the scores[\s\S]*done: R the outcome/);
    await settle();
    t.keys('e');
    await t.waitFor('m markdown');
    await settle();
    t.keys('m');
    // The dialog may wrap a long path: read its lines joined; the file is the session's, in the cwd.
    const path = writtenPath(await t.waitFor((s) => writtenPath(s) !== undefined))!;
    expect(path).toBe(join(dir, '001-should-our-team-replace-hand-written-sql-with-an-orm.md'));
    const report = await readFile(path, 'utf8');
    for (const heading of [
      '## Participants',
      '## Shared Context (K)',
      '## Transcript',
      '## Commitment Stores (Final State)',
      '### Arguments',
      '### Relations',
      '### Argument Map (ASCII)',
      '### Winner: **PRO**',
      '### Consensus Solution',
      '### Debate Quality Metrics',
    ]) {
      expect(report, heading).toContain(heading);
    }
  }, 150_000);
});
