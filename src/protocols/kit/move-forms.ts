// The moves a person in a seat may compose, each declared once: the form (what the await-human
// plan offers and the TUI's compose form asks for) and what the filled form becomes in the answer
// the seat's agent would send. The kit derives the plan's descriptors and the protocol's
// composeAnswer from the same declaration, so the fields asked for and the answer written from
// them cannot drift apart.
import type { ActionCommand, ActionDescriptor, HumanInput } from '../types.js';
import { offerable } from './common-actions.js';

/** One move's form, and the piece of the seat's answer its filled input becomes. */
export interface MoveForm<P> {
  /** The draft's kind, as the compose form returns it. */
  kind: string;
  label: string;
  /** The family of keys that open it; a move is 'other' unless it is also a decision. */
  command?: ActionCommand;
  /** The items it may target, when it takes one. */
  targets?: string[];
  schema: ActionDescriptor['schema'];
  fields?: ActionDescriptor['fields'];
  /** False while the stage does not allow it: not offered, though a draft of it is still written. */
  offered?: boolean;
  build(input: HumanInput): P;
}

/** The pieces built from a seat's drafts, in the order they were drafted. */
export interface ComposedPieces<P> {
  /** The pieces of these kinds (of every kind when none is named). */
  all(...kinds: string[]): P[];
  first(kind: string): P | undefined;
}

/** What a seat may compose at its turn, and how the pieces of its drafts make its answer. */
export interface MoveSheet<P> {
  forms: MoveForm<P>[];
  answer(pieces: ComposedPieces<P>): unknown;
}

export type MoveDraft = { kind: string; input: HumanInput };

/**
 * The forms offered now, as descriptors: those the stage allows, with a target when they take an
 * item and a choice when their value is one.
 */
export function offeredMoves<P>(sheet: MoveSheet<P>): ActionDescriptor[] {
  const allowed = sheet.forms.filter((form) => form.offered !== false).map(descriptorOf);
  return offerable(allowed).filter((a) => !a.schema.value?.options || a.schema.value.options.length > 0);
}

/** The answer text the seat's agent would send, written from the drafts of the sheet's forms. */
export function composedAnswer<P>(sheet: MoveSheet<P>, drafts: readonly MoveDraft[]): string {
  const built = drafts.flatMap(({ kind, input }) => {
    const form = sheet.forms.find((f) => f.kind === kind);
    return form ? [{ kind, piece: form.build(input) }] : [];
  });
  const pieces: ComposedPieces<P> = {
    all: (...kinds) => built.filter((b) => kinds.length === 0 || kinds.includes(b.kind)).map((b) => b.piece),
    first: (kind) => built.find((b) => b.kind === kind)?.piece,
  };
  return JSON.stringify(sheet.answer(pieces));
}

/** The contract's composeAnswer for a protocol that declares its move forms as sheets. */
export function composeWith<S, P>(sheetOf: (state: S, seat: string) => MoveSheet<P>) {
  return (state: S, seat: string, drafts: MoveDraft[]): string => composedAnswer(sheetOf(state, seat), drafts);
}

function descriptorOf<P>({ kind, command = 'other', label, targets = [], schema, fields }: MoveForm<P>): ActionDescriptor {
  return { kind, command, label, targets, schema, ...(fields ? { fields } : {}) };
}
