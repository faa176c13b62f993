// The runner: carries out what the protocol plans. It prepares seats, asks agents (a parallel group
// at once, each reply recorded the moment it arrives), checks citations, and records every request,
// reply, failure and parsed move through the sink before going on; the sink hands back the state
// they led to, and the runner plans again, until the step's units close, the debate ends, a human
// is due, a budget is spent, a seat's agent keeps failing, or the run is cancelled. A failed agent
// is asked again after a pause (retry.ts); the protocol only ever sees the answers. One turn costs
// one flush: its request is written unflushed (lost only to a power failure, it means asking
// again), and its reply goes to disk in the same write as the moves parsed from it.
import { EVENT, platformEvent, type PlatformEventInput, type PlatformEventType } from '../protocols/contract/platform-events.js';
import type { AskRequest, Plan, Protocol } from '../protocols/types.js';
import { askWithTimeout, type AskResult } from './ask.js';
import { checkCitation } from './citations.js';
import { DEFAULT_RETRY, isTransient, pause, type RetryPolicy } from './retry.js';
import type { Agent, AgentFailureKind, Budgets, EventSink, NewEvent, RecordOptions, SeatPreparer, StepEnd } from './types.js';
import { addUsage, budgetSpent, type Usage } from './usage.js';

export interface RunContext<S> {
  protocol: Protocol<S, unknown, unknown>;
  state: S;
  sink: EventSink;
  agents: Record<string, Agent>;
  /** Writes seat personas; without one, a preparation is only recorded. */
  preparer?: SeatPreparer;
  /** The latest resume ref per seat (from earlier agent.responded events). */
  resumeRefs: Record<string, string>;
  usage: Usage;
  budgets: Budgets;
  timeoutMs: Record<string, number>;
  defaultTimeoutMs: number;
  workdir?: string;
  signal: AbortSignal;
  clock: () => Date;
  onText?: (seat: string, chunk: string) => void;
  /** How failed agents are asked again (default: twice, after 1 s and 4 s). */
  retry?: RetryPolicy;
  /** The reason the last run was stopped for, when nothing happened since: it is not recorded twice. */
  stopped?: string;
}

export interface StepOptions {
  /** Units (rounds, stages) to close before stopping; Infinity runs until the debate ends or must wait. */
  units: number;
}

export async function step<S>(ctx: RunContext<S>, options: StepOptions): Promise<StepEnd> {
  const closed: string[] = [];
  for (;;) {
    if (ctx.signal.aborted) return cancelled(ctx, []);
    const plan: Plan = ctx.protocol.plan(ctx.state);
    switch (plan.kind) {
      case 'done':
        return { kind: 'done', reason: plan.reason, ...(plan.failed ? { failed: true } : {}) };
      case 'await-human':
        return { kind: 'await-human', seat: plan.seat, actions: plan.actions };
      case 'prepare':
        for (const { seat, persona } of plan.seats) {
          const prepared = ctx.preparer ? await ctx.preparer.prepare(seat, persona) : { personaRef: await ctx.sink.putRaw(persona) };
          closed.push(...(await record(ctx, [newEvent(ctx, 'runner', EVENT.seatPrepared, { seat, ...prepared })])));
        }
        break;
      case 'check': {
        const results = await Promise.all(
          plan.citations.map((c) =>
            ctx.workdir
              ? checkCitation(ctx.workdir, c)
              : Promise.resolve({ evidence: c.evidence, result: 'unreadable' as const, detail: 'the session has no workdir' }),
          ),
        );
        closed.push(
          ...(await record(
            ctx,
            results.map((r) => newEvent(ctx, 'runner', EVENT.evidenceChecked, { ...r })),
          )),
        );
        break;
      }
      case 'ask': {
        const spent = budgetSpent(ctx.usage, ctx.budgets);
        if (spent) {
          if (spent !== ctx.stopped) await record(ctx, [newEvent(ctx, 'runner', EVENT.runStopped, { reason: spent })]);
          return { kind: 'budget', reason: spent };
        }
        // A seat answered from outside agon waits for its answer; the others of the batch go on.
        const ready = plan.requests.filter((r) => ctx.agents[r.seat]?.outside?.ready() !== false);
        if (ready.length === 0) return { kind: 'await-agent', seat: plan.requests[0]!.seat, prompt: plan.requests[0]!.prompt.full };
        const outcome = await askBatch(ctx, ready);
        closed.push(...outcome.closed);
        if (outcome.cancelled) return cancelled(ctx, outcome.unfinished);
        // The step stops for a seat still asked after its failure; a protocol that goes on without
        // it (consensus drops a failed challenger and hears the others) is let go on.
        // Planned again only after a failure: a plan builds its prompts, a large part of a turn's own cost.
        const next = outcome.failed.length > 0 ? ctx.protocol.plan(ctx.state) : undefined;
        const failed = outcome.failed.find((f) => next?.kind === 'ask' && next.requests.some((r) => r.seat === f.seat));
        if (failed) return { kind: 'seat-failed', ...failed };
        break;
      }
    }
    if (closed.length >= options.units) return { kind: 'step', closed: closed.length, label: closed.at(-1)! };
  }
}

function newEvent<T extends PlatformEventType>(ctx: RunContext<unknown>, actor: string, type: T, data: PlatformEventInput<T>): NewEvent {
  return { actor, ...platformEvent(type, data), at: ctx.clock().toISOString() };
}

/** Saves events durably and takes the state they led to; returns the labels of the units they closed. */
async function record<S>(ctx: RunContext<S>, events: NewEvent[], options?: RecordOptions): Promise<string[]> {
  if (events.length === 0) return [];
  const applied = await (options ? ctx.sink.record(events, options) : ctx.sink.record(events));
  ctx.state = applied.state as S;
  for (const event of applied.events) addUsage(ctx.usage, event);
  return applied.closed.map((c) => c.label);
}

async function cancelled<S>(ctx: RunContext<S>, unfinished: string[]): Promise<StepEnd> {
  await record(ctx, [newEvent(ctx, 'runner', EVENT.runCancelled, { unfinished })]);
  return { kind: 'cancelled' };
}

interface SeatFailure {
  seat: string;
  failure: AgentFailureKind;
  reason: string;
  attempts: number;
}

interface BatchOutcome {
  closed: string[];
  cancelled: boolean;
  unfinished: string[];
  /** Seats whose agent failed through every retry, in the order they gave up. */
  failed: SeatFailure[];
}

interface Prepared {
  request: AskRequest;
  agent: Agent | undefined;
  prompt: string;
  promptRef: string;
  form: 'full' | 'delta';
  resumeRef: string | undefined;
}

async function askBatch<S>(ctx: RunContext<S>, requests: AskRequest[]): Promise<BatchOutcome> {
  const prepared: Prepared[] = [];
  for (const request of requests) {
    const agent = ctx.agents[request.seat];
    const resumeRef = ctx.resumeRefs[request.seat];
    const useDelta = Boolean(agent?.resumes && resumeRef && request.prompt.delta);
    const prompt = useDelta ? request.prompt.delta! : request.prompt.full;
    const promptRef = await ctx.sink.putRaw(prompt);
    prepared.push({ request, agent, prompt, promptRef, form: useDelta ? 'delta' : 'full', resumeRef: useDelta ? resumeRef : undefined });
  }
  await record(
    ctx,
    prepared.map((p) => requestEvent(ctx, p, 1)),
    UNFLUSHED,
  );
  const outcome: BatchOutcome = { closed: [], cancelled: false, unfinished: [], failed: [] };
  const started = Date.now();
  // Session wall time already carried by records from this batch: each carries only what it adds,
  // so a parallel group counts as long as its slowest agent, not the sum.
  let carried = 0;
  const wall = () => {
    const wallMs = Math.max(0, Date.now() - started - carried);
    carried += wallMs;
    return wallMs;
  };
  // Records are made one at a time in the order replies arrive, each parsed against the state the
  // ones before it led to.
  let recording: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const run = recording.then(work);
    recording = run.catch(() => undefined);
    return run;
  };
  const delays = (ctx.retry ?? DEFAULT_RETRY).delaysMs;
  const askSeat = async (p: Prepared): Promise<void> => {
    const seat = p.request.seat;
    for (let attempt = 1; ; attempt += 1) {
      const result = await askWithTimeout(p.agent, {
        seat,
        prompt: p.prompt,
        form: p.form,
        ...(p.resumeRef ? { resumeRef: p.resumeRef } : {}),
        timeoutMs: ctx.timeoutMs[seat] ?? ctx.defaultTimeoutMs,
        signal: ctx.signal,
        ...(ctx.onText ? { onText: (chunk: string) => ctx.onText!(seat, chunk) } : {}),
      });
      const wallMs = wall();
      // A seat with no agent at all has nothing to ask again.
      const again =
        !result.ok && p.agent !== undefined && isTransient(result.error.kind) && attempt <= delays.length && !ctx.signal.aborted;
      const retryIn = again ? delays[attempt - 1]! : undefined;
      await serially(async () =>
        outcome.closed.push(
          ...(await recordReply(ctx, p, result, wallMs, outcome, { attempt, ...(retryIn !== undefined ? { retryInMs: retryIn } : {}) })),
        ),
      );
      if (result.ok || result.error.kind === 'cancelled') return;
      if (retryIn === undefined) {
        outcome.failed.push({ seat, failure: result.error.kind, reason: result.error.message, attempts: attempt });
        return;
      }
      await pause(retryIn, ctx.signal);
      if (ctx.signal.aborted) {
        outcome.unfinished.push(seat);
        return;
      }
      await serially(() => record(ctx, [requestEvent(ctx, p, attempt + 1)], UNFLUSHED));
    }
  };
  await Promise.all(prepared.map(askSeat));
  await recording;
  outcome.cancelled = outcome.unfinished.length > 0 || ctx.signal.aborted;
  return outcome;
}

/** A request is asked again if a power failure takes it, so it waits for the next flush. */
const UNFLUSHED: RecordOptions = { flush: false };

function requestEvent(ctx: RunContext<unknown>, p: Prepared, attempt: number): NewEvent {
  return newEvent(ctx, 'runner', EVENT.agentRequested, {
    seat: p.request.seat,
    purpose: p.request.purpose,
    promptRef: p.promptRef,
    form: p.form,
    bytes: Buffer.byteLength(p.prompt),
    ...(p.resumeRef ? { resumeRef: p.resumeRef } : {}),
    ...(p.request.limits ? { limits: p.request.limits } : {}),
    ...(attempt > 1 ? { attempt } : {}),
  });
}

/** Which try a reply answered, and the pause before the next one when a failure is retried. */
interface Try {
  attempt: number;
  retryInMs?: number;
}

async function recordReply<S>(
  ctx: RunContext<S>,
  p: Prepared,
  result: AskResult,
  wallMs: number,
  outcome: BatchOutcome,
  attempt: Try,
): Promise<string[]> {
  const seat = p.request.seat;
  if (result.ok) {
    const { reply } = result;
    const rawRef = await ctx.sink.putRaw(reply.text);
    const outputRef = reply.rawOutput ? await ctx.sink.putRaw(reply.rawOutput) : undefined;
    if (reply.resumeRef) ctx.resumeRefs[seat] = reply.resumeRef;
    const outputTokens = reply.tokens?.output;
    const limit = p.request.limits?.outputTokens;
    const over = limit !== undefined && (outputTokens ?? Math.ceil(reply.text.length / 4)) > limit;
    const responded = newEvent(ctx, seat, EVENT.agentResponded, {
      seat,
      rawRef,
      ...(outputRef ? { outputRef } : {}),
      durationMs: result.durationMs,
      wallMs,
      ...(reply.exitCode !== undefined ? { exitCode: reply.exitCode } : {}),
      ...(reply.stoppedAfterAnswer ? { stoppedAfterAnswer: true } : {}),
      ...(reply.tokens ? { tokens: reply.tokens } : {}),
      ...(reply.costUsd !== undefined ? { costUsd: reply.costUsd, costEstimated: reply.costEstimated === true } : {}),
      ...(reply.resumeRef ? { resumeRef: reply.resumeRef } : {}),
      ...(over
        ? {
            overLimit: {
              outputTokens: limit,
              measured: outputTokens ?? Math.ceil(reply.text.length / 4),
              estimated: outputTokens === undefined,
            },
          }
        : {}),
    });
    // The moves are parsed against the state the reply led to, and saved in the reply's own write.
    const movesOf = (state: unknown): NewEvent[] => {
      const parsed = ctx.protocol.parse(state as S, seat, reply.text);
      return [
        parsed.ok
          ? newEvent(ctx, seat, EVENT.moveAccepted, {
              seat,
              moves: parsed.moves,
              refused: parsed.refused,
              ...(parsed.repairs?.length ? { repairs: parsed.repairs } : {}),
              rawRef,
              v: ctx.protocol.movesVersion,
            })
          : newEvent(ctx, seat, EVENT.moveRejected, { seat, problem: parsed.problem, rawRef }),
      ];
    };
    return record(ctx, [responded], { followUp: movesOf });
  }
  if (result.error.kind === 'cancelled') {
    outcome.unfinished.push(seat);
    return [];
  }
  const rawRef = result.error.raw ? await ctx.sink.putRaw(result.error.raw) : undefined;
  return record(ctx, [
    newEvent(ctx, 'runner', EVENT.agentFailed, {
      seat,
      kind: result.error.kind,
      reason: result.error.message,
      durationMs: result.durationMs,
      wallMs,
      ...(result.error.exitCode !== undefined ? { exitCode: result.error.exitCode } : {}),
      ...(rawRef ? { rawRef } : {}),
      attempt: attempt.attempt,
      ...(attempt.retryInMs !== undefined ? { retryInMs: attempt.retryInMs } : {}),
    }),
  ]);
}
