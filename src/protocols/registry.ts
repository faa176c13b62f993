// Every protocol Agon knows, by id. The four others (consensus, persuasion, dialectic, crux) join here.
import { argumentation } from './argumentation/index.js';
import type { Protocol } from './types.js';

// Each protocol has its own state and move types; callers go through the neutral interface.
// The registry erases the per-protocol state, move and config types.
export type AnyProtocol = Protocol<any, any, any>;

export const PROTOCOLS: Record<string, AnyProtocol> = {
  argumentation,
};

export const DEFAULT_PROTOCOL = 'argumentation';

export function protocolById(id: string): AnyProtocol | undefined {
  return Object.hasOwn(PROTOCOLS, id) ? PROTOCOLS[id] : undefined;
}
