// Mechanic 7 — termination: convergence, the iteration bound, the two early exits, and deadlock
// with its three classifications.
import { describe, expect, it } from 'vitest';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import { OPEN_CHALLENGE } from '../../../src/protocols/argumentation/state.js';
import { assess, Debate, defend, empirical, rule, textual, value } from '../../helpers/debate.js';

/** The one challenge still open on a point (the consultee must answer it by this id). */
function openOn(d: Debate, point: string): string {
  const id = d.state.challengeOrder.find((c) => d.challenge(c).point === point && OPEN_CHALLENGE.includes(d.challenge(c).status));
  if (!id) throw new Error(`no open challenge on ${point}`);
  return id;
}

/** Round 1: the consultee raises P1 and the orchestrator is sceptical of it (C1). */
function disputeP1(config: Record<string, unknown> = {}): Debate {
  const d = new Debate({ mode: 'minimal', ...config });
  d.consultee(value('Redis is the better session cache because it can persist sessions'));
  d.orchestrator(assess('P1', 'SKEPTICAL'));
  return d;
}

/** Keeps P1 in dispute for one more round: the consultee defends, the orchestrator objects anew. */
function keepDisputing(d: Debate): void {
  d.consultee(defend(openOn(d, 'P1'), `defense in round ${d.state.n}`));
  d.orchestrator(assess('P1', 'SKEPTICAL', { objection: `still unconvinced in round ${d.state.n}` }));
}

/** P1 disputed at three round closes: the engine detects a deadlock and round 4 begins. */
function deadlocked(config: Record<string, unknown> = {}): Debate {
  const d = disputeP1(config);
  keepDisputing(d);
  keepDisputing(d);
  return d;
}

/** Round 4: the consultee defends once more and the orchestrator classifies the deadlock. */
function classify(d: Debate, cause: string, detail: string): void {
  d.consultee(defend(openOn(d, 'P1'), 'the same defense again'));
  d.orchestrator({ type: 'deadlock', point: 'P1', cause, detail });
}

describe('convergence', () => {
  it('the debate ends as converged when no challenge is open and the scope is stable', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis suits a session cache'), value('Sessions should expire after 30 minutes of inactivity'));
    d.orchestrator(assess('P1', 'AGREE'), assess('P2', 'AGREE'));
    expect(d.state.done).toBeUndefined();
    d.silence('consultee'); // a quiet round 2: nothing new, nothing disputed
    const plan = d.plan();
    expect(d.state.done?.reason).toBe('converged');
    expect(d.state.done?.round).toBe(2);
    expect(plan).toEqual({ kind: 'done', reason: 'no open challenges and a stable scope' });
    expect(d.noticeTypes()).toContain('debate.ended');
  });

  it('the debate does not converge in the round that raised new points, even when all are agreed', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis suits a session cache'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.consultee(value('Its TTLs map onto session expiry'));
    d.orchestrator(assess('P2', 'AGREE'));
    expect(d.state.done).toBeUndefined();
    expect(d.state.n).toBe(3);
    d.silence('consultee');
    expect(d.state.done?.reason).toBe('converged');
    expect(d.state.done?.round).toBe(3);
  });

  it('the debate does not converge in the round that settled the last dispute: the disputed list must stay unchanged for a round', () => {
    const d = disputeP1();
    d.consultee(defend('C1', 'persistence survives a restart'));
    d.orchestrator(rule('C1', 'accepted', 'a restart would log everybody out otherwise'));
    expect(d.bucket('P1')).toBe('agreed');
    expect(d.state.done).toBeUndefined();
    expect(d.plan()).toMatchObject({ kind: 'ask', requests: [{ seat: 'consultee' }] });
    d.silence('consultee');
    expect(d.state.done?.reason).toBe('converged');
    expect(d.state.done?.round).toBe(3);
  });

  it('the debate does not converge while a challenge is still open', () => {
    const d = disputeP1();
    d.silence('consultee'); // C1 dropped: a reminder, the challenge stays open
    expect(d.challenge('C1').status).toBe('dropped');
    expect(d.state.done).toBeUndefined();
    expect(d.state.n).toBe(3);
  });
});

describe('the iteration bound', () => {
  it('the iteration bound defaults to 8 rounds', () => {
    expect(new Debate().state.maxRounds).toBe(8);
    expect(new Debate().promptOf('consultee')).toContain('Round 1 of 8');
  });

  it('a debate that never settles ends at the default bound of 8 and n never exceeds it', () => {
    const d = disputeP1({ mode: 'standard', seats: { arbiter: { kind: 'codex' } } });
    const rounds: number[] = [d.state.n];
    while (!d.state.done) {
      keepDisputing(d);
      rounds.push(d.state.n);
      if (rounds.length > 20) throw new Error('the debate does not end');
    }
    expect(Math.max(...rounds)).toBe(8);
    expect(d.state.done).toMatchObject({ reason: 'bound', round: 8 });
    expect(d.bucket('P1')).toBe('unresolved');
    expect(d.point('P1').unresolvedCause).toBe('cut-off');
  });

  it('a configured bound ends the debate after that many rounds', () => {
    const d = disputeP1({ maxRounds: 3 });
    expect(d.promptOf('consultee')).toContain('Round 2 of 3');
    keepDisputing(d);
    keepDisputing(d);
    expect(d.state.done).toMatchObject({ reason: 'bound', round: 3, detail: 'the round bound (3) was reached' });
    expect(d.state.n).toBe(3);
  });

  it('after the bound no seat is asked again and a late answer does not start another round', () => {
    const d = disputeP1({ maxRounds: 2 });
    keepDisputing(d);
    expect(d.plan()).toMatchObject({ kind: 'done' });
    d.consultee(defend('C2', 'one more try'));
    expect(d.state.n).toBe(2);
    expect(d.plan()).toMatchObject({ kind: 'done' });
  });
});

describe('early exit: a trivial, factual question', () => {
  it('the debate ends early as trivial when the orchestrator tags the question factual and it is resolved in round 1', () => {
    const d = new Debate({ mode: 'minimal', workdir: '/srv/app', question: 'What TTL does our session cache use?' });
    d.consultee(empirical('The session TTL is one hour', { evidence: [textual('src/cache.ts:3', 'const ttl = 3600;')] }));
    d.check('E1', 'match');
    d.answer('orchestrator', { nature: 'factual', moves: [assess('P1', 'AGREE')] });
    expect(d.state.done).toMatchObject({ reason: 'trivial', round: 1 });
    expect(d.bucket('P1')).toBe('agreed');
    expect(d.plan().kind).toBe('done');
  });

  it('a factual question resolved in round 2 still ends early as trivial', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the right choice here'));
    d.answer('orchestrator', { nature: 'factual', moves: [assess('P1', 'SKEPTICAL')] });
    d.consultee(defend('C1', 'it is the only one of the two with persistence'));
    d.orchestrator(rule('C1', 'accepted'));
    expect(d.state.done).toMatchObject({ reason: 'trivial', round: 2 });
  });

  it('a factual question still in dispute after round 2 does not end early', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the right choice here'));
    d.answer('orchestrator', { nature: 'factual', moves: [assess('P1', 'SKEPTICAL')] });
    d.consultee(defend('C1', 'persistence'));
    d.orchestrator(rule('C1', 'rejected', 'not needed for a cache'));
    d.consultee(defend('C1', 'sessions are expensive to rebuild'));
    d.orchestrator(rule('C1', 'accepted'));
    expect(d.bucket('P1')).toBe('agreed');
    expect(d.state.done).toBeUndefined();
  });

  it('an open question settled in round 1 does not end early', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the right choice here'));
    d.answer('orchestrator', { nature: 'open', moves: [assess('P1', 'AGREE')] });
    expect(d.state.done).toBeUndefined();
    expect(d.state.n).toBe(2);
  });
});

describe('early exit: quality', () => {
  it('a consultee answer without usable JSON earns one retry, not an exit, and does not advance n', () => {
    const d = new Debate();
    d.answer('consultee', 'I would pick Redis, honestly.');
    expect(d.state.done).toBeUndefined();
    expect(d.state.n).toBe(1);
    const plan = d.plan();
    expect(plan).toMatchObject({ kind: 'ask', requests: [{ seat: 'consultee', purpose: 'retry raise' }] });
    expect(d.promptOf('consultee')).toContain('Your last answer could not be used');
  });

  it('the debate ends early for quality when the consultee cannot produce a structured response after one retry', () => {
    const d = new Debate();
    d.answer('consultee', 'I would pick Redis, honestly.');
    d.answer('consultee', '{"moves": [{"type": "point"}]}');
    expect(d.state.done?.reason).toBe('quality');
    expect(d.state.done?.detail).toContain('consultee could not give a structured answer after one retry');
    expect(d.plan()).toMatchObject({ kind: 'done' });
  });

  it('a consultee whose agent fails outright gave no answer: the debate stays open and its turn due', () => {
    const d = new Debate({ mode: 'minimal' });
    d.fail('consultee', 'timed out');
    d.fail('consultee', 'timed out');
    expect(d.state.done).toBeUndefined();
    expect(d.plan()).toMatchObject({ kind: 'ask', requests: [{ seat: 'consultee', purpose: 'raise' }] });
  });

  it('a successful retry resets the count, so a later single failure is retried again', () => {
    const d = new Debate({ mode: 'minimal' });
    d.answer('consultee', 'no json here');
    d.consultee(value('Redis suits a session cache'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    d.answer('consultee', 'still no json');
    expect(d.state.done).toBeUndefined();
    expect(d.plan()).toMatchObject({ kind: 'ask', requests: [{ seat: 'consultee', purpose: 'retry raise' }] });
  });
});

describe('deadlock', () => {
  it('a point disputed at three round closes is a deadlock the orchestrator is asked to classify', () => {
    const d = deadlocked();
    expect(d.noticeTypes()).toContain('deadlock.detected');
    expect(d.state.n).toBe(4);
    d.consultee(defend(openOn(d, 'P1'), 'again'));
    const prompt = d.promptOf('orchestrator');
    expect(prompt).toContain('Deadlocks to classify');
    expect(prompt).toMatch(/P1: disputed for 3 rounds/);
    expect(prompt).toContain('missing-data');
  });

  it('a point disputed for only two rounds is not a deadlock', () => {
    const d = disputeP1();
    keepDisputing(d);
    expect(d.noticeTypes()).not.toContain('deadlock.detected');
    expect(d.point('P1').deadlock).toBeUndefined();
  });

  it('a deadlock classified as missing data puts the point in Unresolved and surfaces the question to the person', () => {
    const d = deadlocked();
    classify(d, 'missing-data', 'What is our peak session count per node?');
    expect(d.bucket('P1')).toBe('unresolved');
    expect(d.point('P1').unresolvedCause).toBe('missing-data');
    const question = d.notices.find((n) => n.type === 'human.question');
    expect(question?.text).toContain('What is our peak session count per node?');
    expect(argumentation.humanActions(d.state, 'P1').map((a) => a.kind)).toContain('answer');
    const json = argumentation.outcome(d.state).json as { points: { id: string; question: string | null }[] };
    expect(json.points.find((p) => p.id === 'P1')?.question).toBe('What is our peak session count per node?');
  });

  it('a deadlock classified as definitional clarifies the terms and gives the consultee one more round', () => {
    const d = deadlocked();
    classify(d, 'definitional', '"session" means the login token plus the cart, not the cart alone');
    expect(d.bucket('P1')).toBeUndefined();
    expect(d.noticeTypes()).toContain('deadlock.definitional');
    const prompt = d.promptOf('consultee');
    expect(prompt).toContain('"session" means the login token plus the cart, not the cart alone');
    expect(prompt).toMatch(/Challenges you must answer this round\n- C\d+ on P1/);
  });

  it('a definitional deadlock settled in the retry round leaves the deadlock normally', () => {
    const d = deadlocked();
    classify(d, 'definitional', 'a session is the login token only');
    d.consultee(defend(openOn(d, 'P1'), 'with that meaning, persistence is what matters'));
    d.orchestrator(rule(openOn(d, 'P1'), 'accepted', 'agreed under the clarified terms'));
    expect(d.bucket('P1')).toBe('agreed');
  });

  it('a definitional deadlock still disputed after its one retry goes to Unresolved', () => {
    const d = deadlocked();
    classify(d, 'definitional', 'a session is the login token only');
    d.consultee(defend(openOn(d, 'P1'), 'with that meaning, persistence is what matters'));
    d.orchestrator(assess('P1', 'SKEPTICAL', { objection: 'the terms still do not line up' }));
    expect(d.bucket('P1')).toBe('unresolved');
    expect(d.point('P1').unresolvedCause).toBe('definitional');
  });

  it('a deadlock classified as criteria divergence surfaces the trade-off and the person chooses', () => {
    const d = deadlocked();
    classify(d, 'criteria', 'durability of sessions versus raw throughput');
    expect(d.bucket('P1')).toBe('unresolved');
    expect(d.point('P1').unresolvedCause).toBe('criteria');
    expect(d.notices.find((n) => n.type === 'human.tradeoff')?.text).toContain('durability of sessions versus raw throughput');
    const choose = argumentation.humanActions(d.state, 'P1').find((a) => a.kind === 'choose');
    expect(choose?.schema.value?.options?.map((o) => o.value)).toEqual(['for', 'against']);
    d.human('choose', { item: 'P1', value: 'for', reason: 'we cannot lose sessions' });
    expect(d.bucket('P1')).toBe('agreed');
  });
});
