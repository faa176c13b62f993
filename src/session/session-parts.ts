// What a Session is made of when the service opens it, and what it reports to whoever drives it.
import type { OpenSession } from '../../state/index.js';
import type { Transcript } from '../export/transcript.js';
import type { AnyProtocol, DebateEvent, Notice } from '../protocols/types.js';
import type { RetryPolicy } from '../runner/retry.js';
import type { Agent } from '../runner/types.js';
import type { AgentPort, MemoryStore } from './ports.js';
import type { Refusal } from './when-possible.js';

/** An event with the notices its reduction raised. */
export interface Reduced {
  event: DebateEvent;
  notices: Notice[];
}

export type SessionChange = ({ kind: 'event' } & Reduced) | { kind: 'text'; seat: string; chunk: string };

/** A refused action or move carries the problem and, for an action not offered now, when it becomes possible (when-possible.ts). */
export type ActResult = { ok: true; event: DebateEvent; notices: Notice[] } | ({ ok: false } & Refusal);

export interface SessionParts {
  open: OpenSession;
  protocol: AnyProtocol;
  config: unknown;
  state: unknown;
  /** Each event the replay that opened it reduced, with its notices, for a transcript view. */
  replayed: readonly Reduced[];
  /** transcript.md as the replay that opened it built it. */
  transcript: Transcript;
  agentPort: AgentPort;
  /** Replaces every credential by a marker: applied to everything the session writes and shows. */
  redact: (text: string) => string;
  memory?: MemoryStore;
  clock: () => Date;
  /** Agents already built for the seats (a session just created checked them). */
  agents?: Record<string, Agent>;
  readOnlyReason?: string;
  /** Told what a person should hear that is not a failure of what they asked (transcript.md not rewritten). */
  warn?: (line: string) => void;
  /** How failed agents are asked again (the runner's default when absent). */
  retry?: RetryPolicy;
}
