// What a protocol's command needs to run a debate (the session service, the agents, the defaults a
// new session gets here), loaded only when its logic asks for one: a command that passes without a
// debate never loads them.
import type { SessionConfig } from '../../state/schema.js';
import type { Host } from '../agents/host.js';
import type { ProtocolDeclaration } from '../protocols/types.js';
import type { Session } from './session.js';
import type { Flags } from './flag-values.js';
import { requestFromFlags } from './flag-request.js';
import { newSession } from './new-session.js';
import { hostDefaults } from './request-defaults.js';
import { serviceFor } from './local-service.js';

export interface DebateSupport {
  /** The debate's session config: the logic's, with the seats, limits and folder the command line gives. */
  config(asked: Record<string, unknown>): SessionConfig;
  /** Checks the session could be created (its options, its agents), writing nothing. */
  check(config: SessionConfig): Promise<void>;
  create(config: SessionConfig): Promise<Session>;
}

export function debateSupport(declaration: ProtocolDeclaration, values: Flags, host: Host): DebateSupport {
  const service = serviceFor(values, host);
  return {
    config(asked) {
      const question = typeof asked.question === 'string' ? asked.question : '';
      const { config } = newSession({ ...requestFromFlags(declaration, values), question }, host.cwd, hostDefaults(host));
      return { ...config, ...asked, question };
    },
    check: (config) => service.checkNew(declaration.id, config),
    create: (config) => service.create(declaration.id, config),
  };
}
