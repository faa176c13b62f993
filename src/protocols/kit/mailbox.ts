// What waits for a seat's next prompt, kept the same way by every protocol: the person's notes,
// the engine's reminders and refusals (the inbox), and the problem with its last answer when it
// could not be used. A seat's answer empties its mailbox; the journal mark taken when it was
// prompted says where the news of its next delta prompt starts.
import type { Notice } from '../types.js';
import type { Draft, DraftState } from './draft.js';
import { join, listSection } from './prompt-sections.js';

export interface MailboxState {
  /** Reminders, refusals and rulings waiting for a seat's next prompt. */
  inbox: Record<string, string[]>;
  /** Notes the person left for a seat's next prompt. */
  notes: Record<string, string[]>;
  /** Why the seat's last answer could not be used, until it answers again. */
  lastProblem: Record<string, string>;
  /** Journal length when each seat's last completed turn was prompted: its delta starts there. */
  seen: Record<string, number>;
  /** Journal length when each seat was last prompted. */
  promptMark: Record<string, number>;
  journal: Notice[];
}

/** A line for the seat's next prompt (a reminder, a refusal, a ruling it must know about). */
export function remind<S extends DraftState & MailboxState>(draft: Draft<S>, seat: string, text: string): void {
  draft.d.inbox[seat] ??= [];
  draft.d.inbox[seat].push(text);
}

/** A note from the person for the seat's next prompt. */
export function leaveNote<S extends DraftState & MailboxState>(draft: Draft<S>, seat: string, text: string): void {
  draft.d.notes[seat] ??= [];
  draft.d.notes[seat].push(text);
}

/** The seat is being prompted (`agent.requested`): what is in the journal now, it has been told. */
export function markPrompted<S extends DraftState & MailboxState>(draft: Draft<S>, seat: string): void {
  draft.d.promptMark[seat] = draft.d.journal.length;
}

/** The seat answered: everything that waited for it was delivered with its prompt. */
export function emptyMailbox<S extends DraftState & MailboxState>(draft: Draft<S>, seat: string): void {
  draft.d.seen[seat] = draft.d.promptMark[seat] ?? draft.d.journal.length;
  draft.d.inbox[seat] = [];
  draft.d.notes[seat] = [];
  delete draft.d.lastProblem[seat];
}

/** The texts of the notices since the seat's last completed turn; undefined before its first. */
export function newsFor(state: MailboxState, seat: string): string[] | undefined {
  const seen = state.seen[seat];
  return seen === undefined ? undefined : state.journal.slice(seen).map((n) => n.text);
}

export function notesSection(state: MailboxState, seat: string): string {
  return listSection('Notes from the person', state.notes[seat] ?? []);
}

/** The problem with the seat's last answer, quoted back so its retry can fix it; `hint` follows it. */
export function problemSection(state: MailboxState, seat: string, hint = ''): string {
  const problem = state.lastProblem[seat];
  if (!problem) return '';
  return `## Your last answer could not be used\n${problem}${hint ? `\n${hint}` : ''}`;
}

/** The whole mailbox as prompt sections: notes, then the inbox, then the last answer's problem. */
export function mailboxSections(state: MailboxState, seat: string): string {
  return join(
    notesSection(state, seat),
    listSection('Since your last answer', state.inbox[seat] ?? []),
    problemSection(state, seat, 'Answer again with one JSON object in the format below.'),
  );
}
