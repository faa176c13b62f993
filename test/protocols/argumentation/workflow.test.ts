// Mechanic 2: the workflow stages Ask → Triage → Evaluate → Critique → Handle → Iterate →
// Synthesize → Arbitrate, and format failures that do not advance the round.
import { describe, expect, it } from 'vitest';
import { assess, Debate, defend, empirical, rule, value, section } from '../../helpers/debate.js';

describe('Ask', () => {
  it('opens by asking the consultee, with the preamble, the question and the ledger', () => {
    const d = new Debate({ question: 'Redis or Memcached for our session cache?' });
    d.human('constrain', { text: 'Sessions must survive a restart', reason: 'ops requirement' });

    const plan = d.plan();
    expect(plan.kind).toBe('ask');
    if (plan.kind !== 'ask') return;
    expect(plan.requests.map((r) => r.seat)).toEqual(['consultee']);
    const prompt = plan.requests[0]!.prompt.full;
    expect(prompt).toContain('you are the CONSULTEE');
    expect(section(prompt, 'Question')).toContain('Redis or Memcached for our session cache?');
    expect(prompt).toContain('Sessions must survive a restart');
  });
});

describe('Triage', () => {
  it('sends every new point to the orchestrator for triage before the round can close', () => {
    const d = new Debate();
    d.consultee(value('Redis is the better fit'), empirical('Redis persists to disk'));

    expect(d.state.n).toBe(1);
    const work = section(d.promptOf('orchestrator'), 'Points to triage and assess');
    expect(work).toContain('P1');
    expect(work).toContain('P2');
  });

  it('Dismisses an out-of-scope point', () => {
    const d = new Debate();
    d.consultee(value('Our office coffee is bad'));
    d.orchestrator({ type: 'assess', point: 'P1', scope: 'out', objection: 'not about caching' });

    expect(d.bucket('P1')).toBe('dismissed');
    expect(d.point('P1').reason).toContain('out of scope');
  });

  it('keeps a point the orchestrator did not triage on its list for the next evaluation', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'), value('Memcached is simpler'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.consultee(value('Redis has richer data types'));

    expect(d.point('P2').status).toBe('pending');
    expect(section(d.promptOf('orchestrator'), 'Points to triage and assess')).toContain('P2');
  });
});

describe('Evaluate', () => {
  it('puts an AGREEd value point in Agreed', () => {
    const d = new Debate();
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));

    expect(d.bucket('P1')).toBe('agreed');
  });

  it("answers ILL-FORMED with a request for clarification in the consultee's next prompt", () => {
    const d = new Debate();
    d.consultee(value('Caching, you know'));
    d.orchestrator(assess('P1', 'ILL-FORMED', { objection: 'which cache, for what?' }));

    expect(d.point('P1').status).toBe('disputed');
    expect(d.bucket('P1')).toBeUndefined();
    const request = section(d.promptOf('consultee'), 'Clarifications requested');
    expect(request).toContain('P1');
    expect(request).toContain('which cache, for what?');
  });

  it('treats an in-scope assessment without a verdict as an unusable answer', () => {
    const d = new Debate();
    d.consultee(value('Redis is the better fit'));
    d.orchestrator({ type: 'assess', point: 'P1', scope: 'in' });

    expect(d.point('P1').status).toBe('pending');
    expect(d.state.n).toBe(1);
    expect(d.promptOf('orchestrator')).toContain('Your last answer could not be used');
  });
});

describe('Critique', () => {
  it('issues a challenge with an id for a SKEPTICAL point', () => {
    const d = new Debate();
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'SKEPTICAL', { objection: 'what about restarts?' }));

    expect(d.challenge('C1')).toMatchObject({ point: 'P1', kind: 'SKEPTICAL', status: 'open', objection: 'what about restarts?' });
    expect(d.point('P1').status).toBe('disputed');
    expect(section(d.promptOf('consultee'), 'Challenges you must answer this round')).toContain('C1 on P1 (SKEPTICAL');
  });

  it('issues a challenge with an id for a REJECTed point', () => {
    const d = new Debate();
    d.consultee(value('Memcached persists sessions'));
    d.orchestrator(assess('P1', 'REJECT', { objection: 'Memcached is memory-only' }));

    expect(d.challenge('C1')).toMatchObject({ point: 'P1', kind: 'REJECT', status: 'open' });
    expect(section(d.promptOf('consultee'), 'Challenges you must answer this round')).toContain('C1 on P1 (REJECT');
  });

  it('refuses to record a SKEPTICAL verdict that gives no objection', () => {
    const d = new Debate();
    d.consultee(value('Redis is the better fit'));
    d.orchestrator({ type: 'assess', point: 'P1', scope: 'in', verdict: 'SKEPTICAL' });

    expect(d.state.challengeOrder).toEqual([]);
    expect(d.point('P1').status).toBe('pending');
  });
});

describe('Handle', () => {
  it('sends a revised point back to triage, closing its challenge as revised', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    d.consultee({ type: 'revise', point: 'P1', claim: 'Redis fits if persistence is on', because: 'restarts matter' });

    expect(d.challenge('C1').status).toBe('revised');
    expect(d.point('P1').status).toBe('pending');
    const work = section(d.promptOf('orchestrator'), 'Points to triage and assess');
    expect(work).toContain('P1');
    expect(work).toContain('Redis fits if persistence is on');
  });

  it('sends a clarified point back to triage', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Caching, you know'));
    d.orchestrator(assess('P1', 'ILL-FORMED'));
    d.consultee({ type: 'clarify', point: 'P1', claim: 'Use Redis as the session store' });

    expect(d.point('P1').status).toBe('pending');
    expect(section(d.promptOf('orchestrator'), 'Points to triage and assess')).toContain('Use Redis as the session store');
  });

  it('puts a defense before the orchestrator for a ruling', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    d.consultee(defend('C1', 'Redis persists sessions across restarts'));

    expect(d.challenge('C1').status).toBe('answered');
    const rulings = section(d.promptOf('orchestrator'), 'Defenses waiting for your ruling');
    expect(rulings).toContain('C1');
    expect(rulings).toContain('Redis persists sessions across restarts');
  });

  it('lets the ruling on a defense decide the point', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    d.consultee(defend('C1', 'Redis persists sessions across restarts'));
    d.orchestrator(rule('C1', 'accepted', 'persistence settles it'));

    expect(d.challenge('C1').status).toBe('defended');
    expect(d.bucket('P1')).toBe('agreed');
  });
});

describe('Iterate', () => {
  it("closes the round only after the orchestrator has evaluated the consultee's answer", () => {
    const d = new Debate();
    d.consultee(value('Redis is the better fit'));
    expect(d.state.n).toBe(1);
    d.orchestrator(assess('P1', 'AGREE'));
    expect(d.state.n).toBe(2);
  });

  it('closes the round right after the consultee when there is nothing for the orchestrator to judge', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    const asked = d.events.length;
    d.silence('consultee');

    expect(d.state.n).toBe(3);
    const orchestratorAsked = d.events.slice(asked).some((e) => e.type === 'agent.requested' && e.data.seat === 'orchestrator');
    expect(orchestratorAsked).toBe(false);
  });

  it('starts each new round with a consultee turn', () => {
    const d = new Debate();
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));

    const plan = d.plan();
    expect(plan.kind === 'ask' && plan.requests.map((r) => [r.seat, r.purpose])).toEqual([['consultee', 'raise']]);
  });
});

describe('format failures do not advance n', () => {
  it('keeps the round when the consultee answers without the JSON format', () => {
    const d = new Debate();
    d.answer('consultee', 'I would go with Redis, honestly.');

    expect(d.state.n).toBe(1);
    expect(d.state.pointOrder).toEqual([]);
    const plan = d.plan();
    expect(plan.kind === 'ask' && plan.requests[0]!.purpose).toBe('retry raise');
    expect(d.promptOf('consultee')).toContain('Your last answer could not be used');
  });

  it("keeps the round when the orchestrator's evaluation is unusable", () => {
    const d = new Debate();
    d.consultee(value('Redis is the better fit'));
    d.answer('orchestrator', '{"moves": [{"type": "assess", "point": "P1"');

    expect(d.state.n).toBe(1);
    expect(d.point('P1').status).toBe('pending');
    expect(d.state.pending).toEqual([{ seat: 'orchestrator', purpose: 'evaluate' }]);
  });

  it('keeps the round when an agent fails to answer at all', () => {
    const d = new Debate();
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    d.fail('consultee', 'timed out');

    expect(d.state.n).toBe(2);
    expect(d.challenge('C1').status).toBe('open');
    expect(d.challenge('C1').drops).toBe(0);
  });

  it("counts a usable retry as the round's answer and goes on normally", () => {
    const d = new Debate();
    d.answer('consultee', 'Redis, obviously.');
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));

    expect(d.state.n).toBe(2);
    expect(d.bucket('P1')).toBe('agreed');
    expect(d.promptOf('consultee')).not.toContain('Your last answer could not be used');
  });
});

describe('Synthesize', () => {
  it('leaves no point in play when the debate ends', () => {
    const d = new Debate({ mode: 'minimal', maxRounds: 2 });
    d.consultee(value('Redis is the better fit'), value('Memcached is simpler'), empirical('Redis is faster'), value('Coffee'));
    d.orchestrator(assess('P1', 'AGREE'), assess('P2', 'SKEPTICAL'), assess('P3', 'AGREE'));
    d.silence('consultee');
    d.silence('orchestrator'); // P4 is left unassessed

    expect(d.state.done).toBeDefined();
    for (const id of d.state.pointOrder) expect(d.bucket(id)).toBeDefined();
  });
});

describe('Arbitrate (optional)', () => {
  it('asks the arbiter after synthesis when a trigger applies, with every point already in a bucket', () => {
    const d = new Debate({ highStakes: true, maxRounds: 1, seats: { arbiter: { kind: 'agent' } } });
    d.consultee(value('Redis is the better fit'), value('Memcached is simpler'));
    d.orchestrator(assess('P1', 'AGREE'), assess('P2', 'SKEPTICAL'));

    expect(d.state.done).toBeDefined();
    expect(d.bucket('P1')).toBe('agreed');
    expect(d.bucket('P2')).toBe('unresolved');
    const plan = d.plan();
    expect(plan.kind === 'ask' && plan.requests.map((r) => r.seat)).toEqual(['arbiter']);
  });

  it('skips arbitration when nothing triggers it', () => {
    const d = new Debate({ maxRounds: 1 });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));

    expect(d.state.done).toBeDefined();
    expect(d.plan().kind).toBe('done');
  });
});
