// The session's journal: what has been appended since session.json was last written whole. Saving
// an event rewrites nothing: its line (the new events and the meta they lead to) is appended to
// `session.journal` with one write and one fdatasync, so an acknowledged event costs one flush,
// not the two of a temp file renamed into place (file, then directory). session.json stays the
// lowdb document; it is rewritten whole (atomically) when the journal grows past a bound and when
// the session is closed, and the journal is then removed. Reading a session is session.json plus
// the journal's lines, each event once: a crash between the rewrite and the removal repeats
// events the document already holds, and those are skipped by their seq. Only the last line can
// be torn (its write never returned, so it was never acknowledged): it is left out, and cut off
// before the next append so it never becomes a damaged line in the middle; an append that fails
// (a full disk) is cut back the same way. A damaged line before the last is corruption, reported,
// never absorbed. An entry may be appended without a flush of its own (what only means asking
// again if a power failure takes it, such as a request to an agent): it is written at once, so a
// crashed process loses nothing, and the next flushed append makes it durable with its own line.
import { constants, writeSync } from 'node:fs';
import { type FileHandle, lstat, open, unlink } from 'node:fs/promises';
import path from 'node:path';
import { decodeUtf8, fsyncDir, isCode, readBytesNoFollow } from './durable-file.js';
import { ioError, StoreError, symlinkError } from './errors.js';
import { eventSchema, metaSchema, type SessionDoc, type SessionMeta, type StoredEvent } from './schema.js';
import { deepFreeze } from './serialize.js';
import { describeIssue } from './session-file.js';

export const JOURNAL_FILE = 'session.journal';

/** Past this size the journal is folded into session.json. */
export const JOURNAL_FOLD_BYTES = 256 * 1024;

const { O_WRONLY, O_APPEND, O_CREAT, O_NOFOLLOW } = constants;

export interface JournalEntry {
  events: StoredEvent[];
  meta: SessionMeta;
}

export class Journal {
  readonly file: string;
  #handle?: FileHandle;
  #bytes = 0;

  constructor(dir: string) {
    this.file = path.join(dir, JOURNAL_FILE);
  }

  get bytes(): number {
    return this.#bytes;
  }

  /**
   * Appends one entry; resolves once it is flushed to disk, or, with `flush: false`, once it is
   * written (the next flushed append flushes it too: one fdatasync covers the whole file).
   */
  async append(entry: JournalEntry, options: { flush?: boolean } = {}): Promise<void> {
    const line = Buffer.from(`${JSON.stringify(entry)}\n`, 'utf8');
    try {
      if (!this.#handle) {
        const held = await readBytesNoFollow(this.file);
        this.#handle = await open(this.file, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW, 0o600);
        // What follows the last newline was never acknowledged (a write cut short by a crash).
        this.#bytes = held === null ? 0 : held.lastIndexOf(0x0a) + 1;
        if ((await this.#handle.stat()).size > this.#bytes) await this.#handle.truncate(this.#bytes);
        // A new directory entry is durable only once the directory is flushed, once per journal.
        if (held === null) await fsyncDir(path.dirname(this.file));
      }
      let written = 0;
      try {
        // Written synchronously: a short call, cheaper than a trip through the thread pool.
        while (written < line.length) written += writeSync(this.#handle.fd, line, written, line.length - written);
        if (options.flush !== false) await this.#handle.datasync();
      } catch (error) {
        // Not acknowledged, so not kept: a part of the line left behind would damage the next one.
        await this.#handle.truncate(this.#bytes).catch(() => undefined);
        throw error;
      }
      this.#bytes += line.length;
    } catch (error) {
      if (isCode(error, 'ELOOP')) throw symlinkError(this.file);
      throw ioError('save', this.file, error);
    }
  }

  async exists(): Promise<boolean> {
    return lstat(this.file).then(
      () => true,
      () => false,
    );
  }

  /** Removes the journal once session.json holds all of it. */
  async remove(): Promise<void> {
    await this.close();
    try {
      await unlink(this.file);
      await fsyncDir(path.dirname(this.file));
    } catch (error) {
      if (!isCode(error, 'ENOENT')) throw ioError('remove', this.file, error);
    }
    this.#bytes = 0;
  }

  async close(): Promise<void> {
    const handle = this.#handle;
    this.#handle = undefined;
    await handle?.close();
  }
}

/** The journal's complete entries, checked; a torn last line is left out. Null when there is none. */
export async function readJournal(dir: string): Promise<JournalEntry[] | null> {
  const file = path.join(dir, JOURNAL_FILE);
  const bytes = await readBytesNoFollow(file);
  if (bytes === null) return null;
  // Everything after the last newline was never acknowledged (a multi-byte character cut in half
  // included), so only what comes before it is decoded.
  const lines = decodeUtf8(bytes.subarray(0, bytes.lastIndexOf(0x0a) + 1), file).split('\n');
  lines.pop();
  return lines.map((line, i) => {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw corrupt(file, i, 'invalid JSON');
    }
    const entry = value as Partial<JournalEntry>;
    if (!entry || !Array.isArray(entry.events)) throw corrupt(file, i, 'expected {"events": [...], "meta": {...}}');
    for (const event of entry.events) {
      const parsed = eventSchema.safeParse(event);
      if (!parsed.success) throw corrupt(file, i, describeIssue(parsed.error));
    }
    const meta = metaSchema.safeParse(entry.meta);
    if (!meta.success) throw corrupt(file, i, `meta: ${describeIssue(meta.error)}`);
    return { events: entry.events, meta: entry.meta as SessionMeta };
  });
}

/** The document with the journal's entries applied in order, each event once, seqs unbroken. */
export function applyJournal(doc: SessionDoc, entries: JournalEntry[], file: string): SessionDoc {
  for (const [i, entry] of entries.entries()) {
    for (const event of entry.events) {
      const last = doc.events.at(-1)?.seq ?? 0;
      if (event.seq <= last) continue;
      if (event.seq !== last + 1) throw corrupt(file, i, `event seq ${event.seq} follows ${last}`);
      doc.events.push(deepFreeze(event));
    }
    doc.meta = { ...entry.meta, eventCount: doc.events.length };
  }
  return doc;
}

function corrupt(file: string, line: number, detail: string): StoreError {
  return new StoreError('corrupt', `corrupt session journal ${file}: line ${line + 1}: ${detail} (the file was left untouched)`);
}
