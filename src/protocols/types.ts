// The contract every debate protocol implements, neutral for all five seeds (DESIGN.md, "Events and
// the protocol interface"; src/protocols/README.md is the guide). Protocols decide; the runner, the
// session service, the CLI and the TUI carry out, and know a protocol only through what it declares
// here: its seats, options and notices as data, its progress, its view in titled parts, its human
// actions with a semantic command. Its parts live in contract/ (events, declaration, plans, view,
// memory, commands); import them from here.
import type { DebateEvent, Reduction } from './contract/events.js';
import type { ProtocolInfo } from './contract/declaration.js';
import type { ActionAsk, ActionDescriptor, HumanInput, ParseResult, Plan } from './contract/plans.js';
import type { Outcome, Summary, ViewModel } from './contract/view.js';
import type { DemoScript, DerivedFile, MemoryPort } from './contract/memory.js';
import type { ProtocolCommand } from './contract/commands.js';

export type * from './contract/events.js';
export type * from './contract/platform-events.js';
export type * from './contract/declaration.js';
export type * from './contract/plans.js';
export type * from './contract/view.js';
export type * from './contract/memory.js';
export type * from './contract/commands.js';

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
   * Optional: when an action it does not offer now becomes possible, as one sentence in its own
   * words ("arbitration can be requested again once the arbiter has answered"), or why it never
   * will in this debate; undefined when it cannot say. Asked only about an action not offered now
   * (src/session/when-possible.ts checks); every front end shows the sentence after the refusal.
   */
  whenPossible?(state: S, ask: ActionAsk): string | undefined;
  /**
   * Turns moves composed in a form (kinds and fields from the await-human plan's actions) into the
   * answer text a seat would send, so a person's move goes through the same parse as an agent's.
   */
  composeAnswer(state: S, seat: string, drafts: { kind: string; input: HumanInput }[]): string;
  summary(state: S): Summary;
  view(state: S): ViewModel;
  outcome(state: S): Outcome;
  /**
   * Optional: files derived from the state, which the session service writes into the session
   * folder (a workspace a person can browse: the context, each answer of each round) whenever a
   * step unit closes and whenever it writes transcript.md (the end of a step, an action, a move).
   * Pure like `view`; a file is rewritten only when its text changed. Paths are relative, at most
   * three plain names deep, and never the store's own (session.json, raw/, seats/, transcript.md).
   */
  files?(state: S): DerivedFile[];
  demo: DemoScript;
  memory?: MemoryPort<S, C>;
  /** The logic of each command its declaration lists (`commands`), by name. */
  commandLogic?: Readonly<Record<string, ProtocolCommand>>;
}

// Each protocol has its own state, move and config types; callers go through the neutral interface
// (a protocol fits it because its members are methods, whose parameters TypeScript checks bivariantly).
export type AnyProtocol = Protocol<unknown, unknown, unknown>;
