// Who plays each seat now, read from a session's events: the config's seats with every later
// `session.seat` applied (and whether such a change can be made); and which seats' agents have
// failed, each seat's last agent failure that nothing (an answer, a retry, another agent) has followed.
import { findSecret } from '../../state/index.js';
import type { SeatSpec, SessionConfig } from '../../state/schema.js';
import { usageError } from './errors.js';
import { EVENT, isEvent } from '../protocols/contract/platform-events.js';
import { seatChange } from '../protocols/kit/seats.js';
import type { DebateEvent, ProtocolInfo } from '../protocols/types.js';
import type { AgentFailureKind } from '../runner/types.js';
import { lastMove } from './title.js';

/** The seats in force: as created, with every later seat change applied. */
export function currentSeats(config: SessionConfig, events: readonly DebateEvent[]): Record<string, SeatSpec> {
  const seats: Record<string, SeatSpec> = { ...config.seats };
  for (const event of events) {
    const change = seatChange(event);
    if (change) seats[change.seat] = change.spec as SeatSpec;
  }
  return seats;
}

export interface FailedSeat {
  seat: string;
  kind: AgentFailureKind;
  reason: string;
  /** The event that recorded the last failure. */
  seq: number;
  attempts: number;
}

/**
 * Seats whose agent failed through its retries and were not asked again since (nor given another
 * agent). A failure recorded with `retryInMs` was followed by another try, so it does not count.
 */
export function failedSeats(events: readonly DebateEvent[]): FailedSeat[] {
  const failed = new Map<string, FailedSeat>();
  for (const event of events) {
    if (isEvent(event, EVENT.agentFailed)) {
      if (event.data.retryInMs !== undefined) continue;
      const { seat, kind, reason, attempt } = event.data;
      failed.set(seat, { seat, kind: kind as AgentFailureKind, reason, seq: event.seq, attempts: attempt ?? 1 });
    } else if (isEvent(event, EVENT.agentRequested, EVENT.agentResponded, EVENT.moveAccepted, EVENT.sessionRetry, EVENT.sessionSeat)) {
      failed.delete(event.data.seat);
    }
  }
  return [...failed.values()];
}

/** The reason the last run was stopped for, when the stop is the last thing that happened (a rename aside). */
export function standingStop(events: readonly DebateEvent[]): string | undefined {
  const last = lastMove(events);
  return last && isEvent(last, EVENT.runStopped) ? last.data.reason : undefined;
}

/** Refuses, as a usage error, a seat change to a seat the session has not or to a spec holding a secret. */
export function checkReseat(info: ProtocolInfo, seats: Record<string, SeatSpec>, seat: string, spec: SeatSpec): void {
  if (!isDeclaredSeat(info, seat) && !(seat in seats)) {
    throw usageError(`unknown seat "${seat}" (the ${info.id} protocol's seats: ${info.seats.map((s) => s.name).join(', ')})`);
  }
  const secret = findSecret(spec, `seat ${seat}`);
  if (secret)
    throw usageError(
      `${secret} looks like a secret; a seat may only name the environment variable that holds it (e.g. key_env=OPENAI_API_KEY)`,
    );
}

/** A seat the protocol declares: one of its seats, or a numbered one of a repeated kind (`NAME-2`). */
export function isDeclaredSeat(info: ProtocolInfo, seat: string): boolean {
  if (info.seats.some((s) => s.name === seat && !s.repeat)) return true;
  const numbered = /^(.+)-(\d+)$/.exec(seat);
  const family = numbered ? info.seats.find((s) => s.repeat && s.name === numbered[1]) : undefined;
  return family?.repeat !== undefined && Number(numbered![2]) >= 1 && Number(numbered![2]) <= family.repeat.max;
}
