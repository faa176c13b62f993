// Claiming the next session number, atomically across processes. mkdir of the session directory
// alone is not enough: two creators with different questions would both make `005-…` directories
// without colliding. So the number itself is claimed first, by mkdir of `.claims/005` (atomic;
// EEXIST means another creator holds it). The claim directory doubles as the staging area: the new
// session's files are written into it, and it is then renamed to `005-slug` in one step, so a
// session directory never exists without its session.json. The claim names its creator
// (`.owner`: pid and process identity) while it is held; a creator that dies holding one leaves
// `.claims/NNN` behind, which the next agon to use the folder removes (leftovers.ts): no session
// ever had that number.
import { mkdir, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isCode } from './durable-file.js';
import { ioError } from './errors.js';
import { sessionId, sessionNumber } from './ids.js';
import { identityOf } from '../src/system/processes.js';
import { OWNER_FILE } from './leftovers.js';
import { ensurePrivateDir } from './paths.js';

export const CLAIMS_DIR = '.claims';

/**
 * Creates `<sessionsDir>/<NNN-slug>` (0700) for the next free number, filled by `populate` before
 * it appears under its name, and returns its id.
 */
export async function claimSessionDir(
  sessionsDir: string,
  slug: string,
  populate: (dir: string, id: string) => Promise<void>,
): Promise<string> {
  const claims = path.join(sessionsDir, CLAIMS_DIR);
  await ensurePrivateDir(claims);
  let n = (await highestNumber(sessionsDir, claims)) + 1;
  for (;;) {
    const id = sessionId(n, slug);
    const claim = path.join(claims, id.slice(0, id.indexOf('-')));
    try {
      await mkdir(claim, { mode: 0o700 });
    } catch (error) {
      if (isCode(error, 'EEXIST')) {
        n += 1;
        continue;
      }
      throw ioError('claim a session number in', sessionsDir, error);
    }
    // Once renamed into place the claim's name is free again, and may already be another
    // creator's claim: only a claim still held is removed.
    let held = true;
    try {
      const identity = identityOf(process.pid);
      const owner = path.join(claim, OWNER_FILE);
      await writeFile(owner, JSON.stringify({ pid: process.pid, ...(identity ? { identity } : {}) }), { mode: 0o600 }).catch(
        (error: unknown) => Promise.reject(ioError('write', owner, error)),
      );
      if (!(await numberInUse(sessionsDir, n))) {
        await populate(claim, id);
        // The session being made does not keep its maker's name.
        await unlink(path.join(claim, OWNER_FILE));
        if (await moveIntoPlace(claim, path.join(sessionsDir, id))) {
          held = false;
          return id;
        }
      }
      n += 1;
    } finally {
      if (held) await rm(claim, { recursive: true, force: true }).catch(() => undefined);
    }
  }
}

async function moveIntoPlace(staging: string, target: string): Promise<boolean> {
  try {
    await rename(staging, target);
    return true;
  } catch (error) {
    if (isCode(error, 'EEXIST') || isCode(error, 'ENOTEMPTY')) return false;
    throw ioError('create', target, error);
  }
}

async function numberInUse(sessionsDir: string, n: number): Promise<boolean> {
  return (await names(sessionsDir)).some((name) => sessionNumber(name) === n);
}

async function highestNumber(sessionsDir: string, claims: string): Promise<number> {
  let highest = 0;
  for (const name of await names(sessionsDir)) highest = Math.max(highest, sessionNumber(name) ?? 0);
  for (const name of await names(claims)) if (/^[0-9]+$/.test(name)) highest = Math.max(highest, Number(name));
  return highest;
}

async function names(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    throw ioError('list', dir, error);
  }
}
