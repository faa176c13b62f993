// Runs the headless bundle (package.json's build writes it: the program as one CommonJS function
// expression, in which every `import()` became a `require`, since a script run this way cannot
// import) with V8's code cache, the bytecode of every function an earlier run compiled. V8
// then compiles only what that run did not, which takes about a quarter off a one-round debate.
// The cache starts with the bundle's size and modification time: a rebuilt bundle is never run
// with another's bytecode (V8 itself checks only the source's length, its own version and flags).
// A missing, stale or rejected cache is written again when the process exits, in one rename, by
// whichever command ran; where the folder cannot be written, agon runs without one.
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

const MAGIC = 'agon-v8-cache 1';

/** Where the code cache of `bundle` lives: beside it. */
export function cacheFileOf(bundle: string): string {
  return `${bundle}.v8-cache`;
}

type ModuleBody = (exports: object, require: NodeJS.Require, module: { exports: object }, filename: string, dirname: string) => void;

/** Runs the bundle at `url`; false when there is none, for the caller to load the modules instead. */
export function runBundle(url: URL): boolean {
  const file = fileURLToPath(url);
  let source: string;
  let stamp: string;
  try {
    const stat = statSync(file, { bigint: true });
    stamp = `${MAGIC} ${stat.size} ${stat.mtimeNs}\n`;
    source = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  const cacheFile = cacheFileOf(file);
  const cachedData = storedCache(cacheFile, stamp);
  const script = new Script(source, { filename: file, cachedData });
  if (cachedData === undefined || script.cachedDataRejected === true) process.once('exit', () => saveCache(script, cacheFile, stamp));
  const body = script.runInThisContext() as ModuleBody;
  const module = { exports: {} };
  body(module.exports, createRequire(file), module, file, dirname(file));
  return true;
}

function storedCache(cacheFile: string, stamp: string): Buffer | undefined {
  let stored: Buffer;
  try {
    stored = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  return stored.subarray(0, stamp.length).toString('latin1') === stamp ? stored.subarray(stamp.length) : undefined;
}

function saveCache(script: Script, cacheFile: string, stamp: string): void {
  const temp = `${cacheFile}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, Buffer.concat([Buffer.from(stamp, 'latin1'), script.createCachedData()]));
    renameSync(temp, cacheFile);
  } catch {
    // A folder agon may not write (an install owned by another user): it runs without a cache.
    try {
      rmSync(temp, { force: true });
    } catch {
      // nothing was written
    }
  }
}
