// The protocol-neutral contract every debate protocol implements (see DESIGN.md, "Events and the
// protocol interface"). Protocols decide; the runner, the store and the TUI carry out.

/** Who caused an event: a seat name, the person at the keyboard, or the runner itself. */
export type Actor = string;

/** The event envelope stored in `session.json`. `data` is validated by whoever consumes it. */
export interface DebateEvent {
  seq: number;
  at: string;
  actor: Actor;
  type: string;
  data: Record<string, unknown>;
}

/** A derived happening for the live stream and the transcript; recomputed on replay, never stored. */
export interface Notice {
  type: string;
  text: string;
  round?: number;
  seat?: string;
  item?: string;
}

export interface Reduction<S> {
  state: S;
  notices: Notice[];
}

export interface Prompt {
  full: string;
  /** Only what is new since the seat's last turn, for agents that keep their own session. */
  delta?: string;
}

export interface AskRequest {
  seat: string;
  prompt: Prompt;
  /** Requests sharing a group are asked concurrently. */
  parallelGroup?: string;
  /** Why this seat is asked now (e.g. "raise", "evaluate", "retry"), for status lines. */
  purpose: string;
}

/** A textual citation the runner must read in the session's workdir before the debate goes on. */
export interface CitationCheck {
  evidence: string;
  path: string;
  line: number;
  endLine?: number;
  quote: string;
}

export type Plan =
  | { kind: 'ask'; requests: AskRequest[] }
  | { kind: 'check'; citations: CitationCheck[] }
  | { kind: 'await-human'; seat: string; prompt: Prompt; actions: ActionDescriptor[] }
  | { kind: 'done'; reason: string; /** The debate ended because agents could not answer. */ failed?: boolean };

/**
 * Every human action has the same shape, which the TUI forms and `agon act` fill in:
 * an optional target item, an optional chosen value, an optional free text, and a reason.
 */
export interface HumanInput {
  item?: string;
  value?: string;
  text?: string;
  reason?: string;
}

export interface FieldSpec {
  required: boolean;
  label: string;
  /** For `value`: the allowed choices. */
  options?: { value: string; label: string }[];
}

export interface ActionDescriptor {
  /** The action's name; recorded as the event type `human.<kind>`. */
  kind: string;
  label: string;
  /** Items the action may target; empty when it takes no item. */
  targets: string[];
  schema: { item?: FieldSpec; value?: FieldSpec; text?: FieldSpec; reason?: FieldSpec };
}

export type ParseResult<M> =
  | { ok: true; moves: M[]; refused: RefusedMove<M>[] }
  | { ok: false; problem: string };

export interface RefusedMove<M> {
  move: M;
  reason: string;
}

export type Tone = 'user' | 'verified' | 'unverified' | 'revision' | 'neutral';

export interface LedgerRow {
  id: string;
  round: number;
  tag: string;
  tone: Tone;
  seat?: string;
  text: string;
  /** The item (point, challenge) this row belongs to; `enter` opens its detail. */
  item?: string;
  status?: string;
  flags: string[];
  /** The formal status of the row's item in the argument map, when it is an argument there. */
  formal?: FormalStatus;
}

export interface ChallengeRow {
  id: string;
  target: string;
  kind: string;
  status: string;
  roundsLeft?: number;
  text: string;
  formal?: FormalStatus;
}

/** An item's place in the debate's argument map: its grounded label and its gradual score. */
export interface FormalStatus {
  label: 'IN' | 'OUT' | 'UNDEC';
  /** In [0, 1]. */
  score: number;
  /** Set when the item's bucket and its formal label disagree: says how, for a person to look at. */
  disagrees?: string;
}

/** The debate as a bipolar argumentation framework, with every argument's formal status. */
export interface ArgumentMapView {
  /** How the labels and the scores were computed, for legends and exports. */
  method: { labels: string; scores: string; converged: boolean; residual: number };
  nodes: ArgumentMapNode[];
  edges: { from: string; to: string; relation: 'support' | 'rebut' | 'undercut' }[];
  /** Items that are not arguments in the map, and why. */
  omitted: { id: string; reason: string }[];
}

export interface ArgumentMapNode {
  id: string;
  /** What the item is in its protocol (point, challenge, defense, evidence, constraint, …). */
  kind: string;
  text: string;
  /** Its procedural status (agreed, open, …), when it has one. */
  status?: string;
  /** A user-provenance argument: nothing may attack it. */
  unattackable?: boolean;
  formal: FormalStatus;
}

export interface ItemDetail {
  id: string;
  title: string;
  body: string;
  facts: { label: string; value: string }[];
  history: { round: number; by: string; text: string }[];
  /** Event sequence numbers of the agent turns this item came from (their raw text is in raw/). */
  sources: number[];
}

export interface ViewModel {
  question: string;
  phase: { name: string; round: number; maxRounds: number; note?: string };
  status: { state: 'running' | 'awaiting-human' | 'done'; reason?: string };
  ledger: LedgerRow[];
  challenges: ChallengeRow[];
  buckets: { name: string; items: string[] }[];
  seats: { seat: string; role: string; human: boolean }[];
  flags: string[];
  details: Record<string, ItemDetail>;
  /** Protocols built on arguments give their argument map. */
  argumentMap?: ArgumentMapView;
}

export interface Outcome {
  summary: string;
  buckets?: Record<string, string[]>;
  report: string;
  json: unknown;
}

export interface Protocol<S, M, C = unknown> {
  id: string;
  title: string;
  seats: readonly string[];
  /** Seats that must be assigned before a debate can start (the others are optional). */
  requiredSeats: readonly string[];
  /** Validates and completes a raw config; a bad one is a user error with a one-line message. */
  configure(raw: unknown): { ok: true; config: C } | { ok: false, problem: string };
  init(config: C): S;
  reduce(state: S, event: DebateEvent): Reduction<S>;
  plan(state: S): Plan;
  parse(state: S, seat: string, text: string): ParseResult<M>;
  humanActions(state: S, itemId?: string): ActionDescriptor[];
  /**
   * Turns moves composed in a form (kinds and fields from the await-human plan's actions) into the
   * answer text a seat would send, so a person's move goes through the same parse as an agent's.
   */
  composeAnswer(state: S, seat: string, drafts: { kind: string; input: HumanInput }[]): string;
  /** Choices for the new-session form. */
  framings: readonly { id: string; label: string }[];
  modes: readonly string[];
  view(state: S): ViewModel;
  outcome(state: S): Outcome;
}
