import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type RunContext, step } from '../../src/runner/runner.js';
import { type Agent, AgentError, type AgentRequest } from '../../src/runner/types.js';
import { testRunContext } from '../helpers/run-context.js';
import { tempDir } from '../helpers/temp.js';

const consulteeAnswer = JSON.stringify({ moves: [{ type: 'point', claim: 'Redis keeps sessions across restarts', kind: 'value' }] });
const orchestratorAnswer = JSON.stringify({ moves: [{ type: 'assess', point: 'P1', scope: 'in', verdict: 'AGREE' }] });

/** An agent answering from a list, recording what it was asked. */
function listAgent(
  answers: string[],
  options: { resumes?: boolean; delayMs?: number; tokens?: number } = {},
): Agent & { asked: AgentRequest[] } {
  const asked: AgentRequest[] = [];
  let turn = 0;
  return {
    kind: 'test',
    resumes: options.resumes ?? false,
    asked,
    async ask(request) {
      asked.push(request);
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      const text = answers[turn++];
      if (text === undefined) throw new AgentError('script-exhausted', 'no answer left');
      return {
        text,
        exitCode: 0,
        ...(options.tokens ? { tokens: { total: options.tokens } } : {}),
        ...(options.resumes ? { resumeRef: `thread-${turn}` } : {}),
      };
    },
  };
}

const hanging: Agent = {
  kind: 'hang',
  resumes: false,
  ask: (request) =>
    new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true })),
};

function context(agents: Record<string, Agent>, config: Record<string, unknown> = {}, extra: Partial<RunContext<unknown>> = {}) {
  return testRunContext(agents, { question: 'Redis or Memcached?', mode: 'minimal', ...config }, extra);
}

describe('the runner', () => {
  it('advances one round: asks, records request, reply and parsed move, and stops when the round closes', async () => {
    const { ctx, sink } = context({ consultee: listAgent([consulteeAnswer]), orchestrator: listAgent([orchestratorAnswer]) });
    const end = await step(ctx, { units: 1 });
    expect(end).toEqual({ kind: 'step', closed: 1, label: 'round 1' });
    expect(sink.types()).toEqual([
      'agent.requested',
      'agent.responded',
      'move.accepted',
      'agent.requested',
      'agent.responded',
      'move.accepted',
    ]);
    expect((ctx.state as { n: number }).n).toBe(2);
  });

  it('saves a turn with one flush: the request written unflushed, the reply in one write with its parsed moves', async () => {
    const { ctx, sink } = context({ consultee: listAgent([consulteeAnswer]), orchestrator: listAgent([orchestratorAnswer]) });
    await step(ctx, { units: 1 });
    // Two turns: each a request (unflushed) and a reply with its move (one flushed record).
    expect(sink.writes).toEqual({ records: 4, flushed: 2 });
    expect(sink.types()).toEqual([
      'agent.requested',
      'agent.responded',
      'move.accepted',
      'agent.requested',
      'agent.responded',
      'move.accepted',
    ]);
  });

  it('keeps the raw answer even when it cannot be parsed, and records the rejection', async () => {
    const { ctx, sink } = context({
      consultee: listAgent(['I would rather not answer in JSON.', consulteeAnswer]),
      orchestrator: listAgent([orchestratorAnswer]),
    });
    await step(ctx, { units: 1 });
    const rejected = sink.events.find((e) => e.type === 'move.rejected')!;
    expect(sink.raw.get(String(rejected.data.rawRef))).toBe('I would rather not answer in JSON.');
    expect(rejected.data.problem).toMatch(/no JSON object/);
  });

  it('records in move.accepted how the answer had to be read, and no repairs for an answer read as written', async () => {
    const nearJson = "Here it is:\n{'moves': [{'type': 'point', 'claim': 'Redis keeps sessions across restarts', 'kind': 'value',}]}";
    const { ctx, sink } = context({ consultee: listAgent([nearJson]), orchestrator: listAgent([orchestratorAnswer]) });
    await step(ctx, { units: 1 });
    const [consultee, orchestrator] = sink.events.filter((e) => e.type === 'move.accepted');
    expect(consultee!.data.repairs).toEqual(['near-JSON repaired (trailing comma, single quotes)']);
    expect(orchestrator!.data).not.toHaveProperty('repairs');
  });

  it('keeps the raw text of an answer sent back for its retry and of the retry, each referenced by its event', async () => {
    const malformed = JSON.stringify({ moves: [{ type: 'point', claim: 'Redis keeps sessions across restarts' }] });
    const { ctx, sink } = context({ consultee: listAgent([malformed, consulteeAnswer]), orchestrator: listAgent([orchestratorAnswer]) });
    await step(ctx, { units: 1 });
    const rejected = sink.events.find((e) => e.type === 'move.rejected')!;
    const accepted = sink.events.find((e) => e.type === 'move.accepted' && e.data.seat === 'consultee')!;
    expect(sink.raw.get(String(rejected.data.rawRef))).toBe(malformed);
    expect(rejected.data.problem).toContain('- moves[0] (point): "kind" is missing');
    expect(sink.raw.get(String(accepted.data.rawRef))).toBe(consulteeAnswer);
    expect((ctx.state as { n: number }).n).toBe(2);
  });

  it('stores every prompt it sends before asking', async () => {
    const { ctx, sink } = context({ consultee: listAgent([consulteeAnswer]), orchestrator: listAgent([orchestratorAnswer]) });
    await step(ctx, { units: 1 });
    const requested = sink.events.filter((e) => e.type === 'agent.requested');
    for (const e of requested) expect(sink.raw.get(String(e.data.promptRef))).toMatch(/Agon deliberation/);
  });

  it('asks the seats of one parallel group at the same time', async () => {
    let inFlight = 0;
    let most = 0;
    const tracked = (answers: string[]): Agent => {
      const inner = listAgent(answers, { delayMs: 50 });
      return {
        ...inner,
        async ask(request) {
          inFlight += 1;
          most = Math.max(most, inFlight);
          try {
            return await inner.ask(request);
          } finally {
            inFlight -= 1;
          }
        },
      };
    };
    const { ctx, sink } = context(
      { consultee: tracked([consulteeAnswer]), orchestrator: tracked([JSON.stringify({ position: 'Redis' }), orchestratorAnswer]) },
      { framing: 'parallel' },
    );
    await step(ctx, { units: 1 });
    expect(most).toBe(2);
    expect(sink.events.slice(0, 2).map((e) => [e.type, e.data.seat])).toEqual([
      ['agent.requested', 'orchestrator'],
      ['agent.requested', 'consultee'],
    ]);
  });

  it('records a timeout as a failed call, retries it, and ends the step with the seat failed', async () => {
    const { ctx, sink } = context(
      { consultee: hanging, orchestrator: listAgent([]) },
      {},
      { defaultTimeoutMs: 50, retry: { delaysMs: [0] } },
    );
    const end = await step(ctx, { units: 1 });
    const failed = sink.events.filter((e) => e.type === 'agent.failed');
    expect(failed).toHaveLength(2);
    expect(failed[0]!.data).toMatchObject({ seat: 'consultee', kind: 'timeout', attempt: 1, retryInMs: 0 });
    expect(end).toMatchObject({ kind: 'seat-failed', seat: 'consultee', failure: 'timeout', attempts: 2 });
  });

  it('on cancellation records what finished, stops the running call and says so', async () => {
    const controller = new AbortController();
    const { ctx, sink } = context({ consultee: hanging, orchestrator: listAgent([]) }, {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const end = await step(ctx, { units: 1 });
    expect(end).toEqual({ kind: 'cancelled' });
    expect(sink.types()).toEqual(['agent.requested', 'run.cancelled']);
    expect(sink.events[1]!.data).toEqual({ unfinished: ['consultee'] });
  });

  it('stops cleanly when the token budget is spent', async () => {
    const { ctx, sink } = context(
      {
        consultee: listAgent([consulteeAnswer, consulteeAnswer], { tokens: 600 }),
        orchestrator: listAgent([orchestratorAnswer], { tokens: 600 }),
      },
      {},
      { budgets: { tokens: 1000 } },
    );
    const end = await step(ctx, { units: 5 });
    expect(end.kind).toBe('budget');
    expect(sink.events.at(-1)).toMatchObject({ type: 'run.stopped' });
    expect(String(sink.events.at(-1)!.data.reason)).toMatch(/token budget of 1,000 is spent/);
  });

  it('stops where a person must act', async () => {
    const { ctx } = context(
      { consultee: listAgent([consulteeAnswer]) },
      { seats: { orchestrator: { kind: 'human' }, consultee: { kind: 'script' } } },
    );
    const end = await step(ctx, { units: 1 });
    expect(end).toMatchObject({ kind: 'await-human', seat: 'orchestrator' });
  });

  it('sends an agent that keeps its session only the delta, with its resume ref, from its second turn', async () => {
    const consultee = listAgent([consulteeAnswer, JSON.stringify({ moves: [] })], { resumes: true });
    const { ctx } = context({ consultee, orchestrator: listAgent([orchestratorAnswer]) });
    await step(ctx, { units: 2 });
    expect(consultee.asked[0]).toMatchObject({ form: 'full' });
    expect(consultee.asked[0]!.resumeRef).toBeUndefined();
    expect(consultee.asked[1]).toMatchObject({ form: 'delta', resumeRef: 'thread-1' });
    expect(consultee.asked[1]!.prompt.length).toBeLessThan(consultee.asked[0]!.prompt.length);
  });

  it('checks textual citations against the workdir before the orchestrator judges them', async () => {
    const workdir = await tempDir('agon-runner-');
    await writeFile(join(workdir, 'cache.ts'), 'const a = 1;\nconst ttl = 3600;\n');
    const point = {
      type: 'point',
      claim: 'The TTL is an hour',
      kind: 'empirical',
      evidence: [{ type: 'textual', source: 'cache.ts:2', quote: 'const ttl = 3600;' }],
    };
    const { ctx, sink } = context(
      { consultee: listAgent([JSON.stringify({ moves: [point] })]), orchestrator: listAgent([orchestratorAnswer]) },
      { workdir },
      { workdir },
    );
    await step(ctx, { units: 1 });
    const checked = sink.events.find((e) => e.type === 'evidence.checked')!;
    expect(checked.data).toMatchObject({ evidence: 'E1', result: 'match' });
    expect(sink.types().indexOf('evidence.checked')).toBeLessThan(sink.types().lastIndexOf('agent.requested'));
  });
});
