// Mechanic 3: phases from n, extended CONSTRUCTIVE at n = 3 (coverage check, stress test), and
// scope restriction on every move with refusals that reach the refused seat's next prompt.
import { describe, expect, it } from 'vitest';
import { assess, Debate, defend, empirical, rule, textual, value } from '../../helpers/debate.js';

function section(prompt: string, title: string): string {
  const start = prompt.indexOf(`## ${title}`);
  if (start < 0) return '';
  const rest = prompt.slice(start + 3);
  const end = rest.indexOf('\n## ');
  return (end < 0 ? rest : rest.slice(0, end)).trim();
}

/**
 * Plays lively rounds until round `n` begins: each round the consultee adds one point (an extension
 * of P1 once new points are closed) and the orchestrator agrees with it, so the debate never converges.
 */
function liveTo(d: Debate, n: number): void {
  while (d.state.n < n && !d.state.done) {
    const extend = d.state.phase === 'CONSTRUCTIVE' ? {} : { extends: 'P1' };
    d.consultee(value(`Round ${d.state.n}: another consideration`, extend));
    d.orchestrator(assess(d.state.pointOrder.at(-1)!, 'AGREE'));
  }
}

/** Plays quiet turns (no moves) until round `n` begins or the debate ends. */
function quietTo(d: Debate, n: number): void {
  for (let guard = 0; d.state.n < n && !d.state.done && guard < 40; guard++) {
    const seat = d.state.pending[0]?.seat;
    if (seat === 'consultee') d.consultee();
    else if (seat === 'orchestrator') d.orchestrator();
    else break;
  }
}

/** Round 6 (CRYSTALLIZATION) begins with P1–P4 Agreed and C1 (SKEPTICAL on P5) open. */
function crystallization(): Debate {
  const d = new Debate({ mode: 'minimal' });
  liveTo(d, 5);
  d.consultee(value('Round 5: Redis also clusters', { extends: 'P1' }));
  d.orchestrator(assess('P5', 'SKEPTICAL', { objection: 'clustering is not needed for sessions' }));
  return d;
}

/** Round 3 (DEVELOPMENT) begins with P1 and P2 Agreed and no dispute. */
function development(): Debate {
  const d = new Debate({ mode: 'minimal' });
  liveTo(d, 3);
  return d;
}

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
    d.orchestrator();
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
    d.consultee();

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
    d.orchestrator();
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
    d.consultee();

    expect(d.state.done).toBeUndefined();
    expect(d.state.n).toBe(3);
    expect(d.state.stressTest).toMatchObject({ status: 'due', round: 3 });
  });

  it('asks the consultee to attack the strongest Agreed points', () => {
    const d = new Debate({ mode: 'standard' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.consultee();

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
    d.consultee();

    expect(d.bucket('P4')).toBe('agreed');
    expect(d.state.stressTest.targets).toEqual(['P4', 'P1', 'P2']);
  });

  it('runs only once: after the stress test a quiet round converges', () => {
    const d = new Debate({ mode: 'standard' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.consultee();
    d.consultee();

    expect(d.state.stressTest.status).toBe('done');
    expect(d.state.done).toMatchObject({ reason: 'converged', round: 3 });
  });

  it('puts the attacked point back under challenge when the orchestrator agrees with the attack', () => {
    const d = new Debate({ mode: 'standard' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.consultee();
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
    d.consultee();

    expect(d.state.done).toMatchObject({ reason: 'converged', round: 2 });
    expect(d.notices.some((n) => n.type === 'stress.scheduled')).toBe(false);
  });
});

describe('scope restriction in DEVELOPMENT', () => {
  it('refuses a new point that neither extends nor rebuts, and tells the consultee why in its next prompt', () => {
    const d = development();
    d.consultee(value('Use a CDN for static assets'), value('Redis keys expire precisely', { extends: 'P1' }));
    d.orchestrator(assess('P4', 'AGREE'));

    expect(d.state.pointOrder).toEqual(['P1', 'P2', 'P3']);
    expect(section(d.promptOf('consultee'), 'Since your last answer')).toContain(
      'DEVELOPMENT admits no new points: extend or rebut an existing point or position instead',
    );
  });

  it('admits an extension of an existing point', () => {
    const d = development();
    d.consultee(value('Redis keys expire precisely', { extends: 'P1' }));

    expect(d.point('P3')).toMatchObject({ extends: 'P1', status: 'pending' });
  });

  it('admits a rebuttal of an existing point', () => {
    const d = development();
    d.consultee(value('Memcached is no simpler once persistence is needed', { rebuts: 'P2' }));

    expect(d.point('P3')).toMatchObject({ rebuts: 'P2' });
  });

  it('admits a defense of an open challenge', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    d.consultee(defend('C1'));
    d.orchestrator(rule('C1', 'rejected', 'try again'));
    expect(d.state.phase).toBe('DEVELOPMENT');
    d.consultee(defend('C1', 'Redis persists sessions across restarts'));

    expect(d.challenge('C1').status).toBe('answered');
  });
});

describe('scope restriction in CRYSTALLIZATION', () => {
  it('refuses a new point', () => {
    const d = crystallization();
    d.consultee(defend('C1'), value('Use a CDN for static assets'));

    expect(d.state.pointOrder).toHaveLength(5);
    expect(d.notices.find((n) => n.type === 'move.refused')?.text).toContain('CRYSTALLIZATION admits only defenses to open challenges');
  });

  it('refuses an extension of an existing point', () => {
    const d = crystallization();
    d.consultee(defend('C1'), value('Redis keys expire precisely', { extends: 'P1' }));

    expect(d.state.pointOrder).toHaveLength(5);
    expect(d.noticeTypes()).toContain('move.refused');
  });

  it('refuses a revision', () => {
    const d = crystallization();
    d.consultee(defend('C1'), { type: 'revise', point: 'P2', claim: 'Something else', because: 'second thoughts' });

    expect(d.point('P2').claim).toBe('Round 2: another consideration');
    expect(d.notices.find((n) => n.type === 'move.refused')?.text).toContain('CRYSTALLIZATION admits no revisions');
  });

  it('refuses withdrawing a point that has no open challenge', () => {
    const d = crystallization();
    d.consultee(defend('C1'), { type: 'concede', point: 'P2', reason: 'on reflection' });

    expect(d.bucket('P2')).toBe('agreed');
    expect(d.noticeTypes()).toContain('move.refused');
  });

  it('admits a defense of an open challenge', () => {
    const d = crystallization();
    d.consultee(defend('C1', 'Clustering keeps sessions available during failover'));

    expect(d.challenge('C1').status).toBe('answered');
    expect(d.noticeTypes()).not.toContain('move.refused');
  });

  it('refuses the orchestrator opening a new challenge against a settled point', () => {
    const d = crystallization();
    d.consultee(defend('C1'));
    d.orchestrator(rule('C1', 'accepted', 'fair'), assess('P2', 'REJECT', { objection: 'late doubt' }));

    expect(d.bucket('P2')).toBe('agreed');
    expect(d.state.challengeOrder).toEqual(['C1']);
    expect(d.notices.some((n) => n.type === 'move.refused' && n.seat === 'orchestrator')).toBe(true);
  });
});

describe('illegal moves are recorded, refused with a reason, and the reason reaches that seat', () => {
  it('records the refused move and its reason in the event log', () => {
    const d = development();
    d.consultee(value('Use a CDN for static assets'));

    const event = d.events.at(-1)!;
    expect(event.type).toBe('move.accepted');
    expect(event.data.refused).toEqual([
      {
        move: expect.objectContaining({ type: 'point', claim: 'Use a CDN for static assets' }),
        reason: expect.stringContaining('DEVELOPMENT admits no new points'),
      },
    ]);
  });

  it('announces the refusal with its reason', () => {
    const d = development();
    d.consultee(value('Use a CDN for static assets'));

    const refusal = d.notices.find((n) => n.type === 'move.refused')!;
    expect(refusal).toMatchObject({ seat: 'consultee' });
    expect(refusal.text).toContain('DEVELOPMENT admits no new points');
  });

  it('applies the legal moves of the same answer', () => {
    const d = development();
    d.consultee(value('Use a CDN for static assets'), value('Redis keys expire precisely', { extends: 'P1' }));

    expect(d.state.pointOrder).toEqual(['P1', 'P2', 'P3']);
    expect(d.point('P3').claim).toBe('Redis keys expire precisely');
  });

  it("puts the reason only in the refused seat's next prompt", () => {
    const d = development();
    d.consultee(value('Use a CDN for static assets'), value('Redis keys expire precisely', { extends: 'P1' }));

    expect(d.promptOf('orchestrator')).not.toContain('DEVELOPMENT admits no new points: extend');
    d.orchestrator(assess('P3', 'AGREE'));
    expect(d.promptOf('consultee')).toContain('Your point move was refused: DEVELOPMENT admits no new points');
  });

  it("puts an orchestrator's refused move in the orchestrator's next prompt", () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'SKEPTICAL'), rule('C7', 'accepted', 'no such challenge'));
    d.consultee(defend('C1'));

    const inbox = section(d.promptOf('orchestrator'), 'Since your last answer');
    expect(inbox).toContain('C7 does not exist');
  });

  it('delivers a refusal once: it is gone after the seat answers again', () => {
    const d = development();
    d.consultee(value('Use a CDN for static assets'), value('Redis keys expire precisely', { extends: 'P1' }));
    d.orchestrator(assess('P3', 'AGREE'));
    expect(d.promptOf('consultee')).toContain('DEVELOPMENT admits no new points');
    d.consultee(value('Redis keys can be namespaced', { extends: 'P1' }));
    d.orchestrator(assess('P4', 'AGREE'));

    expect(d.promptOf('consultee')).not.toContain('DEVELOPMENT admits no new points: extend');
  });

  it('refuses an illegal move even when it reaches the engine in a recorded event without parsing', () => {
    const d = development();
    d.record('agent.requested', { seat: 'consultee' });
    d.record('move.accepted', { seat: 'consultee', moves: [value('Use a CDN for static assets')], refused: [] }, 'consultee');

    expect(d.state.pointOrder).toEqual(['P1', 'P2']);
    expect(d.notices.find((n) => n.type === 'move.refused')?.text).toContain('DEVELOPMENT admits no new points');
  });
});
