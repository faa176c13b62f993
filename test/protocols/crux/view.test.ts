// Rule 8 of issue 16 and point 4 of issue 25: what the TUI shows, through the neutral view — a
// stage indicator with each stage's budget used, the steelman table (pairs and grades) on the card
// before a crux is locked, messages with move badges and their own words first, the lock checklist,
// only what is open or owed, and the crux card with its question, positions and falsifiers.
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

  it('tables the steelmen on the card, every pair both ways with its latest grade, and lists only what is owed', () => {
    const d = new CruxDebate();
    d.say([{ type: 'STEELMAN', target: 'debater-2', text: 'you see a liquidity trade' }]);
    const view = crux.view(d.state);
    expect(view.open.title).toBe('Owed');
    expect(view.open.rows.map((r) => [r.title, r.status, r.owner, r.owes])).toEqual([
      ['steelman debater-1 → debater-2', 'awaiting grade', 'debater-2', 'a grade of S1'],
    ]);
    expect(view.spotlight!.title).toBe('DISCOVERY: positions and steelmen');
    expect(view.spotlight!.markdown).toContain(
      '| Steelman | Attempts | Latest grade |\n| --- | --- | --- |\n| debater-1 → debater-2 | 1 | S1 awaiting grade |\n| debater-2 → debater-1 | 0 | no steelman yet |',
    );
  });

  it('badges every message with its move, and marks it with its stage and number', () => {
    const rows = crux.view(demoEnd()).record.rows;
    expect(rows.slice(0, 4).map((r) => [r.mark, r.badge, r.seat, r.status, r.text.slice(0, 24)])).toEqual([
      ['D0', 'TOPCLAIM', 'debater-1', 'YES 0.90', 'Bitcoin is digital gold:'],
      ['D1', 'CLAIM', 'debater-1', undefined, 'Supply is capped at 21 m'],
      ['D1', 'TOPCLAIM', 'debater-2', 'NO 0.75', 'Bitcoin trades as a leve'],
      ['D2', 'CLAIM', 'debater-2', undefined, 'In 2022 Bitcoin fell 77%'],
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

  it('shows the final crux on the card and leaves open only what was never answered', () => {
    const state = demoEnd();
    const view = crux.view(state);
    expect(view.open.title).toBe('Left open');
    expect(view.open.rows).toEqual([]);
    expect(view.spotlight!.title).toBe('The crux');
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

describe('the crux card and the headline', () => {
  it('draws the crux card whole: the question, both positions with TopClaim and falsifier, each falsifier with its evidence', () => {
    const { spotlight } = crux.view(demoEnd());
    const md = spotlight!.markdown;
    expect(md.split('\n')[0]).toBe('**Will Bitcoin fall more than 50% from its high the next time the S&P 500 falls more than 30%?**');
    expect(md).toContain(
      '| Saylor | NO 0.80, TopClaim flips with the crux | YES 0.80: Bitcoin is digital gold: a scarce, unseizable store of value for the long run | F2: Bitcoin',
    );
    expect(md).toContain(
      "| Hayes | YES 0.80, TopClaim flips with the crux | NO 0.75: Bitcoin trades as a leveraged bet on dollar liquidity, not as a hedge like gold | F1: Bitcoin's 90-day correlation with the Nasdaq-100 below 0.2 for four consecutive quarters by 2027-12-31 |",
    );
    expect(md).toMatch(/^- \*\*F1\*\* \(Hayes\): E2 by Saylor: Through much of 2023/m);
    expect(md).toMatch(/^- \*\*F2\*\* \(Saylor\): E1 by Hayes: .*; E3 by Saylor: /m);
    expect(md.split('\n').length).toBeLessThanOrEqual(14);
  });

  it('says it converged with the crux locked and validated, and where each side stands', () => {
    expect(crux.view(demoEnd()).headline).toEqual({
      text: 'Converged: the crux is locked and validated — Will Bitcoin fall more than 50% from its high the next time the S&P 500 falls more than 30%? Saylor says NO (0.80), Hayes says YES (0.80).',
      tone: 'good',
    });
  });

  it('says in CRUX_LOCK which lock attempt comes next and what it still lacks', () => {
    const d = new CruxDebate().toCruxLock();
    d.say([commit('NO'), falsifier()]);
    expect(crux.view(d.state).headline!.text).toBe(
      'CRUX_LOCK: lock attempt 1 of 5; not enough commitments (1 of 2 committed; not yet: debater-2); no YES/NO split yet (debater-1 NO); steelmen still wanting (no pair of committed debaters yet); 2 of 6–8 messages.',
    );
  });

  it('escapes agent text on the card: a pipe, emphasis or a line break in a TopClaim does not break the table', () => {
    const d = new CruxDebate();
    d.say([{ type: 'CLAIM', text: 'x' }], { topClaim: { statement: 'gold | **not**\n# stocks', side: 'YES', confidence: 0.9 } });
    const lines = crux.view(d.state).spotlight!.markdown.split('\n');
    const row = lines.find((l) => l.includes('gold'))!;
    expect(row).toContain('gold \\| \\*\\*not\\*\\* \\# stocks');
    expect(row.split(/(?<!\\)\|/).slice(1, -1)).toHaveLength(4);
  });
});

describe('the thread, reading first', () => {
  it("leads each message with its own words and shows the newest word on it: a steelman's grade, a challenge's answer, a falsifier's evidence", () => {
    const rows = crux.view(demoEnd()).record.rows;
    const byId = (id: string) => rows.find((r) => r.id === id)!;
    expect(byId('M7')).toMatchObject({
      text: 'Hayes says Bitcoin is just a tech stock.',
      status: 'of Hayes · INCOMPLETE',
      latest:
        'Hayes grades it INCOMPLETE: I never said it is a stock: I said it trades with global dollar liquidity. You left out the mechanism.',
    });
    expect(byId('M22')).toMatchObject({
      badge: 'CHALLENGE',
      text: 'A hedge that halves in the first week of a crash hedges nothing.',
      status: 'to Saylor',
      latest: 'Saylor answers (CONCEDE): March 2020 is a real data point against me.',
    });
    expect(byId('M14').latest).toMatch(/^newest evidence \(1 in all\), E2 by Saylor: Through much of 2023/);
    expect(byId('M27')).toMatchObject({ text: 'The 2023 decoupling is real.', flags: ['cheap'] });
    for (const r of rows) expect(r.text).not.toMatch(/^(Saylor|Hayes|engine|moderator): /);
  });

  it('keeps a challenge open until the challenged debater answers the challenger', () => {
    const d = new CruxDebate();
    d.say([{ type: 'STEELMAN', target: 'debater-2', text: 'you see a liquidity trade' }]);
    d.say([{ type: 'GRADE_STEELMAN', steelman: 'S1', grade: 'ACCURATE' }]);
    d.say([{ type: 'CHALLENGE', target: 'debater-2', text: 'liquidity | is not **everything**' }]);
    expect(crux.view(d.state).open.rows.map((r) => [r.title, r.owner, r.status, r.text])).toContainEqual([
      "debater-1's challenge of debater-2",
      'debater-2',
      'unanswered',
      'liquidity | is not **everything**',
    ]);
    d.say([{ type: 'CONCEDE', target: 'debater-1', text: 'fair' }]);
    expect(crux.view(d.state).open.rows.some((r) => r.status === 'unanswered')).toBe(false);
  });

  it('names its moves, grades and marks in its legend', () => {
    const marks = crux
      .view(demoEnd())
      .legend!.map((l) => `${l.mark} ${l.meaning}`)
      .join('\n');
    for (const word of ['STEELMAN', 'GRADE_STEELMAN', 'ACCURATE', 'INCOMPLETE', 'cheap', 'TOPCLAIM', 'DECLARE_FALSIFIER', 'CRUX'])
      expect(marks).toContain(word);
  });
});
