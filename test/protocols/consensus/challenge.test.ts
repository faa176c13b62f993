// Phases 1 to 3: the opening (position v1), the blind parallel challenge, and the consensus check
// with the seed's fast exits and its skepticism rule.
import { describe, expect, it } from 'vitest';
import { consensus } from '../../../src/protocols/consensus/index.js';
import type { PositionItem, VerdictItem } from '../../../src/protocols/consensus/state.js';
import { debate, opening, personas, verdict } from './support.js';

describe('Phase 1: the opening', () => {
  it('states position v1 with its reasoning, confidence, acknowledged weaknesses and assumptions', () => {
    const d = debate();
    d.answer('proposer', personas());
    expect(d.prompt('proposer')).toMatch(/Phase 1[\s\S]*3 expert\(s\) will then challenge it/);
    d.answer('proposer', opening('Keep Redis.', { confidence: 'medium', weaknesses: 'memory cost' }));
    expect(d.state.items.v1).toMatchObject({
      kind: 'position',
      version: 1,
      text: 'Keep Redis.',
      reasoning: 'It is fast and already runs.',
      confidence: 'MED',
      weaknesses: ['memory cost'],
      assumptions: ['sessions are small'],
    } satisfies Partial<PositionItem>);
    expect(d.state.round).toBe(1);
  });
});

describe('Phase 2: the parallel challenge', () => {
  it('asks every challenger at once, in one parallel group', () => {
    const d = debate();
    d.answer('proposer', personas());
    d.answer('proposer', opening());
    const plan = d.plan();
    expect(plan.kind).toBe('ask');
    if (plan.kind !== 'ask') return;
    expect(plan.requests.map((r) => r.seat)).toEqual(['architect', 'operator', 'adversary']);
    expect(new Set(plan.requests.map((r) => r.parallelGroup))).toEqual(new Set(['challenge-r1']));
  });

  it("is blind: no challenger sees another's answer in that round, not even when it is asked again", () => {
    const d = debate();
    d.answer('proposer', personas());
    d.answer('proposer', opening());
    d.answer('architect', verdict('architect', 'disagree', 'strong', 'SECRET-ARCHITECT-WORDS are the flaw'));
    d.answer('operator', 'no json at all');
    const retry = d.prompt('operator');
    expect(retry).toContain('Your last answer could not be used');
    expect(retry).not.toContain('SECRET-ARCHITECT-WORDS');
    expect(d.prompt('adversary')).not.toContain('SECRET-ARCHITECT-WORDS');
    expect(retry).toContain('Keep Redis for sessions.');
  });

  it('records each verdict with its objection strength and its points from its own angle', () => {
    const d = debate().toCheck({
      architect: { verdict: 'disagree', objection_strength: 'MAJOR', summary: 'It will not scale.', points: ['hot keys'] },
    });
    expect(d.state.items.V1).toMatchObject({
      seat: 'architect',
      verdict: 'disagree',
      strength: 'strong',
      summary: 'It will not scale.',
      points: [{ aspect: '', point: 'hot keys' }],
      judged: 1,
    } satisfies Partial<VerdictItem>);
  });
});

describe('Phase 3: the consensus check', () => {
  it('all challengers agree: fast exit with high confidence', () => {
    const d = debate().toCheck({
      architect: verdict('architect', 'agree'),
      operator: verdict('operator', 'agree'),
      adversary: verdict('adversary', 'agree'),
    });
    expect(d.state.ended).toMatchObject({ kind: 'consensus', route: 'agree', confidence: 'HIGH', round: 1 });
    expect(d.plan()).toMatchObject({ kind: 'done' });
    expect(d.texts('consensus.checked')).toEqual([
      'Consensus check, round 1: every challenger agrees (Architect, Operator, Adversary): fast exit.',
    ]);
  });

  it('all partial with minor objections: the proposer addresses them briefly, then a fast exit', () => {
    const d = debate().toCheck({
      architect: verdict('architect', 'partial'),
      operator: verdict('operator', 'partial'),
      adversary: verdict('adversary', 'agree'),
    });
    expect(d.asked()).toEqual(['proposer:address']);
    expect(d.prompt('proposer')).toContain('these are minor, so be brief');
    d.answer('proposer', {
      responses: [
        { to: 'architect', decision: 'ACCEPT', reason: 'fair', change: 'add a TTL' },
        { to: 'operator', decision: 'REJECT', reason: 'already covered' },
      ],
      position: { text: 'Keep Redis, with a TTL.' },
    });
    expect(d.state.ended).toMatchObject({ kind: 'consensus', route: 'minor', confidence: 'MED' });
    expect(d.asked()).toEqual([]);
    expect(d.state.items.v2).toMatchObject({ text: 'Keep Redis, with a TTL.', changes: [{ perspective: 'architect', text: 'add a TTL' }] });
  });

  it('any disagree: confrontation required', () => {
    const d = debate().toCheck({
      architect: verdict('architect', 'disagree', 'minor'),
      operator: verdict('operator', 'agree'),
      adversary: verdict('adversary', 'agree'),
    });
    expect(d.asked()).toEqual(['proposer:confront']);
    expect(Object.values(d.state.dissents).map((x) => x.seat)).toEqual(['architect']);
  });

  it('any strong objection: confrontation required', () => {
    const d = debate().toCheck({
      architect: verdict('architect', 'partial', 'strong'),
      operator: verdict('operator', 'partial'),
      adversary: verdict('adversary', 'agree'),
    });
    expect(d.asked()).toEqual(['proposer:confront']);
    expect(Object.values(d.state.dissents).map((x) => x.seat)).toEqual(['architect', 'operator']);
  });

  it('mixed verdicts (some agree, some disagree): confrontation required', () => {
    const d = debate().toCheck({
      architect: verdict('architect', 'agree'),
      operator: verdict('operator', 'disagree', 'strong'),
      adversary: verdict('adversary', 'agree'),
    });
    expect(d.asked()).toEqual(['proposer:confront']);
    expect(d.texts('consensus.checked')[0]).toBe('Consensus check, round 1: confrontation required (Operator disagrees (strong)).');
  });

  it('closes a step after the check, so the person can act before the proposer answers', () => {
    const d = debate().toCheck({
      architect: verdict('architect', 'agree'),
      operator: verdict('operator', 'disagree'),
      adversary: verdict('adversary', 'agree'),
    });
    const last = d.walk.frames.at(-1)!;
    expect(consensus.reduce(last.before as never, last.event).closed).toEqual({ unit: 'round', label: 'round 1 challenge' });
  });
});

describe('the skepticism rule', () => {
  it('unanimous agreement after round 1 is allowed when each agreement engages its own angle', () => {
    const d = debate().toCheck({
      architect: verdict('architect', 'agree'),
      operator: verdict('operator', 'agree'),
      adversary: verdict('adversary', 'agree'),
    });
    expect(d.texts('verdict.skeptical')).toEqual([]);
    expect(d.state.ended?.kind).toBe('consensus');
  });

  it('an agreement that does not engage its own angle counts as partial, and the debate continues', () => {
    const hollow = {
      verdict: 'agree',
      summary: 'Looks good to me, no concerns at all from here.',
      points: [{ aspect: 'cost', point: 'It is cheaper to keep what we run.' }],
    };
    const d = debate().toCheck({ architect: verdict('architect', 'agree'), operator: verdict('operator', 'agree'), adversary: hollow });
    expect(d.texts('verdict.skeptical')).toEqual([
      "Skepticism: none of the Adversary's points concerns its angle (security, edge cases and abuse scenarios), so its agreement counts as partial (the person may override V3).",
    ]);
    expect(d.asked()).toEqual(['proposer:confront']);
    expect(d.prompt('proposer')).toMatch(/D1 — the Adversary[\s\S]*agree, counted as partial/);
  });

  it("judges an agreement that names nothing it checked, or says too little, as hollow; the persona's own focus counts as its angle", () => {
    const bare = debate().toCheck({ architect: { verdict: 'agree', summary: 'Fine.' } });
    expect(bare.state.items.V1).toMatchObject({
      hollow: 'the Architect agreed without naming anything it checked from its angle (scaling, complexity and design flaws)',
    });
    const thin = debate().toCheck({ operator: { verdict: 'agree', points: [{ aspect: 'failover', point: 'ok' }] } });
    expect((thin.state.items.V1 as VerdictItem).hollow).toMatch(/says too little to be checked \(1 words\)/);
    const focus = debate().toCheck({
      operator: {
        verdict: 'agree',
        summary: 'I looked at what matters most to running it for years in production here.',
        points: [{ aspect: 'vacuum', point: 'Vacuum keeps up with the session churn we expect.' }],
      },
    });
    expect((focus.state.items.V1 as VerdictItem).hollow).toBeUndefined();
  });

  it('lets the person override a hollow verdict: the agreement stands and the check runs again', () => {
    const hollow = { verdict: 'agree', summary: 'Fine.' };
    const d = debate().toCheck({ architect: verdict('architect', 'agree'), operator: verdict('operator', 'agree'), adversary: hollow });
    expect(d.asked()).toEqual(['proposer:confront']);
    d.human('override-verdict', { item: 'V3', value: 'agree', reason: 'the adversary reviewed it with me offline' });
    expect(d.state.ended).toMatchObject({ kind: 'consensus', route: 'agree', confidence: 'MED' });
    expect(d.state.dissents.D1).toMatchObject({ status: 'resolved', resolvedBy: 'person' });
  });
});
