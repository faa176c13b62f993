// The agents of a session's seats, for the session service (its AgentPort): built from each seat's
// spec by the registry, placed in their folders, given their personas.
import { resolve } from 'node:path';
import type { SessionStore } from '../../state/index.js';
import type { SeatSpec } from '../../state/schema.js';
import type { Host } from './host.js';
import { PERSONA_FILES, withConduct } from './personas.js';
import { placeAgents } from './placement.js';
import { isRealKind } from './kinds.js';
import { buildSeatAgents } from './registry.js';
import type { AgentPort } from '../session/ports.js';
import { credentialsOf } from './credentials.js';
import { unavailable } from '../session/errors.js';

/**
 * Makes seat specs independent of the directory agon was started in (script and persona files)
 * and of the config file (a named endpoint's address, a kind's timeout): the session records them.
 */
export function absolutizeSpec(spec: SeatSpec, host: Host): SeatSpec {
  const { cwd, env } = host;
  if (spec.kind === 'script' && typeof spec.file === 'string') return { ...spec, file: resolve(cwd, spec.file) };
  if (!isRealKind(spec.kind)) return spec;
  const out: SeatSpec = { ...spec };
  if (typeof out.persona === 'string') out.persona = resolve(cwd, out.persona);
  const config = host.config();
  const timeout = config.timeouts?.[spec.kind];
  if (out.timeout === undefined && timeout !== undefined) out.timeout = String(timeout);
  const endpoint = typeof out.endpoint === 'string' ? config.endpoints?.[out.endpoint] : undefined;
  if (spec.kind === 'openai' && endpoint) {
    delete out.endpoint;
    out.base ??= endpoint.base;
    if (endpoint.model) out.model ??= endpoint.model;
    if (endpoint.key_env) out.key_env ??= endpoint.key_env;
  }
  // Credentials in a base URL stay in this process; the session records the URL without them.
  return credentialsOf(env).recordable(out);
}

export function agentPort(store: SessionStore, host: Host): AgentPort {
  return {
    build: (protocol, seats, events) => buildSeatAgents(store, protocol, seats, events, host),
    async place(agents, placement) {
      await placeAgents(agents, placement.seats, placement.seatDir, placement.workdir, placement.personas).catch((error: unknown) => {
        throw unavailable(`cannot prepare the seat folders: ${(error as Error)?.message ?? String(error)}`);
      });
    },
    contextFile: (kind) => (isRealKind(kind) ? PERSONA_FILES[kind] : undefined),
    persona: (kind, persona) => (isRealKind(kind) ? withConduct(persona) : persona),
    redactor(seats) {
      const credentials = credentialsOf(host.env);
      credentials.learn(seats);
      return credentials.redact;
    },
  };
}
