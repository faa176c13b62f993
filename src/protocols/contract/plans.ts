// What the runner does next (plans), what a person may do (human actions), and what parsing an
// answer gives.
import type * as z from 'zod';
import type { humanInputSchema } from './platform-events.js';

export interface Prompt {
  full: string;
  /** Only what is new since the seat's last turn, for agents that keep their own session. */
  delta?: string;
}

export interface AskRequest {
  seat: string;
  prompt: Prompt;
  /** Requests sharing a group are asked concurrently; each reply is recorded as it arrives. */
  parallelGroup?: string;
  /** Why this seat is asked now (e.g. "raise", "evaluate", "retry"), for status lines. */
  purpose: string;
  /** Limits the agent is asked to keep; an answer past them is flagged in its record, never cut. */
  limits?: { outputTokens?: number };
}

/** A textual citation the runner must read in the session's workdir before the debate goes on. */
export interface CitationCheck {
  evidence: string;
  path: string;
  line: number;
  endLine?: number;
  quote: string;
}

/** What the runner found for one citation, as the `evidence.checked` event records it. */
export interface CitationResult {
  evidence: string;
  result: 'match' | 'mismatch' | 'unreadable';
  detail: string;
}

/** A seat's persona, to be written once as its agent's context file and recorded (`seat.prepared`). */
export interface SeatPreparation {
  seat: string;
  persona: string;
}

export type Plan =
  | { kind: 'prepare'; seats: SeatPreparation[] }
  | { kind: 'ask'; requests: AskRequest[] }
  | { kind: 'check'; citations: CitationCheck[] }
  | { kind: 'await-human'; seat: string; prompt: Prompt; actions: ActionDescriptor[] }
  | { kind: 'done'; reason: string /** The debate ended because agents could not answer. */; failed?: boolean };

// ---------------------------------------------------------------------------------------------
// Human actions

/**
 * What a person fills in for an action: an optional target item, a chosen value, a free text, a
 * reason, and any further named fields the action declares (a falsifier's metric and deadline, a
 * list of premises). Recorded as the data of a `human.<kind>` event.
 */
export type HumanInput = z.infer<typeof humanInputSchema>;

export interface FieldSpec {
  required: boolean;
  label: string;
  /** For `value`: the allowed choices. */
  options?: { value: string; label: string }[];
  /** For text: the person may write several lines. */
  multiline?: boolean;
}

/** A further named field: `text` (one or several lines), `list` (several values), `number`, `choice`. */
export interface ExtraFieldSpec extends FieldSpec {
  name: string;
  kind: 'text' | 'list' | 'number' | 'choice';
  /** For `number`: the bounds the move's schema holds it to, so a form refuses what parse would. */
  range?: { min?: number; max?: number };
}

/**
 * The semantic command an action belongs to; the TUI's keys map to these (o override, r resolve,
 * x arbitrate, u constrain, z undo, n note, : every action), never to an action's name.
 */
export type ActionCommand = 'override' | 'resolve' | 'arbitrate' | 'constrain' | 'undo' | 'note' | 'reframe' | 'edit' | 'decide' | 'other';

/**
 * An action a person asks for that may not be offered now: by its command (a TUI key opens the
 * command's actions) or by its name (`agon act NAME`), on an item or on none.
 */
export type ActionAsk = { command: ActionCommand; item?: string } | { kind: string; item?: string };

export interface ActionDescriptor {
  /** The action's name; recorded as the event type `human.<kind>`. */
  kind: string;
  command: ActionCommand;
  label: string;
  /** Items the action may target; empty when it takes no item. */
  targets: string[];
  schema: { item?: FieldSpec; value?: FieldSpec; text?: FieldSpec; reason?: FieldSpec };
  fields?: ExtraFieldSpec[];
}

// ---------------------------------------------------------------------------------------------
// Parsing answers

/**
 * What parse made of an answer. `problem` is read by the seat on its retry, so it names what to fix
 * and the exact shape expected. `repairs` says how the answer had to be read (near-JSON repaired, a
 * draft passed over, a key spelled another way); the runner records it in `move.accepted`.
 */
export type ParseResult<M> = { ok: true; moves: M[]; refused: RefusedMove<M>[]; repairs?: string[] } | { ok: false; problem: string };

export interface RefusedMove<M> {
  move: M;
  reason: string;
  /** The move did not match its schema (it broke no rule: it could not be read). */
  malformed?: boolean;
}
