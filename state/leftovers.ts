// What a killed agon leaves behind, cleaned when the sessions folder is next used. Only what can
// no longer be anyone's: a claim (`.claims/NNN`) whose creator no longer runs (its `.owner` says
// who), or that is older than a minute with no owner recorded; and, in a session this agon holds
// the lock of, temp files (a write cut short) and stale-lock asides older than a minute. A live
// writer's temp file exists for milliseconds and only under the lock; the minute is a margin.
import { lstat, readdir, readFile, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { isStillRunning, type ProcessRecord } from '../src/system/processes.js';
import { RAW_DIR } from './raw-store.js';

export const OWNER_FILE = '.owner';
const MARGIN_MS = 60_000;
/** `.session.json.0123456789abcdef.tmp`, `.lock.….tmp` (durable-file.ts, lock.ts) and `lock.stale.…` asides. */
const LEFTOVER = /^(?:\.[^/]+\.[0-9a-f]{16}\.tmp|lock\.stale\.[0-9a-f]{12})$/;

async function ageMs(file: string): Promise<number | undefined> {
  try {
    return Date.now() - (await lstat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

async function owner(claim: string): Promise<ProcessRecord | undefined> {
  try {
    const value = JSON.parse(await readFile(path.join(claim, OWNER_FILE), 'utf8')) as ProcessRecord;
    return typeof value.pid === 'number' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the claims of creators that are gone; returns how many. */
export async function sweepClaims(claims: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(claims);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const claim = path.join(claims, name);
    const who = await owner(claim);
    const gone = who ? !isStillRunning(who) : ((await ageMs(claim)) ?? 0) > MARGIN_MS;
    if (!gone) continue;
    await rm(claim, { recursive: true, force: true }).catch(() => undefined);
    removed += 1;
  }
  return removed;
}

/** Removes cut-short temp files from a session folder whose lock the caller holds; returns how many. */
export async function sweepSession(dir: string): Promise<number> {
  let removed = 0;
  for (const folder of [dir, path.join(dir, RAW_DIR)]) {
    let names: string[];
    try {
      names = await readdir(folder);
    } catch {
      continue;
    }
    for (const name of names.filter((n) => LEFTOVER.test(n))) {
      const file = path.join(folder, name);
      if (((await ageMs(file)) ?? 0) <= MARGIN_MS) continue;
      await unlink(file).then(
        () => (removed += 1),
        () => undefined,
      );
    }
  }
  return removed;
}
