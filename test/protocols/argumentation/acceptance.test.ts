// Mechanic 5: acceptance semantics (Agreed, Dismissed, Unresolved), the evidence gate for empirical
// claims, textual citations verified only through evidence.checked, and full bucket coverage at synthesis.
import { describe, expect, it } from 'vitest';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import { assess, Debate, defend, empirical, rule, textual, value, section } from '../../helpers/debate.js';

const WORKDIR = '/tmp/agon-acceptance';
const execution = (detail = 'ran redis-benchmark: p99 0.4 ms') => ({ type: 'execution', detail });

/** Round 1: the consultee raises an empirical point with the given evidence. */
function raisedEmpirical(evidence: unknown[], config: Record<string, unknown> = {}): Debate {
  const d = new Debate({ mode: 'minimal', ...config });
  d.consultee(empirical('Redis answers session reads in under a millisecond', { evidence }));
  return d;
}

/**
 * Round 4 begins with P1 deadlocked: C1 (SKEPTICAL) has carried a defense nobody ruled on for three
 * rounds, and the orchestrator is asked to classify the deadlock.
 */
function deadlocked(): Debate {
  const d = new Debate({ mode: 'minimal' });
  d.consultee(value('Sessions need to survive restarts'));
  d.orchestrator(assess('P1', 'SKEPTICAL', { objection: 'do they?' }));
  d.consultee(defend('C1', 'Users hate logging in again'));
  d.silence('orchestrator');
  d.silence('consultee');
  d.silence('orchestrator');
  d.silence('consultee');
  return d;
}

describe('Agreed', () => {
  it('takes a value judgment straight to Agreed on an initial AGREE', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Operational simplicity matters more than raw speed here'));
    d.orchestrator(assess('P1', 'AGREE'));

    expect(d.bucket('P1')).toBe('agreed');
  });

  it('holds an empirical claim AGREEd without evidence out of Agreed, awaiting evidence', () => {
    const d = raisedEmpirical([]);
    d.orchestrator(assess('P1', 'AGREE'));

    expect(d.point('P1').status).toBe('awaiting-evidence');
    expect(d.bucket('P1')).toBeUndefined();
  });

  it('takes an empirical claim to Agreed once its defense is accepted and its evidence verified', () => {
    const d = raisedEmpirical([]);
    d.orchestrator(assess('P1', 'SKEPTICAL', { objection: 'measured where?' }));
    d.consultee(defend('C1', 'Measured on the staging box', { evidence: [execution()] }));
    d.orchestrator(rule('C1', 'accepted', 'a fair measurement'));
    expect(d.point('P1').status).toBe('awaiting-evidence');
    d.human('verify', { item: 'E1', reason: 'I ran the same benchmark' });

    expect(d.bucket('P1')).toBe('agreed');
  });
});

describe('the evidence gate', () => {
  it('keeps out an empirical claim backed only by an unverified assertion', () => {
    const d = raisedEmpirical([{ type: 'claim', detail: 'it is well known' }]);
    d.orchestrator(assess('P1', 'AGREE'));

    expect(d.point('P1').status).toBe('awaiting-evidence');
  });

  it("keeps an agent's execution evidence unverified, so it does not pass the gate by itself", () => {
    const d = raisedEmpirical([execution()]);
    d.orchestrator(assess('P1', 'AGREE'));

    expect(d.state.evidence.E1).toMatchObject({ type: 'execution', status: 'unverified' });
    expect(d.point('P1').status).toBe('awaiting-evidence');
  });

  it('lets an AGREEd empirical claim into Agreed when the person verifies its execution evidence', () => {
    const d = raisedEmpirical([execution()]);
    d.orchestrator(assess('P1', 'AGREE'));
    d.human('verify', { item: 'E1', reason: 'I ran it too' });

    expect(d.state.evidence.E1!.status).toBe('verified');
    expect(d.bucket('P1')).toBe('agreed');
  });

  it('lets an AGREEd empirical claim into Agreed when the person attests evidence for it', () => {
    const d = raisedEmpirical([]);
    d.orchestrator(assess('P1', 'AGREE'));
    d.human('attest', { item: 'P1', value: 'execution', text: 'redis-benchmark GET p99 0.4 ms' });

    expect(d.bucket('P1')).toBe('agreed');
  });

  it('passes a value judgment with evidence type n/a', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Operational simplicity matters more than raw speed here', { evidence: [{ type: 'n/a' }] }));
    d.orchestrator(assess('P1', 'AGREE'));

    expect(d.state.evidence.E1!.status).toBe('n/a');
    expect(d.bucket('P1')).toBe('agreed');
  });

  it('does not pass an empirical claim with evidence type n/a', () => {
    const d = raisedEmpirical([{ type: 'n/a' }]);
    d.orchestrator(assess('P1', 'AGREE'));

    expect(d.point('P1').status).toBe('awaiting-evidence');
  });

  it('applies the gate to a point whose kind the orchestrator corrects to empirical', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis answers session reads in under a millisecond'));
    d.orchestrator(assess('P1', 'AGREE', { kind: 'empirical' }));

    expect(d.point('P1').kind).toBe('empirical');
    expect(d.point('P1').status).toBe('awaiting-evidence');
  });
});

describe('textual citations are verified only through evidence.checked', () => {
  it('asks the runner to read the cited lines before anyone else is asked', () => {
    const d = raisedEmpirical([textual('src/cache.ts:3-5', 'const ttl = 3600;')], { workdir: WORKDIR });

    expect(d.plan()).toEqual({
      kind: 'check',
      citations: [{ evidence: 'E1', path: 'src/cache.ts', line: 3, endLine: 5, quote: 'const ttl = 3600;' }],
    });
    expect(d.state.evidence.E1!.status).toBe('unchecked');
  });

  it('verifies a citation the check reports as a match, and lets the AGREEd claim into Agreed', () => {
    const d = raisedEmpirical([textual('src/cache.ts:3', 'const ttl = 3600;')], { workdir: WORKDIR });
    d.check('E1', 'match');
    d.orchestrator(assess('P1', 'AGREE'));

    expect(d.state.evidence.E1!.status).toBe('verified');
    expect(d.bucket('P1')).toBe('agreed');
  });

  it('records a matched citation as a verified ledger entry with its path:line reference', () => {
    const d = raisedEmpirical([textual('src/cache.ts:3-5', 'const ttl = 3600;')], { workdir: WORKDIR });
    d.check('E1', 'match');

    expect(d.state.ledger.filter((e) => e.provenance === 'verified')).toEqual([
      expect.objectContaining({ kind: 'citation', ref: 'src/cache.ts:3-5', text: 'const ttl = 3600;', item: 'P1' }),
    ]);
  });

  it('moves a point waiting for evidence into Agreed when its citation is verified later', () => {
    const d = raisedEmpirical([textual('src/cache.ts:3', 'const ttl = 3600;')], { workdir: WORKDIR });
    // The runner reports late: the orchestrator agreed before the check came in.
    d.orchestrator(assess('P1', 'AGREE'));
    expect(d.point('P1').status).toBe('awaiting-evidence');
    d.check('E1', 'match');

    expect(d.bucket('P1')).toBe('agreed');
  });

  it('keeps a point out of Agreed when its citation does not hold the quoted text', () => {
    const d = raisedEmpirical([textual('src/cache.ts:3', 'const ttl = 3600;')], { workdir: WORKDIR });
    d.check('E1', 'mismatch', 'line 3 reads "const ttl = 60;"');
    d.orchestrator(assess('P1', 'AGREE'));

    expect(d.state.evidence.E1!.status).toBe('mismatch');
    expect(d.point('P1').status).toBe('awaiting-evidence');
  });

  it('tells both seats in their next prompts that a citation does not hold', () => {
    const d = raisedEmpirical([textual('src/cache.ts:3', 'const ttl = 3600;')], { workdir: WORKDIR });
    d.check('E1', 'mismatch', 'line 3 reads "const ttl = 60;"');

    expect(section(d.promptOf('orchestrator'), 'Since your last answer')).toContain('does not hold the quoted text');
    d.orchestrator(assess('P1', 'AGREE'));
    expect(section(d.promptOf('consultee'), 'Since your last answer')).toContain('does not hold the quoted text');
  });

  it('does not verify a citation whose file could not be read', () => {
    const d = raisedEmpirical([textual('src/cache.ts:3', 'const ttl = 3600;')], { workdir: WORKDIR });
    d.check('E1', 'unreadable', 'no such file');
    d.orchestrator(assess('P1', 'AGREE'));

    expect(d.state.evidence.E1!.status).not.toBe('verified');
    expect(d.point('P1').status).toBe('awaiting-evidence');
  });

  it("ignores an agent's word that its citation is already verified", () => {
    const d = raisedEmpirical([{ ...textual('src/cache.ts:3', 'const ttl = 3600;'), status: 'verified' }], { workdir: WORKDIR });
    d.orchestrator(assess('P1', 'AGREE'));

    expect(d.state.evidence.E1!.status).toBe('unchecked');
    expect(d.point('P1').status).toBe('awaiting-evidence');
    expect(d.plan().kind).toBe('check');
  });

  it('settles a citation by its first check: a later contrary report is ignored', () => {
    const d = raisedEmpirical([textual('src/cache.ts:3', 'const ttl = 3600;')], { workdir: WORKDIR });
    d.check('E1', 'mismatch');
    d.check('E1', 'match');

    expect(d.state.evidence.E1!.status).toBe('mismatch');
    expect(d.state.ledger.some((e) => e.provenance === 'verified')).toBe(false);
  });

  it('lets an empirical claim the orchestrator AGREEs into Agreed once the citation it gave checks out', () => {
    const d = raisedEmpirical([], { workdir: WORKDIR });
    d.orchestrator(assess('P1', 'AGREE', { evidence: [textual('src/bench.txt:7', 'GET p99 0.4 ms')] }));
    expect(d.plan().kind).toBe('check');
    d.check('E1', 'match');

    expect(d.state.evidence.E1!.status).toBe('verified');
    expect(d.bucket('P1')).toBe('agreed');
  });

  it("does not count the orchestrator's evidence against a point as support for it", () => {
    const d = raisedEmpirical([], { workdir: WORKDIR });
    d.orchestrator(
      assess('P1', 'REJECT', {
        objection: 'the benchmark says otherwise',
        evidence: [textual('src/bench.txt:7', 'GET p99 4 ms')],
      }),
    );
    d.check('E1', 'match');
    d.consultee(defend('C1', 'That benchmark ran on a laptop'));
    d.orchestrator(rule('C1', 'accepted', 'fair point'));

    expect(d.challenge('C1').status).toBe('defended');
    expect(d.point('P1').status).toBe('awaiting-evidence');
  });

  it('never checks a citation when no workdir is attached, so it cannot pass the gate', () => {
    const d = raisedEmpirical([textual('src/cache.ts:3', 'const ttl = 3600;')]);
    expect(d.plan().kind).toBe('ask');
    d.orchestrator(assess('P1', 'AGREE'));

    expect(d.state.evidence.E1!.status).toBe('unverifiable');
    expect(d.point('P1').status).toBe('awaiting-evidence');
  });
});

describe('Dismissed', () => {
  it('Dismisses a point on concession', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Memcached is simpler'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    d.consultee({ type: 'concede', challenge: 'C1', reason: 'it is not' });

    expect(d.bucket('P1')).toBe('dismissed');
    expect(d.point('P1').reason).toBe('conceded');
  });

  it('Dismisses an undefended point', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Memcached is simpler'));
    d.orchestrator(assess('P1', 'REJECT'));
    d.silence('consultee');

    expect(d.bucket('P1')).toBe('dismissed');
    expect(d.point('P1').reason).toContain('undefended');
  });

  it('Dismisses a point REJECTed with evidence when its defense fails, keeping that evidence on the challenge', () => {
    const d = new Debate({ mode: 'minimal', workdir: WORKDIR });
    d.consultee(empirical('Memcached persists sessions to disk'));
    d.orchestrator(
      assess('P1', 'REJECT', {
        objection: 'Memcached is memory-only',
        evidence: [textual('docs/memcached.md:12', 'Memcached does not persist data')],
      }),
    );
    d.check('E1', 'match');
    d.consultee(defend('C1', 'Some forks do'));
    d.orchestrator(rule('C1', 'rejected', 'the documentation says otherwise'));

    expect(d.bucket('P1')).toBe('dismissed');
    expect(d.challenge('C1').evidence).toEqual(['E1']);
    expect(d.state.evidence.E1).toMatchObject({ by: 'orchestrator', status: 'verified' });
    expect(d.point('P1').evidence).not.toContain('E1');
  });

  it('Dismisses an out-of-scope point', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Our office coffee is bad'));
    d.orchestrator({ type: 'assess', point: 'P1', scope: 'out' });

    expect(d.bucket('P1')).toBe('dismissed');
    expect(d.point('P1').reason).toContain('out of scope');
  });
});

describe('Unresolved', () => {
  it('holds a deadlock blocked by missing data as Unresolved and surfaces its question', () => {
    const d = deadlocked();
    d.orchestrator({ type: 'deadlock', point: 'P1', cause: 'missing-data', detail: 'How many restarts happen per week?' });

    expect(d.bucket('P1')).toBe('unresolved');
    expect(d.point('P1')).toMatchObject({ unresolvedCause: 'missing-data', question: 'How many restarts happen per week?' });
  });

  it('holds a definitional mismatch that survives its clarified retry as Unresolved', () => {
    const d = deadlocked();
    d.orchestrator({ type: 'deadlock', point: 'P1', cause: 'definitional', detail: '"survive" means across a deploy' });
    expect(d.point('P1').status).toBe('disputed');
    d.consultee(defend('C1', 'Across a deploy too, users hate logging in'));
    d.silence('orchestrator');

    expect(d.bucket('P1')).toBe('unresolved');
    expect(d.point('P1').unresolvedCause).toBe('definitional');
  });

  it('holds a criteria divergence as Unresolved for the person to choose', () => {
    const d = deadlocked();
    d.orchestrator({ type: 'deadlock', point: 'P1', cause: 'criteria', detail: 'durability against simplicity' });

    expect(d.bucket('P1')).toBe('unresolved');
    expect(d.point('P1').unresolvedCause).toBe('criteria');
    expect(argumentation.humanActions(d.state, 'P1').map((a) => a.kind)).toContain('choose');
  });

  it('puts an empirical claim still awaiting evidence at synthesis in Unresolved for missing data', () => {
    const d = new Debate({ mode: 'minimal', maxRounds: 1 });
    d.consultee(empirical('Redis answers session reads in under a millisecond'));
    d.orchestrator(assess('P1', 'AGREE'));

    expect(d.state.done).toBeDefined();
    expect(d.bucket('P1')).toBe('unresolved');
    expect(d.point('P1').unresolvedCause).toBe('missing-data');
  });

  it('puts a point still in dispute at synthesis in Unresolved', () => {
    const d = new Debate({ mode: 'minimal', maxRounds: 1 });
    d.consultee(value('Memcached is simpler'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));

    expect(d.state.done).toBeDefined();
    expect(d.bucket('P1')).toBe('unresolved');
    expect(d.challenge('C1').status).toBe('cut-off');
  });
});

describe('at synthesis every raised point is in exactly one bucket', () => {
  it('partitions all points, however they ended, into Agreed, Dismissed and Unresolved', () => {
    const d = new Debate({ mode: 'minimal', maxRounds: 2, workdir: WORKDIR });
    d.consultee(
      value('Operational simplicity matters'),
      empirical('The session TTL is one hour', { evidence: [textual('src/cache.ts:3', 'const ttl = 3600;')] }),
      empirical('Redis is faster'),
      value('Memcached is simpler'),
      value('Our office coffee is bad'),
      value('Caching, you know'),
      value('Redis clusters well'),
    );
    d.check('E1', 'match');
    d.orchestrator(
      assess('P1', 'AGREE'),
      assess('P2', 'AGREE'),
      assess('P3', 'AGREE'),
      assess('P4', 'REJECT'),
      { type: 'assess', point: 'P5', scope: 'out' },
      assess('P6', 'ILL-FORMED'),
      assess('P7', 'SKEPTICAL'),
    );
    d.consultee(value('Redis has richer data types'));
    d.silence('orchestrator');

    expect(d.state.done).toBeDefined();
    const { buckets } = argumentation.outcome(d.state);
    const all = [...buckets!.Agreed!, ...buckets!.Dismissed!, ...buckets!.Unresolved!];
    expect([...all].sort()).toEqual([...d.state.pointOrder].sort());
    expect(new Set(all).size).toBe(all.length);
    expect(buckets).toEqual({
      Agreed: ['P1', 'P2'],
      Dismissed: ['P4', 'P5', 'P6'],
      Unresolved: ['P3', 'P7', 'P8'],
    });
  });
});
