// Whose turn it is, the same way in every protocol: a list of due turns, asked in order, where
// turns sharing a parallel group are asked together. A turn whose answer cannot be used is asked
// once more with the problem quoted back (mailbox.ts); after a second failure the turn is given up
// and the protocol decides what that means (its quality exit). An agent that gave no answer at all
// (it failed) is not the protocol's concern: its turn stays due until someone answers it.
import { announce, type Draft, type DraftState } from './draft.js';

export interface Turn<P extends string = string> {
  seat: string;
  /** Why the seat is asked ("raise", "evaluate"), for the prompt it gets and for status lines. */
  purpose: P;
  /** Turns sharing a group are asked concurrently. */
  group?: string;
}

export interface TurnState<T extends Turn = Turn> {
  /** The turns due, in order. */
  pending: T[];
  /** Failed answers in a row, by seat. */
  attempts: Record<string, number>;
  lastProblem: Record<string, string>;
}

export type TurnOf<S extends TurnState> = S['pending'][number];

/** Answers a turn may fail before it is given up: the first, and its one retry. */
export const MAX_ATTEMPTS = 2;

export function dueTurn<S extends TurnState>(state: S, seat: string): TurnOf<S> | undefined {
  return state.pending.find((t) => t.seat === seat);
}

/** The turns to ask now: the first due turn, with the rest of its parallel group. */
export function dueBatch<S extends TurnState>(state: S): TurnOf<S>[] {
  const first = state.pending[0];
  if (!first) return [];
  return first.group ? state.pending.filter((t) => t.group === first.group) : [first];
}

/** The due turn is done: it leaves the list. */
export function finishTurn<S extends DraftState & TurnState>(draft: Draft<S>, turn: TurnOf<S>): void {
  draft.d.pending = draft.d.pending.filter((t) => t !== turn) as S['pending'];
}

/**
 * The seat's due turn produced nothing usable (its answer could not be read).
 * The seat is asked again with the problem; after the retry fails too, the turn is given up and
 * `exit` says what follows (end the debate, or go on without it).
 */
export function failTurn<S extends DraftState & TurnState>(
  draft: Draft<S>,
  seat: string,
  problem: string,
  exit: (turn: TurnOf<S>, problem: string) => void,
): void {
  const turn = dueTurn(draft.d, seat);
  if (!turn) return;
  const attempts = (draft.d.attempts[seat] ?? 0) + 1;
  draft.d.attempts[seat] = attempts;
  draft.d.lastProblem[seat] = problem;
  // The seat reads the problem itself in its retry prompt (mailbox.ts), not among its news.
  const retried = attempts >= MAX_ATTEMPTS;
  announce(
    draft,
    'turn.failed',
    `${seat}'s answer could not be used: ${problemHeadline(problem)}. ${retried ? 'That was its retry.' : 'It is asked once more.'}`,
    { seat },
  );
  if (!retried) return;
  finishTurn(draft, turn);
  exit(turn, problem);
}

/** A problem in one line, for a notice: the retry prompt quotes it whole, expected shape included. */
export const problemHeadline = (problem: string): string => (problem.split('\n')[0] ?? '').replace(/[.:;\s]+$/, '');
