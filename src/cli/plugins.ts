// Protocols from outside the tree: AGON_PROTOCOLS names modules (paths, separated by the platform's
// path delimiter) that each export `declaration`, a ProtocolDeclaration. Meant for developing a
// protocol and for tests; the built-in protocols need none of it.
import { delimiter, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { registerProtocol } from '../protocols/registry.js';
import type { ProtocolDeclaration } from '../protocols/types.js';
import { usageError } from '../session/errors.js';

export async function loadPlugins(env: NodeJS.ProcessEnv): Promise<void> {
  const list = env.AGON_PROTOCOLS;
  if (!list) return;
  for (const path of list.split(delimiter).filter(Boolean)) {
    let module: { declaration?: ProtocolDeclaration };
    try {
      module = (await import(pathToFileURL(resolve(path)).href)) as { declaration?: ProtocolDeclaration };
    } catch (error) {
      throw usageError(`AGON_PROTOCOLS: cannot load ${path}: ${(error as Error).message.split('\n')[0]}`);
    }
    if (!module.declaration?.id || typeof module.declaration.load !== 'function')
      throw usageError(`AGON_PROTOCOLS: ${path} exports no protocol declaration`);
    registerProtocol(module.declaration);
  }
}
