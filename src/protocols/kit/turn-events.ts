// The events of an agent's turn, which every turn-taking protocol reads: the runner asked a seat
// (`agent.requested`), the seat's answer was parsed and recorded (`move.accepted`), or could not be
// read (`move.rejected`). Each is validated before it touches the state; a malformed one is ignored
// with a notice. An agent that failed (`agent.failed`: transport, login, timeout, exit code) gave no
// answer at all: that is the platform's to handle (the runner retries, then the person retries, gives
// the seat another agent or takes it), so the turn simply stays due.
import { EVENT, PLATFORM_EVENTS, platformEventType } from '../contract/platform-events.js';
import type { DebateEvent, RefusedMove } from '../types.js';
import type { Draft } from './draft.js';
import { markPrompted } from './mailbox.js';
import type { AnswerState } from './receive-answer.js';
import { readEvent } from './reducer.js';

// Built once: a schema made inside the reducer would be built again for every event replayed.
const REQUESTED_SEAT = PLATFORM_EVENTS[EVENT.agentRequested].pick({ seat: true });

/** The turn events, for a protocol's `sealsUndo`: agents acting on what they saw (a failed call included). */
export const TURN_EVENTS = [EVENT.agentRequested, EVENT.moveAccepted, EVENT.moveRejected, EVENT.agentFailed] as const;

export interface TurnHandlers<S extends AnswerState> {
  /** The seat's answer: usually `receiveAnswer`, then what the finished turn leads to. */
  answer(draft: Draft<S>, seat: string, moves: unknown[], refused: RefusedMove<unknown>[]): void;
  /** The seat's answer could not be read: usually `failTurn` with the protocol's quality exit. */
  failure(draft: Draft<S>, seat: string, problem: string): void;
}

/** Applies a turn event; any other event is left to the protocol. */
export function applyTurnEvent<S extends AnswerState>(draft: Draft<S>, event: DebateEvent, on: TurnHandlers<S>): void {
  switch (platformEventType(event)) {
    case EVENT.agentRequested: {
      // A request the runner recorded oddly only costs the seat its delta prompt: no notice.
      const data = REQUESTED_SEAT.safeParse(event.data);
      if (data.success) markPrompted(draft, data.data.seat);
      return;
    }
    case EVENT.moveRejected: {
      const data = readEvent(draft, event, PLATFORM_EVENTS[EVENT.moveRejected]);
      if (data) on.failure(draft, data.seat, data.problem);
      return;
    }
    case EVENT.moveAccepted: {
      const data = readEvent(draft, event, PLATFORM_EVENTS[EVENT.moveAccepted]);
      if (data) on.answer(draft, data.seat, data.moves, data.refused ?? []);
      return;
    }
  }
}
