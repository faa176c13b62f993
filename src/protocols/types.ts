// The contract every debate protocol implements, neutral for all five seeds (DESIGN.md, "Events and
// the protocol interface"; src/protocols/README.md is the guide). Protocols decide; the runner, the
// session service, the CLI and the TUI carry out, and know a protocol only through what it declares
// here: its seats, options and notices as data, its progress, its view in titled parts, its human
// actions with a semantic command.

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

// ---------------------------------------------------------------------------------------------
// Declarations: what the CLI, `agon --help`, the TUI form and validation are generated from. A
// protocol's declaration is plain data in its own small module, so reading it loads no engine.

export interface SeatDecl {
  /** The seat's name in `--seat NAME=KIND` and in events (lower-case letters, digits, -). */
  name: string;
  label: string;
  /** One line: what the seat does. */
  description: string;
  /** A debate cannot start without an agent (or the person) in this seat. */
  required: boolean;
  /** Who plays an optional seat nobody was assigned to: the person, nobody, or the engine itself. */
  whenAbsent: 'person' | 'nobody' | 'engine';
  /** Several seats of this kind, named `NAME-1`, `NAME-2`, … (e.g. a crux debate's debaters). */
  repeat?: { min: number; max: number };
  /** The persona an agent in this seat reads (its CLI's context file, or in front of its prompt). */
  persona: string;
  /** Agent kinds to seat here by default, in order, when they are usable on this machine. */
  defaultKinds?: readonly string[];
  /**
   * A seat nobody was assigned to takes the agent of this other seat (the same kind and model, its
   * own working folder and session): a required seat is then filled when that one is.
   */
  inherits?: string;
}

interface OptionBase {
  /** The key in the session config (`maxRounds`). */
  key: string;
  /** The command-line flag without dashes (`max-rounds`). */
  flag: string;
  help: string;
  /** Offered in the TUI's new-session form. */
  form?: boolean;
}

export type OptionDecl =
  | (OptionBase & { type: 'integer' | 'number'; min?: number; max?: number; default?: number })
  | (OptionBase & { type: 'boolean'; default?: boolean })
  | (OptionBase & { type: 'choice'; choices: readonly { value: string; label: string }[]; default?: string })
  | (OptionBase & { type: 'string'; default?: string; placeholder?: string });

/** A notice type the protocol emits, documented so the `--json` stream can be read per protocol. */
export interface NoticeDecl {
  type: string;
  description: string;
}

/** What describes a protocol without loading its engine. */
export interface ProtocolInfo {
  id: string;
  title: string;
  /** One line for lists and help. */
  description: string;
  seats: readonly SeatDecl[];
  options: readonly OptionDecl[];
  notices: readonly NoticeDecl[];
  /** The question of the bundled demo (`agon demo <id>`), for the start screen. */
  demoQuestion: string;
  /** Top-level commands the protocol gives other programs (`agon gate`), with their logic in the engine. */
  commands?: readonly CommandDecl[];
}

/** A registry entry: the declaration, and the engine loaded on demand. */
export interface ProtocolDeclaration extends ProtocolInfo {
  load(): Promise<AnyProtocol>;
}

// ---------------------------------------------------------------------------------------------
// Reduction and notices

export type NoticeLevel = 'info' | 'warning';

/** A derived happening for the live stream and the transcript; recomputed on replay, never stored. */
export interface Notice {
  /** One of the protocol's declared notice types, or a platform one (see kit/notices.ts). */
  type: string;
  text: string;
  /** The heading it belongs under in the transcript ("Round 3", "Stage CRUX_LOCK"). */
  section?: string;
  /** A short position mark for the live strip ("r3", "D4"). */
  mark?: string;
  seat?: string;
  item?: string;
  /** `warning`: something was refused or failed, for a person to look at. */
  level?: NoticeLevel;
}

export type ProgressUnit = 'round' | 'stage' | 'message' | 'turn';

export interface Reduction<S> {
  state: S;
  notices: Notice[];
  /** The step unit this event closed (a round, a stage): `agon step --rounds N` counts these. */
  closed?: { unit: ProgressUnit; label: string };
}

// ---------------------------------------------------------------------------------------------
// Plans: what the runner does next

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
  | { kind: 'done'; reason: string; /** The debate ended because agents could not answer. */ failed?: boolean };

// ---------------------------------------------------------------------------------------------
// Human actions

/**
 * What a person fills in for an action: an optional target item, a chosen value, a free text, a
 * reason, and any further named fields the action declares (a falsifier's metric and deadline, a
 * list of premises). Recorded as the data of a `human.<kind>` event.
 */
export interface HumanInput {
  item?: string;
  value?: string;
  text?: string;
  reason?: string;
  fields?: Record<string, string | string[]>;
}

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
}

/**
 * The semantic command an action belongs to; the TUI's keys map to these (o override, r resolve,
 * x arbitrate, u constrain, z undo, n note, : every action), never to an action's name.
 */
export type ActionCommand = 'override' | 'resolve' | 'arbitrate' | 'constrain' | 'undo' | 'note' | 'reframe' | 'edit' | 'decide' | 'other';

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

export type ParseResult<M> =
  | { ok: true; moves: M[]; refused: RefusedMove<M>[] }
  | { ok: false; problem: string };

export interface RefusedMove<M> {
  move: M;
  reason: string;
}

// ---------------------------------------------------------------------------------------------
// Summary and view

/** Where the debate stands, cheaply: what `meta` in session.json and `agon list` are made of. */
export interface Summary {
  question: string;
  /** The phase or stage in force, or where it ended. */
  phase: string;
  progress: ProgressCount;
  status: 'running' | 'awaiting-human' | 'done';
  reason?: string;
}

export interface ProgressCount {
  unit: ProgressUnit;
  /** Units completed; 0 allowed. */
  done: number;
  /** Units in all, or 0 when there is no fixed bound. */
  total: number;
  /** As a person reads it: "round 3/8", "CRUX_LOCK · 3 of 8 messages". */
  label: string;
}

export interface Progress extends ProgressCount {
  phase: string;
  /** Why the phase is what it is, when that needs saying. */
  note?: string;
  /** Named stages in order, each with its state and budget when it has one. */
  stages: StageView[];
  /** Conditions a gate checks (a crux lock's criteria, a consensus exit), each met or not. */
  checklist: CheckItem[];
}

export interface StageView {
  name: string;
  state: 'done' | 'current' | 'upcoming' | 'skipped';
  budget?: { used: number; total: number };
  note?: string;
}

export interface CheckItem {
  label: string;
  state: 'met' | 'unmet' | 'unknown';
  detail?: string;
}

/**
 * How a row's standing reads, neutral for every protocol: said by the person or verified
 * (authoritative), backed by evidence (supported), an agent's word (claimed), a changed position
 * (revised), taken back (withdrawn), or nothing in particular (neutral).
 */
export type Tone = 'authoritative' | 'supported' | 'claimed' | 'revised' | 'withdrawn' | 'neutral';

/** An item's place in the debate's argument map: its grounded label and its gradual score. */
export interface FormalStatus {
  label: 'IN' | 'OUT' | 'UNDEC';
  /** In [0, 1]. */
  score: number;
  /** Set when the item's standing in the protocol and its formal label disagree: says how. */
  disagrees?: string;
}

/** One entry of what has been said (a ledger entry, a speech act, a message). */
export interface RecordRow {
  id: string;
  /** Where it happened, short ("r3", "D4"). */
  mark: string;
  /** What kind of entry it is ("user", "claim", "CHALLENGE"), shown in brackets. */
  badge: string;
  tone: Tone;
  seat?: string;
  text: string;
  /** The item this row belongs to; `enter` opens its detail. */
  item?: string;
  status?: string;
  flags: string[];
  formal?: FormalStatus;
}

/** Something open or owed: a challenge awaiting a defense, a reply owed, a dissent to answer. */
export interface OpenRow {
  id: string;
  /** One line naming it ("C2 on P3", "O2 why S2"). */
  title: string;
  /** The seat that owes an answer, if one does. */
  owner?: string;
  /** What is owed ("a defense", "reasons for S2"). */
  owes?: string;
  /** By when ("2 rounds left", "this round"). */
  due?: string;
  /** `urgent`: a last chance or overdue; `waiting`: answered, awaiting a ruling; `normal` otherwise. */
  urgency: 'normal' | 'urgent' | 'waiting';
  status: string;
  text: string;
  item?: string;
  formal?: FormalStatus;
}

export interface ViewPart<R> {
  title: string;
  /** Shown when there are no rows. */
  empty: string;
  rows: R[];
}

/** A named collection: a bucket, a commitment store, the validated and the dissenting. */
export interface Group {
  name: string;
  items: { id: string; text?: string }[];
}

export interface SeatView {
  seat: string;
  label: string;
  /** Who sits there: an agent kind, "you", "nobody", "the engine". */
  agent: string;
  human: boolean;
  /** Where the seat stands now ("YES 0.8", "agree", "score 0.62"). */
  stance?: string;
}

export interface Flag {
  text: string;
  level: 'info' | 'warning';
}

export interface ItemDetail {
  id: string;
  title: string;
  body: string;
  facts: { label: string; value: string }[];
  history: { mark: string; by: string; text: string }[];
  /** Event sequence numbers of the agent turns this item came from (their raw text is in raw/). */
  sources: number[];
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
  /** What the item is in its protocol (point, challenge, claim, …); exports group nodes by it. */
  kind: string;
  text: string;
  /** Its standing in the protocol (agreed, open, …), when it has one. */
  status?: string;
  /** An argument nothing may attack (what the person said). */
  unattackable?: boolean;
  formal: FormalStatus;
}

export interface ViewModel {
  question: string;
  progress: Progress;
  status: { state: 'running' | 'awaiting-human' | 'done'; reason?: string };
  /** What has been said. */
  record: ViewPart<RecordRow>;
  /** What is open or owed. */
  open: ViewPart<OpenRow>;
  groups: Group[];
  seats: SeatView[];
  flags: Flag[];
  details: Record<string, ItemDetail>;
  /** Protocols built on arguments give their argument map (for argdown and dot exports). */
  argumentMap?: ArgumentMapView;
}

export interface Outcome {
  summary: string;
  /** Named groups of item ids (buckets), when the protocol sorts items into them. */
  buckets?: Record<string, string[]>;
  report: string;
  json: unknown;
}

// ---------------------------------------------------------------------------------------------
// State that outlives a session, and the bundled demo

/** Records to read from the memory folder when a session is created (they arrive in `memory.loaded`). */
export interface MemoryQuery {
  /** A file in the memory folder, e.g. `failures.jsonl`. */
  file: string;
  /** Only JSON lines whose fields equal these. */
  match?: Record<string, string | number | boolean>;
}

/** What to add to the memory folder when the session ends: a JSON line, or markdown appended. */
export type MemoryRecord = { file: string; line: Record<string, unknown> } | { file: string; text: string };

export interface MemoryPort<S, C> {
  load(config: C): MemoryQuery[];
  /** Called once the debate is done; what it returns is written once (`memory.saved` records it). */
  save(state: S, context?: MemorySaveContext): MemoryRecord[];
  /**
   * A finished debate a person still changes (an overrule) is saved again after each of their
   * actions: `save` then returns only what is new since the last `memory.saved` its reduce saw.
   */
  amends?: boolean;
}

/** What the platform tells `save` besides the state. */
export interface MemorySaveContext {
  /** The session's id, by which a later record (or a person) can refer to this debate. */
  session: string;
}

/** A scripted debate that shows the protocol with no agent installed. */
export interface DemoScript {
  /** The session config (question and options); seats are filled with the demo's script agents. */
  config: Record<string, unknown>;
  /** Each seat's answers, in order. */
  answers: Record<string, string[]>;
  /** What a seat says once its answers are used up, so the demo goes on instead of failing. */
  pass?: Record<string, string>;
  /** Other names sessions may have recorded this demo under (`script:demo=NAME`). */
  aliases?: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Commands for other programs: a protocol may add top-level commands (`agon gate`). Their names,
// usage and options are plain data in the declaration, so `agon --help` lists them and the CLI
// dispatches them without loading an engine; their logic is pure, in the engine. One executor in
// src/cli/ carries out what the logic decides: it reads the memory folder, appends records, runs a
// debate through the session service, prints and exits. Programs other than the command line call
// it as a function: `executeCommand` in src/cli/commands/protocol-command.ts.

/** A command's option: an option as sessions have them, which may be required or set by a variable. */
export type CommandOptionDecl = OptionDecl & {
  /** The command refuses to run without it (a usage error). */
  required?: boolean;
  /** An environment variable that sets it when the flag is not given (a boolean: 1, true or yes). */
  env?: string;
};

/** A positional argument of a command, in order. */
export interface CommandArgDecl {
  name: string;
  help: string;
  optional?: boolean;
  /** The values it may take. */
  choices?: readonly string[];
}

export interface CommandDecl {
  /** `agon NAME` (lower-case letters, digits, -); the platform's own commands take precedence. */
  name: string;
  /** One line for `agon --help`. */
  summary: string;
  /** The synopsis: `agon gate --proposal TEXT --stakes low|medium|high [--rounds N]`. */
  usage: string;
  /** What `agon NAME --help` says beyond the synopsis. */
  description: string;
  args?: readonly CommandArgDecl[];
  options: readonly CommandOptionDecl[];
  /** It may run a debate of this protocol: it also takes the session options (--seat, --timeout, --workdir, budgets). */
  debates?: boolean;
  /** What its exit codes mean; 1, 2, 3, 4 and 130 keep the platform's meaning. */
  exits: readonly { code: number; meaning: string }[];
}

/** What a command's logic is given: its parsed input and the clock's reading. */
export interface CommandInput {
  /** Option values by key, typed as declared; absent when neither the flag nor its variable was given. */
  options: Readonly<Record<string, string | number | boolean | undefined>>;
  args: readonly string[];
  /** When the command started (ISO 8601): the logic's only clock. */
  now: string;
}

/** A JSON line of the memory folder, as a query found it. */
export interface MemoryLine {
  file: string;
  line: Record<string, unknown>;
}

/** What a command prints: text for a person, or (with --json) one JSON object. */
export interface CommandPrint {
  text: string;
  json: Record<string, unknown>;
  /** A line for a person beside the text, on stderr, so the text stays what a program parses. */
  note?: string;
}

/** A debate a command ran to its end: the session, and the protocol's outcome of it. */
export interface DebateResult {
  session: string;
  summary: string;
  outcome: unknown;
}

/**
 * What a command does next. `finish`: append the records, print, exit with the code. `debate`:
 * append the records, run a debate of the protocol with this config (seats and limits come from the
 * command line), then continue with `after` once it is done; a debate that stops for a person, a
 * budget, a cancellation or a failure ends the command with the platform's exit code. `refuse`: a
 * usage error (exit 2), nothing written.
 */
export type CommandStep =
  | { kind: 'finish'; append?: MemoryRecord[]; print: CommandPrint; exit: number }
  | { kind: 'debate'; append?: MemoryRecord[]; config: Record<string, unknown>; after(debate: DebateResult): CommandStep }
  | { kind: 'refuse'; problem: string };

export interface ProtocolCommand {
  /** What to read from the memory folder before deciding. */
  reads(input: CommandInput): MemoryQuery[];
  /**
   * Decides, purely. The reading, this decision and its appends happen under the memory folder's
   * lock, so two agons running the command at once each see what the other appended.
   */
  decide(input: CommandInput, memory: readonly MemoryLine[]): CommandStep;
}

// ---------------------------------------------------------------------------------------------
// The protocol

export interface Protocol<S, M, C = unknown> extends ProtocolInfo {
  /** The version of the move shapes stored in `move.accepted` events (their `v`, 1 when absent). */
  movesVersion: number;
  /** Brings moves stored at an older version to the current shapes, one version at a time. */
  migrateMoves?(from: number, moves: unknown[]): unknown[];
  /** Validates and completes a raw config; a bad one is a user error with a one-line message. */
  configure(raw: unknown): { ok: true; config: C } | { ok: false; problem: string };
  init(config: C): S;
  reduce(state: S, event: DebateEvent): Reduction<S>;
  plan(state: S): Plan;
  parse(state: S, seat: string, text: string): ParseResult<M>;
  humanActions(state: S, itemId?: string): ActionDescriptor[];
  /** Why a human action would be refused now, or null when it would be applied. */
  checkHuman(state: S, kind: string, input: HumanInput): string | null;
  /**
   * Turns moves composed in a form (kinds and fields from the await-human plan's actions) into the
   * answer text a seat would send, so a person's move goes through the same parse as an agent's.
   */
  composeAnswer(state: S, seat: string, drafts: { kind: string; input: HumanInput }[]): string;
  summary(state: S): Summary;
  view(state: S): ViewModel;
  outcome(state: S): Outcome;
  demo: DemoScript;
  memory?: MemoryPort<S, C>;
  /** The logic of each command its declaration lists (`commands`), by name. */
  commandLogic?: Readonly<Record<string, ProtocolCommand>>;
}

// Each protocol has its own state, move and config types; callers go through the neutral interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyProtocol = Protocol<any, any, any>;
