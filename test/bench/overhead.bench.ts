// Side by side, in one run: what the workbench itself costs around a debate whose agents answer
// instantly, with script, HTTP and CLI seats, next to `node -e 0` and a minimal Ink app. A debate's
// overhead is its wall time less the time a call was in flight (the sum of the recorded durations,
// the calls being sequential here); it splits into before the first call (spawn to the first call's
// start), between calls (per call) and after the last (the last reply to the process's exit).
// Per-call cost is also given as a slope: (overhead of 8 rounds − of 1 round) / (calls − calls),
// taken from each pair of debates run back to back (the median of the pairs), with the time before
// the first call left out of both: the two start alike (same process, same first prompt), so what
// differs there is the machine's noise, which on a shared 2-core machine moves a start-up by ±40 ms
// and would move a 14-call slope by ±3 ms. The slope with it left in is printed beside it.
// HTTP seats talk to a server in this process on 127.0.0.1 that streams the scripted answers in the
// OpenAI format at once; CLI seats are the fake CLIs of test/fixtures/bin answering from files.
// Peers: set AGON_BENCH_PEERS to a JSON file of [{"name", "command": [...], "cwd"?}] (each a
// one-round debate against instant fakes, prepared by hand) and each is timed and sized the same way.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { QUESTION, SCRIPT } from '../fixtures/debates/redis-memcached.js';
import { firstFrames } from './first-frame.js';
import { AGON, mb, median, ms, NODE, ratio, ROOT, tempDir, writeScript } from './support.js';

const FAKE_BIN = join(ROOT, 'test/fixtures/bin');
const CLI_OF: Record<string, string> = { orchestrator: 'claude', consultee: 'codex', arbiter: 'gemini' };
const SEATS = Object.keys(CLI_OF);

interface Timed {
  wallMs: number;
  rssKb: number;
  stdout: string;
  startedAt: number;
  endedAt: number;
}

/** Runs `node args` under /usr/bin/time -v without blocking this process (the HTTP fake lives here). */
function timedNode(args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<Timed> {
  return timed([NODE, ...args], options);
}

function timed(command: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<Timed> {
  const args = command.slice(1);
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const child = spawn('/usr/bin/time', ['-v', ...command], { cwd: options.cwd, env: options.env ?? process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      const endedAt = Date.now();
      const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
      if (code !== 0 || !rss) return reject(new Error(`node ${args.slice(0, 3).join(' ')} exited ${code}: ${stderr.slice(-600)}`));
      resolve({ wallMs: endedAt - startedAt, rssKb: Number(rss[1]), stdout, startedAt, endedAt });
    });
  });
}

interface Shape {
  calls: number;
  wallMs: number;
  overheadMs: number;
  beforeMs: number;
  betweenMs: number;
  afterMs: number;
  rssKb: number;
}

/**
 * The debate's calls from its --json lines: when each reply was recorded and how long it took; or,
 * for HTTP seats, the spans the server itself saw (so a client's own cost in the call, such as
 * fetch's first use, counts as the workbench's).
 */
function shapeOf(run: Timed, spans?: Span[]): Shape {
  const replies: { at: number; durationMs: number }[] = [];
  let outcome = false;
  for (const line of run.stdout.trim().split('\n')) {
    const json = JSON.parse(line) as { kind: string; event?: { type: string; at: string; data: { durationMs?: number } } };
    if (json.kind === 'outcome') outcome = true;
    if (json.event?.type === 'agent.responded')
      replies.push({ at: Date.parse(json.event.at), durationMs: Number(json.event.data.durationMs) });
  }
  if (!outcome || replies.length === 0) throw new Error(`the debate did not reach its outcome: ${run.stdout.slice(-400)}`);
  if (spans) {
    if (spans.length !== replies.length) throw new Error(`the server saw ${spans.length} calls, the debate recorded ${replies.length}`);
    replies.splice(0, replies.length, ...spans.map((s) => ({ at: s.end, durationMs: s.end - s.start })));
  }
  const inFlight = replies.reduce((n, r) => n + r.durationMs, 0);
  const beforeMs = replies[0]!.at - replies[0]!.durationMs - run.startedAt;
  const afterMs = run.endedAt - replies.at(-1)!.at;
  const overheadMs = run.wallMs - inFlight;
  return {
    calls: replies.length,
    wallMs: run.wallMs,
    overheadMs,
    beforeMs,
    afterMs,
    betweenMs: (overheadMs - beforeMs - afterMs) / replies.length,
    rssKb: run.rssKb,
  };
}

/** An OpenAI-compatible endpoint that streams each seat's scripted answers (the seat is the model name). */
interface Span {
  start: number;
  end: number;
}

async function openaiFake(): Promise<{ server: Server; base: string; reset: () => void; spans: Span[] }> {
  let asked: Record<string, number> = {};
  const spans: Span[] = [];
  const server = createServer((req, res) => {
    const start = Date.now();
    res.on('finish', () => spans.push({ start, end: Date.now() }));
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const { model } = JSON.parse(body) as { model: string };
      const n = asked[model] ?? 0;
      asked[model] = n + 1;
      const text = SCRIPT[model]?.[n] ?? '{}';
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', model, choices: [{ index: 0, delta, finish_reason: null }], ...extra })}\n\n`;
      const half = Math.ceil(text.length / 2);
      res.write(chunk({ role: 'assistant', content: text.slice(0, half) }));
      res.write(chunk({ content: text.slice(half) }));
      res.write(
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', model, choices: [], usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 } })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    base: `http://127.0.0.1:${port}/v1`,
    spans,
    reset: () => {
      asked = {};
      spans.length = 0;
    },
  };
}

type Variant = 'script' | 'http' | 'cli';

interface Fixture {
  dir: string;
  script: string;
  base: string;
  reset: () => void;
  spans: Span[];
  /** The order the seats are called in, per round bound, for the CLI fakes' numbered answers. */
  order: Record<number, string[]>;
}

function seatArgs(variant: Variant, f: Fixture): string[] {
  return SEATS.flatMap((seat) => [
    '--seat',
    variant === 'script'
      ? `${seat}=script:file=${f.script}`
      : variant === 'http'
        ? `${seat}=openai:base=${f.base},model=${seat}`
        : `${seat}=${CLI_OF[seat]}`,
  ]);
}

let counter = 0;

async function debate(variant: Variant, rounds: number, f: Fixture): Promise<Shape> {
  const run = join(f.dir, `run-${++counter}`);
  mkdirSync(run);
  const args = [
    AGON,
    'run',
    '--question',
    QUESTION,
    '--high-stakes',
    '--json',
    '--max-rounds',
    String(rounds),
    ...seatArgs(variant, f),
    '--sessions-dir',
    join(run, 'sessions'),
  ];
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: run, PATH: `${FAKE_BIN}:${process.env.PATH ?? '/usr/bin:/bin'}` };
  delete env.CI;
  if (variant === 'cli') {
    // The fakes answer call N from answers/N.txt of the working directory, in the order asked.
    const work = join(run, 'work');
    mkdirSync(join(work, 'answers'), { recursive: true });
    writeFileSync(join(work, 'fake-scenario'), 'script\n');
    const next: Record<string, number> = {};
    f.order[rounds]!.forEach((seat, i) => {
      const n = next[seat] ?? 0;
      next[seat] = n + 1;
      writeFileSync(join(work, 'answers', `${i + 1}.txt`), SCRIPT[seat]![n]!);
    });
    args.push('--workdir', work);
  }
  f.reset();
  return shapeOf(await timedNode(args, { cwd: run, env }), variant === 'http' ? f.spans : undefined);
}

/** The seat order of a scripted debate of `rounds`, read from its agent.requested events. */
async function callOrder(rounds: number, f: Fixture): Promise<string[]> {
  const run = join(f.dir, `order-${rounds}`);
  mkdirSync(run);
  const { stdout } = await timedNode(
    [
      AGON,
      'run',
      '--question',
      QUESTION,
      '--high-stakes',
      '--json',
      '--max-rounds',
      String(rounds),
      ...seatArgs('script', f),
      '--sessions-dir',
      join(run, 'sessions'),
    ],
    { cwd: run },
  );
  return stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { event?: { type: string; data: { seat: string } } })
    .filter((j) => j.event?.type === 'agent.requested')
    .map((j) => j.event!.data.seat);
}

interface Peer {
  name: string;
  command: string[];
  cwd?: string;
}

function medianShape(shapes: Shape[]): Shape {
  const m = (key: keyof Shape) => median(shapes.map((s) => s[key]));
  return {
    calls: shapes[0]!.calls,
    wallMs: m('wallMs'),
    overheadMs: m('overheadMs'),
    beforeMs: m('beforeMs'),
    betweenMs: m('betweenMs'),
    afterMs: m('afterMs'),
    rssKb: m('rssKb'),
  };
}

export async function run(): Promise<void> {
  const runs = Number(process.env.AGON_BENCH_RUNS ?? 7);
  const dir = tempDir('overhead');
  const fake = await openaiFake();
  const f: Fixture = { dir, script: writeScript(dir), base: fake.base, reset: fake.reset, spans: fake.spans, order: {} };
  try {
    f.order[1] = await callOrder(1, f);
    f.order[8] = await callOrder(8, f);
    const variants: Variant[] = ['script', 'http', 'cli'];
    const samples: Record<string, Shape[]> = {};
    const bare: number[] = [];
    const bareRss: number[] = [];
    // Warm-up (unmeasured) then alternate, so drift on a shared machine hits every variant alike.
    for (const v of variants) await debate(v, 1, f);
    for (let i = 0; i < runs; i++) {
      const node = await timedNode(['-e', '0'], { cwd: dir });
      bare.push(node.wallMs);
      bareRss.push(node.rssKb);
      for (const v of variants) {
        for (const rounds of [1, 8]) {
          const key = `${v}/${rounds}`;
          samples[key] ??= [];
          samples[key].push(await debate(v, rounds, f));
        }
      }
    }
    const nodeMs = median(bare);
    console.log(`side by side, median of ${runs} (agents answer instantly; overhead = wall − time with a call in flight):`);
    console.log(`  node -e 0: ${ms(nodeMs)}, peak RSS ${mb(median(bareRss))}`);
    console.log('  seats    debate    calls  wall     overhead  before 1st call  per call (between)  after last call  peak RSS');
    for (const v of variants) {
      for (const rounds of [1, 8]) {
        const s = medianShape(samples[`${v}/${rounds}`]!);
        console.log(
          `  ${v.padEnd(7)}  ${`${rounds} round${rounds > 1 ? 's' : ''}`.padEnd(8)}  ${String(s.calls).padStart(5)}  ${ms(s.wallMs).padEnd(7)}  ${ms(s.overheadMs).padEnd(8)}  ${ms(s.beforeMs).padEnd(15)}  ${ms(s.betweenMs).padEnd(18)}  ${ms(s.afterMs).padEnd(15)}  ${mb(s.rssKb)}`,
        );
      }
      const ones = samples[`${v}/1`]!;
      const eights = samples[`${v}/8`]!;
      const slope = (startUpLeftOut: boolean) =>
        median(
          eights.map((eight, i) => {
            const one = ones[i]!;
            const startUp = startUpLeftOut ? eight.beforeMs - one.beforeMs : 0;
            return (eight.overheadMs - one.overheadMs - startUp) / (eight.calls - one.calls);
          }),
        );
      console.log(
        `  ${v}: per-call overhead as a slope (8 rounds − 1 round, paired, start-up left out) ${ms(slope(true))}${v === 'script' ? ' (target ≤ 5 ms)' : ''}; with start-up ${ms(slope(false))}; before the first call ${ratio(medianShape(ones).beforeMs, nodeMs)} node -e 0`,
      );
    }
    console.log(
      `  one-round overhead with script seats: ${ms(medianShape(samples['script/1']!).overheadMs)} (target ≤ 250 ms); peak RSS with HTTP seats ${mb(medianShape(samples['http/8']!).rssKb)} (target ≤ 60 MB)`,
    );
    await peers(runs, dir);
  } finally {
    fake.server.close();
  }
  const frames = await firstFrames(runs);
  console.log(
    `  first frame in tmux: agon ${ms(frames.agon)} vs a minimal Ink app ${ms(frames.hello)} → ${ratio(frames.agon, frames.hello)} (target ≤ 1.2×); vs that app bundled as agon is (esbuild, production React) ${ms(frames.helloBundled)} → ${ratio(frames.agon, frames.helloBundled)}`,
  );
}

async function peers(runs: number, dir: string): Promise<void> {
  const file = process.env.AGON_BENCH_PEERS;
  if (!file) {
    console.log('  peers: none configured (AGON_BENCH_PEERS=FILE with [{"name","command":[...],"cwd"?}] adds them)');
    return;
  }
  for (const peer of JSON.parse(readFileSync(file, 'utf8')) as Peer[]) {
    const samples: { wallMs: number; rssKb: number }[] = [];
    for (let i = 0; i < runs; i++) {
      samples.push(await timed(peer.command, { cwd: peer.cwd ?? dir }));
    }
    console.log(
      `  peer ${peer.name}: wall ${ms(median(samples.map((s) => s.wallMs)))}, peak RSS ${mb(median(samples.map((s) => s.rssKb)))} (median of ${runs})`,
    );
  }
}
