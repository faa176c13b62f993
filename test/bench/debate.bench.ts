// A whole 8-round scripted debate (instant script agents, high-stakes, with an arbiter) through the
// real CLI: wall time per `agon run --json` against a bare `node -e 0`; the same debate in-process
// through the built runCommand (no node start-up, modules loaded once), with the time its fsyncs
// take as the I/O floor it cannot go under; and the peak RSS of a headless debate.
import fs from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import {
  AGON,
  compareLine,
  compareSpawns,
  debateArgs,
  mb,
  median,
  ms,
  peakRssKb,
  ratio,
  ROOT,
  silenced,
  tempDir,
  timeAsync,
  writeScript,
} from './support.js';

type Command = (argv: string[], env: NodeJS.ProcessEnv, cwd: string) => Promise<number>;

/**
 * Counts and times every flush while `fn` runs: fs.fsync and fs.fdatasync (the store's files and
 * folders, durable-file.ts) and FileHandle's sync and datasync (the journal).
 */
async function withFsyncMeter<T>(dir: string, fn: () => Promise<T>): Promise<{ result: T; count: number; ms: number }> {
  const probe = await open(join(dir, 'probe'), 'w');
  const proto = Object.getPrototypeOf(probe) as Record<'sync' | 'datasync', () => Promise<void>>;
  await probe.close();
  let count = 0;
  let total = 0;
  const timed = (start: number) => {
    count += 1;
    total += performance.now() - start;
  };
  const restore: (() => void)[] = [];
  for (const name of ['sync', 'datasync'] as const) {
    const original = proto[name];
    proto[name] = async function (this: unknown) {
      const start = performance.now();
      try {
        return await original.call(this);
      } finally {
        timed(start);
      }
    };
    restore.push(() => (proto[name] = original));
  }
  for (const name of ['fsync', 'fdatasync'] as const) {
    const original = fs[name];
    fs[name] = ((fd: number, callback: (error: NodeJS.ErrnoException | null) => void) => {
      const start = performance.now();
      original(fd, (error) => {
        timed(start);
        callback(error);
      });
    }) as typeof fs.fsync;
    restore.push(() => (fs[name] = original));
  }
  try {
    return { result: await fn(), count, ms: total };
  } finally {
    for (const undo of restore) undo();
  }
}

export async function run(): Promise<void> {
  const dir = tempDir('debate');
  const script = writeScript(dir);
  const args = debateArgs(script);
  let n = 0;
  const fresh = () => join(dir, `sessions-${++n}`);

  // The CLI end to end, one fresh sessions dir per run.
  const cliRuns = 10;
  const cli = compareSpawns(
    { args: [AGON, ...args], options: { cwd: dir }, prepare: () => ['--sessions-dir', fresh()] },
    { args: ['-e', '0'] },
    cliRuns,
    2,
  );
  console.log(compareLine('debate (CLI)', 'agon run --json, 8 rounds', cli.a, 'node -e 0', cli.b, cliRuns));

  // In-process: the built command, stdout silenced.
  const { runCommand } = (await import(pathToFileURL(join(ROOT, 'dist/src/cli/commands/run.js')).href)) as { runCommand: Command };
  const once = async () => {
    const code = await silenced(() => runCommand([...args.slice(1), '--sessions-dir', fresh()], {}, dir));
    if (code !== 0) throw new Error(`runCommand exited ${code}`);
  };
  const first = await timeAsync(once);
  for (let i = 0; i < 2; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < 20; i++) samples.push(await timeAsync(once));
  const inProcess = median(samples);
  const metered = await withFsyncMeter(dir, () => timeAsync(once));
  console.log(
    `debate (in-process): runCommand ${ms(inProcess)} (median of ${samples.length}; first call ${ms(first)}) ` +
      `vs its fsyncs alone ${ms(metered.ms)} (${metered.count} fsyncs, one metered run of ${ms(metered.result)}) → ${ratio(inProcess, metered.ms)} (target ≤ 500 ms)`,
  );
  console.log(`debate: node start-up and module loading per CLI run ≈ ${ms(cli.a - inProcess)} (CLI median − in-process median)`);

  // Peak RSS, the debate and a bare node measured the same way.
  const rss: number[] = [];
  const bare: number[] = [];
  let via = '';
  for (let i = 0; i < 3; i++) {
    const debate = peakRssKb([AGON, ...args, '--sessions-dir', fresh()], { cwd: dir });
    via = debate.via;
    rss.push(debate.kb);
    bare.push(peakRssKb(['-e', '0']).kb);
  }
  console.log(
    `debate: peak RSS of agon run ${mb(median(rss))} (median of 3, ${via}) vs node -e 0 ${mb(median(bare))} → ${ratio(median(rss), median(bare))} (target ≤ 70 MB)`,
  );
}
