// Who plays each seat now, and which seats' agents have failed, read from a session's events: the
// config's seats with every later `session.seat` applied, and each seat's last agent failure that
// nothing (an answer, a retry, another agent) has followed.
import type { SeatSpec, SessionConfig } from '../../state/schema.js';
import { SEAT_CHANGED, seatChange } from '../protocols/kit/seats.js';
import type { DebateEvent, ProtocolInfo } from '../protocols/types.js';
import type { AgentFailureKind } from '../runner/types.js';

/** The person asked a failed seat's agent again. */
export const SEAT_RETRIED = 'session.retry';

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
    const seat = typeof event.data.seat === 'string' ? event.data.seat : undefined;
    if (!seat) continue;
    if (event.type === 'agent.failed' && event.data.retryInMs === undefined) {
      failed.set(seat, {
        seat,
        kind: (typeof event.data.kind === 'string' ? event.data.kind : 'other') as AgentFailureKind,
        reason: typeof event.data.reason === 'string' ? event.data.reason : 'the agent failed',
        seq: event.seq,
        attempts: typeof event.data.attempt === 'number' ? event.data.attempt : 1,
      });
    } else if (['agent.requested', 'agent.responded', 'move.accepted', SEAT_RETRIED, SEAT_CHANGED].includes(event.type)) {
      failed.delete(seat);
    }
  }
  return [...failed.values()];
}

/** The reason the last run was stopped for, when the stop is the last thing that happened. */
export function standingStop(events: readonly DebateEvent[]): string | undefined {
  const last = events.at(-1);
  return last?.type === 'run.stopped' && typeof last.data.reason === 'string' ? last.data.reason : undefined;
}

/** A seat the protocol declares: one of its seats, or a numbered one of a repeated kind (`NAME-2`). */
export function isDeclaredSeat(info: ProtocolInfo, seat: string): boolean {
  if (info.seats.some((s) => s.name === seat && !s.repeat)) return true;
  const numbered = /^(.+)-(\d+)$/.exec(seat);
  const family = numbered ? info.seats.find((s) => s.repeat && s.name === numbered[1]) : undefined;
  return family?.repeat !== undefined && Number(numbered![2]) >= 1 && Number(numbered![2]) <= family.repeat.max;
}
