// Where sessions live and the private directories the store makes inside it. The calls are quick
// and made synchronously (durable-file.ts says why).
import { lstatSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { isCode } from './durable-file.js';
import { ioError, StoreError, symlinkError } from './errors.js';

export const DEFAULT_SESSIONS_DIR = 'sessions';

/**
 * The sessions directory: `--sessions-dir`, else `AGON_SESSIONS_DIR`, else `./sessions`, resolved
 * against `cwd`. An empty flag or variable counts as unset.
 */
export function resolveSessionsDir(flag?: string, env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): string {
  return path.resolve(cwd, flag || env.AGON_SESSIONS_DIR || DEFAULT_SESSIONS_DIR);
}

/** Creates the sessions directory (and its parents) 0700 when missing. It may itself be a symlink. */
export async function ensureSessionsDir(dir: string): Promise<void> {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw ioError('create', dir, error);
  }
}

/**
 * Creates `dir` 0700 unless it exists; an existing one must be a real directory, not a symlink.
 * Returns whether it was created, so the caller can make the new entry durable.
 */
export async function ensurePrivateDir(dir: string): Promise<boolean> {
  try {
    mkdirSync(dir, { mode: 0o700 });
    return true;
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw ioError('create', dir, error);
  }
  await requireDir(dir);
  return false;
}

/** `dir` must be a directory and not a symlink; a missing one is 'not-found' with `missing` as message. */
export async function requireDir(dir: string, missing = `${dir} does not exist`): Promise<void> {
  try {
    const stat = lstatSync(dir);
    if (stat.isSymbolicLink()) throw symlinkError(dir);
    if (!stat.isDirectory()) throw new StoreError('not-found', `${dir} is not a directory`);
  } catch (error) {
    if (isCode(error, 'ENOENT')) throw new StoreError('not-found', missing);
    throw ioError('inspect', dir, error);
  }
}
