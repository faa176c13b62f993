// One writer per session: `<id>/lock` holds the writer's pid, host, start time and process
// identity (boot and process start time, so a pid reused after a reboot is not mistaken for the
// writer), and the agent processes it runs. A lock is made whole before it appears (written to a
// temp file, then linked into place), so it is never seen half-written. A lock whose holder is no
// longer running on this host is taken over with a notice, and the taker first ends the agent
// processes the dead holder left running. A lock from another host is never taken over (its pid
// means nothing here). Every lock this process holds is released when it exits, however it exits
// short of SIGKILL.
import { randomBytes } from 'node:crypto';
import { closeSync, constants, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { link, open, rename, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as z from 'zod';
import { identityOf, isAlive, killTree, type ProcessRecord, startedAtMs } from '../src/system/processes.js';
import { isCode, readFileNoFollow } from './durable-file.js';
import { ioError, StoreError } from './errors.js';

const { O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW } = constants;

export const LOCK_FILE = 'lock';

/** An unreadable lock younger than this may be one an older agon is still writing in place. */
const UNREADABLE_GRACE_MS = 2_000;

const recordSchema = z.object({ pid: z.number().int().positive(), identity: z.string().optional(), marker: z.string().optional() });
const lockSchema = z.object({
  pid: z.number().int().positive(),
  host: z.string(),
  startedAt: z.string(),
  identity: z.string().optional(),
  agents: z.array(recordSchema).optional(),
});
export type LockInfo = z.infer<typeof lockSchema>;

export interface HeldLock {
  readonly file: string;
  /** Removes the lock if it is still this one. Idempotent. */
  release(): Promise<void>;
}

export interface AcquireOptions {
  /**
   * The disk is full: a lock cannot be written, and nobody else can write one either. When no live
   * agon holds the session, go on without one (`agon rm` frees space this way).
   */
  unlockedWhenFull?: boolean;
}

/** Locks this process holds, by file, with the text each holds now. */
const held = new Map<string, { text: string; info: LockInfo }>();
let exitHooked = false;

/** Takes the lock of the session in `dir`; `notice` tells of a stale lock taken over. */
export async function acquireLock(
  dir: string,
  id: string,
  now: Date = new Date(),
  options: AcquireOptions = {},
): Promise<{ lock: HeldLock; notice?: string }> {
  const file = path.join(dir, LOCK_FILE);
  const identity = identityOf(process.pid);
  const info: LockInfo = { pid: process.pid, host: os.hostname(), startedAt: now.toISOString(), ...(identity ? { identity } : {}) };
  const text = JSON.stringify(info);
  let notice: string | undefined;
  // Three rounds cover: the lock is stale, we remove it, and someone else wins the re-create.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let created: boolean;
    try {
      created = await createWhole(file, text);
    } catch (error) {
      if (!options.unlockedWhenFull || !isFull(error)) throw error;
      const holder = await readLock(file);
      if (holder !== 'gone' && !staleReason(holder, id)) throw lockedError(id, file, holder);
      return { lock: { file, release: async () => undefined } };
    }
    if (created) return { lock: heldLock(file, text, info), ...(notice ? { notice } : {}) };
    const holder = await readLock(file);
    if (holder === 'gone') continue;
    const stale = staleReason(holder, id);
    if (!stale) throw lockedError(id, file, holder);
    if (await removeIfUnchanged(file, holder.text)) notice = `${stale}${endOrphans(holder.info)}`;
  }
  throw new StoreError('locked', `session ${id} is open in another agon (its lock keeps changing)`);
}

/**
 * Records the agent processes running now in every lock this process holds, so that whoever takes
 * a lock over after this process was killed can end them. Best effort: a lock that cannot be
 * rewritten (a full disk) keeps its last list, and the exit hook still ends them.
 */
export function recordAgents(agents: ProcessRecord[]): void {
  for (const [file, lock] of held) {
    const info: LockInfo = {
      ...lock.info,
      agents: agents.map(({ pid, identity, marker }) => ({ pid, ...(identity ? { identity } : {}), ...(marker ? { marker } : {}) })),
    };
    const text = JSON.stringify(info);
    const temp = tempBeside(file);
    try {
      const fd = openSync(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600);
      try {
        writeSync(fd, text);
      } finally {
        closeSync(fd);
      }
      // Only while the lock is still ours: a lock taken over meanwhile is not overwritten.
      if (readFileSync(file, 'utf8') !== lock.text) throw new Error('the lock changed');
      renameSync(temp, file);
      lock.text = text;
      lock.info = info;
    } catch {
      try {
        unlinkSync(temp);
      } catch {
        // Never written, or already renamed.
      }
    }
  }
}

interface Holder {
  text: string;
  info?: LockInfo;
  ageMs: number;
}

function tempBeside(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(8).toString('hex')}.tmp`);
}

function isFull(error: unknown): boolean {
  const cause = error instanceof StoreError ? error.message : '';
  return isCode(error, 'ENOSPC') || isCode(error, 'EDQUOT') || /\bENOSPC\b|\bEDQUOT\b/.test(cause);
}

/** Writes the lock whole to a temp file and links it into place; false when a lock is already there. */
async function createWhole(file: string, text: string): Promise<boolean> {
  const temp = tempBeside(file);
  try {
    const handle = await open(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600);
    try {
      await handle.writeFile(text);
    } finally {
      await handle.close();
    }
    await link(temp, file);
    return true;
  } catch (error) {
    if (isCode(error, 'EEXIST')) return false;
    throw ioError('lock', file, error);
  } finally {
    await unlink(temp).catch(() => undefined);
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
  if (info.host !== os.hostname()) return undefined;
  if (!isAlive(info.pid)) return `took over the lock of session ${id} from pid ${info.pid}, which is no longer running`;
  const now = identityOf(info.pid);
  // A lock from an agon that recorded no identity: a process started after the lock was taken
  // cannot be the one that took it (a second of slack for clocks and rounding).
  const started = startedAtMs(info.pid);
  const reused = info.identity
    ? now !== undefined && now !== info.identity
    : started !== undefined && started > Date.parse(info.startedAt) + 1000;
  if (reused)
    return `took over the lock of session ${id} from pid ${info.pid}, which is no longer running (that pid is now another process)`;
  return undefined;
}

/** Ends the agent processes a dead holder left running; says how many, for the notice. */
function endOrphans(info: LockInfo | undefined): string {
  let ended = 0;
  for (const agent of info?.agents ?? []) ended += killTree(agent);
  return ended > 0 ? `, and ended ${ended} agent process${ended === 1 ? '' : 'es'} it had left running` : '';
}

function lockedError(id: string, file: string, holder: Holder): StoreError {
  const who = holder.info ? describe(holder.info) : 'its lock is being written';
  return new StoreError(
    'locked',
    `session ${id} is open in another agon (${who}); if no agon has it open, break the lock with: rm ${shellQuote(file)}`,
  );
}

function describe(info: LockInfo): string {
  const since = `since ${info.startedAt.slice(0, 19).replace('T', ' ')} UTC`;
  return info.host === os.hostname() ? `pid ${info.pid}, ${since}` : `pid ${info.pid} on ${info.host}, ${since}`;
}

function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
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

function heldLock(file: string, text: string, info: LockInfo): HeldLock {
  held.set(file, { text, info });
  if (!exitHooked) {
    exitHooked = true;
    process.on('exit', releaseAllNow);
  }
  let released = false;
  return {
    file,
    async release() {
      if (released) return;
      released = true;
      const mine = held.get(file)?.text ?? text;
      held.delete(file);
      const current = await readFileNoFollow(file).catch(() => null);
      if (current === mine) await unlink(file).catch(() => undefined);
    },
  };
}

/** On exit: every lock still held, removed if it is still ours. */
function releaseAllNow(): void {
  for (const [file, lock] of held) {
    try {
      if (readFileSync(file, 'utf8') === lock.text) unlinkSync(file);
    } catch {
      // Gone already.
    }
  }
  held.clear();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
