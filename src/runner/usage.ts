// Tokens, cost and agent time spent so far, folded from the recorded events; budgets compare to it.
import { EVENT, isEvent } from '../protocols/contract/platform-events.js';
import type { DebateEvent } from '../protocols/types.js';
import type { Budgets } from './types.js';
import { grouped } from '../text/numbers.js';

export interface Usage {
  tokens: number;
  usd: number;
  /** True when some of the cost is an estimate from the price table. */
  usdEstimated: boolean;
  seconds: number;
  bySeat: Record<string, { tokens: number; usd: number; seconds: number; calls: number }>;
}

export function emptyUsage(): Usage {
  return { tokens: 0, usd: 0, usdEstimated: false, seconds: 0, bySeat: {} };
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Adds one event's usage in place; events other than agent replies and failures add nothing. */
export function addUsage(usage: Usage, event: DebateEvent): void {
  if (!isEvent(event, EVENT.agentResponded, EVENT.agentFailed)) return;
  const data = event.data;
  const seat = data.seat;
  // Only an answer carries tokens and cost; a failure adds its time.
  const answer = isEvent(event, EVENT.agentResponded) ? event.data : undefined;
  const tokens = num(answer?.tokens?.total);
  const usd = num(answer?.costUsd);
  // wallMs is the session wall time this record adds: a parallel batch's time is carried once.
  const seconds = num(data.wallMs ?? data.durationMs) / 1000;
  usage.tokens += tokens;
  usage.usd += usd;
  usage.seconds += seconds;
  if (answer?.costEstimated === true) usage.usdEstimated = true;
  usage.bySeat[seat] ??= { tokens: 0, usd: 0, seconds: 0, calls: 0 };
  const s = usage.bySeat[seat];
  s.tokens += tokens;
  s.usd += usd;
  s.seconds += seconds;
  s.calls += 1;
}

export function usageOf(events: readonly DebateEvent[]): Usage {
  const usage = emptyUsage();
  for (const event of events) addUsage(usage, event);
  return usage;
}

/** The budget that is spent, as a one-line reason, or null while every budget has room. */
export function budgetSpent(usage: Usage, budgets: Budgets): string | null {
  if (budgets.seconds !== undefined && usage.seconds >= budgets.seconds) {
    return `the time budget of ${grouped(budgets.seconds)} s is spent (${usage.seconds.toFixed(1)} s of agent time)`;
  }
  if (budgets.tokens !== undefined && usage.tokens >= budgets.tokens) {
    return `the token budget of ${grouped(budgets.tokens)} is spent (${grouped(usage.tokens)} tokens)`;
  }
  if (budgets.usd !== undefined && usage.usd >= budgets.usd) {
    return `the cost budget of $${budgets.usd} is spent ($${usage.usd.toFixed(4)}${usage.usdEstimated ? ', partly estimated' : ''})`;
  }
  return null;
}
