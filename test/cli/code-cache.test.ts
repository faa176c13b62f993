// The headless bundle runs from V8's code cache (src/cli/code-cache.ts): written by a run that found
// none, used by the next, never used for another bundle, and never in the way when it cannot be.
// Each run is a process of its own (the cache is written as the process exits), driving the built
// loader on small bundles of the same shape as the real one.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AGON } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp.js';

const LOADER = pathToFileURL(join(dirname(AGON), 'code-cache.js')).href;

/** A bundle that prints `word` and computes enough for V8 to have functions worth caching. */
const bundle = (word: string) =>
  `(function (exports, require, module, __filename, __dirname) { const sum = (n) => { let s = 0; for (let i = 0; i < n; i++) s += i; return s; }; require('node:fs').writeSync(1, ${JSON.stringify(word)} + ' ' + sum(10) + ' ' + (__filename.endsWith('b.cjs')) + '\\n'); })`;

function run(dir: string, file = 'b.cjs'): { stdout: string; stderr: string } {
  const script = `import { runBundle } from ${JSON.stringify(LOADER)}; if (!runBundle(new URL(${JSON.stringify(pathToFileURL(join(dir, file)).href)}))) console.log('no bundle');`;
  const { stdout, stderr, status } = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (status !== 0) throw new Error(`the loader exited ${status}: ${stderr}`);
  return { stdout, stderr };
}

const cacheOf = (dir: string) => join(dir, 'b.cjs.v8-cache');

describe('the code cache of the headless bundle', () => {
  it('is written by a run that found none, then used as it is by the next', async () => {
    const dir = await tempDir();
    writeFileSync(join(dir, 'b.cjs'), bundle('alpha'));
    expect(run(dir).stdout).toBe('alpha 45 true\n');
    const written = readFileSync(cacheOf(dir));
    expect(written.subarray(0, 16).toString('latin1')).toBe('agon-v8-cache 1 ');
    const { mtimeMs } = statSync(cacheOf(dir));
    expect(run(dir).stdout).toBe('alpha 45 true\n');
    // Accepted: not written again.
    expect(statSync(cacheOf(dir)).mtimeMs).toBe(mtimeMs);
    expect(readFileSync(cacheOf(dir)).equals(written)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['b.cjs', 'b.cjs.v8-cache']);
  });

  it('is never used for a rebuilt bundle, even one of the same length (V8 checks only the length)', async () => {
    const dir = await tempDir();
    writeFileSync(join(dir, 'b.cjs'), bundle('alpha'));
    run(dir);
    const before = readFileSync(cacheOf(dir));
    writeFileSync(join(dir, 'b.cjs'), bundle('omega'));
    expect(run(dir).stdout).toBe('omega 45 true\n');
    expect(readFileSync(cacheOf(dir)).equals(before)).toBe(false);
    expect(run(dir).stdout).toBe('omega 45 true\n');
  });

  it('runs the bundle over a damaged cache, and writes a good one', async () => {
    const dir = await tempDir();
    writeFileSync(join(dir, 'b.cjs'), bundle('alpha'));
    run(dir);
    const good = readFileSync(cacheOf(dir));
    const stamp = good.subarray(0, good.indexOf(10) + 1);
    writeFileSync(cacheOf(dir), Buffer.concat([stamp, Buffer.from('not what V8 wrote'.repeat(50))]));
    expect(run(dir).stdout).toBe('alpha 45 true\n');
    expect(readFileSync(cacheOf(dir)).subarray(0, stamp.length).equals(stamp)).toBe(true);
    expect(readFileSync(cacheOf(dir)).length).toBeGreaterThan(stamp.length + 100);
    expect(readFileSync(cacheOf(dir)).includes('not what V8 wrote')).toBe(false);
  });

  it('runs without one where none can be written, saying nothing and leaving nothing', async () => {
    const dir = await tempDir();
    writeFileSync(join(dir, 'b.cjs'), bundle('alpha'));
    mkdirSync(cacheOf(dir));
    const { stdout, stderr } = run(dir);
    expect(stdout).toBe('alpha 45 true\n');
    expect(stderr).toBe('');
    expect(readdirSync(dir).sort()).toEqual(['b.cjs', 'b.cjs.v8-cache']);
    expect(readdirSync(cacheOf(dir))).toEqual([]);
  });

  it('leaves the caller to load the modules when there is no bundle', async () => {
    const dir = await tempDir();
    expect(run(dir, 'absent.cjs').stdout).toBe('no bundle\n');
    expect(existsSync(join(dir, 'absent.cjs.v8-cache'))).toBe(false);
  });

  it('is left by the build and used as it is by a headless command', async () => {
    const cache = join(dirname(AGON), 'headless.cjs.v8-cache');
    const sessions = await tempDir();
    const before = statSync(cache).mtimeMs;
    const content = readFileSync(cache);
    execFileSync(process.execPath, [AGON, 'list', '--json', '--sessions-dir', sessions], { encoding: 'utf8' });
    expect(statSync(cache).mtimeMs).toBe(before);
    expect(readFileSync(cache).equals(content)).toBe(true);
  });
});
