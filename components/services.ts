// What the TUI needs from the outside world, provided by the composition root (src/cli/tui.ts).
import type { SessionController } from '../src/cli/session-controller.js';
import type { SessionRow } from './start/start-screen.js';
import type { NewSessionInput, ProtocolChoice } from './start/new-session-form.js';

export interface TuiServices {
  listSessions(): Promise<SessionRow[]>;
  /** Opens a session; one held by another agon opens read-only (the snapshot says why). */
  openSession(id: string): Promise<SessionController>;
  createSession(input: NewSessionInput): Promise<SessionController>;
  createDemo(): Promise<SessionController>;
  protocols: ProtocolChoice[];
  agentKinds: string[];
  cwd: string;
}
