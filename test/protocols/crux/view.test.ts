// Rule 8 of issue 16: what the TUI shows, through the neutral view — a stage indicator with each
// stage's budget used, the steelman table (pairs and grades), messages with move badges, the lock
// checklist, and the final crux with its positions and falsifiers.
import { describe, expect, it } from 'vitest';
import { crux } from '../../../src/protocols/crux/index.js';
import { playDemo } from '../../harness/contract.js';
import type { CruxState } from '../../../src/protocols/crux/state.js';
import { commit, CruxDebate, falsifier } from './driver.js';

const demoEnd = () => playDemo(crux).walk.state as CruxState;

describe('the view', () => {
  it('indicates the stages with the budget each has used', () => {
    const d = new CruxDebate().toCruxLock();
    d.say([commit('NO')]);
    expect(crux.view(d.state).progress).toMatchObject({
      phase: 'CRUX_LOCK',
      label: '1 of 8 messages',
      unit: 'stage',
      done: 1,
      total: 3,
      stages: [
        { name: 'DISCOVERY', state: 'done', budget: { used: 6, total: 10 }, note: '6-10 messages' },
        { name: 'CRUX_LOCK', state: 'current', budget: { used: 1, total: 8 }, note: '6-8 messages' },
        { name: 'EVIDENCE', state: 'upcoming', budget: { used: 0, total: 16 }, note: '12-16 messages' },
        { name: 'CONVERGED', state: 'upcoming' },
      ],
    });
  });

  it('tables the steelmen: every pair both ways with its latest grade, and who owes what', () => {
    const d = new CruxDebate();
    d.say([{ type: 'STEELMAN', target: 'debater-2', text: 'you see a liquidity trade' }]);
    const rows = crux.view(d.state).open.rows.map((r) => [r.title, r.status, r.owner, r.owes]);
    expect(crux.view(d.state).open.title).toBe('Steelmen and what is owed');
    expect(rows).toEqual([
      ['debater-1 → debater-2', 'awaiting grade', 'debater-2', 'a grade of S1'],
      ['debater-2 → debater-1', 'no steelman', 'debater-2', 'a steelman of debater-1'],
    ]);
  });

  it('badges every message with its move, and marks it with its stage and number', () => {
    const rows = crux.view(demoEnd()).record.rows;
    expect(rows.slice(0, 4).map((r) => [r.mark, r.badge, r.text.slice(0, 24)])).toEqual([
      ['D0', 'TOPCLAIM', 'Saylor: YES 0.90: Bitcoi'],
      ['D1', 'CLAIM', 'Saylor: Supply is capped'],
      ['D1', 'TOPCLAIM', 'Hayes: NO 0.75: Bitcoin '],
      ['D2', 'CLAIM', 'Hayes: In 2022 Bitcoin f'],
    ]);
    expect(new Set(rows.map((r) => r.badge))).toEqual(
      new Set([
        'TOPCLAIM',
        'CLAIM',
        'STEELMAN',
        'GRADE_STEELMAN',
        'PROPOSE_QUESTION',
        'COMMIT_POSITION',
        'DECLARE_FALSIFIER',
        'LOCK',
        'MODERATOR',
        'PROVIDE_EVIDENCE',
        'CHALLENGE',
        'CONCEDE',
        'CRUX',
      ]),
    );
  });

  it("checks the lock's four criteria live in CRUX_LOCK", () => {
    const d = new CruxDebate().toCruxLock();
    d.say([commit('NO'), falsifier()]);
    expect(crux.view(d.state).progress.checklist).toEqual([
      { label: '2+ committed', state: 'unmet', detail: '1 of 2 committed; not yet: debater-2' },
      { label: 'YES and NO present', state: 'unmet', detail: 'debater-1 NO' },
      { label: 'steelmen ACCURATE', state: 'unmet', detail: 'no pair of committed debaters yet' },
      { label: 'falsifiers declared', state: 'met', detail: 'debater-1 F1' },
    ]);
  });

  it('displays the final crux with its positions and falsifiers once it is crystallized', () => {
    const state = demoEnd();
    const view = crux.view(state);
    expect(view.open.title).toBe('The crux');
    expect(view.open.rows.map((r) => [r.title, r.status])).toEqual([
      ['Will Bitcoin fall more than 50% from its high the next time the S&P 500 falls more than 30%?', 'validated'],
      ['Saylor: NO 0.80', 'TopClaim flips'],
      ['Hayes: YES 0.80', 'TopClaim flips'],
      ['F1 (Hayes)', 'evidence E2'],
      ['F2 (Saylor)', 'evidence E1, E3'],
    ]);
    expect(view.record.rows.at(-1)).toMatchObject({ id: 'CRUX', badge: 'CRUX', status: 'validated' });
    expect(view.details.CRUX!.facts.map((f) => f.label)).toEqual([
      'debater-1 (Saylor)',
      'debater-2 (Hayes)',
      'F1 (debater-2)',
      'F2 (debater-1)',
      'resolution 1',
      'resolution 2',
      '[x] realDisagreement',
      '[x] concreteFalsifiers',
      '[x] decisionRelevant',
      '[x] resolutionCriteria',
    ]);
    expect(view.progress.checklist.every((c) => c.state === 'met')).toBe(true);
  });

  it('gives each debater its position as its stance, and the engine as the absent moderator', () => {
    const seats = crux.view(demoEnd()).seats;
    expect(seats.map((s) => [s.seat, s.label, s.agent, s.stance])).toEqual([
      ['debater-1', 'debater-1 (Saylor)', 'script', 'NO 0.80'],
      ['debater-2', 'debater-2 (Hayes)', 'script', 'YES 0.80'],
      ['moderator', 'Moderator', 'the engine', '1 intervention'],
    ]);
  });
});
