// The sessions directory: create, open, list and remove sessions. Every path it touches comes from
// a checked id, every directory it makes is 0700 and every file 0600.
import type { Dirent } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import { claimSessionDir } from './claim.js';
import { DurableFile, fsyncDir, isCode, readFileNoFollow } from './durable-file.js';
import { ioError, reasonOf, StoreError } from './errors.js';
import { isSessionId, parseSessionId, slugify } from './ids.js';
import { applyJournal, Journal, JOURNAL_FILE, readJournal } from './journal.js';
import { acquireLock } from './lock.js';
import { resolvedForm } from './event-data.js';
import { sweepClaims, sweepSession } from './leftovers.js';
import { CLAIMS_DIR } from './claim.js';
import { ensureSessionsDir, requireDir } from './paths.js';
import { RAW_DIR, readRaw } from './raw-store.js';
import {
  metaSchema,
  SCHEMA_VERSION,
  type SessionConfig,
  sessionConfigSchema,
  type SessionDoc,
  type SessionMeta,
  type StoredEvent,
} from './schema.js';
import { findSecret } from './secrets.js';
import { checked, DurableSession, type OpenSession } from './session.js';
import { decodeSessionHeader, NewerVersionError, SESSION_FILE, sessionCodec } from './session-file.js';

export interface CreateInput {
  protocol: string;
  config: SessionConfig;
  meta: SessionMeta;
  now: Date;
}

export type SessionListing = { id: string; protocol: string; createdAt: string; meta: SessionMeta } | { id: string; error: string };

export class SessionStore {
  readonly dir: string;
  /** Claims left by creators that were killed, removed once per store (leftovers.ts). */
  #swept?: Promise<unknown>;

  constructor(sessionsDir: string) {
    this.dir = path.resolve(sessionsDir);
  }

  #sweep(): Promise<unknown> {
    this.#swept ??= sweepClaims(path.join(this.dir, CLAIMS_DIR));
    return this.#swept;
  }

  /** A new session numbered after the highest existing one, its slug taken from the question. */
  async create(input: CreateInput): Promise<OpenSession> {
    if (typeof input.protocol !== 'string' || input.protocol === '') throw new StoreError('invalid', 'protocol: expected a protocol id');
    const config = checked(sessionConfigSchema, input.config, 'config');
    const secret = findSecret(config);
    if (secret) {
      throw new StoreError(
        'invalid',
        `${secret} looks like a secret; config may only name the environment variable that holds it (e.g. key_env=OPENAI_API_KEY)`,
      );
    }
    const meta = checked(metaSchema, { ...input.meta, eventCount: 0 }, 'meta');
    await ensureSessionsDir(this.dir);
    await this.#sweep();
    const doc = (id: string): SessionDoc => ({
      schemaVersion: SCHEMA_VERSION,
      id,
      createdAt: input.now.toISOString(),
      protocol: input.protocol,
      config,
      meta,
      events: [],
    });
    // The document is written in the staging directory, so the session appears complete or not at all.
    let staged: SessionDoc | undefined;
    const id = await claimSessionDir(this.dir, slugify(config.question), async (staging, claimed) => {
      staged = doc(claimed);
      await new Low(this.#adapter(staging), staged).write();
    });
    const dir = path.join(this.dir, id);
    await fsyncDir(this.dir);
    // A session that cannot be locked (a full disk) is not left behind half-made.
    const { lock } = await acquireLock(dir, id).catch(async (error: unknown) => {
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
      throw error;
    });
    try {
      const low = new Low(this.#adapter(dir), staged!);
      return new DurableSession({ id, dir, low, events: [], journal: new Journal(dir), lock, readOnly: false, notices: [] });
    } catch (error) {
      await lock.release().catch(() => undefined);
      throw ioError('create', dir, error);
    }
  }

  /**
   * Opens a saved session, locked for writing unless `readOnly`. A document from a newer agon
   * opens read-only (with `readOnlyReason`) when it still reads as this version's shape.
   */
  async open(id: string, options: { readOnly?: boolean } = {}): Promise<OpenSession> {
    const sessionId = parseSessionId(id);
    const dir = await this.#sessionDir(sessionId);
    await this.#sweep();
    const held = options.readOnly ? undefined : await acquireLock(dir, sessionId);
    try {
      // Under the lock, nobody else writes here: what a killed writer left half-written goes.
      if (held) await sweepSession(dir);
      const adapter = this.#adapter(dir);
      let doc: SessionDoc | null;
      let readOnlyReason: string | undefined;
      try {
        doc = await adapter.read();
      } catch (error) {
        if (!(error instanceof NewerVersionError && error.doc)) throw error;
        doc = error.doc;
        readOnlyReason = `it was saved by a newer agon (schema version ${error.version}; this one reads up to ${SCHEMA_VERSION})`;
      }
      if (!doc) throw new StoreError('not-found', `session ${sessionId} has no ${SESSION_FILE} in ${dir}`);
      const folded = doc.events.length;
      const entries = await readJournal(dir);
      if (entries) applyJournal(doc, entries, path.join(dir, JOURNAL_FILE));
      const events: StoredEvent[] = [];
      for (const event of doc.events) events.push(await resolvedForm(event, (ref) => readRaw(path.join(dir, RAW_DIR), ref)));
      const lock = readOnlyReason ? undefined : held?.lock;
      if (!lock) await held?.lock.release();
      return new DurableSession({
        id: sessionId,
        dir,
        low: new Low(adapter, doc),
        events,
        journaled: doc.events.length - folded,
        journal: new Journal(dir),
        ...(lock ? { lock } : {}),
        readOnly: !lock,
        ...(readOnlyReason ? { readOnlyReason } : {}),
        notices: held?.notice ? [held.notice] : [],
      });
    } catch (error) {
      await held?.lock.release();
      throw error;
    }
  }

  /** True when `id` is a well-formed id with a session folder. */
  async has(id: string): Promise<boolean> {
    if (!isSessionId(id)) return false;
    try {
      await requireDir(path.join(this.dir, id));
      return true;
    } catch {
      return false;
    }
  }

  /** Every session, newest first by meta.updatedAt, from the documents' headers; unreadable ones last. */
  async list(): Promise<SessionListing[]> {
    await this.#sweep();
    let entries: Dirent[];
    try {
      entries = await readdir(this.dir, { withFileTypes: true });
    } catch (error) {
      if (isCode(error, 'ENOENT')) return [];
      throw ioError('list', this.dir, error);
    }
    const rows = await Promise.all(entries.filter((entry) => isSessionId(entry.name)).map((entry) => this.#listOne(entry)));
    return rows.filter((row) => row !== undefined).sort(newestFirst);
  }

  /**
   * Deletes a session and everything in it; refuses while a live agon holds its lock. On a full
   * disk, where no lock can be written (by anyone), it goes on when no live agon holds one: that is
   * how space is freed.
   */
  async remove(id: string): Promise<{ notice?: string }> {
    const sessionId = parseSessionId(id);
    const dir = await this.#sessionDir(sessionId);
    const { lock, notice } = await acquireLock(dir, sessionId, new Date(), { unlockedWhenFull: true });
    try {
      await rm(dir, { recursive: true });
      await fsyncDir(this.dir);
    } catch (error) {
      await lock.release().catch(() => undefined);
      throw ioError('remove', dir, error);
    }
    return notice ? { notice } : {};
  }

  async #listOne(entry: Dirent): Promise<SessionListing | undefined> {
    const id = entry.name;
    const dir = path.join(this.dir, id);
    if (entry.isSymbolicLink()) return { id, error: `${dir} is a symlink; refused` };
    if (!entry.isDirectory()) return undefined;
    const file = path.join(dir, SESSION_FILE);
    try {
      const text = await readFileNoFollow(file);
      if (text === null) return { id, error: `${file} is missing` };
      const { protocol, createdAt, meta } = decodeSessionHeader(text, file);
      // A session being written (or cut short) has its latest meta in its journal.
      const latest = (await readJournal(dir))?.at(-1)?.meta;
      return { id, protocol, createdAt, meta: latest ?? meta };
    } catch (error) {
      if (error instanceof NewerVersionError && error.doc) {
        const { protocol, createdAt, meta } = error.doc;
        return { id, protocol, createdAt, meta };
      }
      return { id, error: error instanceof StoreError ? error.message : reasonOf(error) };
    }
  }

  async #sessionDir(id: string): Promise<string> {
    const dir = path.join(this.dir, id);
    await requireDir(dir, `no session ${id} in ${this.dir}`);
    return dir;
  }

  #adapter(dir: string): DurableFile<SessionDoc> {
    const file = path.join(dir, SESSION_FILE);
    return new DurableFile(file, sessionCodec(file));
  }
}

function newestFirst(a: SessionListing, b: SessionListing): number {
  const aError = 'error' in a;
  const bError = 'error' in b;
  if (aError !== bError) return aError ? 1 : -1;
  if (!('error' in a) && !('error' in b) && a.meta.updatedAt !== b.meta.updatedAt) {
    return a.meta.updatedAt < b.meta.updatedAt ? 1 : -1;
  }
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
