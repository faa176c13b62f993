import { describe, expect, it } from 'vitest';
import { Debate } from '../../helpers/debate.js';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import { QUESTION, SCRIPT } from '../../fixtures/debates/redis-memcached.js';

/** Plays the script the way the runner will: follow plan(), answer asks, settle citation checks. */
function play(): { debate: Debate; prompts: Record<string, string[]> } {
  const debate = new Debate({ question: QUESTION, workdir: '/srv/project', highStakes: true, seats: { arbiter: { kind: 'script' } } });
  const queues = Object.fromEntries(Object.entries(SCRIPT).map(([seat, answers]) => [seat, [...answers]]));
  const prompts: Record<string, string[]> = { consultee: [], orchestrator: [], arbiter: [] };
  for (let guard = 0; guard < 100; guard++) {
    const plan = debate.plan();
    if (plan.kind === 'done') return { debate, prompts };
    if (plan.kind === 'check') {
      for (const c of plan.citations) debate.check(c.evidence, 'match', `${c.path}:${c.line} holds the quote`);
      continue;
    }
    if (plan.kind !== 'ask') throw new Error(`unexpected plan ${plan.kind}`);
    for (const request of plan.requests) {
      prompts[request.seat]!.push(request.prompt.full);
      const answer = queues[request.seat]!.shift();
      if (answer === undefined) throw new Error(`script ran out for ${request.seat} in round ${debate.state.n}`);
      debate.answer(request.seat, answer);
    }
  }
  throw new Error('the debate did not end');
}

describe('a full scripted debate, from framing to report', () => {
  const { debate, prompts } = play();
  const texts = debate.notices.map((n) => n.text);

  it('runs all eight rounds and stops at the bound', () => {
    expect(debate.state.n).toBe(8);
    expect(debate.state.done?.reason).toBe('bound');
    expect(texts.filter((t) => /^Round \d closes/.test(t))).toHaveLength(8);
  });

  it('sorts every point into the buckets the script implies', () => {
    const { buckets } = argumentation.outcome(debate.state);
    expect(buckets).toEqual({ Agreed: ['P1', 'P2', 'P7'], Dismissed: ['P3', 'P4', 'P5'], Unresolved: ['P6'] });
    expect(debate.point('P3').reason).toMatch(/rejected/);
    expect(debate.point('P4').reason).toMatch(/out of scope/);
    expect(debate.point('P5').reason).toMatch(/undefended/);
    expect(debate.point('P6').unresolvedCause).toBe('definitional');
  });

  it('passes the phases CONSTRUCTIVE, extended CONSTRUCTIVE, DEVELOPMENT and CRYSTALLIZATION', () => {
    expect(texts).toContain('Round 4 enters DEVELOPMENT.');
    expect(texts).toContain('Round 6 enters CRYSTALLIZATION.');
    expect(texts.some((t) => t.startsWith('CONSTRUCTIVE is extended into round 3'))).toBe(true);
    expect(prompts.consultee![2]).toContain('Stress test');
  });

  it('verifies the cited line before the agreed empirical point enters Agreed', () => {
    expect(debate.state.evidence.E1?.status).toBe('verified');
    expect(debate.state.ledger.some((e) => e.provenance === 'verified' && e.ref === 'docs/memcached.md:12')).toBe(true);
  });

  it('refuses the new point in DEVELOPMENT and tells the consultee why in its next prompt', () => {
    expect(prompts.consultee![4]).toMatch(/Your point “We should also consider Hazelcast” was refused: DEVELOPMENT admits no new points/);
  });

  it('reopens the agreed point an agreed rebuttal undercuts, and settles it again on defense', () => {
    expect(debate.challenge('C7').origin).toBe('rebuttal');
    expect(debate.challenge('C7').status).toBe('defended');
  });

  it('raises a contradiction challenge that quotes the earlier round', () => {
    expect(debate.challenge('C8').objection).toMatch(/In round 1 you claimed “Redis is single-threaded/);
    expect(debate.challenge('C8').drops).toBe(1);
  });

  it('ends with arbitration for a high-stakes session and reports its flag', () => {
    const outcome = argumentation.outcome(debate.state);
    expect(debate.state.arbitration.runs).toHaveLength(1);
    expect(outcome.report).toContain('## Arbitration (round 8)');
    expect(outcome.report).toContain('P7: agreed although it undercuts P1');
    expect((outcome.json as { confidence: string }).confidence).toBe('medium');
    expect(prompts.arbiter![0]).not.toMatch(/consultee|orchestrator/);
  });

  it('writes a markdown report with every bucket', () => {
    const { report } = argumentation.outcome(debate.state);
    for (const heading of ['## Agreed (3)', '## Dismissed (3)', '## Unresolved (1)', '## Challenges', '## Revisions']) {
      expect(report).toContain(heading);
    }
  });
});
