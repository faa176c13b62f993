// The one way the store puts a file on disk: a fresh temp file beside the target (opened with
// O_CREAT|O_EXCL|O_NOFOLLOW, mode 0600), one write, fsync, rename over the target, fsync the
// directory. A crash leaves either the old file or the new one, never half of either, and a
// symlink planted at the target or the temp name is refused rather than followed.
// `DurableFile` wraps it as a lowdb adapter.
// The quick calls (open, write, rename, close) are made synchronously: each asynchronous one is a
// trip through libuv's thread pool that costs more than the call itself, and they were most of the
// time a turn spent saving. Only the flushes, which can take long on a busy disk, leave the thread.
import { randomBytes } from 'node:crypto';
import fs, { closeSync, constants, lstatSync, openSync, renameSync, unlinkSync, writevSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import path from 'node:path';
import type { Adapter } from 'lowdb';
import { ioError, StoreError, symlinkError } from './errors.js';

const { O_WRONLY, O_RDONLY, O_CREAT, O_EXCL, O_NOFOLLOW, O_NONBLOCK, O_DIRECTORY } = constants;

export interface DurableWriteOptions {
  /**
   * The temp file's name in the target's directory. Only tests set it (to plant a symlink where
   * the temp will go); by default it is `.<target name>.<16 random hex>.tmp`, new for every write.
   */
  tempName?: string;
  /**
   * false: still all-or-nothing (temp file, rename) but not fsynced, for files that can be rebuilt
   * from the session's events at any time, where a crash may only cost the newest version.
   */
  sync?: boolean;
}

/**
 * The size of the regular file at `file`, or null when nothing is there; a symlink (or anything but
 * a regular file) where a file is expected is refused.
 */
export function regularFileSize(file: string): number | null {
  try {
    const stat = lstatSync(file);
    if (stat.isSymbolicLink()) throw symlinkError(file);
    if (!stat.isFile()) throw new StoreError('io', `${file} is not a regular file`);
    return stat.size;
  } catch (error) {
    if (isCode(error, 'ENOENT')) return null;
    throw ioError('inspect', file, error);
  }
}

export async function writeFileDurably(target: string, data: FileData, options: DurableWriteOptions = {}): Promise<void> {
  const dir = path.dirname(target);
  regularFileSize(target);
  const temp = path.join(dir, options.tempName ?? `.${path.basename(target)}.${randomBytes(8).toString('hex')}.tmp`);
  let fd: number;
  try {
    fd = openSync(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600);
  } catch (error) {
    if (isCode(error, 'EEXIST') && isSymlink(temp)) throw symlinkError(temp);
    throw ioError('write', target, error);
  }
  try {
    try {
      writeAll(fd, typeof data === 'string' ? [Buffer.from(data, 'utf8')] : data instanceof Uint8Array ? [data] : data);
      if (options.sync !== false) await flushFile(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {
      // Never made, or already renamed.
    }
    throw ioError('write', target, error);
  }
  if (options.sync !== false) await fsyncDir(dir);
}

/**
 * Creates `target` with `data` unless something is already there (then it is left alone and false
 * returned). O_EXCL|O_NOFOLLOW: a planted symlink is never followed. The caller fsyncs the directory.
 */
export async function writeFileOnce(target: string, data: string): Promise<boolean> {
  let fd: number;
  try {
    fd = openSync(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600);
  } catch (error) {
    if (isCode(error, 'EEXIST')) return false;
    throw ioError('write', target, error);
  }
  try {
    writeAll(fd, [Buffer.from(data, 'utf8')]);
    await flushFile(fd);
  } catch (error) {
    closeSync(fd);
    try {
      unlinkSync(target);
    } catch {
      // Already gone.
    }
    throw ioError('write', target, error);
  }
  closeSync(fd);
  return true;
}

/** Makes a directory entry change (create, rename, unlink) durable. */
export function fsyncDir(dir: string): Promise<void> {
  return flushPath(dir, O_RDONLY | O_DIRECTORY, 'sync the directory');
}

/** Flushes a file written earlier without a flush (a symlink at its name is refused, not followed). */
export function flushNamedFile(file: string): Promise<void> {
  return flushPath(file, O_RDONLY | O_NOFOLLOW, 'sync');
}

async function flushPath(target: string, flags: number, verb: string): Promise<void> {
  try {
    const fd = openSync(target, flags);
    try {
      await flushFile(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    throw isCode(error, 'ELOOP') ? symlinkError(target) : ioError(verb, target, error);
  }
}

/**
 * fsync(2) off the main thread: the one part of a save that can wait on the disk. Looked up on `fs`
 * at each call, so a test can count the flushes.
 */
function flushFile(fd: number): Promise<void> {
  return new Promise((resolve, reject) => fs.fsync(fd, (error) => (error ? reject(error) : resolve())));
}

/**
 * Reads a regular file as UTF-8, or null when it does not exist. O_NOFOLLOW refuses a symlink
 * atomically; O_NONBLOCK keeps a FIFO planted at the path from hanging the read.
 */
export async function readFileNoFollow(file: string): Promise<string | null> {
  const bytes = await readBytesNoFollow(file);
  return bytes === null ? null : decodeUtf8(bytes, file);
}

/** The bytes of a regular file, or null when it does not exist; as readFileNoFollow, undecoded. */
export async function readBytesNoFollow(file: string): Promise<Buffer | null> {
  let handle: FileHandle;
  try {
    handle = await open(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return null;
    if (isCode(error, 'ELOOP')) throw symlinkError(file);
    throw ioError('read', file, error);
  }
  try {
    if (!(await handle.stat()).isFile()) throw new StoreError('io', `${file} is not a regular file`);
    return await handle.readFile();
  } catch (error) {
    throw ioError('read', file, error);
  } finally {
    await handle.close();
  }
}

/** Decodes UTF-8, or throws a one-line 'corrupt' error naming `file`. */
export function decodeUtf8(bytes: Uint8Array, file: string): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new StoreError('corrupt', `${file} is not valid UTF-8 (the file was left untouched)`);
  }
}

/**
 * How a lowdb document becomes bytes and back; `parse` throws a StoreError on a bad file. A
 * serialized document may come in pieces, which are written with a single writev.
 */
export interface Codec<T> {
  parse(text: string): T;
  serialize(data: T): FileData;
}

export type FileData = string | Uint8Array | readonly Uint8Array[];

const jsonCodec: Codec<unknown> = { parse: (text) => JSON.parse(text), serialize: (data) => JSON.stringify(data) };

/** A lowdb adapter that reads without following symlinks and writes through `writeFileDurably`. */
export class DurableFile<T> implements Adapter<T> {
  constructor(
    readonly file: string,
    private readonly codec: Codec<T> = jsonCodec as Codec<T>,
    private readonly options: DurableWriteOptions = {},
  ) {}

  async read(): Promise<T | null> {
    const text = await readFileNoFollow(this.file);
    return text === null ? null : this.codec.parse(text);
  }

  write(data: T): Promise<void> {
    return writeFileDurably(this.file, this.codec.serialize(data), this.options);
  }
}

export function isCode(error: unknown, code: string): boolean {
  return !!error && typeof error === 'object' && 'code' in error && error.code === code;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** One writev in practice; a short write (rare on regular files) goes on from where it stopped. */
function writeAll(fd: number, chunks: readonly Uint8Array[]): void {
  let pending = chunks.filter((chunk) => chunk.length > 0);
  while (pending.length > 0) {
    let bytesWritten = writevSync(fd, pending as Uint8Array[]);
    const rest: Uint8Array[] = [];
    for (const chunk of pending) {
      if (bytesWritten >= chunk.length) bytesWritten -= chunk.length;
      else {
        rest.push(chunk.subarray(bytesWritten));
        bytesWritten = 0;
      }
    }
    pending = rest;
  }
}

function isSymlink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
