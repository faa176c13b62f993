// What the session service needs from outside and the composition root (src/cli/) provides: the
// agents for a session's seats, and the memory folder for state that outlives one session.
import type { SeatSpec } from '../../state/schema.js';
import type { AnyProtocol, DebateEvent, MemoryQuery, MemoryRecord } from '../protocols/types.js';
import type { Agent } from '../runner/types.js';

export interface Placement {
  seats: Record<string, SeatSpec>;
  /** The session's project directory, when the question is about code: agents run there. */
  workdir?: string;
  /** A seat's own folder (created when missing). */
  seatDir(seat: string): Promise<string>;
  /** Each prepared seat's persona, for agents that cannot read their own context file. */
  personas: Record<string, string>;
}

export interface AgentPort {
  /**
   * An agent for every seat that has one (the person's seats have none), continuing where the
   * session's events leave off (a script's next answer). Throws a user error for a seat spec this
   * machine cannot serve, so that nothing is created with it.
   */
  build(protocol: AnyProtocol, seats: Record<string, SeatSpec>, events: readonly DebateEvent[]): Promise<Record<string, Agent>>;
  /** Tells each agent where it runs and, where it cannot read its own file, what its persona is. */
  place(agents: Record<string, Agent>, placement: Placement): Promise<void>;
  /** The context file an agent of this kind reads by itself from its working folder, if any. */
  contextFile(kind: string): string | undefined;
  /** The persona an agent of this kind is given, from the protocol's (with the conduct every agent keeps). */
  persona(kind: string, persona: string): string;
  /**
   * Replaces every credential these seats' agents are given (and every other secret this machine
   * knows of) by a marker: applied to everything a session writes and shows.
   */
  redactor(seats: Record<string, SeatSpec>): (text: string) => string;
}

/** The memory folder: JSON lines matched by queries, and records appended durably. */
export interface MemoryStore {
  read(queries: MemoryQuery[]): Promise<{ file: string; line: Record<string, unknown> }[]>;
  write(records: MemoryRecord[]): Promise<void>;
}
