// The persuasion demo in a real terminal (tmux): K gathered in one step, the record moved through
// in a burst of keys, the opening stepped (a why owed), the rest auto-run to the verdict with each
// side's score on its seat, and the report exported and read back.
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
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
    expect(screen).toContain('K5   K [fact] The orders API has a p95');
    expect(screen).toContain('C_PRO 0 · C_OPP 0 · K 5');
    await settle();
    // A burst: four keys in one write, read by Ink as one input event.
    t.type('jjjj');
    screen = await t.waitFor('›K5   K [fact]');
    await settle();
    // One more step plays the opening: PRO's thesis came without evidence, so the engine asked why.
    t.keys('Space');
    screen = await t.waitFor('Round 0 closes.', 30_000);
    expect(screen).toContain('Replies owed (1)');
    expect(screen).toMatch(/O1 why A1 open/);
    expect(screen).toMatch(/O1\s+r0 \[why·engine\] standing · owed by PRO/);
    await settle();
    t.keys('a');
    // The outcome opens by itself when the debate ends; esc goes back to the panes.
    screen = await t.waitFor('Done — PRO wins, by the scores (0.98 vs 0.17)', 90_000);
    expect(screen).toContain('The outcome');
    await settle();
    t.keys('Escape');
    screen = await t.waitFor(/The debate ends: PRO wins, by the scores[\s\S]*space step/);
    expect(screen).toContain('done — PRO wins');
    expect(screen).toContain('VERDICT');
    expect(screen).toContain('Replies owed (0)');
    expect(screen).toMatch(/C_PRO 7 · C_OPP 5 · K 5/);
    expect(screen).toMatch(/O1\s+r0 \[why·engine\] standing · answered/);
    expect(screen).toMatch(/P2\s+r1 \[since\] beaten · answered · A3 conceded/);
    // A seat's line wraps in the narrow Progress pane: its stance is on the screen's next line.
    expect(screen).toMatch(/mod: script demo=persuasion ·[^\n]*\n[^\n]*verdict: PRO/);
    // Each side's current score is its seat's stance.
    expect(screen).toMatch(/pro: script demo=persuasion ·[^\n]*\n[^\n]*score 0\.98 \(A1\)/);
    expect(screen).toMatch(/opp: script demo=persuasion ·[^\n]*\n[^\n]*score 0\.17 \(A2\)/);
    await settle();
    t.keys('e');
    await t.waitFor('m markdown');
    await settle();
    t.keys('m');
    screen = await t.waitFor(/written to (\S+\.md)/);
    const path = /written to (\S+\.md)/.exec(screen)![1]!;
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
