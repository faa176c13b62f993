// An open session: its lowdb document, its journal, its lock, and every write it makes. Appends run
// one at a time in call order; each resolves only once its journal line is flushed, and a failed
// one leaves the in-memory document as it was, so memory never runs ahead of disk. session.json is
// rewritten whole (journal.ts says when) and always on close. The lowdb document holds events as
// they are stored (big data as a raw ref, event-data.ts); `doc` shows them with their data.
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import type { Low } from 'lowdb';
import type * as z from 'zod';
import { fsyncDir, readFileNoFollow, writeFileDurably, writeFileOnce } from './durable-file.js';
import { ioError, oneLine, StoreError, symlinkError } from './errors.js';
import { parseSeatName } from './ids.js';
import { JOURNAL_FOLD_BYTES, type Journal } from './journal.js';
import type { HeldLock } from './lock.js';
import { ensurePrivateDir } from './paths.js';
import { storedForm } from './event-data.js';
import { flushRawFiles, putRaw, RAW_DIR, readRaw } from './raw-store.js';
import { deepFreeze } from './serialize.js';
import { eventSchema, metaSchema, type SessionDoc, type SessionMeta, type StoredEvent } from './schema.js';
import { describeIssue, SESSION_FILE } from './session-file.js';

export const SEATS_DIR = 'seats';
export const TRANSCRIPT_FILE = 'transcript.md';

/** What the store writes itself at a session's top level: a derived file may not take these names. */
const RESERVED = new Set(['session.json', 'session.journal', 'lock', 'raw', SEATS_DIR, TRANSCRIPT_FILE]);
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const MAX_DEPTH = 3;

/**
 * Why `relative` cannot be a derived file of a session (a protocol's `files`), or null: a relative
 * path of at most three plain names (letters, digits, `.`, `_`, `-`), none of the store's own.
 */
export function derivedPathProblem(relative: string): string | null {
  const parts = relative.split('/');
  if (parts.length > MAX_DEPTH || !parts.every((p) => SEGMENT.test(p))) {
    return `"${relative}" is not a relative path of at most ${MAX_DEPTH} plain names`;
  }
  if (RESERVED.has(parts[0]!)) return `"${relative}" is the session's own`;
  return null;
}

export type NewStoredEvent = Omit<StoredEvent, 'seq'>;

export interface AppendOptions {
  flush?: boolean;
}

export interface OpenSession {
  readonly id: string;
  readonly dir: string;
  /** The current document; treat it as read-only. */
  readonly doc: SessionDoc;
  readonly readOnly: boolean;
  readonly readOnlyReason?: string;
  /** Things the user should hear about the open, e.g. a stale lock taken over. */
  readonly notices: string[];
  /** How many of the events were read from session.journal (saved, not yet folded into session.json). */
  readonly journaled: number;
  /**
   * Numbers the events from the last seq + 1, saves durably, then resolves with them. With
   * `flush: false` they are written but not flushed: a crashed process loses none of them, a power
   * failure may, until the next flushed append (appends stay in order, so it flushes them too).
   */
  append(events: NewStoredEvent[], meta: SessionMeta, options?: AppendOptions): Promise<StoredEvent[]>;
  updateMeta(meta: SessionMeta): Promise<void>;
  /**
   * Stores a prompt or raw output (capped) in raw/ and resolves to its ref once the file holds it:
   * a crashed process loses nothing. It is flushed (the file and its name) before the next flushed
   * append or fold, so before any event naming it is durable.
   */
  putRaw(text: string): Promise<string>;
  readRaw(ref: string): Promise<string>;
  /** `seats/<seat>/`, created 0700 when missing. */
  seatDir(seat: string): Promise<string>;
  /**
   * Writes `seats/<seat>/<name>` unless it exists, and resolves to what the file holds: a file
   * once written is never changed (a persona stays the same for the whole debate).
   */
  writeSeatFileOnce(seat: string, name: string, text: string): Promise<string>;
  writeTranscript(markdown: string): Promise<void>;
  /**
   * Writes a file derived from the debate (a protocol's `files`) at `relative` inside the session
   * folder, replacing what was there, all or nothing but not fsynced (the events rebuild it); folders
   * are created 0700. Refuses paths `derivedPathProblem` refuses.
   */
  writeDerived(relative: string, text: string): Promise<void>;
  /**
   * What is wrong with the session folder's layout, or null: raw/ and seats/ must be directories and
   * transcript.md a regular file where they exist (a symlink planted there is refused).
   */
  layoutProblem(): Promise<string | null>;
  /** Writes session.json whole now, folding the journal into it. */
  fold(): Promise<void>;
  /** Waits for pending writes, folds the journal, and releases the lock. Idempotent. */
  close(): Promise<void>;
}

export interface SessionParts {
  id: string;
  dir: string;
  /** The document as stored. */
  low: Low<SessionDoc>;
  /** Its events with their data (the same objects where the data is stored inline). */
  events: StoredEvent[];
  journal: Journal;
  lock?: HeldLock;
  readOnly: boolean;
  readOnlyReason?: string;
  notices: string[];
  journaled?: number;
}

export class DurableSession implements OpenSession {
  readonly id: string;
  readonly dir: string;
  readonly readOnly: boolean;
  readonly readOnlyReason?: string;
  readonly notices: string[];
  readonly journaled: number;
  readonly #low: Low<SessionDoc>;
  readonly #events: StoredEvent[];
  #view?: SessionDoc;
  readonly #journal: Journal;
  readonly #lock?: HeldLock;
  #queue: Promise<unknown> = Promise.resolve();
  /** Raw and seat writes in flight, which run beside the queue; close waits for them too. */
  readonly #pending = new Set<Promise<unknown>>();
  #closed = false;
  /** raw/ was found or made (a real directory, durable) by this session already. */
  #rawDirReady = false;
  /** Raw files written since raw/ was last flushed, to flush (with raw/) before the next flushed append. */
  readonly #unflushedRaw = new Set<string>();

  constructor(parts: SessionParts) {
    this.id = parts.id;
    this.dir = parts.dir;
    this.readOnly = parts.readOnly;
    if (parts.readOnlyReason) this.readOnlyReason = parts.readOnlyReason;
    this.notices = parts.notices;
    this.journaled = parts.journaled ?? 0;
    this.#low = parts.low;
    this.#events = parts.events;
    this.#journal = parts.journal;
    if (parts.lock) this.#lock = parts.lock;
  }

  get doc(): SessionDoc {
    this.#view ??= { ...this.#low.data, events: this.#events };
    return this.#view;
  }

  append(events: NewStoredEvent[], meta: SessionMeta, options: AppendOptions = {}): Promise<StoredEvent[]> {
    return this.#write(async (doc) => {
      const base = doc.events.at(-1)?.seq ?? 0;
      const whole = events.map((event, i) =>
        checked(eventSchema, { seq: base + i + 1, at: event.at, actor: event.actor, type: event.type, data: event.data }, `event ${i}`),
      );
      const stored = [];
      for (const event of whole) stored.push(await storedForm(event, (text) => this.#putRawNow(text, Infinity)));
      const next = checked(metaSchema, { ...meta, eventCount: doc.events.length + stored.length }, 'meta');
      // Memory follows disk: the document changes only once the journal holds the change.
      if (options.flush !== false) await this.#flushRaw();
      await this.#journal.append({ events: stored, meta: next }, options);
      for (const event of stored) doc.events.push(deepFreeze(event));
      for (const [i, event] of whole.entries()) this.#events.push(event === stored[i] ? stored[i]! : deepFreeze(event));
      doc.meta = next;
      this.#view = undefined;
      await this.#foldWhenLarge();
      return this.#events.slice(-whole.length);
    });
  }

  /**
   * Makes the raw files written since the last call durable, contents and names: called before
   * every flushed append and fold. A putRaw finishing meanwhile is left for the next call.
   */
  async #flushRaw(): Promise<void> {
    if (this.#unflushedRaw.size === 0) return;
    const files = [...this.#unflushedRaw];
    this.#unflushedRaw.clear();
    try {
      await flushRawFiles(path.join(this.dir, RAW_DIR), files);
    } catch (error) {
      for (const file of files) this.#unflushedRaw.add(file);
      throw error;
    }
  }

  updateMeta(meta: SessionMeta): Promise<void> {
    return this.#write(async (doc) => {
      const next = checked(metaSchema, { ...meta, eventCount: doc.events.length }, 'meta');
      await this.#journal.append({ events: [], meta: next });
      doc.meta = next;
      this.#view = undefined;
    });
  }

  putRaw(text: string): Promise<string> {
    return this.#beside(() => this.#putRawNow(text));
  }

  async #putRawNow(text: string, cap?: number): Promise<string> {
    if (typeof text !== 'string') throw new StoreError('invalid', 'raw text must be a string');
    const rawDir = path.join(this.dir, RAW_DIR);
    if (!this.#rawDirReady) {
      if (await ensurePrivateDir(rawDir)) await fsyncDir(this.dir);
      this.#rawDirReady = true;
    }
    // Neither the file nor its name is flushed now: both are, before the next flushed append or
    // fold (#flushRaw), and every event naming the ref is appended after this resolves. So one
    // turn's texts are flushed side by side, with one flush of raw/, not one after another.
    const put = await putRaw(rawDir, text, cap);
    if (put.written) this.#unflushedRaw.add(put.file);
    return put.ref;
  }

  readRaw(ref: string): Promise<string> {
    return readRaw(path.join(this.dir, RAW_DIR), ref);
  }

  seatDir(seat: string): Promise<string> {
    return this.#beside(async () => {
      const name = parseSeatName(seat);
      const seats = path.join(this.dir, SEATS_DIR);
      await ensurePrivateDir(seats);
      const dir = path.join(seats, name);
      await ensurePrivateDir(dir);
      return dir;
    });
  }

  writeSeatFileOnce(seat: string, name: string, text: string): Promise<string> {
    return this.#beside(async () => {
      if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name)) throw new StoreError('invalid', `"${name}" is not a file name`);
      const dir = await this.seatDir(seat);
      const file = path.join(dir, name);
      if (await writeFileOnce(file, text)) await fsyncDir(dir);
      const held = await readFileNoFollow(file);
      if (held === null) throw new StoreError('io', `${file} vanished after it was written`);
      return held;
    });
  }

  writeTranscript(markdown: string): Promise<void> {
    return this.#write(() => writeFileDurably(path.join(this.dir, TRANSCRIPT_FILE), markdown));
  }

  writeDerived(relative: string, text: string): Promise<void> {
    const problem = derivedPathProblem(relative);
    if (problem) return Promise.reject(new StoreError('invalid', `cannot write a derived file: ${problem}`));
    return this.#write(async () => {
      const parts = relative.split('/');
      let dir = this.dir;
      for (const part of parts.slice(0, -1)) {
        dir = path.join(dir, part);
        await ensurePrivateDir(dir);
      }
      // Rebuilt from the events whenever they are written again: atomic, but not fsynced.
      await writeFileDurably(path.join(dir, parts.at(-1)!), text, { sync: false });
    });
  }

  async layoutProblem(): Promise<string | null> {
    for (const [name, directory] of [
      [RAW_DIR, true],
      [SEATS_DIR, true],
      [TRANSCRIPT_FILE, false],
    ] as const) {
      const file = path.join(this.dir, name);
      const stat = await lstat(file).catch(() => null);
      if (!stat) continue;
      if (stat.isSymbolicLink()) return symlinkError(file).message;
      if (directory ? !stat.isDirectory() : !stat.isFile()) return `${file} is not a ${directory ? 'directory' : 'regular file'}`;
    }
    return null;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await Promise.allSettled([this.#queue, ...this.#pending]);
    // Everything is safe in the journal already; a failed fold leaves it for the next open.
    if (!this.readOnly) await this.#fold().catch(() => undefined);
    await this.#journal.close();
    await this.#lock?.release();
  }

  /** Writes session.json whole from the document and removes the journal it now holds. */
  fold(): Promise<void> {
    return this.#write(() => this.#fold());
  }

  async #fold(): Promise<void> {
    if (this.#journal.bytes === 0 && !(await this.#journal.exists())) return;
    await this.#flushRaw();
    try {
      await this.#low.write();
    } catch (error) {
      throw ioError('save', path.join(this.dir, SESSION_FILE), error);
    }
    await this.#journal.remove();
  }

  /** Runs `change` after every earlier write, refusing at call time when the session is read-only or closed. */
  #write<T>(change: (doc: SessionDoc) => Promise<T>): Promise<T> {
    try {
      this.#writable();
    } catch (error) {
      return Promise.reject(error);
    }
    const result = this.#queue.then(() => change(this.#low.data));
    this.#queue = result.catch(() => undefined);
    return result;
  }

  /** Runs `work` now, beside the queue (content-addressed files need no ordering), tracked for close. */
  #beside<T>(work: () => Promise<T>): Promise<T> {
    try {
      this.#writable();
    } catch (error) {
      return Promise.reject(error);
    }
    const result = work();
    this.#pending.add(result);
    void result.finally(() => this.#pending.delete(result)).catch(() => undefined);
    return result;
  }

  async #foldWhenLarge(): Promise<void> {
    if (this.#journal.bytes < JOURNAL_FOLD_BYTES) return;
    // The events are already safe in the journal: a fold that fails is tried again later.
    await this.#fold().catch(() => undefined);
  }

  #writable(): void {
    if (this.#closed) throw new StoreError('read-only', `session ${this.id} is closed`);
    if (this.readOnly) {
      throw new StoreError('read-only', `session ${this.id} is open read-only${this.readOnlyReason ? `: ${this.readOnlyReason}` : ''}`);
    }
  }
}

/**
 * `value` as it will read back from disk (through JSON, so `undefined`, Dates and the like take
 * their JSON form now rather than on the next load), checked against `schema`. The JSON copy is
 * kept, not zod's, for the reason given in session-file.ts.
 */
export function checked<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  let json: unknown;
  try {
    json = JSON.parse(JSON.stringify(value) ?? 'null');
  } catch (error) {
    throw new StoreError('invalid', `${what} is not JSON: ${oneLine(error instanceof Error ? error.message : String(error))}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new StoreError('invalid', `${what}: ${describeIssue(parsed.error)}`);
  return json as T;
}
