// Opening a saved session for a command: the store, the protocol, the replayed state, and the
// store-backed sink the runner records through.
import { type OpenSession, SessionStore, StoreError } from '../../state/index.js';
import type { SessionConfig, SessionMeta, StoredEvent } from '../../state/schema.js';
import { type AnyProtocol, protocolById } from '../protocols/registry.js';
import { replay } from '../protocols/replay.js';
import type { DebateEvent, Notice } from '../protocols/types.js';
import type { EventSink, NewEvent } from '../runner/types.js';
import { CliError, EXIT, failure, usageError } from './exit.js';


export interface Loaded {
  open: OpenSession;
  protocol: AnyProtocol;
  config: unknown;
  state: unknown;
  notices: Notice[];
}

/** Maps store errors to exit codes: a malformed id is bad usage, everything else a failure. */
export function storeFailure(error: unknown): never {
  if (error instanceof StoreError) throw new CliError(error.code === 'bad-id' || error.code === 'invalid' ? EXIT.usage : EXIT.failure, error.message);
  throw error;
}

export function protocolOrUsage(id: string): AnyProtocol {
  const protocol = protocolById(id);
  if (!protocol) throw usageError(`unknown protocol "${id}"`);
  return protocol;
}

export async function loadSession(store: SessionStore, id: string, options: { readOnly?: boolean } = {}): Promise<Loaded> {
  const open = await store.open(id, options).catch(storeFailure);
  for (const notice of open.notices) process.stderr.write(`agon: ${notice}\n`);
  try {
    const protocol = protocolById(open.doc.protocol);
    if (!protocol) throw failure(`session ${id} uses the protocol "${open.doc.protocol}", which this agon does not know`);
    const configured = protocol.configure(open.doc.config);
    if (!configured.ok) throw failure(`session ${id} has an invalid config: ${configured.problem}`);
    const { state, notices } = replay(protocol, configured.config, open.doc.events as DebateEvent[]);
    return { open, protocol, config: configured.config, state, notices };
  } catch (error) {
    await open.close();
    throw error;
  }
}

export function metaOf(protocol: AnyProtocol, state: unknown, config: SessionConfig, eventCount: number, now: Date, stopped?: string): SessionMeta {
  const view = protocol.view(state);
  return {
    question: view.question || config.question,
    phase: view.phase.name,
    round: view.phase.round,
    maxRounds: view.phase.maxRounds,
    status: stopped ? 'stopped' : view.status.state,
    ...(stopped ? { reason: stopped } : view.status.reason ? { reason: view.status.reason } : {}),
    updatedAt: now.toISOString(),
    eventCount,
  };
}

/**
 * The runner's sink, backed by the session. The meta saved with each append is computed from the
 * state those very events lead to, so the file on disk is never behind its own events.
 */
export function storeSink(loaded: Loaded, clock: () => Date): EventSink & { state: () => unknown } {
  let state = loaded.state;
  const { open, protocol } = loaded;
  return {
    state: () => state,
    async record(events: NewEvent[]): Promise<DebateEvent[]> {
      const base = open.doc.events.length;
      let next = state;
      events.forEach((e, i) => {
        next = protocol.reduce(next, { ...e, seq: base + i + 1 } as DebateEvent).state;
      });
      const meta = metaOf(protocol, next, open.doc.config, base + events.length, clock());
      const stored = await open.append(events, meta);
      state = next;
      return stored as DebateEvent[];
    },
    putRaw: (text: string) => open.putRaw(text),
  };
}

export type { StoredEvent };
