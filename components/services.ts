// What the TUI needs from the outside world, provided by the composition root (src/cli/tui.ts).
import type { SessionController } from '../src/session/session-controller.js';
import type { ProtocolInfo } from '../src/protocols/types.js';
import type { KeyBindings } from './keys/bindings.js';
import type { SessionRow } from './start/start-screen.js';

export interface NewSessionInput {
  question: string;
  protocol: string;
  /** The protocol's options, by config key, as its declaration types them. */
  options: Record<string, string | number | boolean>;
  /** seat → a seat spec after "SEAT=", e.g. "human", "codex:model=gpt-5.2", "script:file=a.json". */
  seats: Record<string, string>;
  /** A project folder the question is about (agents run there, citations are checked there). */
  workdir?: string;
  timeoutSeconds?: number;
  budgets?: { tokens?: number; usd?: number; seconds?: number };
}

export interface TuiServices {
  listSessions(): Promise<SessionRow[]>;
  /** Opens a session; one held by another agon opens read-only (the snapshot says why). */
  openSession(id: string): Promise<SessionController>;
  createSession(input: NewSessionInput): Promise<SessionController>;
  createDemo(protocolId: string): Promise<SessionController>;
  /** Deletes a saved session, as `agon rm` does (refused while another agon holds it). */
  removeSession(id: string): Promise<void>;
  /** Gives a saved session a title of the person's own (empty clears it); refused while another agon holds it. */
  renameSession(id: string, title: string): Promise<void>;
  /** Why a seat spec cannot be used for `seat` (a malformed spec, a missing file, an agent not here), or undefined. */
  checkSeat(protocolId: string, seat: string, spec: string): Promise<string | undefined>;
  /** Why `path` is no project folder, or undefined. */
  checkWorkdir(path: string): string | undefined;
  protocols: readonly ProtocolInfo[];
  agentKinds: string[];
  cwd: string;
  /** Every screen's key bindings, the config file's `keys` applied. */
  bindings: KeyBindings;
}
