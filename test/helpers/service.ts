// The session service as the CLI wires it (the real agent port, a store on disk), for tests that
// create, open and play sessions the way the app does. `retry` shortens the pauses before a failed
// agent is asked again.
import { SessionStore } from '../../state/index.js';
import { agentPort } from '../../src/agents/port.js';
import { hostOf } from '../../src/agents/host.js';
import type { RetryPolicy } from '../../src/runner/retry.js';
import { SessionService } from '../../src/session/service.js';

export function testService(
  sessionsDir: string,
  options: { env?: NodeJS.ProcessEnv; cwd?: string; retry?: RetryPolicy } = {},
): SessionService {
  const store = new SessionStore(sessionsDir);
  return new SessionService({
    store,
    agents: agentPort(store, hostOf(options.env ?? process.env, options.cwd ?? sessionsDir)),
    ...(options.retry ? { retry: options.retry } : {}),
  });
}
