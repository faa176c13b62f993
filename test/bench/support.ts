// Shared helpers for the benchmarks: timing, medians, spawning the built CLI, the scripted debate.
// Everything here measures; nothing asserts on timing.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { QUESTION, SCRIPT } from '../fixtures/debates/redis-memcached.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const AGON = join(ROOT, 'dist/src/cli/main.js');
export const NODE = process.execPath;

export { seededRandom } from '../helpers/random.js';

export function median(samples: number[]): number {
  return percentile(samples, 50);
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const ms = (value: number, digits = value < 10 ? 2 : 0): string => `${value.toFixed(digits)} ms`;
export const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}×`;
export const mb = (kb: number): string => `${(kb / 1024).toFixed(1)} MB`;

/** `label: A (median of n) vs B → A/B×`, the line format every benchmark prints. */
export function compareLine(label: string, a: string, aMs: number, b: string, bMs: number, n: number, target?: string): string {
  return `${label}: ${a} ${ms(aMs)} (median of ${n}) vs ${b} ${ms(bMs)} → ${ratio(aMs, bMs)}${target ? ` (target ${target})` : ''}`;
}

const made: string[] = [];
process.on('exit', () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A scratch directory, removed when the benchmark process exits. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `agon-bench-${prefix}-`));
  made.push(dir);
  return dir;
}

export async function timeAsync(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** Spawns node with `args` and waits; throws when it fails, so a broken benchmark never prints a figure. */
export function spawnNode(args: string[], options: SpawnSyncOptions = {}): { ms: number; stdout: string; stderr: string } {
  const start = performance.now();
  const result = spawnSync(NODE, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, ...options });
  const elapsed = performance.now() - start;
  if (result.status !== 0) {
    throw new Error(`node ${args.join(' ')} exited ${result.status}: ${String(result.stderr).slice(0, 500)}`);
  }
  return { ms: elapsed, stdout: String(result.stdout), stderr: String(result.stderr) };
}

/**
 * Times two spawned commands alternately (A, B, A, B, …) after `warm` unmeasured rounds, so drift
 * on a shared machine hits both alike. `prepare` runs before each A, outside the timing.
 */
export function compareSpawns(
  a: { args: string[]; options?: SpawnSyncOptions; prepare?: (i: number) => string[] },
  b: { args: string[]; options?: SpawnSyncOptions },
  runs: number,
  warm = 3,
): { a: number; b: number; runs: number } {
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < warm + runs; i++) {
    const extra = a.prepare?.(i) ?? [];
    const ta = spawnNode([...a.args, ...extra], a.options).ms;
    const tb = spawnNode(b.args, b.options).ms;
    if (i >= warm) {
      as.push(ta);
      bs.push(tb);
    }
  }
  return { a: median(as), b: median(bs), runs };
}

/** Writes the scripted debate as a script-agent file and returns its path. */
export function writeScript(dir: string): string {
  const file = join(dir, 'debate.json');
  writeFileSync(file, JSON.stringify({ bySeat: SCRIPT }));
  return file;
}

/** `agon run` arguments for the 8-round scripted debate, high-stakes, with an arbiter seat. */
export function debateArgs(scriptFile: string): string[] {
  return [
    'run',
    '--question',
    QUESTION,
    '--high-stakes',
    '--json',
    '--seat',
    `orchestrator=script:file=${scriptFile}`,
    '--seat',
    `consultee=script:file=${scriptFile}`,
    '--seat',
    `arbiter=script:file=${scriptFile}`,
  ];
}

export interface RecordedDebate {
  sessionsDir: string;
  id: string;
  doc: { protocol: string; config: Record<string, unknown>; meta: Record<string, unknown>; events: StoredEventLike[] };
}

export interface StoredEventLike {
  seq: number;
  at: string;
  actor: string;
  type: string;
  data: Record<string, unknown>;
}

/** Runs the scripted debate once through the built CLI and returns its saved session. */
export function recordDebate(dir: string = tempDir('record')): RecordedDebate {
  const sessionsDir = join(dir, 'sessions');
  const { stdout } = spawnNode([AGON, ...debateArgs(writeScript(dir)), '--sessions-dir', sessionsDir], { cwd: dir });
  const last = JSON.parse(stdout.trim().split('\n').at(-1)!) as { kind: string; session: string };
  if (last.kind !== 'outcome') throw new Error(`the scripted debate ended with ${last.kind}`);
  const doc = JSON.parse(readFileSync(join(sessionsDir, last.session, 'session.json'), 'utf8')) as RecordedDebate['doc'];
  return { sessionsDir, id: last.session, doc };
}

/** Runs `fn` with process.stdout.write swallowed. */
export async function silenced<T>(fn: () => Promise<T>): Promise<T> {
  const write = process.stdout.write;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  try {
    return await fn();
  } finally {
    process.stdout.write = write;
  }
}

/**
 * Peak RSS in KiB of `node args`: from /usr/bin/time -v when present, else from the process
 * itself (a preload that prints process.resourceUsage().maxRSS at exit).
 */
export function peakRssKb(args: string[], options: SpawnSyncOptions = {}): { kb: number; via: string } {
  if (existsSync('/usr/bin/time')) {
    const result = spawnSync('/usr/bin/time', ['-v', NODE, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, ...options });
    const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(String(result.stderr));
    if (result.status !== 0 || !match)
      throw new Error(`/usr/bin/time -v node ${args.join(' ')} failed: ${String(result.stderr).slice(-500)}`);
    return { kb: Number(match[1]), via: '/usr/bin/time -v' };
  }
  const hook = `data:text/javascript,process.on('exit',()=>process.stderr.write('\\nmaxrss='+process.resourceUsage().maxRSS+'\\n'))`;
  const { stderr } = spawnNode(['--import', hook, ...args], options);
  return { kb: Number(/maxrss=(\d+)/.exec(stderr)![1]), via: 'process.resourceUsage().maxRSS' };
}

/** The median wall time of `runs` synchronous calls, in milliseconds. */
export function time(runs: number, fn: () => void): number {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}
