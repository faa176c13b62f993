// Whole debates, scripted turn by turn, played as the runner plays them to a verdict: the bundled
// demo (a win by the scores), and a debate the opponent concedes (a win by surrender).
import { describe, expect, it } from 'vitest';
import { persuasion } from '../../../src/protocols/persuasion/index.js';
import type { PersuasionState } from '../../../src/protocols/persuasion/state.js';
import { playDemo } from '../../harness/contract.js';
import { claim, concede, Dialogue, final, since, why } from '../../helpers/persuasion.js';

describe('a full scripted debate', () => {
  it('the bundled demo goes from K through the opening, two rounds and the closing to a verdict by the scores', () => {
    const { walk, end } = playDemo(persuasion);
    const state = walk.state as PersuasionState;
    const notices = walk.notices();
    const sections = [...new Set(notices.map((n) => n.section))];
    expect(sections).toEqual(['Shared context K', 'Round 0: Opening', 'Round 1', 'Round 2', 'Closing', 'Judgment']);
    expect(notices.filter((n) => n.type === 'round.closed').map((n) => n.text)).toEqual([
      'Round 0 closes.',
      'Round 1 closes.',
      'Round 2 closes.',
      'The closing round closes.',
    ]);
    expect(
      walk.frames.flatMap((f) =>
        walk.protocol.reduce(f.before as never, f.event).closed ? [walk.protocol.reduce(f.before as never, f.event).closed!.label] : [],
      ),
    ).toEqual(['context K', 'round 0', 'round 1', 'round 2', 'the closing round', 'judgment']);
    expect(notices.filter((n) => n.type === 'why.engine').map((n) => n.item)).toEqual(['O1', 'P4']);
    expect(notices.filter((n) => n.type === 'retract.forced').map((n) => n.item)).toEqual(['P11']);
    expect(notices.filter((n) => n.type === 'rule.flagged').map((n) => n.item)).toEqual(['O7', 'O7']);
    expect(notices.filter((n) => n.level === 'warning' && n.type === 'move.refused')).toEqual([]);
    expect(state.stores).toEqual({ pro: ['A1', 'A3', 'A4', 'A5', 'A7', 'A8', 'A10'], opp: ['A2', 'A3', 'A6', 'A10', 'A5'] });
    expect(state.verdict).toMatchObject({ winner: 'pro', how: 'scores', by: 'mod', strongest: ['A1', 'A4'] });
    expect(end).toEqual({ kind: 'done', reason: expect.stringMatching(/^PRO wins, by the scores \(0\.9\d vs 0\.1\d\)$/) });
    expect(persuasion.summary(state)).toMatchObject({ phase: 'VERDICT', status: 'done', progress: { done: 4, total: 4 } });
  });

  it('a debate the opponent concedes ends by surrender, after the closing round', () => {
    const d = new Dialogue({ gather: 'mod', rounds: 3 });
    d.say('mod', {
      facts: [
        { fact: 'Two incidents came from schema drift', source: 'postmortems' },
        { fact: 'The ORM generates types', source: 'docs' },
      ],
    });
    d.say('pro', claim('Adopt the ORM', { evidence: ['K1', 'K2'] }));
    d.say('opp', why('P1', 'A1'));
    d.say('mod', { rulings: [] });
    d.say('pro', since('O1', 'A1', ['Generated types would have caught both incidents']));
    d.say('opp', why('P2', 'A2'));
    d.say('pro', since('O2', 'A2', ['Both incidents were renamed columns']));
    d.say('opp', concede('P3', 'A3'), concede('P2', 'A2'), concede('P1', 'A1'));
    expect(d.state.surrendered).toEqual({ side: 'opp', move: 'O5', how: 'OPP conceded the thesis A1 (O5)' });
    d.say('mod', { rulings: [] });
    expect(d.state.stage).toBe('closing');
    d.say('pro', final('Adopt it.'));
    d.say('opp', final('Agreed, with a migration-order check.'));
    d.say('mod', {
      verdict: {
        winner: 'pro',
        answers: {
          survivors: 'A1, A2, A3',
          stronger: "PRO's",
          unaddressed: 'none',
          concessions: 'OPP conceded everything',
          commitments: 'both hold A1–A3',
        },
        rationale: 'OPP conceded A1 after A2 and A3 were shown.',
        strongest: ['A1'],
        consensus: 'Adopt the ORM and check migration order in CI.',
        revisit: ['a third incident of another kind'],
        bias: 'Neither bias mattered once OPP conceded.',
      },
    });
    const { report, summary } = persuasion.outcome(d.state);
    // A1 = 0.5 + 0.2·K1 + 0.2·K2 + 0.2·A2, A2 = 0.5 + 0.2·A3, A3 = 0.5; OPP, with no thesis of its own, scores 1 − A1.
    expect(summary).toBe('PRO wins (0.82 vs 0.18, by surrender); 3 arguments, 10 speech acts');
    expect(report).toContain('*Decided by surrender: OPP conceded the thesis A1 (O5).*');
    expect(report).toContain('| OPP | {A3, A2, A1} | {} |');
    expect(d.plan()).toEqual({ kind: 'done', reason: 'PRO wins, by surrender (0.82 vs 0.18)' });
  });
});
