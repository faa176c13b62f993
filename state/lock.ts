// One writer per session: `<id>/lock`, created with O_EXCL, holds the writer's pid, host and start
// time. A lock left by a process that is no longer running on this host is taken over with a
// notice; a lock from another host is never taken over (its pid means nothing here).
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { link, open, rename, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { isCode, readFileNoFollow } from './durable-file.js';
import { ioError, StoreError } from './errors.js';

const { O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW } = constants;

export const LOCK_FILE = 'lock';

/** An unreadable lock younger than this is taken to be one still being written. */
const UNREADABLE_GRACE_MS = 10_000;

const lockSchema = z.object({ pid: z.number().int().positive(), host: z.string(), startedAt: z.string() });
export type LockInfo = z.infer<typeof lockSchema>;

export interface HeldLock {
  readonly file: string;
  /** Removes the lock if it is still this one. Idempotent. */
  release(): Promise<void>;
}

/** Takes the lock of the session in `dir`; `notice` tells of a stale lock taken over. */
export async function acquireLock(dir: string, id: string, now: Date = new Date()): Promise<{ lock: HeldLock; notice?: string }> {
  const file = path.join(dir, LOCK_FILE);
  const text = JSON.stringify({ pid: process.pid, host: os.hostname(), startedAt: now.toISOString() } satisfies LockInfo);
  let notice: string | undefined;
  // Three rounds cover: the lock is stale, we remove it, and someone else wins the re-create.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await createExclusive(file, text)) return { lock: heldLock(file, text), ...(notice ? { notice } : {}) };
    const holder = await readLock(file);
    if (holder === 'gone') continue;
    const stale = staleReason(holder, id);
    if (!stale) throw lockedError(id, holder);
    if (await removeIfUnchanged(file, holder.text)) notice = stale;
  }
  throw new StoreError('locked', `session ${id} is open in another agon (its lock keeps changing)`);
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return !isCode(error, 'ESRCH');
  }
}

interface Holder {
  text: string;
  info?: LockInfo;
  ageMs: number;
}

async function createExclusive(file: string, text: string): Promise<boolean> {
  try {
    const handle = await open(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600);
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if (isCode(error, 'EEXIST')) return false;
    throw ioError('lock', file, error);
  }
}

async function readLock(file: string): Promise<Holder | 'gone'> {
  const text = await readFileNoFollow(file).catch((error: unknown) => {
    if (error instanceof StoreError && error.code === 'corrupt') return '';
    throw error;
  });
  if (text === null) return 'gone';
  let ageMs = 0;
  try {
    ageMs = Date.now() - (await stat(file)).mtimeMs;
  } catch (error) {
    if (isCode(error, 'ENOENT')) return 'gone';
    throw ioError('inspect', file, error);
  }
  const parsed = lockSchema.safeParse(safeJson(text));
  return parsed.success ? { text, info: parsed.data, ageMs } : { text, ageMs };
}

/** Why the lock may be taken over (the notice to show), or undefined when its holder is live. */
function staleReason(holder: Holder, id: string): string | undefined {
  const { info } = holder;
  if (!info) {
    return holder.ageMs > UNREADABLE_GRACE_MS ? `took over the unreadable lock of session ${id}` : undefined;
  }
  if (info.host !== os.hostname() || isProcessAlive(info.pid)) return undefined;
  return `took over the lock of session ${id} from pid ${info.pid}, which is no longer running`;
}

function lockedError(id: string, holder: Holder): StoreError {
  return new StoreError('locked', `session ${id} is open in another agon (${holder.info ? describe(holder.info) : 'lock being written'})`);
}

function describe(info: LockInfo): string {
  return info.host === os.hostname() ? `pid ${info.pid}` : `pid ${info.pid} on ${info.host}`;
}

/**
 * Removes a stale lock only if it is still the one we judged stale: rename is atomic, so we move
 * it aside and look at what we moved. If another agon replaced it in between, we put theirs back.
 */
async function removeIfUnchanged(file: string, expected: string): Promise<boolean> {
  const aside = `${file}.stale.${randomBytes(6).toString('hex')}`;
  try {
    await rename(file, aside);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return false;
    throw ioError('take over', file, error);
  }
  try {
    const moved = await readFileNoFollow(aside);
    if (moved === expected) return true;
    await link(aside, file).catch(() => undefined);
    return false;
  } finally {
    await unlink(aside).catch(() => undefined);
  }
}

function heldLock(file: string, text: string): HeldLock {
  let released = false;
  return {
    file,
    async release() {
      if (released) return;
      released = true;
      const current = await readFileNoFollow(file).catch(() => null);
      if (current === text) await unlink(file).catch(() => undefined);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
