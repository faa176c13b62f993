// Mechanic 13 — outcome: every point in its bucket, a confidence, the arbitration flags, and a
// markdown report with each bucket.
import { describe, expect, it } from 'vitest';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import { assess, Debate, defend, empirical, rule, textual, value } from '../../helpers/debate.js';

interface PointJson {
  id: string;
  claim: string;
  bucket: string | null;
  reason: string | null;
  question: string | null;
  confidence: string;
}
interface OutcomeJson {
  termination: { reason: string; round: number } | null;
  confidence: string;
  warning: boolean;
  buckets: Record<string, string[]>;
  points: PointJson[];
  arbitration: { triggers: string[]; flags: { item: string; concern: string }[]; assessment: string }[];
  flags: string[];
}

/**
 * A finished two-round debate: P1 empirical and verified (Agreed), P2 empirical with an unverified
 * benchmark still disputed at the bound (Unresolved), P3 conceded (Dismissed), P4 a value judgement
 * (Agreed), P5 out of scope (Dismissed). A user constraint; high stakes, so the arbiter runs and
 * flags P4.
 */
function finished(): Debate {
  const d = new Debate({ maxRounds: 2, highStakes: true, workdir: '/srv/app', seats: { arbiter: { kind: 'codex' } } });
  d.human('constrain', { text: 'Sessions must survive a deploy', reason: 'ops' });
  d.consultee(
    empirical('The session TTL is one hour', { evidence: [textual('src/cache.ts:3', 'const ttl = 3600;')] }),
    empirical('Redis handles 100k ops/s on our hardware', { evidence: [{ type: 'execution', detail: 'redis-benchmark: 101k SET/s' }] }),
    value('Memcached is easier to operate'),
    value('One cache cluster per region is enough'),
    value('We should also rewrite billing'),
  );
  d.check('E1', 'match');
  d.orchestrator(
    assess('P1', 'AGREE'),
    assess('P2', 'SKEPTICAL', { objection: 'the benchmark box is not production' }),
    assess('P3', 'SKEPTICAL', { objection: 'Redis is just as easy with a managed service' }),
    assess('P4', 'AGREE'),
    assess('P5', 'AGREE', { scope: 'out' }),
  );
  d.consultee(defend('C1', 'the box matches production'), { type: 'concede', challenge: 'C2', reason: 'managed Redis is easy' });
  d.orchestrator(rule('C1', 'rejected', 'it has half the cores'));
  d.answer('arbiter', { flags: [{ item: 'P4', concern: 'asserted, never argued' }], assessment: 'Sound apart from P4.' });
  return d;
}

const outcomeOf = (d: Debate) => argumentation.outcome(d.state);
const jsonOf = (d: Debate) => outcomeOf(d).json as OutcomeJson;
const pointOf = (d: Debate, id: string) => jsonOf(d).points.find((p) => p.id === id)!;

describe('buckets', () => {
  it('the outcome puts every point in exactly one bucket', () => {
    const d = finished();
    expect(d.state.done?.reason).toBe('bound');
    const { buckets } = outcomeOf(d);
    expect(buckets).toEqual({ Agreed: ['P1', 'P4'], Dismissed: ['P3', 'P5'], Unresolved: ['P2'] });
    const all = Object.values(buckets!).flat().sort();
    expect(all).toEqual(d.state.pointOrder.slice().sort());
  });

  it('the outcome json lists every point with its claim, bucket and reason', () => {
    const points = jsonOf(finished()).points;
    expect(points.map((p) => [p.id, p.bucket])).toEqual([
      ['P1', 'agreed'],
      ['P2', 'unresolved'],
      ['P3', 'dismissed'],
      ['P4', 'agreed'],
      ['P5', 'dismissed'],
    ]);
    expect(points.every((p) => p.claim && p.reason)).toBe(true);
  });

  it('a debate ended before every point was judged still buckets every point', () => {
    const d = new Debate({ mode: 'minimal', maxRounds: 1 });
    d.consultee(value('Redis suits a session cache'), value('Memcached is simpler'));
    d.orchestrator(assess('P1', 'AGREE'), assess('P9', 'AGREE'));
    expect(outcomeOf(d).buckets).toEqual({ Agreed: ['P1'], Dismissed: [], Unresolved: ['P2'] });
    expect(pointOf(d, 'P2').reason).toContain('never assessed');
  });
});

describe('confidence', () => {
  it('an empirical point agreed on verified evidence has high confidence', () => {
    expect(pointOf(finished(), 'P1').confidence).toBe('high');
  });

  it('an unresolved point has low confidence', () => {
    expect(pointOf(finished(), 'P2').confidence).toBe('low');
  });

  it('a conceded point is a high-confidence dismissal', () => {
    expect(pointOf(finished(), 'P3').confidence).toBe('high');
  });

  it('an agreed value judgement has medium confidence, and an arbiter flag lowers it', () => {
    const d = finished();
    expect(pointOf(d, 'P4').confidence).toBe('low');
    const unflagged = new Debate({ mode: 'minimal' });
    unflagged.consultee(value('One cache cluster per region is enough'));
    unflagged.orchestrator(assess('P1', 'AGREE'));
    expect(pointOf(unflagged, 'P1').confidence).toBe('medium');
  });

  it('the overall confidence drops to medium when the arbiter flags anything', () => {
    const out = outcomeOf(finished());
    expect((out.json as OutcomeJson).confidence).toBe('medium');
    expect(out.summary).toContain('confidence medium');
  });
});

describe('arbitration in the outcome', () => {
  it('the outcome json carries the arbitration run with its triggers, flags and assessment', () => {
    const run = jsonOf(finished()).arbitration.at(-1)!;
    expect(run.triggers).toContain('the session is marked high-stakes');
    expect(run.flags).toEqual([{ item: 'P4', concern: 'asserted, never argued' }]);
    expect(run.assessment).toBe('Sound apart from P4.');
  });

  it('the outcome flags say how many items the arbiter flagged', () => {
    expect(jsonOf(finished()).flags).toContain('arbiter flagged 1 of 5');
  });

  it('the report has an arbitration section with each flag', () => {
    const { report } = outcomeOf(finished());
    expect(report).toMatch(
      /## Arbitration \(round 2\)\n\nTriggers: [^\n]*high-stakes[^\n]*\n\n- P4: asserted, never argued\n\nSound apart from P4\./,
    );
  });
});

describe('the markdown report', () => {
  it('the report is titled with the question and states how the debate ended', () => {
    const { report } = outcomeOf(finished());
    expect(report.startsWith('# Redis or Memcached for our session cache?\n')).toBe(true);
    expect(report).toContain('**Outcome:** 2 agreed, 2 dismissed, 1 unresolved; bound after round 2');
  });

  it('the report has a section for each bucket listing its points with kind, confidence and reason', () => {
    const { report } = outcomeOf(finished());
    expect(report).toMatch(/## Agreed \(2\)\n\n- \*\*P1\*\* \[empirical, confidence high\] The session TTL is one hour\n/);
    expect(report).toMatch(/- \*\*P4\*\* \[value, confidence low\] One cache cluster per region is enough/);
    expect(report).toMatch(
      /## Dismissed \(2\)\n\n- \*\*P3\*\* \[value, confidence high\] Memcached is easier to operate\n {2}- why: conceded/,
    );
    expect(report).toMatch(/- \*\*P5\*\* [^\n]*We should also rewrite billing\n {2}- why: out of scope/);
    expect(report).toMatch(/## Unresolved \(1\)\n\n- \*\*P2\*\* \[empirical, confidence low\] Redis handles 100k ops\/s on our hardware/);
  });

  it("the report shows each point's evidence with its verification status", () => {
    const { report } = outcomeOf(finished());
    expect(report).toContain('  - E1: textual src/cache.ts:3 "const ttl = 3600;" — the TTL [verified]');
    expect(report).toContain('  - E2: execution — redis-benchmark: 101k SET/s [unverified]');
  });

  it('an empty bucket is reported as (none)', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis suits a session cache'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.silence('consultee');
    const { report } = outcomeOf(d);
    expect(report).toContain('## Dismissed (0)\n\n(none)');
    expect(report).toContain('## Unresolved (0)\n\n(none)');
  });

  it('the report lists the user constraints', () => {
    expect(outcomeOf(finished()).report).toContain('## User constraints\n\n- L1: Sessions must survive a deploy');
  });

  it('the report carries the open question of a point blocked on missing data', () => {
    const d = new Debate({ mode: 'minimal', maxRounds: 1 });
    d.consultee(empirical('Memcached uses less memory per session'));
    d.orchestrator(assess('P1', 'AGREE'));
    const { report } = outcomeOf(d);
    expect(report).toMatch(
      /## Unresolved \(1\)\n\n- \*\*P1\*\*[^\n]*\n {2}- why: [^\n]*\n {2}- open question: What verified execution output or file citation supports P1\?/,
    );
  });

  it('the report flags a stress test that never ran', () => {
    expect(outcomeOf(finished()).report).toMatch(/## Flags\n[\s\S]*- the stress test did not run/);
  });

  it('an outcome taken mid-debate says so and lists the points still in play', () => {
    const d = new Debate();
    d.consultee(value('Redis suits a session cache'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    const out = outcomeOf(d);
    expect(out.summary).toContain('in progress, round 2');
    expect(out.report).toContain('## Still in play\n\n- P1 (disputed) Redis suits a session cache');
  });
});
