// Who plays a seat can change during a debate: the person gives a failed seat another agent, or
// takes it (`session.seat`, recorded by the platform). A protocol that decides whom to ask from the
// seats in its config reads the change there; the reducer scaffold applies it to any state that
// keeps its config's seats (`state.config.seats`) and their resolved players, so a protocol built on
// the kit needs no code.
import { EVENT, platformEventData } from '../contract/platform-events.js';
import type { DebateEvent } from '../types.js';
import { assignedPlayer } from './players.js';

export interface SeatAssignment {
  kind: string;
  [key: string]: unknown;
}

/** The seat and its new assignment, when `event` is a valid seat change. */
export function seatChange(event: DebateEvent): { seat: string; spec: SeatAssignment } | undefined {
  const change = platformEventData(event, EVENT.sessionSeat);
  return change && { seat: change.seat, spec: change.spec };
}

/**
 * The state with `seat` assigned `spec` in its config's seats, and in its resolved players when it
 * keeps them (players.ts); unchanged when it keeps no seats.
 */
export function withSeat<S>(state: S, seat: string, spec: SeatAssignment): S {
  const config = (state as { config?: { seats?: unknown; players?: unknown } }).config;
  if (typeof config !== 'object' || config === null || typeof config.seats !== 'object' || config.seats === null) return state;
  const players =
    typeof config.players === 'object' && config.players !== null ? { players: { ...config.players, [seat]: assignedPlayer(spec) } } : {};
  return { ...state, config: { ...config, seats: { ...(config.seats as Record<string, unknown>), [seat]: spec }, ...players } };
}

/** "the person", "codex (model=gpt-5.2)": who plays a seat, for notices. */
export function describeAssignment(spec: SeatAssignment): string {
  if (spec.kind === 'human') return 'the person';
  const options = Object.entries(spec)
    .filter(([key, value]) => key !== 'kind' && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'))
    .map(([key, value]) => `${key}=${String(value)}`);
  return options.length ? `${spec.kind} (${options.join(', ')})` : spec.kind;
}
