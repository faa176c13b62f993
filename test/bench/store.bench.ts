// The session store: save latency (one-event append) at 200 and 5,000 events against writing and
// fsyncing the same bytes raw, and resuming a 5,000-event session (open, configure, replay) against
// reading and parsing its file, in-process and through `agon show --json`.
// Two kinds of 5,000-event session: "cycled" repeats a real debate's events (what the protocol makes
// of them past the end is nonsense, but replay must not throw); "valid" is the real debate with
// 4,952 human note/constrain actions interleaved at its turn boundaries, every one accepted.
import { constants } from 'node:fs';
import { open, readdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { type NewStoredEvent, type OpenSession, type SessionMeta, SessionStore } from '../../state/index.js';
import { argumentation } from '../../src/protocols/argumentation/index.js';
import { replay } from '../../src/protocols/replay.js';
import type { DebateEvent } from '../../src/protocols/types.js';
import {
  AGON,
  compareLine,
  compareSpawns,
  median,
  ms,
  percentile,
  ratio,
  recordDebate,
  type RecordedDebate,
  tempDir,
  timeAsync,
} from './support.js';

const strip = ({ at, actor, type, data }: NewStoredEvent): NewStoredEvent => ({ at, actor, type, data });

/** The debate's events repeated (data and all) until there are `n`. */
function cycled(rec: RecordedDebate, n: number): NewStoredEvent[] {
  return Array.from({ length: n }, (_, i) => strip(rec.doc.events[i % rec.doc.events.length]!));
}

/** The real debate with human notes and constraints spread over its turn boundaries, `n` events in all. */
function interleaved(rec: RecordedDebate, n: number): NewStoredEvent[] {
  const events = rec.doc.events;
  const slots = events.map((e, i) => (e.type === 'move.accepted' && i < events.length - 1 ? i : -1)).filter((i) => i >= 0);
  const humans = n - events.length;
  const out: NewStoredEvent[] = [];
  let made = 0;
  events.forEach((event, i) => {
    out.push(strip(event));
    const slot = slots.indexOf(i);
    if (slot < 0) return;
    const count = Math.floor((humans * (slot + 1)) / slots.length) - Math.floor((humans * slot) / slots.length);
    for (let k = 0; k < count; k++, made++) {
      const human =
        made % 10 === 9
          ? {
              type: 'human.constrain',
              data: { text: `Sessions must survive a single node failure (constraint ${made})`, reason: 'ops requirement' },
            }
          : {
              type: 'human.note',
              data: {
                value: ['all', 'orchestrator', 'consultee', 'arbiter'][made % 4]!,
                text: `Remember our sessions are ~2 KB JSON blobs read 50x more than written (note ${made})`,
              },
            };
      out.push({ at: event.at, actor: 'human', ...human });
    }
  });
  return out;
}

function configured(rec: RecordedDebate) {
  const c = argumentation.configure(rec.doc.config);
  if (!c.ok) throw new Error(c.problem);
  return c.config;
}

function replayEvents(rec: RecordedDebate, events: NewStoredEvent[]) {
  return replay(
    argumentation,
    configured(rec),
    events.map((e, i) => ({ ...e, seq: i + 1 }) as DebateEvent),
  );
}

async function build(store: SessionStore, rec: RecordedDebate, events: NewStoredEvent[]): Promise<OpenSession> {
  const meta = rec.doc.meta as unknown as SessionMeta;
  const session = await store.create({ protocol: rec.doc.protocol, config: rec.doc.config as never, meta, now: new Date() });
  // The events name the recorded debate's prompts and answers: the new session holds them too, or
  // it would read as damaged (a ref with no text).
  const rawDir = join(rec.sessionsDir, rec.id, 'raw');
  for (const name of await readdir(rawDir)) await session.putRaw(await readFile(join(rawDir, name), 'utf8'));
  for (let i = 0; i < events.length; i += 1000) await session.append(events.slice(i, i + 1000), meta);
  return session;
}

/** open(…,'w') + one write + fsync + close: the floor for saving these bytes. */
async function rawWrite(file: string, bytes: Buffer): Promise<void> {
  const handle = await open(file, 'w');
  try {
    await handle.write(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The same plus what makes it atomic: a fresh temp file, rename over the target, fsync the directory. */
async function atomicWrite(dir: string, bytes: Buffer, i: number): Promise<void> {
  const temp = join(dir, `.atomic.${i}.tmp`);
  const handle = await open(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
  try {
    await handle.write(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, join(dir, 'atomic.json'));
  const d = await open(dir, 'r');
  await d.sync();
  await d.close();
}

async function saveLatency(store: SessionStore, rec: RecordedDebate, size: number): Promise<void> {
  const session = await build(store, rec, cycled(rec, size));
  const file = join(session.dir, 'session.json');
  const meta = () => ({ ...(rec.doc.meta as unknown as SessionMeta), updatedAt: new Date().toISOString() });
  const extra = cycled(rec, 65);
  const saves: number[] = [];
  const raws: number[] = [];
  const atomics: number[] = [];
  for (let i = 0; i < extra.length; i++) {
    const save = await timeAsync(() => session.append([extra[i]!], meta()));
    const bytes = await readFile(file);
    const raw = await timeAsync(() => rawWrite(join(session.dir, 'raw-baseline.json'), bytes));
    const atomic = await timeAsync(() => atomicWrite(session.dir, bytes, i));
    if (i < 5) continue; // warm-up
    saves.push(save);
    raws.push(raw);
    atomics.push(atomic);
  }
  await session.close();
  const kib = ((await readFile(file)).length / 1024).toFixed(0);
  const [s, r, a] = [percentile(saves, 50), percentile(raws, 50), percentile(atomics, 50)];
  console.log(
    `store: save p50 at ${size} events (${kib} KiB) ${ms(s)} (${saves.length} samples) vs raw writeFile+fsync ${ms(r)} → ${ratio(s, r)} (target ≤ 1.5×)`,
  );
  console.log(
    `       same bytes with temp+fsync+rename+fsync dir ${ms(a)} → save/atomic ${ratio(s, a)}; p90 save ${ms(percentile(saves, 90))}`,
  );
}

async function resume(store: SessionStore, rec: RecordedDebate, kind: string, events: NewStoredEvent[]): Promise<void> {
  const built = await build(store, rec, events);
  const id = built.id;
  await built.close();
  const file = join(built.dir, 'session.json');
  const opens: number[] = [];
  const parses: number[] = [];
  let notices = 0;
  for (let i = 0; i < 12; i++) {
    let session: OpenSession | undefined;
    const t = await timeAsync(async () => {
      session = await store.open(id);
      notices = replay(argumentation, configured(rec), session.doc.events as DebateEvent[]).notices.length;
    });
    await session!.close();
    const p = await timeAsync(async () => JSON.parse(await readFile(file, 'utf8')));
    if (i < 2) continue;
    opens.push(t);
    parses.push(p);
  }
  console.log(
    `${compareLine(`resume (${kind}, ${events.length} events)`, 'open+configure+replay', median(opens), 'readFile+JSON.parse', median(parses), opens.length, '≤ 300 ms')}; ${notices} notices, no throw`,
  );
  const show = compareSpawns({ args: [AGON, 'show', id, '--json', '--sessions-dir', store.dir] }, { args: ['-e', '0'] }, 8, 2);
  console.log(compareLine(`resume (${kind}, ${events.length} events)`, 'agon show <id> --json', show.a, 'node -e 0', show.b, 8));
}

export async function run(): Promise<void> {
  const rec = recordDebate();
  const store = new SessionStore(join(tempDir('store'), 'sessions'));
  console.log(`events from a real scripted debate: ${rec.doc.events.length}, cycled to size`);
  await saveLatency(store, rec, 200);
  await saveLatency(store, rec, 5000);

  const valid = interleaved(rec, 5000);
  const check = replayEvents(rec, valid);
  const original = replayEvents(rec, rec.doc.events);
  const refused = check.notices.filter((n) => n.type === 'action.refused').length;
  const same =
    JSON.stringify(argumentation.outcome(check.state as never).buckets) ===
    JSON.stringify(argumentation.outcome(original.state as never).buckets);
  const kinds: Record<string, number> = {};
  for (const e of valid) kinds[e.type] = (kinds[e.type] ?? 0) + 1;
  console.log(
    `valid 5,000-event session: ${JSON.stringify(kinds)}; refused actions: ${refused}; same outcome as the plain debate: ${same ? 'yes' : 'NO'}`,
  );
  await resume(store, rec, 'cycled', cycled(rec, 5000));
  await resume(store, rec, 'valid', valid);
}
