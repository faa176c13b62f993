// Nothing acknowledged is ever lost: a child `agon run --json` is killed with SIGKILL at random
// moments; every file left behind parses, replays, and holds every event the child had printed.
// And SIGINT cancels cleanly: what finished is saved, the run is marked, exit 130.
//
// The moments come from a seeded generator: a failure shows the seed, and AGON_CRASH_SEED=<seed>
// replays the same moments (as fractions of the calibration run). The kills stop at a wall-clock
// cap, so a loaded machine makes the test check fewer runs rather than time out.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { argumentation } from '../../src/protocols/argumentation/index.js';
import { replay } from '../../src/protocols/replay.js';
import type { DebateEvent } from '../../src/protocols/types.js';
import { SessionStore } from '../../state/index.js';
import { QUESTION, SCRIPT } from '../fixtures/debates/redis-memcached.js';
import { jsonLines, Workspace } from '../helpers/cli.js';
import { savedDoc } from '../state/fixtures.js';
import { seededRandom } from '../helpers/random.js';

const KILLS = 100;
const KILLS_PER_CALIBRATION = 20;
const KILLING_CAP_MS = 120_000;
const SEED = Number(process.env.AGON_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 32));
if (!Number.isSafeInteger(SEED)) throw new Error(`AGON_CRASH_SEED must be an integer, not ${process.env.AGON_CRASH_SEED}`);
let ws: Workspace;
let args: string[];

beforeAll(async () => {
  ws = await Workspace.create();
  const script = await ws.write('debate.json', { bySeat: SCRIPT });
  args = [
    'run',
    '--json',
    '--question',
    QUESTION,
    '--high-stakes',
    ...['orchestrator', 'consultee', 'arbiter'].flatMap((s) => ['--seat', `${s}=script:file=${script}`]),
  ];
});

/** Runs the child until a random moment, then kills it; returns the session and seqs it printed. */
function runAndKill(afterMs: number): Promise<{ session?: string; seqs: number[]; firstEventMs?: number }> {
  return new Promise((done) => {
    const started = Date.now();
    let firstEventMs: number | undefined;
    const child = ws.spawn(args);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (firstEventMs === undefined && out.includes('"kind":"event"')) firstEventMs = Date.now() - started;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), afterMs);
    child.on('exit', () => {
      clearTimeout(timer);
      // Only complete lines were acknowledged; a line cut by the kill was not.
      const events = jsonLines(out.slice(0, out.lastIndexOf('\n') + 1)).filter((l) => l.kind === 'event');
      const session = events[0]?.session as string | undefined;
      done({
        ...(session ? { session } : {}),
        seqs: events.map((l) => (l.event as { seq: number }).seq),
        ...(firstEventMs !== undefined ? { firstEventMs } : {}),
      });
    });
  });
}

describe('a run killed at random moments', () => {
  it(`leaves sessions that load, replay and hold every acknowledged event (${KILLS} kills)`, async ({ annotate }) => {
    // shown with a failure only
    await annotate(`seed ${SEED}: AGON_CRASH_SEED=${SEED} replays these kill moments`);
    const random = seededRandom(SEED);
    // Calibrate on a whole run (machines and parallel suites differ), again every few kills (the
    // load on a shared machine drifts, and start-up is most of a run: kills calibrated on a fast run
    // and made in slow ones all land in start-up), then spread the kills: one in four over start-up,
    // the rest over the debate itself, from its first event to its end.
    const started = Date.now();
    const cap = started + KILLING_CAP_MS;
    const children: { session?: string; seqs: number[] }[] = [];
    let duration = 0;
    let debateStart = 0;
    while (children.length < KILLS && Date.now() < cap) {
      if (children.length % KILLS_PER_CALIBRATION === 0) {
        const calibrating = Date.now();
        const whole = await runAndKill(60_000);
        duration = Date.now() - calibrating;
        debateStart = whole.firstEventMs ?? 0;
        expect(whole.seqs.length).toBeGreaterThan(40);
      }
      const at = children.length % 4 === 0 ? random() * debateStart : debateStart + random() * (duration - debateStart);
      children.push(await runAndKill(at));
    }
    if (children.length < KILLS) console.warn(`the ${KILLING_CAP_MS / 1000} s cap stopped the kills after ${children.length} of ${KILLS}`);
    const store = new SessionStore(ws.sessions);
    const ids = (await readdir(ws.sessions)).filter((d) => /^\d{3}-/.test(d)).sort();
    for (const id of ids) {
      const open = await store.open(id, { readOnly: true });
      const configured = argumentation.configure(open.doc.config);
      if (!configured.ok) throw new Error(configured.problem);
      const events = open.doc.events as DebateEvent[];
      expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
      expect(() => replay(argumentation, configured.config, events)).not.toThrow();
      for (const e of events) {
        for (const key of ['rawRef', 'promptRef'] as const) {
          if (typeof e.data[key] === 'string') await expect(open.readRaw(e.data[key] as string)).resolves.toBeTypeOf('string');
        }
      }
      await open.close();
    }
    const printed = children.filter((c) => c.session !== undefined);
    expect(printed.length).toBeGreaterThan(children.length / 4);
    for (const child of printed) {
      // What the next agon reads: session.json and, after a kill, the journal of what it had not folded.
      const saved = new Set((await savedDoc(join(ws.sessions, child.session!))).events.map((e) => e.seq));
      expect(
        child.seqs.filter((seq) => !saved.has(seq)),
        `${child.session} lost acknowledged events`,
      ).toEqual([]);
    }
  }, 240_000);
});

describe('a parallel group killed before its slowest agent answers', () => {
  it('keeps on disk the answer that came first, with its parsed moves', async () => {
    // `compare` opens with both seats at once: the orchestrator answers at once, the consultee never does.
    const script = await ws.write('group.json', { bySeat: SCRIPT });
    const child = ws.spawn([
      'run',
      '--json',
      '--framing',
      'compare',
      '--question',
      'Both at once?',
      '--seat',
      `orchestrator=script:file=${script}`,
      '--seat',
      `consultee=script:file=${script},delay=60`,
    ]);
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    const exited = new Promise((done) => child.on('exit', done));
    const first = () =>
      jsonLines(out)
        .filter((l) => l.kind === 'event')
        .map((l) => l.event as { type: string; data: { seat?: string } });
    while (!first().some((e) => e.type.startsWith('move.'))) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    await exited;
    const id = String(jsonLines(out)[0]!.session);
    const saved = (await savedDoc(join(ws.sessions, id))).events.map((e) => `${e.type} ${String(e.data.seat ?? '')}`.trim());
    expect(saved).toEqual([
      'agent.requested orchestrator',
      'agent.requested consultee',
      'agent.responded orchestrator',
      'move.accepted orchestrator',
    ]);
  });
});

describe('SIGINT', () => {
  it('saves what finished, records the cancellation, and exits 130', async () => {
    const slow = await ws.write('slow.json', { bySeat: SCRIPT });
    const child = ws.spawn([
      'run',
      '--json',
      '--question',
      'Slow?',
      '--seat',
      `orchestrator=script:file=${slow},delay=0.05`,
      '--seat',
      `consultee=script:file=${slow},delay=5`,
    ]);
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    await new Promise<void>((ready) => {
      const poll = setInterval(() => {
        if (out.includes('agent.requested')) {
          clearInterval(poll);
          ready();
        }
      }, 20);
    });
    const started = Date.now();
    child.kill('SIGINT');
    const code = await new Promise<number | null>((done) => child.on('exit', (c) => done(c)));
    expect(code).toBe(130);
    expect(Date.now() - started).toBeLessThan(4000);
    const last = jsonLines(out).at(-1)!;
    expect(last).toMatchObject({ kind: 'cancelled' });
    const doc = await ws.doc(String(last.session));
    expect(doc.events.map((e) => e.type)).toEqual(['agent.requested', 'run.cancelled']);
    expect(doc.meta).toMatchObject({ status: 'stopped', reason: 'cancelled' });
  }, 20_000);
});
