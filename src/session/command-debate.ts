// What a protocol's command needs to run a debate (the session service, the agents, the config
// file's default seats), loaded only when its logic asks for one: a command that passes without a
// debate never loads them.
import { configOrUsage } from '../agents/config.js';
import type { SessionConfig } from '../../state/schema.js';
import type { ProtocolDeclaration } from '../protocols/types.js';
import type { Session } from './session.js';
import { absolutizeSpec } from '../agents/port.js';
import type { Flags } from './flag-values.js';
import { sessionConfig } from './new-session.js';
import { serviceFor } from './local-service.js';

export interface DebateSupport {
  /** The debate's session config: the logic's, with the seats, limits and folder the command line gives. */
  config(asked: Record<string, unknown>): SessionConfig;
  /** Checks the session could be created (its options, its agents), writing nothing. */
  check(config: SessionConfig): Promise<void>;
  create(config: SessionConfig): Promise<Session>;
}

export function debateSupport(declaration: ProtocolDeclaration, values: Flags, env: NodeJS.ProcessEnv, cwd: string): DebateSupport {
  const service = serviceFor(values, env, cwd);
  return {
    config(asked) {
      const question = typeof asked.question === 'string' ? asked.question : '';
      return { ...sessionConfig(declaration, { ...values, question }, cwd, (spec) => absolutizeSpec(spec, cwd, env), configOrUsage(cwd, env).seats), ...asked, question };
    },
    check: (config) => service.checkNew(declaration.id, config),
    create: (config) => service.create(declaration.id, config),
  };
}
