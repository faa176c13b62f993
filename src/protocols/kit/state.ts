// The part of every protocol's state the kit keeps: seat preparation, undo snapshots, id counters
// and the journal (reducer.ts, draft.ts), the due turns and their retries (turns.ts), and each
// seat's mailbox (mailbox.ts). A protocol's state extends KitState and starts from
// `initialBookkeeping`, so a new protocol cannot forget a field the kit reads.
import type { MailboxState } from './mailbox.js';
import type { ReducibleState } from './reducer.js';
import type { Turn, TurnState } from './turns.js';

export interface KitState<S, T extends Turn = Turn> extends ReducibleState<S>, TurnState<T>, MailboxState {}

/** Empty bookkeeping with the opening turns due and a counter at 0 for each id prefix. */
export function initialBookkeeping<T extends Turn, P extends string>(
  pending: T[],
  idPrefixes: readonly P[],
): Omit<KitState<never, T>, 'counters'> & { counters: Record<P, number> } {
  return {
    prepared: {},
    pending,
    attempts: {},
    lastProblem: {},
    counters: Object.fromEntries(idPrefixes.map((p) => [p, 0])) as Record<P, number>,
    inbox: {},
    notes: {},
    journal: [],
    seen: {},
    promptMark: {},
    undo: [],
  };
}
