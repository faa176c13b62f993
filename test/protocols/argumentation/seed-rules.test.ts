// Seed 000's rules where our first reading deviated from it (issue 10), one test per rule, each
// named as the rule it checks.
import { describe, expect, it } from 'vitest';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import { assess, Debate, defend, empirical, rule, textual, value } from '../../helpers/debate.js';

type OutcomeJson = { confidence: string; confidenceReasons: string[]; flags: string[]; points: { id: string; grounds: unknown }[] };
const json = (d: Debate) => argumentation.outcome(d.state).json as OutcomeJson;

/** Round 4, the orchestrator's turn: P1 is deadlocked (disputed three rounds), its deadlock not yet classified. */
function deadlocked(): Debate {
  const d = new Debate({ mode: 'minimal' });
  d.consultee(value('Sessions need to survive restarts'));
  d.orchestrator(assess('P1', 'SKEPTICAL', { objection: 'do they?' }));
  d.consultee(defend('C1', 'Users hate logging in again'));
  d.orchestrator(rule('C1', 'rejected', 'annoyance is not a requirement'));
  d.consultee(defend('C1', 'Support tickets rise after every restart'));
  d.silence('orchestrator');
  d.silence('consultee');
  return d;
}

describe('seed 000: the evidence gate and synthesis', () => {
  it("checks the orchestrator's citations before the round's synthesis, so a citation verified in the last round counts", () => {
    const d = new Debate({ mode: 'minimal', maxRounds: 1, workdir: '/srv/app' });
    d.consultee(empirical('The session TTL is one hour'));
    d.orchestrator(assess('P1', 'AGREE', { evidence: [textual('src/cache.ts:3', 'const ttl = 3600;')] }));

    expect(d.state.done).toBeUndefined();
    expect(d.plan()).toMatchObject({ kind: 'check', citations: [{ evidence: 'E1', path: 'src/cache.ts', line: 3 }] });
    d.check('E1', 'match');

    expect(d.state.done).toMatchObject({ reason: 'bound', round: 1 });
    expect(d.bucket('P1')).toBe('agreed');
  });

  it('closes a round waiting for its citation when the person verifies that citation instead', () => {
    const d = new Debate({ mode: 'minimal', maxRounds: 1, workdir: '/srv/app' });
    d.consultee(empirical('The session TTL is one hour'));
    d.orchestrator(assess('P1', 'AGREE', { evidence: [textual('src/cache.ts:3', 'const ttl = 3600;')] }));
    d.human('verify', { item: 'E1', reason: 'I read the file' });

    expect(d.state.done).toMatchObject({ reason: 'bound', round: 1 });
    expect(d.bucket('P1')).toBe('agreed');
  });
});

describe('seed 000: deadlock classification', () => {
  it('sends a definitional deadlock whose one retry goes unanswered to Unresolved (definitional), not Dismissed', () => {
    const d = deadlocked();
    d.orchestrator({ type: 'deadlock', point: 'P1', cause: 'definitional', detail: '"survive" means across a deploy' });
    d.silence('consultee');

    expect(d.bucket('P1')).toBe('unresolved');
    expect(d.point('P1').unresolvedCause).toBe('definitional');
    expect(d.point('P1').reason).toContain('the terms still diverge after clarification');
  });

  it('sends a definitional deadlock whose retried defense is rejected to Unresolved (definitional), not Dismissed', () => {
    const d = deadlocked();
    d.orchestrator({ type: 'deadlock', point: 'P1', cause: 'definitional', detail: '"survive" means across a deploy' });
    d.consultee(defend('C1', 'Across a deploy too: sessions live in the cache only'));
    d.orchestrator(rule('C1', 'rejected', 'deploys drain traffic first'));

    expect(d.bucket('P1')).toBe('unresolved');
    expect(d.point('P1').unresolvedCause).toBe('definitional');
  });
});

describe('seed 000: arbitration triggers', () => {
  it('triggers arbitration on early unanimous agreement lacking evidence also when the agreed points are unevidenced empirical claims not (yet) Agreed', () => {
    const d = new Debate({ seats: { arbiter: { kind: 'script' } } });
    d.consultee(empirical('Redis answers session reads in under a millisecond'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.silence('consultee');

    expect(d.bucket('P1')).toBe('unresolved');
    expect(d.state.arbitration.pendingTriggers).toContain('early unanimous agreement without verified evidence');
  });
});

describe('seed 000: position changes', () => {
  it('refuses to relabel a point from empirical to value without a stated justification', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(empirical('Redis is fast enough for sessions'), value('Memcached is simpler'));
    d.orchestrator(assess('P1', 'AGREE', { kind: 'value' }), assess('P2', 'AGREE'));

    expect(d.point('P1').kind).toBe('empirical');
    expect(d.notices.find((n) => n.type === 'move.refused')?.text).toContain('relabelling P1 from empirical to value needs "because"');
  });

  it('flags a relabelling from empirical to value, with its justification, in the ledger, the view and the outcome', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(empirical('Redis is fast enough for sessions'));
    d.orchestrator(assess('P1', 'AGREE', { kind: 'value', because: '"enough" is a judgement of what the team will accept' }));

    expect(d.point('P1').kind).toBe('value');
    expect(d.state.relabels).toEqual([
      { point: 'P1', by: 'orchestrator', round: 1, justification: '"enough" is a judgement of what the team will accept' },
    ]);
    expect(
      d.state.ledger.some((e) => e.provenance === 'revision' && e.text.startsWith('Relabelling P1 from empirical to value because')),
    ).toBe(true);
    expect(argumentation.view(d.state).record.rows.find((r) => r.item === 'P1')?.flags).toContain('relabelled');
    expect(json(d).flags).toContain(
      'P1 was relabelled from empirical to value by orchestrator (round 1): "enough" is a judgement of what the team will accept',
    );
  });
});

describe('seed 000: Dismissed by rejection with evidence', () => {
  it('records the evidence a REJECT dismissal rests on', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(empirical('Redis is single-threaded, so it caps at 100k ops/s'));
    d.orchestrator(
      assess('P1', 'REJECT', { objection: 'Redis 6 has threaded I/O', evidence: [{ type: 'claim', detail: 'release notes' }] }),
    );
    d.silence('consultee');

    expect(d.bucket('P1')).toBe('dismissed');
    expect(d.point('P1').grounds).toEqual({ challenge: 'C1', objection: 'Redis 6 has threaded I/O', evidence: ['E1'] });
    expect(d.point('P1').reason).toBe(
      'undefended: C1 was not answered; the REJECT rests on evidence E1 (claim, unverified) and its objection “Redis 6 has threaded I/O”',
    );
  });

  it('records that a REJECT dismissal rests on its reason alone when it gave no evidence, and flags it', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Memcached is simpler to run'));
    d.orchestrator(assess('P1', 'REJECT', { objection: 'both need the same care' }));
    d.consultee(defend('C1', 'It has almost no settings'));
    d.orchestrator(rule('C1', 'rejected', 'settings are not the work'));

    expect(d.point('P1').reason).toContain('the REJECT rests on its objection alone, with no evidence: “both need the same care”');
    expect(json(d).flags).toContain('P1 was dismissed by a REJECT that rests on its objection alone, with no evidence');
  });
});

describe('seed 000: confidence', () => {
  it('gives low confidence to a debate that ended on a quality exit, saying why', () => {
    const d = new Debate({ mode: 'minimal' });
    d.answer('consultee', 'I would rather explain in prose.');
    d.answer('consultee', 'Still prose.');

    expect(d.state.done?.reason).toBe('quality');
    expect(json(d).confidence).toBe('low');
    expect(json(d).confidenceReasons[0]).toMatch(/^it ended on a quality exit: consultee could not give a structured answer/);
  });

  it('gives low confidence to a debate that agreed nothing', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Memcached is simpler to run'));
    d.orchestrator({ type: 'assess', point: 'P1', scope: 'out', objection: 'not the question' });
    d.silence('consultee');

    expect(d.state.done?.reason).toBe('converged');
    expect(json(d).confidence).toBe('low');
    expect(json(d).confidenceReasons).toContain('nothing was agreed');
  });

  it('lowers confidence for unresolved points and for arbitration flags', () => {
    const d = new Debate({ mode: 'minimal', maxRounds: 1 });
    d.consultee(value('Redis suits sessions'), value('Memcached is simpler'), value('Either works'));
    d.orchestrator(assess('P1', 'AGREE'), assess('P2', 'AGREE'), assess('P3', 'SKEPTICAL', { objection: 'too vague' }));

    expect(json(d)).toMatchObject({ confidence: 'medium', confidenceReasons: ['1 point unresolved'] });
  });

  it('keeps high confidence only for a debate that ended cleanly with agreement', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis suits sessions'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.silence('consultee');

    expect(json(d)).toMatchObject({ confidence: 'high', confidenceReasons: [] });
  });
});

describe('seed 000: the arbiter', () => {
  it('shows the arbiter the objections, the defenses and the rulings on each point, still without attribution', () => {
    const d = new Debate({ mode: 'standard', maxRounds: 2, highStakes: true, seats: { arbiter: { kind: 'script' } } });
    d.consultee(value('Memcached is simpler to run'));
    d.orchestrator(assess('P1', 'REJECT', { objection: 'both need the same care' }));
    d.consultee(defend('C1', 'It has almost no settings'));
    d.orchestrator(rule('C1', 'rejected', 'settings are not the work'));
    const prompt = d.promptOf('arbiter');

    expect(prompt).toMatch(
      /## Dismissed\n- P1 [^\n]*Memcached is simpler to run\n {4}C1 REJECT \(round 1, rejected\): both need the same care\n {6}defense \(round 2\): It has almost no settings → rejected: settings are not the work/,
    );
    expect(prompt).not.toMatch(/\b(consultee|orchestrator)\b/i);
  });
});

describe('seed 000: the stress test and self-contradiction', () => {
  it('assesses a point challenged only for self-contradiction on its merits before it can be Agreed', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis suits a session cache'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.consultee(value('Redis is a poor fit for sessions', { rebuts: 'P1' }));
    d.consultee(defend('C1', 'P1 held for small deployments; P2 holds at our scale'));
    d.orchestrator(rule('C1', 'accepted', 'the two are reconciled'));

    expect(d.point('P2').status).toBe('pending');
    d.silence('consultee');
    expect(d.promptOf('orchestrator')).toMatch(/## Points to triage and assess\n- P2 /);
    d.orchestrator(assess('P2', 'AGREE'));
    expect(d.bucket('P2')).toBe('agreed');
  });

  it('counts the stress test as run only when the consultee actually attacked something', () => {
    const d = new Debate({ mode: 'standard' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.silence('consultee');
    d.silence('consultee');

    expect(d.state.stressTest.status).toBe('skipped');
    expect(d.notices.find((n) => n.type === 'stress.skipped')?.text).toBe(
      'The consultee attacked none of P1: the stress test did not run.',
    );
    expect(d.noticeTypes()).not.toContain('stress.done');
  });
});
