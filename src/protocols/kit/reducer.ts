// The scaffold of every protocol's reduce(state, event): seat preparation recorded, human actions
// checked before they apply (a refused one changes nothing but the journal), the undo of the last
// human actions until agent activity seals them, and malformed events ignored with a notice. A
// protocol supplies what is its own: the events it reads, how it applies them, and its actions.
import type * as z from 'zod';
import { EVENT, humanKindOf, platformEventData } from '../contract/platform-events.js';
import type { DebateEvent, HumanInput, Reduction } from '../types.js';
import { type Draft, type DraftState, notify, openDraft } from './draft.js';
import { humanInputOf } from './human-input.js';
import { type NoticePlace, noticeAt } from './notices.js';
import { preparedSeat } from './preparation.js';
import { describeAssignment, seatChange, type SeatAssignment, withSeat } from './seats.js';
import type { DraftShape } from './thaw.js';

/** A human action that may still be undone: the state it was applied to. */
export interface UndoEntry<S> {
  seq: number;
  kind: string;
  before: S;
}

export interface ReducibleState<S> extends DraftState {
  /** Seats whose persona has been written, with the ref of the text. */
  prepared: Record<string, string>;
  undo: UndoEntry<S>[];
}

/** How many human actions can be undone in a row; older snapshots are let go. */
export const UNDO_DEPTH = 20;

export interface ReducerSpec<S extends ReducibleState<S>> {
  shape: DraftShape<S>;
  /** Where the notices of a state belong (`roundPlace(state.n)`). */
  place(state: S): NoticePlace;
  /**
   * The events this protocol reads besides human actions and `seat.prepared`; any other event
   * leaves the state as it is. They are agent or runner activity: once one is applied, earlier
   * human actions are part of what the agents saw and can no longer be undone.
   */
  sealsUndo: readonly string[];
  /** Applies one of the `sealsUndo` events. */
  dispatch(draft: Draft<S>, event: DebateEvent): void;
  /** Why a human action would be refused now, or null (the protocol's `checkHuman`). */
  checkHuman(state: S, kind: string, input: HumanInput): string | null;
  /** Applies a human action `checkHuman` accepted. */
  applyHuman(draft: Draft<S>, kind: string, input: HumanInput): void;
  /**
   * The state once `seat` is played by another agent or the person (`session.seat`); by default
   * the seat is replaced in `state.config.seats` when the state keeps them.
   */
  reseat?(state: S, seat: string, spec: SeatAssignment): S;
}

/** The protocol's reduce: pure, and the state it is given is never modified. */
export function reducer<S extends ReducibleState<S>>(spec: ReducerSpec<S>): (state: S, event: DebateEvent) => Reduction<S> {
  const seals = new Set(spec.sealsUndo);
  return (state, event) => {
    const kind = humanKindOf(event);
    if (kind === 'undo') return undo(spec, state, event);
    const prepared = preparedSeat(event);
    if (prepared) return { state: { ...state, prepared: { ...state.prepared, [prepared.seat]: prepared.personaRef } }, notices: [] };
    const change = seatChange(event);
    if (change) {
      const notice = noticeAt(
        spec.place(state),
        'seat.changed',
        `The ${change.seat} seat is now played by ${describeAssignment(change.spec)}.`,
        { seat: change.seat },
      );
      const next = (spec.reseat ?? withSeat)(state, change.seat, change.spec);
      return { state: { ...next, journal: [...next.journal, notice] }, notices: [notice] };
    }
    const human = kind !== undefined;
    // Events this protocol does not read (agent.responded, runner bookkeeping) leave the state as it is.
    if (!seals.has(event.type) && !human) return { state, notices: [] };
    const draft = openDraft(state, spec.shape, event.seq, spec.place);
    if (human) applyHuman(spec, draft, state, event, kind);
    else {
      // The person's own move in a seat they hold is theirs to take back, like their actions, until
      // an agent answers after it; any other activity seals what came before it.
      const own = personsMove(event);
      draft.d.undo = own ? [...state.undo.slice(1 - UNDO_DEPTH), { seq: event.seq, kind: own, before: { ...state, undo: [] } }] : [];
      spec.dispatch(draft, event);
    }
    return { state: draft.d, notices: draft.out, ...(draft.closed ? { closed: draft.closed } : {}) };
  };
}

/** The event's data as `schema` reads it, or null after an `event.ignored` notice. */
export function readEvent<S extends DraftState, T>(draft: Draft<S>, event: DebateEvent, schema: z.ZodType<T>): T | null {
  const parsed = schema.safeParse(event.data);
  if (parsed.success) return parsed.data;
  notify(draft, 'event.ignored', `Event ${event.seq} (${event.type}) is malformed and was ignored.`);
  return null;
}

/** "move as consultee" for a move the person made in a seat they hold, or undefined. */
function personsMove(event: DebateEvent): string | undefined {
  const move = event.actor === 'human' ? platformEventData(event, EVENT.moveAccepted) : undefined;
  return move ? `move as ${move.seat}` : undefined;
}

function applyHuman<S extends ReducibleState<S>>(spec: ReducerSpec<S>, draft: Draft<S>, before: S, event: DebateEvent, kind: string): void {
  const input = humanInputOf(event.data);
  const problem = spec.checkHuman(before, kind, input);
  if (problem) {
    notify(draft, 'action.refused', `Refused: ${problem}.`);
    return;
  }
  draft.d.undo = [...draft.d.undo.slice(1 - UNDO_DEPTH), { seq: event.seq, kind, before: { ...before, undo: [] } }];
  spec.applyHuman(draft, kind, input);
}

function undo<S extends ReducibleState<S>>(spec: ReducerSpec<S>, state: S, event: DebateEvent): Reduction<S> {
  const input = humanInputOf(event.data);
  const problem = spec.checkHuman(state, 'undo', input);
  const last = state.undo[state.undo.length - 1];
  if (problem || !last) {
    const notice = noticeAt(spec.place(state), 'action.refused', `Refused: ${problem ?? 'nothing to undo'}.`);
    return { state: { ...state, journal: [...state.journal, notice] }, notices: [notice] };
  }
  const why = input.reason?.trim() ? `: ${input.reason.trim()}` : '';
  const notice = noticeAt(spec.place(state), 'human.undo', `The person undoes their ${last.kind} (event ${last.seq})${why}.`);
  // A seat prepared since stays prepared: its persona file is written and never taken back.
  return {
    state: { ...last.before, prepared: state.prepared, undo: state.undo.slice(0, -1), journal: [...state.journal, notice] },
    notices: [notice],
  };
}
