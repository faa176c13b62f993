// Mechanic 6: position stability (flag + revision entry), the anti-sycophancy guard (a challenge that
// quotes the earlier round), and anchor preservation until a human.reframe.
import { describe, expect, it } from 'vitest';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import { assess, Debate, value, section } from '../../helpers/debate.js';

const QUESTION = 'Redis or Memcached for our session cache?';

/** Round 2: P1 was AGREEd in round 1, the consultee has raised P2, and the orchestrator is to evaluate. */
function secondEvaluation(): Debate {
  const d = new Debate({ mode: 'minimal', question: QUESTION });
  d.consultee(value('Redis is the better fit'));
  d.orchestrator(assess('P1', 'AGREE'));
  d.consultee(value('Memcached is the better fit'));
  return d;
}

const contradictionsOf = (d: Debate) => d.state.challengeOrder.map((id) => d.challenge(id)).filter((c) => c.origin === 'contradiction');

describe('position stability', () => {
  it('flags an orchestrator that changes its verdict on a point without an explicit revision', () => {
    const d = secondEvaluation();
    d.orchestrator(assess('P2', 'AGREE'), assess('P1', 'SKEPTICAL'));

    expect(d.state.stability).toEqual([
      expect.objectContaining({ seat: 'orchestrator', point: 'P1', from: 'AGREE', to: 'SKEPTICAL', round: 2, acknowledged: false }),
    ]);
    expect(d.notices.find((n) => n.type === 'stability.flag')?.item).toBe('P1');
  });

  it('records the unacknowledged change as a revision ledger entry, tagged with the seat', () => {
    const d = secondEvaluation();
    d.orchestrator(assess('P2', 'AGREE'), assess('P1', 'SKEPTICAL'));

    const entry = d.state.ledger.find((e) => e.provenance === 'revision')!;
    expect(entry).toMatchObject({ seat: 'orchestrator', item: 'P1', round: 2 });
    expect(entry.text).toContain('AGREE');
    expect(entry.text).toContain('SKEPTICAL');
  });

  it('asks the flagged seat, in its next prompt, to write "Revising from X to Y because …"', () => {
    const d = secondEvaluation();
    d.orchestrator(assess('P2', 'AGREE'), assess('P1', 'SKEPTICAL'));
    d.consultee({ type: 'defend', challenge: 'C1', argument: 'Redis persists sessions' });

    expect(section(d.promptOf('orchestrator'), 'Since your last answer')).toContain('write "Revising from AGREE to SKEPTICAL because …"');
  });

  it('accepts an explicit "Revising from X to Y because …" without a flag, recording it as a revision', () => {
    const d = secondEvaluation();
    const revision = 'Revising from AGREE to SKEPTICAL because restarts were not considered';
    d.orchestrator(assess('P2', 'AGREE'), assess('P1', 'SKEPTICAL', { revision }));

    expect(d.state.stability).toEqual([expect.objectContaining({ point: 'P1', acknowledged: true, justification: revision })]);
    expect(d.noticeTypes()).not.toContain('stability.flag');
    expect(d.state.ledger.find((e) => e.provenance === 'revision')).toMatchObject({ seat: 'orchestrator', text: revision });
  });

  it('does not take a revision note without its reason as an explicit revision', () => {
    const d = secondEvaluation();
    d.orchestrator(assess('P2', 'AGREE'), assess('P1', 'SKEPTICAL', { revision: 'Revising from AGREE to SKEPTICAL' }));

    expect(d.state.stability[0]?.acknowledged).toBe(false);
    expect(d.noticeTypes()).toContain('stability.flag');
  });

  it('does not flag the same verdict given again', () => {
    const d = secondEvaluation();
    d.orchestrator(assess('P2', 'AGREE'), assess('P1', 'AGREE'));

    expect(d.state.stability).toEqual([]);
    expect(d.state.ledger.some((e) => e.provenance === 'revision')).toBe(false);
  });

  it('does not flag a new verdict on a point the consultee has revised since', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'SKEPTICAL'));
    d.consultee({ type: 'revise', point: 'P1', claim: 'Redis fits if persistence is on', because: 'restarts matter' });
    d.orchestrator(assess('P1', 'AGREE'));

    expect(d.state.stability).toEqual([]);
    expect(d.bucket('P1')).toBe('agreed');
  });

  it('lowers the confidence of a point whose classification drifted without acknowledgment', () => {
    const confidence = (d: Debate) =>
      (argumentation.outcome(d.state).json as { points: { id: string; confidence: string }[] }).points.find((p) => p.id === 'P1')!
        .confidence;
    const acknowledged = secondEvaluation();
    acknowledged.orchestrator(
      assess('P2', 'AGREE'),
      assess('P1', 'REJECT', { revision: 'Revising from AGREE to REJECT because restarts lose sessions' }),
    );
    const drifted = secondEvaluation();
    drifted.orchestrator(assess('P2', 'AGREE'), assess('P1', 'REJECT'));

    expect(confidence(acknowledged)).toBe('medium');
    expect(confidence(drifted)).toBe('low');
  });
});

describe('anti-sycophancy', () => {
  it("raises a challenge quoting the earlier round when the orchestrator flags the consultee's contradiction", () => {
    const d = secondEvaluation();
    d.orchestrator({ type: 'contradiction', point: 'P2', earlier: 'P1', explanation: 'P2 reverses P1' });

    const [challenge] = contradictionsOf(d);
    expect(challenge).toMatchObject({ point: 'P2', kind: 'SKEPTICAL', status: 'open' });
    expect(challenge!.objection).toContain('In round 1 you claimed “Redis is the better fit” (P1)');
    expect(challenge!.objection).toContain('“Memcached is the better fit” (P2)');
    expect(challenge!.objection).toContain('Reconcile');
  });

  it("puts the contradiction, with the earlier round's claim, before the consultee in its next prompt", () => {
    const d = secondEvaluation();
    d.orchestrator({ type: 'contradiction', point: 'P2', earlier: 'P1', explanation: 'P2 reverses P1' });

    const due = section(d.promptOf('consultee'), 'Challenges you must answer this round');
    expect(due).toContain('C1 on P2');
    expect(due).toContain('In round 1 you claimed “Redis is the better fit” (P1)');
  });

  it('raises a challenge quoting the earlier round when the consultee rebuts its own earlier point without revising it', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.consultee(value('Redis is a poor fit for sessions', { rebuts: 'P1' }));

    const [challenge] = contradictionsOf(d);
    expect(challenge).toMatchObject({ point: 'P2', raisedBy: 'engine', status: 'open' });
    expect(challenge!.objection).toContain('In round 1 you claimed “Redis is the better fit” (P1)');
    expect(challenge!.objection).toContain('“Redis is a poor fit for sessions”');
  });

  it('raises no anti-sycophancy challenge when the consultee changes its point with an explicit revision', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.consultee({ type: 'revise', point: 'P1', claim: 'Redis is a poor fit for sessions', because: 'its memory cost' });

    expect(contradictionsOf(d)).toEqual([]);
    expect(d.state.ledger.at(-1)).toMatchObject({ provenance: 'revision', seat: 'consultee', item: 'P1' });
  });

  it('raises no anti-sycophancy challenge for rebutting a point the consultee already conceded', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit'), value('Memcached is simpler'));
    d.orchestrator(assess('P1', 'AGREE'), assess('P2', 'AGREE'));
    d.consultee({ type: 'concede', point: 'P1', reason: 'on reflection' }, value('Redis is a poor fit for sessions', { rebuts: 'P1' }));

    expect(contradictionsOf(d)).toEqual([]);
  });

  it('raises no anti-sycophancy challenge for the attacks the stress test asks for', () => {
    const d = new Debate({ mode: 'standard' });
    d.consultee(value('Redis is the better fit'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.silence('consultee');
    expect(d.state.stressTest.status).toBe('due');
    d.consultee(value('Redis is a poor fit for sessions', { rebuts: 'P1' }));

    expect(contradictionsOf(d)).toEqual([]);
  });

  it('lets the consultee reconcile a contradiction by revising, which closes the challenge', () => {
    const d = secondEvaluation();
    d.orchestrator({ type: 'contradiction', point: 'P2', earlier: 'P1', explanation: 'P2 reverses P1' });
    d.consultee({ type: 'revise', point: 'P2', claim: 'Memcached fits if sessions may be lost', because: 'P1 assumed persistence' });

    expect(d.challenge('C1').status).toBe('revised');
    expect(d.point('P2').status).toBe('pending');
  });

  it('Dismisses the contradicting point when the contradiction challenge goes unanswered twice', () => {
    const d = secondEvaluation();
    d.orchestrator({ type: 'contradiction', point: 'P2', earlier: 'P1', explanation: 'P2 reverses P1' });
    d.silence('consultee');
    d.silence('consultee');

    expect(d.challenge('C1').status).toBe('undefended');
    expect(d.bucket('P2')).toBe('dismissed');
    expect(d.bucket('P1')).toBe('agreed');
  });

  it('refuses a contradiction flag that names the same point twice', () => {
    const d = secondEvaluation();
    d.orchestrator(assess('P2', 'AGREE'), { type: 'contradiction', point: 'P2', earlier: 'P2', explanation: 'self' });

    expect(contradictionsOf(d)).toEqual([]);
    expect(d.notices.find((n) => n.type === 'move.refused')?.text).toContain('a point cannot contradict itself');
  });
});

describe('anchor preservation', () => {
  it('keeps the original question at the head of every prompt while the debate goes on', () => {
    const d = secondEvaluation();
    expect(section(d.promptOf('orchestrator'), 'Question')).toBe(`Question\n${QUESTION}`);
    d.orchestrator(assess('P2', 'SKEPTICAL'));
    expect(section(d.promptOf('consultee'), 'Question')).toBe(`Question\n${QUESTION}`);
  });

  it('keeps the original question when the consultee argues for a different one', () => {
    const d = new Debate({ mode: 'minimal', question: QUESTION });
    d.consultee(value('The real question is whether we need a session cache at all'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.human('constrain', { text: 'We keep a session cache', reason: 'decided' });

    expect(d.state.question).toBe(QUESTION);
    expect(section(d.promptOf('consultee'), 'Question')).toBe(`Question\n${QUESTION}`);
  });

  it('puts the reframed question first after a human.reframe, with the original noted', () => {
    const d = secondEvaluation();
    d.human('reframe', { text: 'Do we need a session cache at all?', reason: 'the load is tiny' });

    const question = section(d.promptOf('orchestrator'), 'Question');
    expect(question.split('\n')[1]).toBe('Do we need a session cache at all?');
    expect(question).toContain(`the original question was: ${QUESTION}`);
  });

  it('records a reframe in the ledger as a user entry and tells both seats', () => {
    const d = secondEvaluation();
    d.human('reframe', { text: 'Do we need a session cache at all?', reason: 'the load is tiny' });

    expect(d.state.ledger.at(-1)).toMatchObject({ provenance: 'user', kind: 'reframe' });
    expect(d.state.ledger.at(-1)!.text).toContain('Do we need a session cache at all?');
    expect(section(d.promptOf('orchestrator'), 'Since your last answer')).toContain('reframed the question');
    d.orchestrator(assess('P2', 'AGREE'));
    expect(section(d.promptOf('consultee'), 'Since your last answer')).toContain('reframed the question');
  });

  it('refuses a reframe without a reason, leaving the question as it was', () => {
    const d = secondEvaluation();
    d.human('reframe', { text: 'Do we need a session cache at all?' });

    expect(d.state.question).toBe(QUESTION);
    expect(d.noticeTypes()).toContain('action.refused');
  });

  it('reports the reframed question together with the original in the outcome', () => {
    const d = secondEvaluation();
    d.human('reframe', { text: 'Do we need a session cache at all?', reason: 'the load is tiny' });

    const { json, report } = argumentation.outcome(d.state);
    expect(json).toMatchObject({ question: 'Do we need a session cache at all?', originalQuestion: QUESTION });
    expect(report).toContain(`originally:* ${QUESTION}`);
  });
});
