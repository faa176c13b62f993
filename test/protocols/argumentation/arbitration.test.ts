// Mechanic 8 — arbitration: the four triggers, an arbiter prompt without attribution, flags that
// only lower confidence, the ≥ 50 % warning, and the person arbitrating when no arbiter seat exists.
import { describe, expect, it } from 'vitest';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import type { Plan } from '../../../src/protocols/types.js';
import { assess, Debate, defend, empirical, rule, textual, value } from '../../helpers/debate.js';

const ARBITER = { arbiter: { kind: 'codex' } };

interface OutcomeJson {
  confidence: string;
  warning: boolean;
  points: { id: string; bucket: string | null; confidence: string }[];
  arbitration: { triggers: string[]; flags: { item: string; concern: string }[] }[];
}
const json = (d: Debate) => argumentation.outcome(d.state).json as OutcomeJson;
const pointConfidence = (d: Debate, id: string) => json(d).points.find((p) => p.id === id)?.confidence;

function triggerText(d: Debate): string {
  return d.notices
    .filter((n) => n.type === 'arbitration.triggered')
    .map((n) => n.text)
    .join('\n');
}

function asksArbiter(plan: Plan): boolean {
  return plan.kind === 'ask' && plan.requests.some((r) => r.seat === 'arbiter' && r.purpose.endsWith('arbitrate'));
}

/** Standard mode: every point agreed in round 1, nobody ever objects, no evidence; ends converged. */
function unanimous(claims: string[], config: Record<string, unknown> = {}): Debate {
  const d = new Debate({ seats: ARBITER, ...config });
  d.consultee(...claims.map((c) => value(c)));
  d.orchestrator(...claims.map((_, i) => assess(`P${i + 1}`, 'AGREE')));
  d.silence('consultee'); // round 2: quiet
  d.silence('consultee'); // round 3: the stress test finds nothing
  return d;
}

/** Ends at a one-round bound with P1 still disputed (Unresolved) and P2 out of scope (Dismissed). */
function oneUnresolved(config: Record<string, unknown> = {}): Debate {
  const d = new Debate({ maxRounds: 1, seats: ARBITER, ...config });
  d.consultee(value('Redis suits a session cache'), value('We should also rewrite the billing service'));
  d.orchestrator(assess('P1', 'SKEPTICAL'), assess('P2', 'AGREE', { scope: 'out' }));
  return d;
}

describe('arbitration triggers', () => {
  it('arbitration is triggered when two or more items end Unresolved', () => {
    const d = new Debate({ maxRounds: 1, seats: ARBITER });
    d.consultee(value('Redis suits a session cache'), value('Memcached is simpler to operate'));
    d.orchestrator(assess('P1', 'SKEPTICAL'), assess('P2', 'SKEPTICAL'));
    expect(d.state.done?.reason).toBe('bound');
    expect(triggerText(d)).toContain('2 items are Unresolved');
    expect(asksArbiter(d.plan())).toBe(true);
  });

  it('a single Unresolved item after a contested debate does not trigger arbitration', () => {
    const d = oneUnresolved();
    expect(d.bucket('P1')).toBe('unresolved');
    expect(d.noticeTypes()).not.toContain('arbitration.triggered');
    expect(d.plan().kind).toBe('done');
  });

  it('arbitration is triggered by early unanimous agreement without evidence', () => {
    const d = unanimous(['Redis suits a session cache', 'Sessions should expire after 30 minutes']);
    expect(d.state.done?.reason).toBe('converged');
    expect(triggerText(d)).toContain('early unanimous agreement without verified evidence');
    expect(asksArbiter(d.plan())).toBe(true);
  });

  it('unanimous agreement backed by verified evidence does not trigger arbitration', () => {
    const d = new Debate({ workdir: '/srv/app', seats: ARBITER });
    d.consultee(empirical('The session TTL is one hour', { evidence: [textual('src/cache.ts:3', 'const ttl = 3600;')] }));
    d.check('E1', 'match');
    d.orchestrator(assess('P1', 'AGREE'));
    d.silence('consultee');
    d.silence('consultee');
    expect(d.state.done?.reason).toBe('converged');
    expect(d.bucket('P1')).toBe('agreed');
    expect(d.noticeTypes()).not.toContain('arbitration.triggered');
    expect(d.plan().kind).toBe('done');
  });

  it('arbitration is triggered by the high-stakes flag of the session config', () => {
    const d = oneUnresolved({ highStakes: true });
    expect(triggerText(d)).toContain('high-stakes');
    expect(asksArbiter(d.plan())).toBe(true);
  });

  it('arbitration is triggered by the person asking for it, at once, and the debate then resumes', () => {
    const d = new Debate({ seats: ARBITER });
    d.consultee(value('Redis suits a session cache'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.human('arbitrate', { reason: 'I doubt this was examined' });
    expect(d.state.done).toBeUndefined();
    expect(asksArbiter(d.plan())).toBe(true);
    expect(d.promptOf('arbiter')).toContain('requested by the person (reason: I doubt this was examined)');
    d.answer('arbiter', { flags: [], assessment: 'Fine so far.' });
    expect(d.plan()).toMatchObject({ kind: 'ask', requests: [{ seat: 'consultee', purpose: 'raise' }] });
  });
});

describe('the arbiter prompt', () => {
  /** Ends (high-stakes) with one point in each bucket, a user constraint and a verified citation. */
  function allBuckets(): Debate {
    const d = new Debate({ maxRounds: 2, highStakes: true, workdir: '/srv/app', seats: ARBITER });
    d.human('constrain', { text: 'Sessions must survive a deploy', reason: 'ops requirement' });
    d.consultee(
      empirical('The session TTL is one hour', { evidence: [textual('src/cache.ts:3', 'const ttl = 3600;')] }),
      empirical('Redis handles 100k ops/s on our hardware', {
        evidence: [{ type: 'execution', detail: 'redis-benchmark says 100k ops/s' }],
      }),
      value('Memcached is easier to operate'),
    );
    d.check('E1', 'match');
    d.orchestrator(assess('P1', 'AGREE'), assess('P2', 'SKEPTICAL'), assess('P3', 'SKEPTICAL'));
    d.consultee(defend('C1', 'the benchmark ran on a production-like box'), { type: 'concede', challenge: 'C2', reason: 'fair' });
    d.orchestrator(rule('C1', 'rejected', 'the box is not production-like'));
    return d;
  }

  it('the arbiter sees the question, the authoritative ledger entries and every bucket', () => {
    const d = allBuckets();
    expect([d.bucket('P1'), d.bucket('P2'), d.bucket('P3')]).toEqual(['agreed', 'unresolved', 'dismissed']);
    const prompt = d.promptOf('arbiter');
    expect(prompt).toContain('Redis or Memcached for our session cache?');
    expect(prompt).toContain('Sessions must survive a deploy');
    expect(prompt).toMatch(/## Agreed\n- P1 .*The session TTL is one hour/);
    expect(prompt).toMatch(/## Dismissed\n- P3 .*Memcached is easier to operate/);
    expect(prompt).toMatch(/## Unresolved\n- P2 .*Redis handles 100k ops\/s/);
    expect(prompt).toMatch(
      /are the Agreed points well supported\? Are the dismissals justified by what the challenges showed\? Are the Unresolved items genuinely blocked\?/i,
    );
  });

  it('the arbiter prompt attributes nothing to a seat', () => {
    const prompt = allBuckets().promptOf('arbiter');
    expect(prompt).not.toMatch(/\b(consultee|orchestrator|codex)\b/i);
  });

  it('unverified entries are not listed among the arbiter constraints', () => {
    const prompt = allBuckets().promptOf('arbiter');
    const authoritative = /## From the person and verified sources \(authoritative\)\n([\s\S]*?)(\n\n|$)/.exec(prompt)?.[1] ?? '';
    expect(authoritative).toContain('Sessions must survive a deploy');
    expect(authoritative).toContain('const ttl = 3600;');
    expect(authoritative).not.toContain('100k ops/s');
    expect(authoritative).not.toContain('production-like');
    expect(authoritative).not.toContain('Memcached is easier to operate');
  });
});

describe('arbitration flags', () => {
  it('arbiter flags only lower confidence: the flagged item stays in its bucket', () => {
    const d = unanimous(['Redis suits a session cache', 'Sessions expire after 30 minutes', 'Use one cache per region']);
    const before = pointConfidence(d, 'P1');
    d.answer('arbiter', { flags: [{ item: 'P1', concern: 'no reason given beyond preference' }], assessment: 'Mostly fine.' });
    expect(d.bucket('P1')).toBe('agreed');
    expect(before).toBe('medium');
    expect(pointConfidence(d, 'P1')).toBe('low');
    expect(pointConfidence(d, 'P2')).toBe('medium');
    expect(json(d).confidence).toBe('medium');
    expect(json(d).warning).toBe(false);
  });

  it('the outcome carries a warning when half or more of the items are flagged', () => {
    const d = unanimous(['Redis suits a session cache', 'Sessions expire after 30 minutes']);
    d.answer('arbiter', { flags: [{ item: 'P2', concern: 'arbitrary number' }], assessment: 'Thin.' });
    expect(d.noticeTypes()).toContain('arbitration.warning');
    const out = argumentation.outcome(d.state);
    expect((out.json as OutcomeJson).warning).toBe(true);
    expect((out.json as OutcomeJson).confidence).toBe('low');
    expect(out.summary).toContain('WARNING');
    expect(out.report).toContain('WARNING: half or more of the outcome was flagged');
    expect([d.bucket('P1'), d.bucket('P2')]).toEqual(['agreed', 'agreed']);
  });

  it('fewer than half flagged gives no warning', () => {
    const d = unanimous(['Redis suits a session cache', 'Sessions expire after 30 minutes', 'Use one cache per region']);
    d.answer('arbiter', { flags: [{ item: 'P3', concern: 'unclear' }], assessment: 'Fine.' });
    expect(d.noticeTypes()).not.toContain('arbitration.warning');
    expect(json(d).warning).toBe(false);
    expect(argumentation.outcome(d.state).summary).not.toContain('WARNING');
  });

  it('an arbiter that cannot answer after one retry leaves the outcome standing, marked as not arbitrated', () => {
    const d = unanimous(['Redis suits a session cache']);
    d.answer('arbiter', 'looks good to me');
    expect(d.plan()).toMatchObject({ kind: 'ask', requests: [{ seat: 'arbiter', purpose: 'retry arbitrate' }] });
    d.answer('arbiter', 'really, it looks good');
    expect(d.noticeTypes()).toContain('arbitration.failed');
    expect(d.plan().kind).toBe('done');
    expect(d.bucket('P1')).toBe('agreed');
    expect((argumentation.outcome(d.state).json as { flags: string[] }).flags.join('\n')).toContain('arbitration failed');
  });
});

describe('the person as arbiter', () => {
  it('with no arbiter seat, the plan waits for the person to arbitrate', () => {
    const d = new Debate();
    d.consultee(value('Redis suits a session cache'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.silence('consultee');
    d.silence('consultee');
    const plan = d.plan();
    expect(plan.kind).toBe('await-human');
    if (plan.kind !== 'await-human') return;
    expect(plan.seat).toBe('arbiter');
    expect(plan.actions.map((a) => a.kind)).toEqual(['flag', 'assessment']);
    expect(plan.actions[0]?.targets).toEqual(['P1']);
    expect(plan.prompt.full).toContain('you are the ARBITER');
  });

  it('the person arbitrates with the same answer format and the flag is recorded', () => {
    const d = new Debate();
    d.consultee(value('Redis suits a session cache'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.silence('consultee');
    d.silence('consultee');
    d.answer('arbiter', { flags: [{ item: 'P1', concern: 'taste, not argument' }], assessment: 'Weak.' });
    expect(json(d).arbitration.at(-1)?.flags).toEqual([{ item: 'P1', concern: 'taste, not argument' }]);
    expect(d.plan().kind).toBe('done');
  });
});
