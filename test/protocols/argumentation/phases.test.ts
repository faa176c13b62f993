// Mechanic 3, first half: phases from n, extended CONSTRUCTIVE at n = 3 (coverage check, stress
// test). Scope restriction is in scope-restriction.test.ts.
import { describe, expect, it } from 'vitest';
import { assess, Debate, defend, empirical, rule, textual, value, section } from '../../helpers/debate.js';
import { crystallization, development, liveTo, quietTo } from '../../helpers/rounds.js';

describe('phase from n', () => {
  it('runs rounds 1 and 2 in CONSTRUCTIVE', () => {
    const d = new Debate({ mode: 'minimal' });
    expect(d.state.phase).toBe('CONSTRUCTIVE');
    liveTo(d, 2);
    expect(d.state.phase).toBe('CONSTRUCTIVE');
  });

  it('runs rounds 3 to 5 in DEVELOPMENT', () => {
    const d = new Debate({ mode: 'minimal' });
    for (const n of [3, 4, 5]) {
      liveTo(d, n);
      expect([d.state.n, d.state.phase]).toEqual([n, 'DEVELOPMENT']);
    }
  });

  it('runs round 6 and later in CRYSTALLIZATION', () => {
    const d = crystallization();
    expect([d.state.n, d.state.phase]).toEqual([6, 'CRYSTALLIZATION']);
    d.consultee(defend('C1'));
    d.silence('orchestrator');
    expect([d.state.n, d.state.phase]).toEqual([7, 'CRYSTALLIZATION']);
  });

  it("names the current phase and its rules in the consultee's prompt", () => {
    const d = development();
    const prompt = d.promptOf('consultee');
    expect(prompt).toContain('## Round 3 of 8: DEVELOPMENT');
    expect(prompt).toContain('No new points');
  });
});

describe('extended CONSTRUCTIVE at n = 3', () => {
  it('is extended into round 3 when the coverage check finds a dispute the consultee never answered', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.consultee(value('Memcached is simpler to run'));
    d.orchestrator(assess('P2', 'SKEPTICAL'));

    expect(d.state.n).toBe(3);
    expect(d.state.phase).toBe('CONSTRUCTIVE');
    expect(d.state.extension).toContain('P2');
    expect(d.notices.find((n) => n.type === 'phase.extended')?.text).toContain('disputes not yet answered: P2');
  });

  it('is extended when a dispute was only let drop, never answered', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    d.silence('consultee');

    expect(d.challenge('C1').status).toBe('dropped');
    expect(d.state.n).toBe(3);
    expect(d.state.phase).toBe('CONSTRUCTIVE');
  });

  it('is not extended when every dispute has been answered at least once and no stress test is owed', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    d.consultee(defend('C1', 'persistence'));
    d.orchestrator(rule('C1', 'rejected', 'not enough yet'));

    expect(d.point('P1').status).toBe('disputed');
    expect(d.state.n).toBe(3);
    expect(d.state.phase).toBe('DEVELOPMENT');
    expect(d.state.extension).toBeUndefined();
  });

  it('is extended into round 3 when the required stress test has not run', () => {
    const d = new Debate({ mode: 'standard' });
    liveTo(d, 3);

    expect(d.state.phase).toBe('CONSTRUCTIVE');
    expect(d.state.extension).toContain('the stress test has not run');
  });

  it('admits new points in the extended round 3', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.consultee(value('Memcached is simpler to run'));
    d.orchestrator(assess('P2', 'SKEPTICAL'));
    d.consultee(defend('C1'), value('Redis supports pub/sub for session events'));

    expect(d.state.pointOrder).toContain('P3');
    expect(d.noticeTypes()).not.toContain('move.refused');
  });

  it('borrows round 3 from DEVELOPMENT: round 4 is DEVELOPMENT', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.consultee(value('Memcached is simpler to run'));
    d.orchestrator(assess('P2', 'SKEPTICAL'));
    expect(d.state.phase).toBe('CONSTRUCTIVE');
    d.consultee(defend('C1'));
    d.orchestrator(rule('C1', 'accepted', 'fair'));

    expect([d.state.n, d.state.phase]).toEqual([4, 'DEVELOPMENT']);
  });

  it('is never extended past round 3, even with an unanswered dispute', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.consultee(value('Memcached is simpler to run'));
    d.orchestrator(assess('P2', 'SKEPTICAL'));
    d.consultee(defend('C1'), value('Redis supports pub/sub'));
    d.orchestrator(rule('C1', 'accepted', 'fair'), assess('P3', 'SKEPTICAL'));

    expect(d.point('P3')).toMatchObject({ status: 'disputed', answered: false });
    expect([d.state.n, d.state.phase]).toEqual([4, 'DEVELOPMENT']);
  });

  it('keeps the round cap of 8 when round 3 was extended', () => {
    const d = new Debate({ mode: 'standard' });
    liveTo(d, 3);
    expect(d.state.phase).toBe('CONSTRUCTIVE');
    // Hold one dispute open (a defense nobody rules on) so the debate cannot converge.
    d.consultee(value('Redis supports pub/sub'));
    d.orchestrator(assess('P3', 'SKEPTICAL'));
    d.consultee(defend('C1'));
    d.silence('orchestrator');
    quietTo(d, 9);

    expect(d.state.maxRounds).toBe(8);
    expect(d.state.done).toMatchObject({ reason: 'bound', round: 8 });
  });
});

describe('the stress test (standard mode, once before convergence)', () => {
  it('keeps a quiet standard debate with Agreed points from converging before the stress test', () => {
    const d = new Debate({ mode: 'standard' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.silence('consultee');

    expect(d.state.done).toBeUndefined();
    expect(d.state.n).toBe(3);
    expect(d.state.stressTest).toMatchObject({ status: 'due', round: 3 });
  });

  it('asks the consultee to attack the strongest Agreed points', () => {
    const d = new Debate({ mode: 'standard' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.silence('consultee');

    const stress = section(d.promptOf('consultee'), 'Stress test (this round)');
    expect(stress).toContain('Attack the strongest agreed points: P1');
    expect(stress).toContain('"rebuts"');
  });

  it('targets verified empirical Agreed points before value judgments, at most three', () => {
    const d = new Debate({ mode: 'standard', workdir: '/tmp/agon-phases' });
    d.consultee(
      value('Redis is the better fit'),
      value('Memcached is simpler to run'),
      value('Operations prefer one tool'),
      empirical('The session TTL is one hour', { evidence: [textual('src/cache.ts:3', 'const ttl = 3600;')] }),
    );
    d.check('E1', 'match');
    d.orchestrator(assess('P1', 'AGREE'), assess('P2', 'AGREE'), assess('P3', 'AGREE'), assess('P4', 'AGREE'));
    d.silence('consultee');

    expect(d.bucket('P4')).toBe('agreed');
    expect(d.state.stressTest.targets).toEqual(['P4', 'P1', 'P2']);
  });

  it('runs only once: after the stress test a quiet round converges', () => {
    const d = new Debate({ mode: 'standard' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.silence('consultee');
    d.consultee(value('Redis needs more memory than the sessions justify', { rebuts: 'P1' }));
    d.orchestrator({ type: 'assess', point: 'P2', scope: 'out', objection: 'memory is not the question' });
    d.silence('consultee');

    expect(d.state.stressTest.status).toBe('done');
    expect(d.state.done).toMatchObject({ reason: 'converged', round: 4 });
  });

  it('puts the attacked point back under challenge when the orchestrator agrees with the attack', () => {
    const d = new Debate({ mode: 'standard' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.silence('consultee');
    d.consultee(value('Redis needs more memory than the sessions justify', { rebuts: 'P1' }));
    d.orchestrator(assess('P2', 'AGREE'));

    expect(d.point('P2').stress).toBe(true);
    const reopened = d.state.challengeOrder.map((id) => d.challenge(id)).find((c) => c.point === 'P1');
    expect(reopened).toMatchObject({ kind: 'SKEPTICAL', origin: 'rebuttal', status: 'open' });
  });

  it('never runs in minimal mode: a quiet round converges at once', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.silence('consultee');

    expect(d.state.done).toMatchObject({ reason: 'converged', round: 2 });
    expect(d.notices.some((n) => n.type === 'stress.scheduled')).toBe(false);
  });
});
