// The runner's contracts: the agents it asks, the sink it records through, and how a step ends.
// The runner never imports state/ or components/: the CLI wires a store-backed sink in.
import type { DebateEvent, ProgressUnit } from '../protocols/types.js';

/** An event before the sink numbers it. `at` is stamped by the runner's clock. */
export interface NewEvent {
  actor: string;
  type: string;
  data: Record<string, unknown>;
  at: string;
}

/** What recording some events led to: the events as stored, the state they reached, the units they closed. */
export interface Applied {
  events: DebateEvent[];
  state: unknown;
  /** The step units (rounds, stages) these events closed, in order. */
  closed: { unit: ProgressUnit; label: string }[];
}

/** How a record is saved (every member optional; without them, each record is one flushed write). */
export interface RecordOptions {
  /**
   * Events that follow from the state `events` reach (an answer's parsed moves, parsed against the
   * state its reply led to): reduced after them and saved with them in the same write, so nothing
   * acts on the first before the second is on disk too. Their events are in `Applied` after them.
   */
  followUp?: (state: unknown) => NewEvent[];
  /**
   * Written, not flushed: for events whose loss to a power failure only means doing again what they
   * announce (a request: the agent is asked again). A crashed process loses none of them; the next
   * flushed record makes them durable.
   */
  flush?: boolean;
}

/**
 * Where the runner's events go. `record` numbers the events, reduces each once, saves them durably
 * and only then resolves with the state they reached: the runner never reduces on its own.
 */
export interface EventSink {
  record(events: NewEvent[], options?: RecordOptions): Promise<Applied>;
  /** Stores a prompt or an agent's raw output; resolves to its content ref once it is saved, durable by the time a flushed record naming it is. */
  putRaw(text: string): Promise<string>;
}

/** Carries out a seat's preparation: writes its persona where its agent reads it, once. */
export interface SeatPreparer {
  prepare(seat: string, persona: string): Promise<{ personaRef: string; file?: string }>;
}

export interface TokenUsage {
  input?: number;
  output?: number;
  total: number;
}

export interface AgentRequest {
  seat: string;
  prompt: string;
  /** Which form of the prompt this is: the whole context, or what is new since the last turn. */
  form: 'full' | 'delta';
  /** The agent's own session/thread to continue, when it keeps one. */
  resumeRef?: string;
  timeoutMs: number;
  signal: AbortSignal;
  /** Text as it arrives, for agents that stream. */
  onText?: (chunk: string) => void;
}

export interface AgentReply {
  text: string;
  exitCode?: number;
  tokens?: TokenUsage;
  costUsd?: number;
  costEstimated?: boolean;
  resumeRef?: string;
  /** The agent's whole output (its JSONL stream, stderr) when `text` was extracted from it. */
  rawOutput?: string;
  /** It wrote its whole answer but did not exit, and was stopped at its timeout. */
  stoppedAfterAnswer?: boolean;
}

export type AgentFailureKind =
  | 'timeout'
  | 'cancelled'
  | 'exit'
  | 'auth'
  | 'limit'
  | 'output-too-large'
  | 'unavailable'
  | 'script-exhausted'
  | 'other';

/** A failed call: a user-readable one-line message, plus whatever raw output there was. */
export class AgentError extends Error {
  constructor(
    readonly kind: AgentFailureKind,
    message: string,
    readonly raw?: string,
    readonly exitCode?: number,
  ) {
    super(message);
    this.name = 'AgentError';
  }
}

export interface Agent {
  /** The seat-spec kind (`codex`, `script`, …). */
  kind: string;
  /** True when the agent keeps its own session, so deltas and resume refs are worth sending. */
  resumes: boolean;
  ask(request: AgentRequest): Promise<AgentReply>;
  /**
   * Present on an agent answered from outside agon (the MCP client in an `mcp` seat): the runner
   * asks it only once `ready()` says an answer was handed in, and otherwise ends the step with
   * `await-agent` and the seat's prompt, recording nothing for that turn yet.
   */
  outside?: { ready(): boolean; hand(text: string): void };
}

export interface Budgets {
  /** Wall-clock seconds of agent time for the whole session. */
  seconds?: number;
  tokens?: number;
  usd?: number;
}

export type StepEnd =
  /** The step closed as many units (rounds, stages) as were asked for. */
  | { kind: 'step'; closed: number; label: string }
  | { kind: 'done'; reason: string; failed?: boolean }
  | { kind: 'await-human'; seat: string; actions: unknown[] }
  /** A seat answered from outside agon (an `mcp` seat) is due: its prompt, to be answered with a move. */
  | { kind: 'await-agent'; seat: string; prompt: string }
  | { kind: 'budget'; reason: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: string }
  /**
   * A seat's agent failed (transport, login, timeout, exit code) and kept failing through its
   * retries. The debate is open: the person retries, gives the seat another agent, or takes it.
   */
  | { kind: 'seat-failed'; seat: string; failure: AgentFailureKind; reason: string; attempts: number };
