// The session service as the CLI wires it (the real agent port, a store on disk), for tests that
// create, open and play sessions the way the app does. `retry` shortens the pauses before a failed
// agent is asked again.
import { SessionStore } from '../../state/index.js';
import { agentPort } from '../../src/agents/port.js';
import type { RetryPolicy } from '../../src/runner/retry.js';
import { SessionService } from '../../src/session/service.js';

export function testService(sessionsDir: string, options: { env?: NodeJS.ProcessEnv; cwd?: string; retry?: RetryPolicy } = {}): SessionService {
  const store = new SessionStore(sessionsDir);
  return new SessionService({ store, agents: agentPort(store, { env: options.env ?? process.env, cwd: options.cwd ?? sessionsDir }), ...(options.retry ? { retry: options.retry } : {}) });
}
