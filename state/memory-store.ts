// The memory folder (`--memory-dir`, AGON_MEMORY_DIR, default ./memory): state that outlives one
// session, such as the dialectic protocol's failure log. Files are only ever appended to, each
// record with one O_APPEND write and an fsync, so concurrent agons never interleave or lose lines.
import { constants } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import path from 'node:path';
import { fsyncDir, isCode, readFileNoFollow } from './durable-file.js';
import { ioError, StoreError } from './errors.js';
import { acquireLock, type HeldLock, LOCK_FILE } from './lock.js';
import { ensurePrivateDir } from './paths.js';
import type { MemoryQuery, MemoryRecord } from '../src/protocols/types.js';

export const DEFAULT_MEMORY_DIR = 'memory';

const { O_WRONLY, O_CREAT, O_APPEND, O_NOFOLLOW } = constants;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** How long an agon waits for another to finish its read-decide-append before giving up. */
const LOCK_WAIT_MS = 30_000;

/** The memory folder: `--memory-dir`, else AGON_MEMORY_DIR, else ./memory. */
export function resolveMemoryDir(flag: string | undefined, env: NodeJS.ProcessEnv, cwd: string): string {
  return path.resolve(cwd, flag ?? env.AGON_MEMORY_DIR ?? DEFAULT_MEMORY_DIR);
}

export class MemoryFolder {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  /** The JSON lines of each query's file whose fields equal its `match`; a line that is not JSON is skipped. */
  async read(queries: MemoryQuery[]): Promise<{ file: string; line: Record<string, unknown> }[]> {
    const out: { file: string; line: Record<string, unknown> }[] = [];
    for (const query of queries) {
      const text = await readFileNoFollow(this.#path(query.file));
      if (text === null) continue;
      for (const raw of text.split('\n')) {
        const line = parseLine(raw);
        if (line && Object.entries(query.match ?? {}).every(([k, v]) => line[k] === v)) out.push({ file: query.file, line });
      }
    }
    return out;
  }

  /**
   * Runs `fn` holding the folder's lock (`lock`, as a session's: a dead holder's is taken over), so a
   * read, a decision on it and its appends are never interleaved with another agon's. Waits its turn.
   */
  async exclusive<T>(fn: () => Promise<T>): Promise<T> {
    if (await ensurePrivateDir(this.dir)) await fsyncDir(path.dirname(this.dir));
    const lock = await this.#lock();
    try {
      return await fn();
    } finally {
      await lock.release();
    }
  }

  async #lock(): Promise<HeldLock> {
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      try {
        return (await acquireLock(this.dir, 'memory')).lock;
      } catch (error) {
        if (!(error instanceof StoreError && error.code === 'locked')) throw error;
        if (Date.now() > deadline)
          throw new StoreError('locked', `the memory folder ${this.dir} stayed locked for ${LOCK_WAIT_MS / 1000} s`);
        await new Promise((wake) => setTimeout(wake, pause + Math.random() * pause));
      }
    }
  }

  async write(records: MemoryRecord[]): Promise<void> {
    if (records.length === 0) return;
    if (await ensurePrivateDir(this.dir)) await fsyncDir(path.dirname(this.dir));
    for (const record of records) {
      const data = 'line' in record ? `${JSON.stringify(record.line)}\n` : record.text.endsWith('\n') ? record.text : `${record.text}\n`;
      await appendDurably(this.#path(record.file), data);
    }
  }

  #path(file: string): string {
    if (!FILE_NAME.test(file) || file === LOCK_FILE) throw new StoreError('invalid', `"${file}" is not a file name in the memory folder`);
    return path.join(this.dir, file);
  }
}

async function appendDurably(file: string, data: string): Promise<void> {
  let created = false;
  let handle: FileHandle;
  try {
    handle = await open(file, O_WRONLY | O_APPEND | O_NOFOLLOW, 0o600).catch(async (error: unknown) => {
      if (!isCode(error, 'ENOENT')) throw error;
      created = true;
      return open(file, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW, 0o600);
    });
  } catch (error) {
    throw ioError('append to', file, error);
  }
  try {
    // One write call per record: appends from concurrent writers land whole, one after another.
    const bytes = Buffer.from(data, 'utf8');
    const { bytesWritten } = await handle.write(bytes, 0, bytes.length);
    if (bytesWritten !== bytes.length) throw new StoreError('io', `cannot append to ${file}: short write`);
    await handle.sync();
  } catch (error) {
    throw ioError('append to', file, error);
  } finally {
    await handle.close();
  }
  if (created) await fsyncDir(path.dirname(file));
}

function parseLine(raw: string): Record<string, unknown> | null {
  if (raw.trim() === '') return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
