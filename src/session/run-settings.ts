// What the runner needs from a session's events and config: resume refs, usage, budgets, timeouts.
import type { SeatSpec, SessionConfig } from '../../state/schema.js';
import { EVENT, isEvent } from '../protocols/contract/platform-events.js';
import type { DebateEvent } from '../protocols/types.js';
import type { Budgets } from '../runner/types.js';
import type { RunContext } from '../runner/runner.js';
import { usageOf } from '../runner/usage.js';

export const DEFAULT_TIMEOUT_SECONDS = 120;

/** The latest resume ref each seat's agent gave (its own session or thread to continue). */
export function lastResumeRefs(events: readonly DebateEvent[]): Record<string, string> {
  const refs: Record<string, string> = {};
  for (const e of events) {
    if (isEvent(e, EVENT.agentResponded) && e.data.resumeRef !== undefined) refs[e.data.seat] = e.data.resumeRef;
  }
  return refs;
}

/** The session's budgets: as created, unless a later `session.budgets` event set new ones. */
export function currentBudgets(config: SessionConfig, events: readonly DebateEvent[]): Budgets {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const event = events[i]!;
    if (isEvent(event, EVENT.sessionBudgets)) return event.data.budgets;
  }
  return config.budgets ?? {};
}

export function seatTimeouts(seats: Record<string, SeatSpec>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [seat, spec] of Object.entries(seats)) {
    const seconds = Number(spec.timeout);
    if (typeof spec.timeout === 'string' && Number.isFinite(seconds) && seconds > 0) out[seat] = seconds * 1000;
  }
  return out;
}

export function defaultTimeoutMs(config: SessionConfig): number {
  return (config.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000;
}

/** The part of a step's run context that follows from the session's config, its seats now and its events. */
export function runSettings(
  config: SessionConfig,
  seats: Record<string, SeatSpec>,
  events: readonly DebateEvent[],
): Pick<RunContext<unknown>, 'resumeRefs' | 'usage' | 'budgets' | 'timeoutMs' | 'defaultTimeoutMs' | 'workdir'> {
  return {
    resumeRefs: lastResumeRefs(events),
    usage: usageOf(events),
    budgets: currentBudgets(config, events),
    timeoutMs: seatTimeouts(seats),
    defaultTimeoutMs: defaultTimeoutMs(config),
    ...(config.workdir ? { workdir: config.workdir } : {}),
  };
}
