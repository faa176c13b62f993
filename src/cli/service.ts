// The session service as the commands get it: the sessions folder and memory folder from the
// options or the environment, the agents built by this machine's adapters.
import { MemoryFolder, resolveMemoryDir, resolveSessionsDir, SessionStore } from '../../state/index.js';
import { SessionService } from '../session/service.js';
import { agentPort } from './agents.js';
import { type Parsed, stringOpt } from './args.js';

export function serviceFor(values: Parsed['values'], env: NodeJS.ProcessEnv, cwd: string, options: { quiet?: boolean } = {}): SessionService {
  const store = new SessionStore(resolveSessionsDir(stringOpt(values, 'sessions-dir'), env, cwd));
  return new SessionService({
    store,
    agents: agentPort(store, { env, cwd }),
    memory: new MemoryFolder(resolveMemoryDir(stringOpt(values, 'memory-dir'), env, cwd)),
    ...(options.quiet ? {} : { notify: (line: string) => void process.stderr.write(`agon: ${line}\n`) }),
  });
}
