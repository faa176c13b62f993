// Corruption is found, not absorbed: an event whose data is empty or of the wrong shape, an event
// of an unknown type, a missing raw text and a raw text whose bytes no longer match its hash are
// each refused by show, step, export and fork in one line naming the event, with nothing changed;
// `agon check` lists every problem, and says a sound session is sound, journal included.
import { createHash } from 'node:crypto';
import { appendFile, cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionStore } from '../../state/index.js';
import { SCRIPT } from '../fixtures/debates/redis-memcached.js';
import { Workspace } from '../helpers/cli.js';

let ws: Workspace;
let pristine: string;
const ID = '001-redis-or-memcached';

type Doc = { events: { seq: number; type: string; data: Record<string, unknown> }[] };

beforeAll(async () => {
  ws = await Workspace.create();
  const script = await ws.write('debate.json', { bySeat: SCRIPT });
  const run = await ws.run([
    'run',
    '--max-rounds',
    '2',
    '--question',
    'Redis or Memcached?',
    '--seat',
    `orchestrator=script:file=${script}`,
    '--seat',
    `consultee=script:file=${script}`,
  ]);
  // Two rounds, then the arbiter's seat waits for the person: a session with every kind of event.
  expect(run.code).toBe(3);
  pristine = join(ws.dir, 'pristine');
  await cp(join(ws.sessions, ID), pristine, { recursive: true });
});

afterAll(() => ws.remove());

/** The session as it was made, then damaged by `damage`. */
async function damaged(damage: (dir: string, doc: Doc) => Promise<void> | void): Promise<void> {
  const dir = join(ws.sessions, ID);
  await rm(dir, { recursive: true, force: true });
  for (const other of await readdir(ws.sessions)) if (/^\d{3}-/.test(other)) await rm(join(ws.sessions, other), { recursive: true });
  await cp(pristine, dir, { recursive: true });
  const doc = JSON.parse(await readFile(join(dir, 'session.json'), 'utf8')) as Doc;
  await damage(dir, doc);
  await writeFile(join(dir, 'session.json'), JSON.stringify(doc));
}

/** A digest of every file in the sessions folder. */
async function snapshot(): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      hash.update(path);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) hash.update(await readFile(path));
    }
  };
  await walk(ws.sessions);
  return hash.digest('hex');
}

const firstOf = (doc: Doc, type: string) => doc.events.find((e) => e.type === type)!;

const DAMAGES: [string, RegExp, (dir: string, doc: Doc) => Promise<void> | void][] = [
  [
    'an event whose data is {}',
    /event \d+ \(move\.accepted\) is malformed: data\.seat/,
    (_dir, doc) => {
      firstOf(doc, 'move.accepted').data = {};
    },
  ],
  [
    'an event of the wrong shape',
    /event \d+ \(agent\.responded\) is malformed: data\.rawRef/,
    (_dir, doc) => {
      firstOf(doc, 'agent.responded').data.rawRef = 42;
    },
  ],
  [
    'an event of an unknown type',
    /event \d+ has the unknown type "point\.teleported"/,
    (_dir, doc) => {
      firstOf(doc, 'move.accepted').type = 'point.teleported';
    },
  ],
  [
    'a missing raw text',
    /event \d+ \(agent\.responded\): rawRef: .*\.txt is missing/,
    (dir, doc) => rm(join(dir, 'raw', `${String(firstOf(doc, 'agent.responded').data.rawRef)}.txt`)),
  ],
  [
    'a raw text whose bytes were changed',
    /event \d+ \(agent\.responded\): rawRef: .*\.txt no longer matches its hash/,
    (dir, doc) => appendFile(join(dir, 'raw', `${String(firstOf(doc, 'agent.responded').data.rawRef)}.txt`), ' (edited)'),
  ],
];

describe.each(DAMAGES)('%s', (_name, problem, damage) => {
  it('is refused by show, step, export and fork in one line naming the event, and nothing changes', async () => {
    await damaged(damage);
    const before = await snapshot();
    for (const args of [
      ['show', ID],
      ['step', ID],
      ['export', ID, '--format', 'md'],
      ['export', ID, '--format', 'json'],
      ['fork', ID],
    ]) {
      const result = await ws.run(args);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr, args.join(' ')).toMatch(problem);
      expect(result.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(result.stdout, args.join(' ')).toBe('');
    }
    expect(await snapshot()).toBe(before);
  });

  it('is listed by agon check, which exits 1 and changes nothing', async () => {
    await damaged(damage);
    const before = await snapshot();
    const result = await ws.run(['check', ID]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(problem);
    expect(await snapshot()).toBe(before);
  });
});

describe('agon check', () => {
  it('says a sound session is sound, counting its raw texts, and lists every problem of a damaged one', async () => {
    await damaged(() => undefined);
    const sound = await ws.run(['check', ID, '--json']);
    expect(sound.code).toBe(0);
    expect(sound.lines[0]).toMatchObject({ kind: 'check', sound: true, problems: [], journaled: 0 });
    expect(sound.lines[0]!.raw).toBeGreaterThan(4);
    await damaged((dir, doc) => {
      firstOf(doc, 'move.accepted').data = {};
      return rm(join(dir, 'raw', `${String(firstOf(doc, 'agent.responded').data.rawRef)}.txt`));
    });
    const both = await ws.run(['check', ID]);
    expect(both.code).toBe(1);
    expect(both.stdout).toMatch(/2 problems:\n {2}event .*\n {2}event .*\n$/);
  });

  it('reads the events saved in session.journal and not yet folded into session.json', async () => {
    await damaged(() => undefined);
    const store = new SessionStore(ws.sessions);
    const open = await store.open(ID);
    // Written while this process holds the session: the journal holds it until close folds it in.
    await open.append(
      [{ actor: 'human', type: 'human.constrain', data: { text: 'must persist', reason: 'r' }, at: new Date().toISOString() }],
      open.doc.meta,
    );
    try {
      const result = await ws.run(['check', ID, '--json']);
      expect(result.code).toBe(0);
      expect(result.lines[0]).toMatchObject({ sound: true, journaled: 1, events: open.doc.events.length });
      await open.append([{ actor: 'human', type: 'human.constrain', data: { text: 5 }, at: new Date().toISOString() }], open.doc.meta);
      const damagedJournal = await ws.run(['check', ID]);
      expect(damagedJournal.stdout).toMatch(
        new RegExp(`event ${open.doc.events.length} \\(human\\.constrain\\) is malformed: data\\.text`),
      );
    } finally {
      await open.close();
    }
  });
});

describe('a fork', () => {
  it('of a session with an edited raw text is refused before anything is made', async () => {
    await damaged((dir, doc) => appendFile(join(dir, 'raw', `${String(firstOf(doc, 'agent.requested').data.promptRef)}.txt`), 'x'));
    const result = await ws.run(['fork', ID]);
    expect(result.code).toBe(1);
    expect((await readdir(ws.sessions)).filter((d) => /^\d{3}-/.test(d))).toEqual([ID]);
  });
});
