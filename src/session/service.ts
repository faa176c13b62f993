// The session service: creating, opening, checking, listing, forking and removing sessions, for the
// headless commands and the TUI alike. Everything is checked before anything is written: a bad
// protocol, option or seat, or an agent this machine cannot run, leaves no session behind, and
// neither does a creation or a fork that fails half-way. A session opens only when it is sound
// (verify.ts): a damaged one is refused in one line naming the event, never replayed into less.
import type { OpenSession } from '../../state/index.js';
import type { SessionListing, SessionStore } from '../../state/index.js';
import { StoreError } from '../../state/index.js';
import type { SessionConfig } from '../../state/schema.js';
import { EVENT, platformEvent } from '../protocols/contract/platform-events.js';
import { declarationOf, loadProtocol } from '../protocols/registry.js';
import { Transcript } from '../export/transcript.js';
import { replay } from '../protocols/replay.js';
import type { AnyProtocol, DebateEvent } from '../protocols/types.js';
import type { RetryPolicy } from '../runner/retry.js';
import { unavailable, usageError } from './errors.js';
import { metaOf } from './meta.js';
import { lastMove, titleAfter } from './title.js';
import { withInheritedSeats } from './inherited-seats.js';
import type { AgentPort, MemoryStore } from './ports.js';
import { rawRefsOf } from './events.js';
import { Session } from './session.js';
import type { Reduced } from './session-parts.js';
import { problemsOf, rawCount } from './verify.js';

export interface ServicePorts {
  store: SessionStore;
  agents: AgentPort;
  memory?: MemoryStore;
  clock?: () => Date;
  /** Told what a person should hear when a session opens (a stale lock taken over). */
  notify?: (line: string) => void;
  /** How failed agents are asked again (the runner's default when absent). */
  retry?: RetryPolicy;
}

export interface OpenOptions {
  readOnly?: boolean;
  /** Held by another agon: open read-only instead of failing, with the reason kept. */
  readOnlyIfLocked?: boolean;
}

export interface CheckReport {
  id: string;
  events: number;
  /** Events saved in session.journal, not yet folded into session.json. */
  journaled: number;
  /** Distinct raw texts the events refer to, each read and checked against its hash. */
  raw: number;
  problems: string[];
}

export class SessionService {
  readonly store: SessionStore;
  readonly #agents: AgentPort;
  readonly #memory?: MemoryStore;
  readonly #clock: () => Date;
  readonly #notify?: (line: string) => void;
  readonly #retry?: RetryPolicy;

  constructor(ports: ServicePorts) {
    this.store = ports.store;
    this.#agents = ports.agents;
    if (ports.memory) this.#memory = ports.memory;
    this.#clock = ports.clock ?? (() => new Date());
    if (ports.notify) this.#notify = ports.notify;
    if (ports.retry) this.#retry = ports.retry;
  }

  /** The engine of a protocol by id, or a usage error naming the ones there are. */
  async protocol(id: string): Promise<AnyProtocol> {
    const declaration = declarationOf(id);
    if (!declaration) throw usageError(`unknown protocol "${id}"`);
    return loadProtocol(declaration);
  }

  /** Checks that a session could be created as asked (its options, its seats' agents), writing nothing. */
  async checkNew(protocolId: string, asked: SessionConfig): Promise<void> {
    await this.#ready(protocolId, asked);
  }

  /** A new session, opened for writing; its seats' agents are built (and so checked) first. */
  async create(protocolId: string, asked: SessionConfig): Promise<Session> {
    const { protocol, config, configured, agents } = await this.#ready(protocolId, asked);
    const memoryRecords = protocol.memory && this.#memory ? await this.#memory.read(protocol.memory.load(configured.config)) : undefined;
    const now = this.#clock();
    const state = protocol.init(configured.config);
    const open = await this.store.create({ protocol: protocol.id, config, meta: metaOf(protocol.summary(state), undefined, 0, now), now });
    const redact = this.#agents.redactor(config.seats);
    const session = new Session({
      open,
      protocol,
      config: configured.config,
      state,
      replayed: [],
      transcript: new Transcript(),
      agentPort: this.#agents,
      redact,
      clock: this.#clock,
      agents,
      ...this.#optional(),
    });
    try {
      for (const seat of Object.keys(config.seats)) await open.seatDir(seat);
      if (memoryRecords)
        await session.record([
          { actor: 'runner', ...platformEvent(EVENT.memoryLoaded, { records: memoryRecords }), at: now.toISOString() },
        ]);
    } catch (error) {
      await this.#discard(open);
      throw error;
    }
    return session;
  }

  async #ready(protocolId: string, asked: SessionConfig) {
    const protocol = await this.protocol(protocolId);
    const config: SessionConfig = { ...asked, seats: withInheritedSeats(protocol.seats, asked.seats) };
    const configured = protocol.configure(config);
    if (!configured.ok) throw usageError(`invalid session options: ${configured.problem}`);
    const agents = await this.#agents.build(protocol, config.seats, []);
    return { protocol, config, configured, agents };
  }

  /** Checks that this machine can serve `spec` in `seat` of a new session, creating nothing (a usage error when not). */
  async checkSeat(protocolId: string, seat: string, spec: SessionConfig['seats'][string]): Promise<void> {
    await this.#agents.build(await this.protocol(protocolId), { [seat]: spec }, []);
  }

  /** A fresh copy of a protocol's bundled demo: its config, every scripted seat played by its script. */
  async createDemo(protocolId: string, options: { delaySeconds?: number } = {}): Promise<Session> {
    const protocol = await this.protocol(protocolId);
    const seat = { kind: 'script', demo: protocol.id, ...(options.delaySeconds ? { delay: String(options.delaySeconds) } : {}) };
    const seats = Object.fromEntries(Object.keys(protocol.demo.answers).map((name) => [name, { ...seat }]));
    const config: SessionConfig = { question: protocol.demoQuestion, ...protocol.demo.config, seats };
    return this.create(protocol.id, config);
  }

  /** A saved session by id or unique prefix, replayed; locked for writing unless read-only. */
  async open(idOrPrefix: string, options: OpenOptions = {}): Promise<Session> {
    const id = await this.resolve(idOrPrefix);
    let open: OpenSession;
    let readOnlyReason: string | undefined;
    try {
      open = await this.store.open(id, { readOnly: options.readOnly === true });
    } catch (error) {
      if (!(options.readOnlyIfLocked && error instanceof StoreError && error.code === 'locked')) throw error;
      readOnlyReason = error.message;
      open = await this.store.open(id, { readOnly: true });
    }
    for (const notice of open.notices) this.#notify?.(notice);
    try {
      const [problem] = await problemsOf(open, { first: true });
      if (problem)
        throw unavailable(`session ${id} is damaged: ${problem} (nothing was changed; \`agon check ${id}\` lists every problem)`);
      const declaration = declarationOf(open.doc.protocol);
      if (!declaration) throw unavailable(`session ${id} uses the protocol "${open.doc.protocol}", which this agon does not know`);
      const protocol = await loadProtocol(declaration);
      const configured = protocol.configure(open.doc.config);
      if (!configured.ok) throw unavailable(`session ${id} has an invalid config: ${configured.problem}`);
      const transcript = new Transcript();
      const replayed: Reduced[] = [];
      const { state } = replay(protocol, configured.config, open.doc.events as DebateEvent[], (event, { notices }) => {
        transcript.add(event, notices);
        replayed.push({ event, notices });
      });
      return new Session({
        open,
        protocol,
        config: configured.config,
        state,
        replayed,
        transcript,
        agentPort: this.#agents,
        redact: this.#agents.redactor(open.doc.config.seats),
        clock: this.#clock,
        ...this.#optional(),
        ...(readOnlyReason ? { readOnlyReason } : {}),
      });
    } catch (error) {
      await open.close();
      throw error;
    }
  }

  /** Whether a session is sound: every problem of its events and raw texts, without replaying it. */
  async check(idOrPrefix: string): Promise<CheckReport> {
    const id = await this.resolve(idOrPrefix);
    const open = await this.store.open(id, { readOnly: true });
    try {
      return { id, events: open.doc.events.length, journaled: open.journaled, raw: rawCount(open), problems: await problemsOf(open) };
    } finally {
      await open.close();
    }
  }

  list(): Promise<SessionListing[]> {
    return this.store.list();
  }

  async remove(idOrPrefix: string): Promise<string> {
    const id = await this.resolve(idOrPrefix);
    const { notice } = await this.store.remove(id);
    if (notice) this.#notify?.(notice);
    return id;
  }

  /**
   * Gives a session a title of the person's own (empty clears it), as `session.title`: its id and
   * folder stay. Refused in one line, changing nothing, for a bad title or a session another agon holds.
   */
  async rename(idOrPrefix: string, title: string): Promise<{ id: string; title?: string }> {
    const session = await this.open(idOrPrefix);
    try {
      await session.rename(title);
      return { id: session.id, ...(session.title ? { title: session.title } : {}) };
    } finally {
      await session.close();
    }
  }

  /**
   * A new session holding events 1..at of another, with every agent resume reference cleared so the
   * agents start their own sessions afresh. The source must be sound (open verifies it) and the raw
   * texts the events refer to are read, and checked against their hashes, before anything is
   * created; a fork that fails after that is removed whole.
   */
  async fork(idOrPrefix: string, at?: number): Promise<{ id: string; from: string; events: number }> {
    const source = await this.open(idOrPrefix, { readOnly: true });
    try {
      const events = source.events();
      const upTo = at ?? events.length;
      if (upTo > events.length) throw usageError(`--at ${upTo} is past the last event of ${source.id} (${events.length})`);
      const kept = events.slice(0, upTo).map(withoutResumeRef);
      const texts: string[] = [];
      for (const event of kept) {
        for (const { ref } of rawRefsOf(event)) {
          texts.push(
            await source
              .readRaw(ref)
              .catch((error: Error) =>
                Promise.reject(
                  unavailable(
                    `cannot fork ${source.id}: event ${event.seq} (${event.type}) refers to a raw text that cannot be used: ${error.message}`,
                  ),
                ),
              ),
          );
        }
      }
      const now = this.#clock();
      const { state } = replay(source.protocol, source.config, kept);
      const doc = source.sessionConfig;
      const meta = metaOf(source.protocol.summary(state), lastMove(kept), kept.length, now, titleAfter(kept, undefined));
      const created = await this.store.create({ protocol: source.protocol.id, config: doc, meta, now });
      try {
        for (const seat of Object.keys(doc.seats)) await created.seatDir(seat);
        for (const text of texts) await created.putRaw(text);
        if (kept.length > 0)
          await created.append(
            kept.map(({ seq: _seq, ...rest }) => rest),
            meta,
          );
      } catch (error) {
        await this.#discard(created);
        throw error;
      }
      await created.close();
      const forked = await this.open(created.id);
      try {
        await forked.refreshTranscript();
      } finally {
        await forked.close();
      }
      return { id: created.id, from: source.id, events: kept.length };
    } finally {
      await source.close();
    }
  }

  #optional(): { memory?: MemoryStore; warn?: (line: string) => void; retry?: RetryPolicy } {
    return {
      ...(this.#memory ? { memory: this.#memory } : {}),
      ...(this.#notify ? { warn: this.#notify } : {}),
      ...(this.#retry ? { retry: this.#retry } : {}),
    };
  }

  /** Closes a session this service just made and could not finish, and removes it. */
  async #discard(open: OpenSession): Promise<void> {
    await open.close().catch(() => undefined);
    await this.store.remove(open.id).catch(() => undefined);
  }

  /** A full session id from an id or a unique prefix of one (`007`, `7`, `007-redis`). */
  async resolve(idOrPrefix: string): Promise<string> {
    if (await this.store.has(idOrPrefix)) return idOrPrefix;
    const rows = await this.store.list();
    const number = /^\d+$/.test(idOrPrefix) ? idOrPrefix.padStart(3, '0') : undefined;
    const matches = rows.filter((row) => row.id.startsWith(idOrPrefix) || (number !== undefined && row.id.startsWith(`${number}-`)));
    if (matches.length === 1) return matches[0]!.id;
    if (matches.length > 1)
      throw usageError(
        `"${idOrPrefix}" matches ${matches.length} sessions (${matches
          .slice(0, 4)
          .map((m) => m.id)
          .join(', ')}${matches.length > 4 ? ', …' : ''}): give more of the id`,
      );
    // Not found here: the store says so with its own message (and checks the id's shape).
    return idOrPrefix;
  }
}

function withoutResumeRef(event: DebateEvent): DebateEvent {
  if (!('resumeRef' in event.data)) return event;
  const { resumeRef: _dropped, ...data } = event.data;
  return { ...event, data };
}
