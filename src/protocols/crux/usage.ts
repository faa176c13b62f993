// Cost and time, as the seed counts them per debate (its target: under $0.50 and two minutes):
// folded from the agents' replies and failures as they are recorded, the same way the platform
// tallies a session's usage, plus the wall time between the first and the latest agent event.
import * as z from 'zod';
import type { DebateEvent } from '../types.js';
import type { Ctx } from './context.js';
import type { UsageTally } from './state.js';

export const COST_TARGET_USD = 0.5;
export const TIME_TARGET_SECONDS = 120;

const finite = z.number().refine(Number.isFinite).catch(0);
const reply = z.object({
  seat: z.string().catch('?'),
  tokens: z.object({ total: finite }).catch({ total: 0 }).default({ total: 0 }),
  costUsd: finite.default(0),
  costEstimated: z.boolean().catch(false).default(false),
  wallMs: finite.optional(),
  durationMs: finite.default(0),
});

/** The event's time becomes the debate's latest (and, the first time, its first). */
export function clock(d: Ctx, at: string): void {
  if (!Number.isFinite(Date.parse(at))) return;
  d.d.usage.first ??= at;
  d.d.usage.last = at;
}

/** One reply's (or failure's) tokens, cost and agent time, added to the seat's and the debate's. */
export function tally(d: Ctx, event: DebateEvent): void {
  const parsed = reply.safeParse(event.data);
  if (!parsed.success) return;
  const { seat, tokens, costUsd, costEstimated, wallMs, durationMs } = parsed.data;
  const seconds = (wallMs ?? durationMs) / 1000;
  const u = d.d.usage;
  u.bySeat[seat] ??= { tokens: 0, usd: 0, seconds: 0, calls: 0 };
  const s = u.bySeat[seat];
  for (const into of [u, s]) {
    into.tokens += tokens.total;
    into.usd += costUsd;
    into.seconds += seconds;
    into.calls += 1;
  }
  if (costEstimated) u.estimated = true;
}

export function wallSeconds(usage: UsageTally): number {
  if (!usage.first || !usage.last) return 0;
  return Math.max(0, (Date.parse(usage.last) - Date.parse(usage.first)) / 1000);
}

export function usd(n: number): string {
  return `$${n.toFixed(4)}`;
}
