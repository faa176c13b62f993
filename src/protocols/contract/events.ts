// The event envelope a protocol reduces, and what a reduction gives back: the new state, its
// notices, and the progress unit it closed.
/** Who caused an event: a seat name, the person at the keyboard, or the runner itself. */
export type Actor = string;

/**
 * The event envelope stored in `session.json`. `data` is validated by whoever consumes it; the
 * platform's events are declared, with their data's schemas, in `platform-events.ts`.
 *
 * Besides its own, a protocol's `reduce` meets the runner's and the platform's events (the guide,
 * src/protocols/README.md, lists them). Two of them say who acts, never what was said:
 * - `agent.failed` `{seat, kind, reason, attempt, retryInMs?}`: the seat's agent gave no answer. The
 *   runner retries transient failures, then ends the step (`seat-failed`) with the debate open. It
 *   is not an answer: the seat's turn stays due (the kit ignores it).
 * - `session.seat` `{seat, spec: {kind, …}, reason?}`: the seat is played by another agent, or by
 *   the person (kind `human`), from now on; a protocol that plans from its config's seats applies it
 *   (`kit/seats.ts`). `session.retry` `{seat}` records that the person asked a failed seat again.
 */
export interface DebateEvent {
  seq: number;
  at: string;
  actor: Actor;
  type: string;
  data: Record<string, unknown>;
}

export type NoticeLevel = 'info' | 'warning';

/** A derived happening for the live stream and the transcript; recomputed on replay, never stored. */
export interface Notice {
  /** One of the protocol's declared notice types, or a platform one (see kit/notices.ts). */
  type: string;
  text: string;
  /** The heading it belongs under in the transcript ("Round 3", "Stage CRUX_LOCK"). */
  section?: string;
  /** A short position mark for the live strip ("r3", "D4"). */
  mark?: string;
  seat?: string;
  item?: string;
  /** `warning`: something was refused or failed, for a person to look at. */
  level?: NoticeLevel;
}

export type ProgressUnit = 'round' | 'stage' | 'message' | 'turn';

export interface Reduction<S> {
  state: S;
  notices: Notice[];
  /** The step unit this event closed (a round, a stage): `agon step --rounds N` counts these. */
  closed?: { unit: ProgressUnit; label: string };
}
