// The session service on this machine, as the commands, serve and mcp get it: the sessions folder
// and memory folder from the options or the environment, the agents built by this machine's adapters.
import { MemoryFolder, recordAgents, resolveMemoryDir, resolveSessionsDir, SessionStore } from '../../state/index.js';
import { onAgentProcesses } from '../agents/process.js';
import { SessionService } from './service.js';
import { agentPort } from '../agents/port.js';
import { type Flags, stringOpt } from './flag-values.js';
import { printError } from '../text/print.js';
import type { Host } from '../agents/host.js';

// The agent processes this agon runs are written into the session lock it holds, so whoever takes
// the lock over after agon was killed can end them.
let recording = false;

export function serviceFor(values: Flags, host: Host, options: { quiet?: boolean } = {}): SessionService {
  const { env, cwd } = host;
  if (!recording) {
    recording = true;
    onAgentProcesses(recordAgents);
  }
  const store = new SessionStore(resolveSessionsDir(stringOpt(values, 'sessions-dir'), env, cwd));
  return new SessionService({
    store,
    agents: agentPort(store, host),
    memory: new MemoryFolder(resolveMemoryDir(stringOpt(values, 'memory-dir'), env, cwd)),
    ...(options.quiet ? {} : { notify: printError }),
  });
}
