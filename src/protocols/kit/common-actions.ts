// The human actions every protocol offers, built the same way so the TUI's `n` and `z` keys and
// `agon act note|undo` work alike everywhere: a note for a seat's next prompt, and the undo of the
// last human action (applied by the reducer scaffold, see reducer.ts).
import type { ActionDescriptor, FieldSpec, HumanInput } from '../types.js';
import { type Draft, type DraftState, notify } from './draft.js';
import { leaveNote, type MailboxState } from './mailbox.js';
import { quote } from './quote.js';
import type { UndoEntry } from './reducer.js';

/** A reason the action must be given with: it is recorded and shown to the agents. */
export const REQUIRED_REASON: FieldSpec = { required: true, label: 'why (recorded, and shown to the agents)', multiline: true };

/** A reason the person may give or leave out (forms say "optional" themselves). */
export const OPTIONAL_REASON: FieldSpec = { required: false, label: 'why', multiline: true };

/** "Add a note to a seat's next prompt", for every seat at once or one of `seats`. */
export function noteAction(seats: readonly { value: string; label: string }[]): ActionDescriptor {
  return {
    kind: 'note',
    command: 'note',
    label: "Add a note to a seat's next prompt",
    targets: [],
    schema: {
      value: { required: true, label: 'for', options: [{ value: 'all', label: 'every seat' }, ...seats] },
      text: { required: true, label: 'the note' },
    },
  };
}

/** Leaves the note for the chosen seat, or for every one of `seats` when it is for all. */
export function applyNote<S extends DraftState & MailboxState>(draft: Draft<S>, input: HumanInput, seats: readonly string[]): void {
  const to = input.value === 'all' ? seats : [input.value ?? 'all'];
  for (const seat of to) leaveNote(draft, seat, input.text ?? '');
  notify(draft, 'human.note', `The person adds a note for ${input.value}: ${quote(input.text ?? '')}`);
}

/** "Undo the last human action", offered while there is one to undo. */
export function undoAction(undo: readonly UndoEntry<unknown>[]): ActionDescriptor | undefined {
  const last = undo[undo.length - 1];
  if (!last) return undefined;
  // Taking back one's own action needs no justification; a reason given is still recorded.
  return {
    kind: 'undo',
    command: 'undo',
    label: `Undo the last human action (${last.kind})`,
    targets: [],
    schema: { reason: OPTIONAL_REASON },
  };
}

/** The actions there is something to act on now: one that targets an item needs a target. */
export function offerable(actions: ActionDescriptor[]): ActionDescriptor[] {
  return actions.filter((a) => a.targets.length > 0 || !a.schema.item);
}
