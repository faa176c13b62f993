// Mechanic 11 — human events: first-class, recorded with who/what/why, winning over any agent
// judgement, shown in the next prompts; undo as a compensating event; invalid actions refused.
import { describe, expect, it } from 'vitest';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import { OPEN_CHALLENGE } from '../../../src/protocols/argumentation/state.js';
import type { HumanInput } from '../../../src/protocols/types.js';
import { assess, Debate, defend, empirical, rule, value } from '../../helpers/debate.js';

const buckets = (d: Debate) => argumentation.outcome(d.state).buckets;
const refusals = (d: Debate) => d.notices.filter((n) => n.type === 'move.refused').map((n) => n.text);
const kinds = (d: Debate, item?: string) => argumentation.humanActions(d.state, item).map((a) => a.kind);

function openOn(d: Debate, point: string): string {
  const id = d.state.challengeOrder.find((c) => d.challenge(c).point === point && OPEN_CHALLENGE.includes(d.challenge(c).status));
  if (!id) throw new Error(`no open challenge on ${point}`);
  return id;
}

/** Round 1 settled (P1 agreed, P2 challenged by C1); round 2 waits for the consultee. */
function midDebate(config: Record<string, unknown> = {}): Debate {
  const d = new Debate({ mode: 'minimal', ...config });
  d.consultee(value('Redis suits a session cache'), value('Sessions need persistence across deploys'));
  d.orchestrator(assess('P1', 'AGREE'), assess('P2', 'SKEPTICAL', { objection: 'a re-login after deploy is acceptable' }));
  return d;
}

/** Round 2: the consultee has defended C1; the orchestrator's ruling is due. */
function defenseWaiting(): Debate {
  const d = midDebate();
  d.consultee(defend('C1', 'users lose their carts on every deploy'));
  return d;
}

/** P1 disputed at three round closes, then classified by the orchestrator in round 4. */
function deadlockedAs(cause: string, detail: string): Debate {
  const d = new Debate({ mode: 'minimal' });
  d.consultee(value('Redis suits a session cache'));
  d.orchestrator(assess('P1', 'SKEPTICAL'));
  for (let i = 0; i < 2; i++) {
    d.consultee(defend(openOn(d, 'P1')));
    d.orchestrator(assess('P1', 'SKEPTICAL', { objection: `still unconvinced (${i})` }));
  }
  d.consultee(defend(openOn(d, 'P1')));
  d.orchestrator({ type: 'deadlock', point: 'P1', cause, detail });
  return d;
}

describe('reclassify', () => {
  it('the person reclassifies a point, the reason is recorded, and the agents are told in their next prompts', () => {
    const d = midDebate();
    d.human('reclassify', { item: 'P1', value: 'REJECT', text: 'no load figures at all', reason: 'our load is 10x the docs' });
    expect(d.point('P1')).toMatchObject({ status: 'disputed', verdict: 'REJECT', classifiedBy: 'human' });
    expect(d.challenge('C2')).toMatchObject({ point: 'P1', kind: 'REJECT', raisedBy: 'human', objection: 'no load figures at all' });
    expect(d.notices.find((n) => n.type === 'human.override')?.text).toContain('reason: our load is 10x the docs');
    expect(d.promptOf('consultee')).toContain('The person: reclassified P1 as REJECT (reason: our load is 10x the docs)');
  });

  it("the orchestrator's later assessment of a point the person classified is refused", () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis suits a session cache'), value('Sessions need persistence across deploys'));
    d.human('reclassify', { item: 'P1', value: 'AGREE', reason: 'decided already' });
    d.orchestrator(assess('P1', 'REJECT'), assess('P2', 'AGREE'));
    expect(refusals(d).join('\n')).toContain('the person decided P1');
    expect(d.bucket('P1')).toBe('agreed');
    expect(d.bucket('P2')).toBe('agreed');
  });
});

describe('move', () => {
  it('the person moves a point to a bucket, with the reason, and the agents are told it is settled', () => {
    const d = midDebate();
    d.human('move', { item: 'P2', value: 'dismissed', reason: 'deploys are rare' });
    expect(d.bucket('P2')).toBe('dismissed');
    expect(d.point('P2').reason).toContain('deploys are rare');
    expect(d.challenge('C1').status).toBe('overridden');
    expect(d.promptOf('consultee')).toContain('The person: placed P2 in dismissed (reason: deploys are rare); it is settled.');
  });

  it("the agents' later moves on a point the person placed are refused", () => {
    const d = midDebate();
    d.human('move', { item: 'P2', value: 'agreed', reason: 'I need this' });
    d.consultee({ type: 'revise', point: 'P2', claim: 'Sessions need persistence', because: 'shorter' }, value('Memcached is simpler'));
    d.orchestrator(assess('P2', 'REJECT'), assess('P3', 'AGREE'));
    const refused = refusals(d).join('\n');
    expect(refused).toContain('the person has decided P2');
    expect(refused).toContain('the person decided P2');
    expect(d.bucket('P2')).toBe('agreed');
    expect(d.point('P2').claim).toBe('Sessions need persistence across deploys');
  });
});

describe('rule', () => {
  it('the person rules on a defense, and the point follows the ruling', () => {
    const d = defenseWaiting();
    d.human('rule', { item: 'C1', value: 'accepted', reason: 'carts matter to us' });
    expect(d.challenge('C1').defenses.at(-1)).toMatchObject({ ruling: 'accepted', ruledBy: 'human', reason: 'carts matter to us' });
    expect(d.bucket('P2')).toBe('agreed');
  });

  it("the orchestrator's own ruling on a defense the person already ruled on is refused", () => {
    const d = defenseWaiting();
    d.human('rule', { item: 'C1', value: 'accepted', reason: 'carts matter to us' });
    d.orchestrator(rule('C1', 'rejected', 'no'));
    expect(refusals(d).join('\n')).toContain('C1 has no defense waiting for a ruling');
    expect(d.bucket('P2')).toBe('agreed');
  });

  it('an agent cannot overturn a defense the person ruled on by reclassifying the point', () => {
    const d = defenseWaiting();
    d.human('rule', { item: 'C1', value: 'accepted', reason: 'carts matter to us' });
    d.orchestrator(assess('P2', 'REJECT', { revision: 'Revising from SKEPTICAL to REJECT because I still disagree' }));
    expect(refusals(d).join('\n')).toMatch(/person/);
    expect(d.bucket('P2')).toBe('agreed');
  });

  it("the person's ruling is shown to the agents in their next prompts", () => {
    const d = defenseWaiting();
    d.human('rule', { item: 'C1', value: 'accepted', reason: 'carts matter to us' });
    d.silence('orchestrator');
    expect(d.promptOf('consultee')).toContain('The person: ruled the defense of C1 accepted (reason: carts matter to us).');
  });
});

describe('verify and attest', () => {
  function awaitingEvidence(): Debate {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(
      empirical('Redis serves 100k ops/s on our box', { evidence: [{ type: 'execution', detail: 'redis-benchmark -q: SET 101k/s' }] }),
    );
    d.orchestrator(assess('P1', 'AGREE'));
    return d;
  }

  it("the person marks an agent's execution evidence verified and the empirical point reaches Agreed", () => {
    const d = awaitingEvidence();
    expect(d.point('P1').status).toBe('awaiting-evidence');
    expect(kinds(d, 'E1')).toContain('verify');
    d.human('verify', { item: 'E1', reason: 'I ran it myself' });
    expect(d.state.evidence.E1?.status).toBe('verified');
    expect(d.notices.find((n) => n.type === 'evidence.verified')?.text).toContain('reason: I ran it myself');
    expect(d.bucket('P1')).toBe('agreed');
    expect(d.state.ledger.at(-1)).toMatchObject({ provenance: 'user', kind: 'attestation', item: 'P1' });
    expect(d.promptOf('consultee')).toMatch(/E1: execution .*\[verified\]/);
  });

  it('the person attests evidence of their own for an empirical point, and it counts as verified', () => {
    const d = awaitingEvidence();
    d.human('attest', { item: 'P1', value: 'execution', text: 'redis-benchmark on prod-like box: 98k SET/s', reason: 'ran it' });
    expect(d.bucket('P1')).toBe('agreed');
    const prompt = d.promptOf('consultee');
    expect(prompt).toMatch(
      /## From the person and verified sources \(authoritative\)\n- L\d+ \[user\] \(P1\): redis-benchmark on prod-like box: 98k SET\/s/,
    );
  });
});

describe('deadlock answers', () => {
  it("the person answers a missing-data question and the point goes back to triage with the answer in the agents' prompts", () => {
    const d = deadlockedAs('missing-data', 'What is the peak session count per node?');
    expect(kinds(d, 'P1')).toContain('answer');
    d.human('answer', { item: 'P1', text: 'about 40k sessions per node', reason: 'from Grafana' });
    expect(d.point('P1').status).toBe('pending');
    expect(d.state.ledger.at(-1)).toMatchObject({ provenance: 'user', kind: 'answer', text: 'about 40k sessions per node' });
    expect(d.promptOf('consultee')).toContain('The person: on P1: about 40k sessions per node');
    d.silence('consultee');
    const prompt = d.promptOf('orchestrator');
    expect(prompt).toContain('about 40k sessions per node');
    expect(prompt).toMatch(/## Points to triage and assess\n- P1 /);
  });

  it('the person defines the terms of a definitional deadlock and the point goes back to triage', () => {
    const d = deadlockedAs('definitional', 'a session is the login token only');
    d.consultee(defend(openOn(d, 'P1'), 'under those terms, yes'));
    d.orchestrator(assess('P1', 'SKEPTICAL', { objection: 'still not' }));
    expect(d.point('P1').unresolvedCause).toBe('definitional');
    d.human('define', { item: 'P1', text: 'a session is the token plus the cart', reason: 'product owner' });
    expect(d.point('P1').status).toBe('pending');
    expect(d.point('P1').deadlock).toBeUndefined();
    expect(d.promptOf('consultee')).toContain('a session is the token plus the cart');
  });

  it('the person chooses a side of a trade-off and the agents can no longer move the point', () => {
    const d = deadlockedAs('criteria', 'durability versus throughput');
    d.human('choose', { item: 'P1', value: 'against', reason: 'throughput wins for us' });
    expect(d.bucket('P1')).toBe('dismissed');
    expect(d.point('P1').reason).toContain('throughput wins for us');
    expect(d.promptOf('consultee')).toContain('The person: chose against P1 (reason: throughput wins for us).');
    d.consultee({ type: 'revise', point: 'P1', claim: 'Redis suits a cache needing durability', because: 'narrower' });
    expect(refusals(d).join('\n')).toContain('P1');
    expect(d.bucket('P1')).toBe('dismissed');
  });
});

describe('constrain, arbitrate, reframe, note', () => {
  it('the person adds a user constraint that both agents see as authoritative', () => {
    const d = midDebate();
    d.human('constrain', { text: 'No new infrastructure this quarter', reason: 'budget' });
    expect(d.state.ledger.at(-1)).toMatchObject({ provenance: 'user', kind: 'constraint', text: 'No new infrastructure this quarter' });
    expect(d.promptOf('consultee')).toMatch(/\(authoritative\)\n- L\d+ \[user\]: No new infrastructure this quarter/);
    d.consultee(defend('C1'));
    expect(d.promptOf('orchestrator')).toMatch(/\(authoritative\)\n- L\d+ \[user\]: No new infrastructure this quarter/);
  });

  it('the person requests arbitration and the arbiter is told why', () => {
    const d = midDebate({ mode: 'standard', seats: { arbiter: { kind: 'codex' } } });
    d.human('arbitrate', { reason: 'P1 went through too easily' });
    expect(d.plan()).toMatchObject({ kind: 'ask', requests: [{ seat: 'arbiter', purpose: 'arbitrate' }] });
    expect(d.promptOf('arbiter')).toContain('requested by the person (reason: P1 went through too easily)');
  });

  it("the person reframes the question and the agents' prompts carry the new question and the original", () => {
    const d = midDebate();
    d.human('reframe', { text: 'Which cache for sessions and rate limits?', reason: 'rate limits share the cluster' });
    expect(d.state.question).toBe('Which cache for sessions and rate limits?');
    const prompt = d.promptOf('consultee');
    expect(prompt).toContain('## Question\nWhich cache for sessions and rate limits?');
    expect(prompt).toContain('the original question was: Redis or Memcached for our session cache?');
    expect(prompt).toContain('The person: reframed the question (reason: rate limits share the cluster).');
  });

  it("the person's note reaches only the seat it is for, in its next prompt", () => {
    const d = midDebate();
    d.human('note', { value: 'orchestrator', text: 'Weigh operating cost heavily.' });
    expect(d.promptOf('consultee')).not.toContain('Weigh operating cost heavily.');
    d.consultee(defend('C1'));
    expect(d.promptOf('orchestrator')).toContain('## Notes from the person\n- Weigh operating cost heavily.');
  });
});

describe('undo', () => {
  it('undo restores the state before the last human action, as a new event on an append-only log', () => {
    const d = midDebate();
    const before = buckets(d);
    d.human('move', { item: 'P2', value: 'dismissed', reason: 'oops' });
    d.human('undo', { reason: 'wrong point' });
    expect(buckets(d)).toEqual(before);
    expect(d.point('P2')).toMatchObject({ status: 'disputed', pinned: false });
    expect(d.challenge('C1').status).toBe('open');
    expect(d.notices.at(-1)).toMatchObject({ type: 'human.undo' });
    expect(d.notices.at(-1)?.text).toContain('wrong point');
    expect(d.events.map((e) => e.type).slice(-2)).toEqual(['human.move', 'human.undo']);
  });

  it("after an undo the agents' next prompts no longer carry the undone action", () => {
    const d = midDebate();
    d.human('move', { item: 'P2', value: 'dismissed', reason: 'rare deploys' });
    expect(d.promptOf('consultee')).toContain('placed P2 in dismissed');
    d.human('undo', { reason: 'wrong point' });
    const prompt = d.promptOf('consultee');
    expect(prompt).not.toContain('placed P2 in dismissed');
    expect(prompt).toMatch(/- C1 on P2 \(SKEPTICAL/);
  });

  it('undo takes back human actions one at a time, newest first', () => {
    const d = midDebate();
    d.human('constrain', { text: 'No new infrastructure', reason: 'budget' });
    d.human('move', { item: 'P2', value: 'dismissed', reason: 'rare deploys' });
    d.human('undo', { reason: 'not the move' });
    expect(d.point('P2').status).toBe('disputed');
    expect(d.state.ledger.some((e) => e.kind === 'constraint')).toBe(true);
    d.human('undo', { reason: 'nor the constraint' });
    expect(d.state.ledger.some((e) => e.kind === 'constraint')).toBe(false);
  });

  it('undo is refused once an agent has acted since the last human action', () => {
    const d = midDebate();
    d.human('move', { item: 'P2', value: 'dismissed', reason: 'rare deploys' });
    d.silence('consultee');
    expect(kinds(d)).not.toContain('undo');
    const notices = d.human('undo', { reason: 'changed my mind' });
    expect(notices.map((n) => n.type)).toEqual(['action.refused']);
    expect(d.bucket('P2')).toBe('dismissed');
  });

  it("undo needs no reason: taking back one's own action is applied as it is", () => {
    const d = midDebate();
    const before = d.bucket('P2');
    d.human('move', { item: 'P2', value: 'dismissed', reason: 'rare deploys' });
    const notices = d.human('undo', {});
    expect(notices.map((n) => n.type)).toEqual(['human.undo']);
    expect(notices[0]!.text).toMatch(/undoes their move \(event \d+\)\.$/);
    expect(d.bucket('P2')).toBe(before);
  });
});

describe('invalid actions', () => {
  it('an action on an unknown item is refused and leaves the buckets unchanged', () => {
    const d = midDebate();
    const before = buckets(d);
    const notices = d.human('move', { item: 'P9', value: 'agreed', reason: 'sure' });
    expect(notices).toEqual([expect.objectContaining({ type: 'action.refused' })]);
    expect(buckets(d)).toEqual(before);
  });

  const withoutReason: [string, () => Debate, HumanInput][] = [
    ['reclassify', midDebate, { item: 'P1', value: 'REJECT', text: 'no figures' }],
    ['move', midDebate, { item: 'P2', value: 'dismissed' }],
    ['rule', defenseWaiting, { item: 'C1', value: 'accepted' }],
    ['choose', () => deadlockedAs('criteria', 'durability versus throughput'), { item: 'P1', value: 'against' }],
    ['reframe', midDebate, { text: 'A new question?' }],
    ['arbitrate', () => midDebate({ mode: 'standard' }), {}],
  ];
  it.each(withoutReason)('a %s without a reason is refused and leaves the buckets unchanged', (kind, setup, input) => {
    const d = setup();
    const before = buckets(d);
    const question = d.state.question;
    const notices = d.human(kind, input);
    expect(notices).toEqual([expect.objectContaining({ type: 'action.refused' })]);
    expect(notices[0]?.text).toContain('reason');
    expect(buckets(d)).toEqual(before);
    expect(d.state.question).toBe(question);
    expect(d.state.pending.map((t) => t.seat)).not.toContain('arbiter');
  });

  it('moving an empirical point without verified evidence to Agreed is refused', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(empirical('Memcached uses less memory per session'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    const notices = d.human('move', { item: 'P1', value: 'agreed', reason: 'I believe it' });
    expect(notices.map((n) => n.type)).toEqual(['action.refused']);
    expect(notices[0]?.text).toContain('without verified execution or textual evidence');
    expect(d.point('P1').status).toBe('disputed');
  });

  it('an action the protocol does not offer is refused', () => {
    const d = midDebate();
    const notices = d.human('delete', { item: 'P1', reason: 'gone' });
    expect(notices.map((n) => n.type)).toEqual(['action.refused']);
    expect(d.bucket('P1')).toBe('agreed');
  });

  it('a refused action cannot be undone because nothing was done', () => {
    const d = midDebate();
    d.human('move', { item: 'P9', value: 'agreed', reason: 'sure' });
    expect(kinds(d)).not.toContain('undo');
  });
});

describe('what the person is offered', () => {
  it('humanActions offers every action that applies, each requiring a reason where it decides something', () => {
    const d = defenseWaiting();
    d.human('constrain', { text: 'No new infrastructure', reason: 'budget' });
    const actions = argumentation.humanActions(d.state);
    expect(actions.map((a) => a.kind)).toEqual(
      expect.arrayContaining(['reclassify', 'move', 'rule', 'constrain', 'reframe', 'note', 'undo']),
    );
    for (const kind of ['reclassify', 'move', 'rule', 'reframe']) {
      expect(actions.find((a) => a.kind === kind)?.schema.reason?.required).toBe(true);
    }
    expect(actions.find((a) => a.kind === 'undo')?.schema.reason?.required).toBe(false);
  });
});
