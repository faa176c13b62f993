// A failed agent is not a bad answer: the runner asks it again after a pause while the failure may
// pass, then ends the step with the seat's failure and leaves the debate open for the person.
import { describe, expect, it } from 'vitest';
import { argumentation } from '../../src/protocols/argumentation/index.js';
import { step } from '../../src/runner/runner.js';
import { type Agent, AgentError, type AgentFailureKind } from '../../src/runner/types.js';
import { testRunContext } from '../helpers/run-context.js';

const consulteeAnswer = JSON.stringify({ moves: [{ type: 'point', claim: 'Redis keeps sessions across restarts', kind: 'value' }] });
const orchestratorAnswer = JSON.stringify({ moves: [{ type: 'assess', point: 'P1', scope: 'in', verdict: 'AGREE' }] });

/** Fails `failures` times with `kind`, then answers from `answers`. */
function flaky(kind: AgentFailureKind, failures: number, answers: string[] = []): Agent & { calls: number } {
  const agent = {
    kind: 'test',
    resumes: false,
    calls: 0,
    async ask() {
      agent.calls += 1;
      if (agent.calls <= failures) throw new AgentError(kind, `${kind} failure ${agent.calls}`);
      const text = answers.shift();
      if (text === undefined) throw new AgentError('script-exhausted', 'no answer left');
      return { text };
    },
  };
  return agent;
}

const quick = { retry: { delaysMs: [0, 0] } };

function context(agents: Record<string, Agent>, extra = {}) {
  return testRunContext(agents, { question: 'Redis or Memcached?', mode: 'minimal' }, { ...quick, ...extra });
}

describe('the runner with an agent that fails', () => {
  it('asks a seat whose connection failed again and goes on when it answers', async () => {
    const consultee = flaky('other', 1, [consulteeAnswer]);
    const { ctx, sink } = context({ consultee, orchestrator: flaky('other', 0, [orchestratorAnswer]) });

    const end = await step(ctx, { units: 1 });

    expect(end).toEqual({ kind: 'step', closed: 1, label: 'round 1' });
    expect(consultee.calls).toBe(2);
    expect(sink.types().slice(0, 5)).toEqual(['agent.requested', 'agent.failed', 'agent.requested', 'agent.responded', 'move.accepted']);
    expect(sink.events[1]!.data).toMatchObject({ seat: 'consultee', kind: 'other', attempt: 1, retryInMs: 0 });
    expect(sink.events[2]!.data).toMatchObject({ seat: 'consultee', attempt: 2 });
  });

  it('ends the step with the seat failed after its retries, and the debate stays open with the turn due', async () => {
    const consultee = flaky('exit', 99);
    const { ctx, sink } = context({ consultee, orchestrator: flaky('other', 0, [orchestratorAnswer]) });

    const end = await step(ctx, { units: 1 });

    expect(end).toEqual({ kind: 'seat-failed', seat: 'consultee', failure: 'exit', reason: 'exit failure 3', attempts: 3 });
    expect(sink.types().filter((t) => t === 'agent.failed')).toHaveLength(3);
    expect(sink.events.at(-1)!.data.retryInMs).toBeUndefined();
    const plan = argumentation.plan(ctx.state as never);
    expect(plan).toMatchObject({ kind: 'ask', requests: [{ seat: 'consultee' }] });
  });

  it('does not ask again an agent that is not logged in, and says what failed', async () => {
    const consultee = flaky('auth', 99);
    const { ctx } = context({ consultee, orchestrator: flaky('other', 0, [orchestratorAnswer]) });

    const end = await step(ctx, { units: 1 });

    expect(consultee.calls).toBe(1);
    expect(end).toMatchObject({ kind: 'seat-failed', seat: 'consultee', failure: 'auth', attempts: 1 });
  });

  it('answers the seat next time it is stepped, as a retry the protocol never saw as a failure', async () => {
    const consultee = flaky('other', 3, [consulteeAnswer]);
    const { ctx } = context({ consultee, orchestrator: flaky('other', 0, [orchestratorAnswer]) });

    expect((await step(ctx, { units: 1 })).kind).toBe('seat-failed');
    const end = await step(ctx, { units: 1 });

    expect(end).toEqual({ kind: 'step', closed: 1, label: 'round 1' });
    expect((ctx.state as { done?: unknown }).done).toBeUndefined();
  });

  it('stops waiting to retry when the run is cancelled', async () => {
    const controller = new AbortController();
    const { ctx, sink } = context(
      { consultee: flaky('other', 99), orchestrator: flaky('other', 0) },
      { retry: { delaysMs: [60_000] }, signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 50);

    const end = await step(ctx, { units: 1 });

    expect(end).toEqual({ kind: 'cancelled' });
    expect(sink.types()).toEqual(['agent.requested', 'agent.failed', 'run.cancelled']);
  });

  it('records a spent budget once, however often the person steps', async () => {
    const { ctx, sink } = context(
      { consultee: flaky('other', 0, [consulteeAnswer]) },
      { budgets: { tokens: 1 }, usage: { tokens: 5, usd: 0, usdEstimated: false, seconds: 0, bySeat: {} } },
    );

    const first = await step(ctx, { units: 1 });
    const again = await step({ ...ctx, stopped: first.kind === 'budget' ? first.reason : undefined }, { units: 1 });

    expect(again).toEqual(first);
    expect(sink.types()).toEqual(['run.stopped']);
  });
});
