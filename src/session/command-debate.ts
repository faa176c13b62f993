// What a protocol's command needs to run a debate (the session service, the agents, the config
// file's default seats), loaded only when its logic asks for one: a command that passes without a
// debate never loads them.
import { configOrUsage } from '../agents/config.js';
import type { SessionConfig } from '../../state/schema.js';
import type { ProtocolDeclaration } from '../protocols/types.js';
import type { Session } from './session.js';
import { absolutizeSpec } from '../agents/port.js';
import type { Flags } from './flag-values.js';
import { requestFromFlags } from './flag-request.js';
import { newSession } from './new-session.js';
import { usableKinds } from './default-seats.js';
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
      const request = { ...requestFromFlags(declaration, values), question };
      const { config } = newSession(request, cwd, { absolutize: (spec) => absolutizeSpec(spec, cwd, env), configSeats: configOrUsage(cwd, env).seats ?? {}, kinds: { usable: usableKinds(env) } });
      return { ...config, ...asked, question };
    },
    check: (config) => service.checkNew(declaration.id, config),
    create: (config) => service.create(declaration.id, config),
  };
}
