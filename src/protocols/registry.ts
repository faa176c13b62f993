// Every protocol Agon knows, by id: two lines each (its import and its entry). A declaration is plain data (read by help, the
// command line and the TUI's form); the engine behind it is loaded when a session needs it.
import { argumentation } from './argumentation/declaration.js';
import { consensus } from './consensus/declaration.js';
import { crux } from './crux/declaration.js';
import { dialectic } from './dialectic/declaration.js';
import { persuasion } from './persuasion/declaration.js';
import type { AnyProtocol, CommandDecl, ProtocolDeclaration } from './types.js';

const BUILT_IN: readonly ProtocolDeclaration[] = [argumentation, consensus, persuasion, dialectic, crux];

export const DEFAULT_PROTOCOL = argumentation.id;

const extra: ProtocolDeclaration[] = [];

/** The protocols in the order they are offered: built-in ones first, then any loaded as plugins. */
export function declarations(): readonly ProtocolDeclaration[] {
  return [...BUILT_IN, ...extra];
}

export function declarationOf(id: string): ProtocolDeclaration | undefined {
  return declarations().find((d) => d.id === id);
}

/** The command for other programs a protocol declares under `name` (`agon gate`), if one does. */
export function declaredCommand(name: string): { declaration: ProtocolDeclaration; command: CommandDecl } | undefined {
  for (const declaration of declarations()) {
    const command = declaration.commands?.find((c) => c.name === name);
    if (command) return { declaration, command };
  }
  return undefined;
}

/** Adds a protocol from outside the tree (AGON_PROTOCOLS, for development and tests). */
export function registerProtocol(declaration: ProtocolDeclaration): void {
  if (declarationOf(declaration.id)) throw new Error(`a protocol "${declaration.id}" is already registered`);
  extra.push(declaration);
}

const loaded = new Map<string, Promise<AnyProtocol>>();

/** The engine of a protocol, loaded once. */
export function loadProtocol(declaration: ProtocolDeclaration): Promise<AnyProtocol> {
  let engine = loaded.get(declaration.id);
  if (!engine) {
    engine = declaration.load();
    loaded.set(declaration.id, engine);
  }
  return engine;
}

export type { AnyProtocol };
