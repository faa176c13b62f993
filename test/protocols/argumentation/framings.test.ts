// Mechanic 10 — the ten framings of the seed as first-prompt templates: they decide who puts the
// subject on the table and each seat's stance; the mechanics stay the same.
import { describe, expect, it } from 'vitest';
import { assess, Debate, value } from '../../helpers/debate.js';

type Opener = 'consultee' | 'orchestrator' | 'both';

/** framing, who opens, a phrase of the consultee's stance, a phrase of the orchestrator's opening. */
const FRAMINGS: [string, Opener, string, string | null][] = [
  ['how-to', 'consultee', 'Propose how to answer the question', null],
  ['critique', 'orchestrator', 'Critique the design on the table', 'State the design under discussion'],
  ['devils-advocate', 'orchestrator', 'Argue for the strongest opposing view', 'State the view you currently hold'],
  ['fill-gaps', 'orchestrator', 'Complete the partial solution on the table', 'State the partial solution'],
  ['compare', 'both', 'Compare the options in the question', 'Give your own comparison of the options'],
  ['validate', 'orchestrator', 'Check the analysis on the table', 'Lay out the analysis to be checked'],
  ['disagreement', 'orchestrator', 'Judge which position is right', 'State the two positions in the question'],
  ['stakeholders', 'consultee', 'Synthesize the views in the question', null],
  ['red-team', 'orchestrator', 'Attack the design on the table', 'State the design to be attacked'],
  ['parallel', 'both', 'Propose your own solution', 'Propose your own solution to the question'],
];
const byOpener = (opener: Opener) => FRAMINGS.filter((f) => f[1] === opener);

const POSITION = 'Use Redis with AOF persistence, one primary per region';

/** Plays round 1's opening for any framing: the orchestrator's position (if it opens), then P1. */
function opened(framing: string): Debate {
  const d = new Debate({ framing });
  const plan = d.plan();
  if (plan.kind !== 'ask') throw new Error(`expected an ask, got ${plan.kind}`);
  for (const request of plan.requests) {
    if (request.seat === 'orchestrator') d.answer('orchestrator', { position: POSITION });
  }
  d.consultee(value('Memcached is simpler to run for plain sessions'));
  return d;
}

describe('who opens', () => {
  it.each(byOpener('consultee'))('the %s framing opens by asking the consultee to propose', (framing, _opener, stance) => {
    const d = new Debate({ framing });
    const plan = d.plan();
    expect(plan).toMatchObject({ kind: 'ask', requests: [{ seat: 'consultee', purpose: 'raise' }] });
    if (plan.kind !== 'ask') return;
    expect(plan.requests).toHaveLength(1);
    expect(plan.requests[0]?.prompt.full).toContain(stance);
  });

  it.each(byOpener('orchestrator'))(
    'the %s framing opens with an orchestrator turn that puts the subject on the table',
    (framing, _opener, stance, opening) => {
      const d = new Debate({ framing });
      const plan = d.plan();
      expect(plan).toMatchObject({ kind: 'ask', requests: [{ seat: 'orchestrator', purpose: 'open' }] });
      if (plan.kind !== 'ask') return;
      expect(plan.requests).toHaveLength(1);
      expect(plan.requests[0]?.prompt.full).toContain(opening!);
      expect(plan.requests[0]?.prompt.full).toContain(`The consultee will then work on it: ${stance}`);
    },
  );

  it.each(byOpener('both'))('the %s framing asks both seats at once, in one parallel group', (framing, _opener, stance, opening) => {
    const plan = new Debate({ framing }).plan();
    expect(plan.kind).toBe('ask');
    if (plan.kind !== 'ask') return;
    expect(plan.requests.map((r) => [r.seat, r.purpose])).toEqual([
      ['orchestrator', 'open'],
      ['consultee', 'raise'],
    ]);
    const groups = new Set(plan.requests.map((r) => r.parallelGroup));
    expect(groups.size).toBe(1);
    expect([...groups][0]).toBeTruthy();
    expect(plan.requests[0]?.prompt.full).toContain(opening!);
    expect(plan.requests[1]?.prompt.full).toContain(stance);
  });
});

describe("the orchestrator's position", () => {
  it.each(byOpener('orchestrator'))(
    "in the %s framing the orchestrator's position becomes a ledger entry the consultee then works on",
    (framing, _opener, stance) => {
      const d = new Debate({ framing });
      d.answer('orchestrator', { position: POSITION, nature: 'open' });
      const entry = d.state.ledger.find((e) => e.kind === 'position');
      expect(entry).toMatchObject({ provenance: 'unverified', seat: 'orchestrator', text: POSITION });
      expect(d.plan()).toMatchObject({ kind: 'ask', requests: [{ seat: 'consultee', purpose: 'raise' }] });
      const prompt = d.promptOf('consultee');
      expect(prompt).toContain(`## Positions on the table\n- ${entry!.id} (orchestrator, round 1): ${POSITION}`);
      expect(prompt).toContain(stance);
    },
  );

  it.each(byOpener('both'))(
    "in the %s framing the orchestrator's own proposal is on the table for the consultee from round 2",
    (framing) => {
      const d = opened(framing);
      d.orchestrator(assess('P1', 'AGREE'));
      expect(d.state.n).toBe(2);
      expect(d.promptOf('consultee')).toContain(`(orchestrator, round 1): ${POSITION}`);
    },
  );

  it('in a parallel framing the round goes on to evaluation whichever seat answers first', () => {
    const d = new Debate({ framing: 'compare' });
    d.consultee(value('Memcached is simpler to run for plain sessions'));
    expect(d.plan()).toMatchObject({ kind: 'ask', requests: [{ seat: 'orchestrator', purpose: 'open' }] });
    d.answer('orchestrator', { position: POSITION });
    expect(d.plan()).toMatchObject({ kind: 'ask', requests: [{ seat: 'orchestrator', purpose: 'evaluate' }] });
  });

  it('the opening turn states a position only: an evaluation there is refused', () => {
    const d = new Debate({ framing: 'critique' });
    d.answer('orchestrator', { position: POSITION, moves: [assess('P1', 'AGREE')] });
    expect(d.notices.find((n) => n.type === 'move.refused')?.text).toContain('the opening turn states a position');
    expect(d.state.ledger.some((e) => e.kind === 'position')).toBe(true);
  });

  it('the consultee can rebut the position on the table by its ledger id', () => {
    const d = new Debate({ framing: 'red-team' });
    d.answer('orchestrator', { position: POSITION });
    d.consultee(value('One primary per region loses writes on failover', { rebuts: 'L1' }));
    expect(d.point('P1').rebuts).toBe('L1');
    expect(d.noticeTypes()).not.toContain('move.refused');
  });
});

describe('the mechanics do not change with the framing', () => {
  it.each(FRAMINGS)('in the %s framing the consultee raises points and the orchestrator evaluates them', (framing) => {
    const d = opened(framing);
    expect(d.point('P1').raisedBy).toBe('consultee');
    expect(d.plan()).toMatchObject({ kind: 'ask', requests: [{ seat: 'orchestrator', purpose: 'evaluate' }] });
    expect(d.promptOf('orchestrator')).toMatch(/## Points to triage and assess\n- P1 /);
    d.orchestrator(assess('P1', 'SKEPTICAL', { objection: 'plain sessions still need failover' }));
    expect(d.challenge('C1')).toMatchObject({ point: 'P1', kind: 'SKEPTICAL', status: 'open' });
    expect(d.promptOf('consultee')).toMatch(/## Challenges you must answer this round\n- C1 on P1 \(SKEPTICAL/);
  });

  it.each(FRAMINGS)('in the %s framing the evidence gate still holds an unevidenced empirical point out of Agreed', (framing) => {
    const d = new Debate({ framing });
    const plan = d.plan();
    if (plan.kind === 'ask' && plan.requests.some((r) => r.seat === 'orchestrator')) d.answer('orchestrator', { position: POSITION });
    d.consultee({ type: 'point', claim: 'Memcached uses less memory per session', kind: 'empirical' });
    d.orchestrator(assess('P1', 'AGREE'));
    expect(d.point('P1').status).toBe('awaiting-evidence');
    expect(d.bucket('P1')).toBeUndefined();
  });

  it.each(FRAMINGS)("in the %s framing the consultee's stance is repeated in its later prompts", (framing, _opener, stance) => {
    const d = opened(framing);
    d.orchestrator(assess('P1', 'AGREE'));
    expect(d.promptOf('consultee')).toContain(`## Your stance\n${stance}`);
  });
});
