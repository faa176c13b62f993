// The runner: carries out what the protocol plans. It asks agents (a parallel group at once),
// records every request, reply, failure and parsed move through the sink before going on, reduces,
// and plans again, until the round closes, the debate ends, a human is due, a budget is spent, or
// the run is cancelled.
import type { DebateEvent, Notice, Plan, Protocol } from '../protocols/types.js';
import { checkCitation } from './citations.js';
import { askWithTimeout } from './ask.js';
import { addUsage, budgetSpent, type Usage } from './usage.js';
import type { Agent, Budgets, EventSink, NewEvent, StepEnd } from './types.js';

export interface RunContext<S> {
  protocol: Protocol<S, unknown, unknown>;
  state: S;
  sink: EventSink;
  agents: Record<string, Agent>;
  /** The latest resume ref per seat (from earlier agent.responded events). */
  resumeRefs: Record<string, string>;
  usage: Usage;
  budgets: Budgets;
  timeoutMs: Record<string, number>;
  defaultTimeoutMs: number;
  workdir?: string;
  signal: AbortSignal;
  clock: () => Date;
  /** Every recorded event with the notices its reduction produced, as it happens. */
  onEvent?: (event: DebateEvent, notices: Notice[]) => void;
  onText?: (seat: string, chunk: string) => void;
}

export interface StepOptions {
  /** Rounds to complete before stopping; Infinity runs until the debate ends or must wait. */
  rounds: number;
}

export async function step<S>(ctx: RunContext<S>, options: StepOptions): Promise<StepEnd> {
  let roundsClosed = 0;
  for (;;) {
    if (ctx.signal.aborted) return cancelled(ctx, []);
    const plan: Plan = ctx.protocol.plan(ctx.state);
    switch (plan.kind) {
      case 'done':
        return { kind: 'done', reason: plan.reason, ...(plan.failed ? { failed: true } : {}) };
      case 'await-human':
        return { kind: 'await-human', seat: plan.seat, actions: plan.actions };
      case 'check': {
        const results = await Promise.all(
          plan.citations.map((c) =>
            ctx.workdir
              ? checkCitation(ctx.workdir, c)
              : Promise.resolve({ evidence: c.evidence, result: 'unreadable' as const, detail: 'the session has no workdir' }),
          ),
        );
        roundsClosed += await record(
          ctx,
          results.map((r) => newEvent(ctx, 'runner', 'evidence.checked', { ...r })),
        );
        break;
      }
      case 'ask': {
        const spent = budgetSpent(ctx.usage, ctx.budgets);
        if (spent) {
          await record(ctx, [newEvent(ctx, 'runner', 'run.stopped', { reason: spent })]);
          return { kind: 'budget', reason: spent };
        }
        const outcome = await askBatch(ctx, plan.requests);
        roundsClosed += outcome.rounds;
        if (outcome.cancelled) return cancelled(ctx, outcome.unfinished);
        break;
      }
    }
    if (roundsClosed >= options.rounds) return { kind: 'round', round: roundsClosed };
  }
}

function newEvent(ctx: RunContext<unknown>, actor: string, type: string, data: Record<string, unknown>): NewEvent {
  return { actor, type, data, at: ctx.clock().toISOString() };
}

/** Saves events durably, then reduces them; returns how many rounds they closed. */
async function record<S>(ctx: RunContext<S>, events: NewEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const stored = await ctx.sink.record(events);
  let rounds = 0;
  for (const event of stored) {
    const { state, notices } = ctx.protocol.reduce(ctx.state, event);
    ctx.state = state;
    addUsage(ctx.usage, event);
    if (notices.some((n) => n.type === 'round.closed')) rounds += 1;
    ctx.onEvent?.(event, notices);
  }
  return rounds;
}

async function cancelled<S>(ctx: RunContext<S>, unfinished: string[]): Promise<StepEnd> {
  await record(ctx, [newEvent(ctx, 'runner', 'run.cancelled', { unfinished })]);
  return { kind: 'cancelled' };
}

interface BatchOutcome {
  rounds: number;
  cancelled: boolean;
  unfinished: string[];
}

async function askBatch<S>(ctx: RunContext<S>, requests: Extract<Plan, { kind: 'ask' }>['requests']): Promise<BatchOutcome> {
  const prepared = [];
  for (const request of requests) {
    const agent = ctx.agents[request.seat];
    const resumeRef = ctx.resumeRefs[request.seat];
    const useDelta = Boolean(agent?.resumes && resumeRef && request.prompt.delta);
    const prompt = useDelta ? request.prompt.delta! : request.prompt.full;
    const promptRef = await ctx.sink.putRaw(prompt);
    prepared.push({ request, agent, prompt, promptRef, form: useDelta ? ('delta' as const) : ('full' as const), resumeRef: useDelta ? resumeRef : undefined });
  }
  await record(
    ctx,
    prepared.map((p) =>
      newEvent(ctx, 'runner', 'agent.requested', {
        seat: p.request.seat,
        purpose: p.request.purpose,
        promptRef: p.promptRef,
        form: p.form,
        bytes: Buffer.byteLength(p.prompt),
        ...(p.resumeRef ? { resumeRef: p.resumeRef } : {}),
      }),
    ),
  );
  const started = Date.now();
  const replies = await Promise.all(
    prepared.map((p) =>
      askWithTimeout(p.agent, {
        seat: p.request.seat,
        prompt: p.prompt,
        form: p.form,
        ...(p.resumeRef ? { resumeRef: p.resumeRef } : {}),
        timeoutMs: ctx.timeoutMs[p.request.seat] ?? ctx.defaultTimeoutMs,
        signal: ctx.signal,
        ...(ctx.onText ? { onText: (chunk: string) => ctx.onText!(p.request.seat, chunk) } : {}),
      }),
    ),
  );
  const wallMs = Date.now() - started;

  let rounds = 0;
  const unfinished: string[] = [];
  let first = true;
  for (const [i, reply] of replies.entries()) {
    const seat = prepared[i]!.request.seat;
    const carried = first ? wallMs : 0;
    first = false;
    if (reply.ok) {
      const rawRef = await ctx.sink.putRaw(reply.reply.text);
      const outputRef = reply.reply.rawOutput ? await ctx.sink.putRaw(reply.reply.rawOutput) : undefined;
      if (reply.reply.resumeRef) ctx.resumeRefs[seat] = reply.reply.resumeRef;
      rounds += await record(ctx, [
        newEvent(ctx, seat, 'agent.responded', {
          seat,
          rawRef,
          ...(outputRef ? { outputRef } : {}),
          durationMs: reply.durationMs,
          wallMs: carried,
          ...(reply.reply.exitCode !== undefined ? { exitCode: reply.reply.exitCode } : {}),
          ...(reply.reply.tokens ? { tokens: reply.reply.tokens } : {}),
          ...(reply.reply.costUsd !== undefined ? { costUsd: reply.reply.costUsd, costEstimated: reply.reply.costEstimated === true } : {}),
          ...(reply.reply.resumeRef ? { resumeRef: reply.reply.resumeRef } : {}),
        }),
      ]);
      const parsed = ctx.protocol.parse(ctx.state, seat, reply.reply.text);
      rounds += await record(ctx, [
        parsed.ok
          ? newEvent(ctx, seat, 'move.accepted', { seat, moves: parsed.moves, refused: parsed.refused, rawRef })
          : newEvent(ctx, seat, 'move.rejected', { seat, problem: parsed.problem, rawRef }),
      ]);
      continue;
    }
    if (reply.error.kind === 'cancelled') {
      unfinished.push(seat);
      continue;
    }
    const rawRef = reply.error.raw ? await ctx.sink.putRaw(reply.error.raw) : undefined;
    rounds += await record(ctx, [
      newEvent(ctx, 'runner', 'agent.failed', {
        seat,
        kind: reply.error.kind,
        reason: reply.error.message,
        durationMs: reply.durationMs,
        wallMs: carried,
        ...(reply.error.exitCode !== undefined ? { exitCode: reply.error.exitCode } : {}),
        ...(rawRef ? { rawRef } : {}),
      }),
    ]);
  }
  return {
    rounds,
    cancelled: unfinished.length > 0 || ctx.signal.aborted,
    unfinished,
  };
}
