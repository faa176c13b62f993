// A seat's recorded answer (`move.accepted`) arriving in reduce, the same way in every protocol:
// out of turn it is ignored; otherwise the seat's mailbox is delivered, the moves parse refused are
// told to the seat, and every move is checked again against the state as the previous moves left
// it, then applied by the protocol or refused. The turn is then done.
import type { RefusedMove } from '../types.js';
import { announce, type Draft, type DraftState, notify } from './draft.js';
import { emptyMailbox, type MailboxState, remind } from './mailbox.js';
import type { MoveRules, ResponseScope } from './move-rules.js';
import { dueTurn, finishTurn, type TurnOf, type TurnState } from './turns.js';

export type AnswerState = DraftState & TurnState & MailboxState;

export interface Answer {
  moves: unknown[];
  refused: RefusedMove<unknown>[];
}

/** Applies the answer's legal moves with `apply`; returns the turn it answered, or undefined. */
export function receiveAnswer<S extends AnswerState, M>(
  draft: Draft<S>,
  seat: string,
  answer: Answer,
  rules: MoveRules<S, M>,
  apply: (move: M) => void,
): TurnOf<S> | undefined {
  const turn = dueTurn(draft.d, seat);
  const format = rules.formats[seat];
  if (!turn || !format) {
    notify(draft, 'move.ignored', `An answer from ${seat} arrived out of turn and was ignored.`, { seat });
    return undefined;
  }
  emptyMailbox(draft, seat);
  draft.d.attempts[seat] = 0;
  for (const { move, reason } of answer.refused) refuseMove(draft, seat, rules.describe(move), reason);
  const scope: ResponseScope = new Set();
  for (const raw of answer.moves) {
    const parsed = format.move.safeParse(raw);
    if (!parsed.success) {
      refuseMove(draft, seat, rules.describe(raw), parsed.error.issues[0]?.message ?? 'malformed move');
      continue;
    }
    const problem = rules.check(draft.d, seat, parsed.data, scope);
    if (problem) refuseMove(draft, seat, rules.describe(parsed.data), problem);
    else apply(parsed.data);
  }
  finishTurn(draft, turn);
  return turn;
}

/**
 * Tells the person (a warning notice) and the seat (its next prompt) that a move was refused. The
 * seat reads it once, in its mailbox: the notice stays out of the news of its delta prompt.
 */
export function refuseMove<S extends DraftState & MailboxState>(draft: Draft<S>, seat: string, what: string, reason: string): void {
  announce(draft, 'move.refused', `Refused ${seat}'s ${what}: ${reason}.`, { seat });
  remind(draft, seat, `Your ${what} was refused: ${reason}.`);
}
