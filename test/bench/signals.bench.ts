// Signals and orphans, counted: `agon run` with two fake Codex agents whose descendants try every
// way out of the process group ("hang-tree": one in the group, one after setsid, one orphaned after
// setsid; eight agent processes in all), stopped by each signal AGON_BENCH_RUNS times (default 5).
// For each signal: how the run ended, in how many runs an agent process outlived agon, and in how
// many the lock was left behind; after SIGKILL, in how many runs one still ran once the next agon
// (`agon rm`) had taken the lock over. And a SIGINT 0 to 400 ms after JavaScript starts in the new
// process: in how many runs agon said so in one line and exited 130. AGON_TEST_BIN measures
// another build (main's, for the before figure); the fakes and this script are this tree's.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { alive, FAKE_BIN, waitUntil } from '../fixtures/agents/support.js';
import { AGON, jsonLines, Workspace } from '../helpers/cli.js';

const RUNS = Number(process.env.AGON_BENCH_RUNS ?? 5);

interface Outcome {
  exits: string[];
  orphaned: number;
  lockLeft: number;
  orphanedAfterTakeover: number;
}

async function once(ws: Workspace, signal: NodeJS.Signals, outcome: Outcome, n: number): Promise<void> {
  const state = join(ws.dir, 'home', '.fake', 'codex');
  const pidsFile = join(state, 'tree.pids');
  const pids = () => (existsSync(pidsFile) ? readFileSync(pidsFile, 'utf8').trim().split('\n').filter(Boolean).map(Number) : []);
  await writeFile(join(state, 'scenario'), 'hang-tree\n');
  await writeFile(pidsFile, '');
  const env = { HOME: join(ws.dir, 'home'), PATH: `${FAKE_BIN}:${process.env.PATH}` };
  const child = ws.spawn(
    [
      'run',
      '--json',
      '--framing',
      'compare',
      '--question',
      `Stopped by ${signal}, run ${n}?`,
      '--seat',
      'orchestrator=codex:timeout=600',
      '--seat',
      'consultee=codex:timeout=600',
    ],
    { env },
  );
  let stdout = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  const exited = new Promise<string>((done) => child.on('exit', (code, by) => done(by ? `killed by ${by}` : `exit ${code}`)));
  if ((await waitUntil(() => pids().length === 8, 20_000)) < 0) {
    child.kill('SIGKILL');
    outcome.exits.push('agents did not start');
    return;
  }
  const started = pids();
  const id = String(jsonLines(stdout)[0]?.session);
  child.kill(signal);
  outcome.exits.push(await exited);
  await waitUntil(() => started.every((p) => !alive(p)), 2000);
  if (started.some(alive)) outcome.orphaned += 1;
  if (existsSync(join(ws.sessions, id, 'lock'))) outcome.lockLeft += 1;
  if (signal === 'SIGKILL') {
    await ws.run(['rm', id], { env });
    await waitUntil(() => started.every((p) => !alive(p)), 2000);
    if (started.some(alive)) outcome.orphanedAfterTakeover += 1;
  }
  for (const pid of started) if (alive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * SIGINT `afterMs` after JavaScript starts running in the new process (a preload writes a mark on
 * stderr first; before that moment Node itself is starting, and no program can handle a signal
 * then): whether agon said so in one line and exited 130, the signal killed it silently, or it had
 * already finished (`agon list` on an empty folder is quick).
 */
async function earlyInterrupt(ws: Workspace, afterMs: number): Promise<'handled' | 'killed' | 'finished'> {
  const mark = 'data:text/javascript,process.stderr.write("@")';
  const child = spawn(process.execPath, ['--import', mark, AGON, 'list'], {
    cwd: ws.dir,
    env: { ...process.env, AGON_SESSIONS_DIR: ws.sessions },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => {
    if (!stderr.startsWith('@')) setTimeout(() => child.kill('SIGINT'), afterMs);
    stderr += c.toString('utf8');
  });
  const code = await new Promise<number | null>((done) => child.on('exit', (c) => done(c)));
  const said = stderr.replace(/^@/, '');
  if (code === 0) return 'finished';
  return code === 130 && said.trim().split('\n').length === 1 && said.includes('SIGINT') ? 'handled' : 'killed';
}

function tally(exits: string[]): string {
  const counts = new Map<string, number>();
  for (const e of exits) counts.set(e, (counts.get(e) ?? 0) + 1);
  return [...counts].map(([e, c]) => `${e} ×${c}`).join(', ');
}

export async function run(): Promise<void> {
  const ws = await Workspace.create();
  try {
    await mkdir(join(ws.dir, 'home', '.fake', 'codex'), { recursive: true });
    console.log(`agon: ${AGON}; ${RUNS} runs per signal, 8 agent processes per run`);
    for (const signal of ['SIGTERM', 'SIGHUP', 'SIGINT', 'SIGKILL'] as const) {
      const outcome: Outcome = { exits: [], orphaned: 0, lockLeft: 0, orphanedAfterTakeover: 0 };
      for (let n = 1; n <= RUNS; n += 1) await once(ws, signal, outcome, n);
      const takeover =
        signal === 'SIGKILL' ? `; agents still running after the next agon took the lock: ${outcome.orphanedAfterTakeover} of ${RUNS}` : '';
      console.log(
        `${signal}: ${tally(outcome.exits)}; agents outlived agon: ${outcome.orphaned} of ${RUNS}; lock left: ${outcome.lockLeft} of ${RUNS}${takeover}`,
      );
    }
    const handled: string[] = [];
    for (const afterMs of [0, 20, 50, 100, 200, 400]) {
      const ends: string[] = [];
      for (let n = 0; n < RUNS; n += 1) ends.push(await earlyInterrupt(ws, afterMs));
      handled.push(`${afterMs} ms: ${tally(ends)}`);
    }
    console.log(`SIGINT after JavaScript starts: ${handled.join('; ')}`);
  } finally {
    await ws.remove();
  }
}
