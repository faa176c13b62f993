// The store's everyday behaviour: creating, appending, reopening, listing and removing sessions,
// always checked against the bytes on disk.
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type SessionDoc, SessionStore, resolveSessionsDir } from '../../state/index.js';
import { config, event, input, meta, NOW, readJson, savedDoc, tempDir } from './fixtures.js';

describe('creating a session', () => {
  it('writes the initial document with no events', async () => {
    const store = new SessionStore(await tempDir());
    const session = await store.create(input());

    expect(await readJson(path.join(session.dir, 'session.json'))).toEqual({
      schemaVersion: 3,
      id: '001-redis-vs-memcached',
      createdAt: NOW.toISOString(),
      protocol: 'argumentation',
      config: config(),
      meta: meta(),
      events: [],
    });
    await session.close();
  });

  it('creates the sessions directory when it does not exist', async () => {
    const dir = path.join(await tempDir(), 'deep', 'sessions');
    const session = await new SessionStore(dir).create(input());

    expect(await readdir(dir)).toContain(session.id);
    await session.close();
  });

  it('numbers sessions after the highest existing one', async () => {
    const dir = await tempDir();
    await mkdir(path.join(dir, '041-older'));
    const session = await new SessionStore(dir).create(input('Postgres or SQLite?'));

    expect(session.id).toBe('042-postgres-or-sqlite');
    await session.close();
  });

  it('refuses a config that holds a secret, and writes nothing', async () => {
    const dir = await tempDir();
    const leaky = { ...config(), seats: { a: { kind: 'openai', api_key: 'sk-live-1234' } } };

    const create = new SessionStore(dir).create({ ...input(), config: leaky });

    await expect(create).rejects.toMatchObject({ code: 'invalid', message: expect.stringContaining('config.seats.a.api_key') });
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a config that does not fit the schema', async () => {
    const create = new SessionStore(await tempDir()).create({ ...input(), config: { question: '' } as never });

    await expect(create).rejects.toMatchObject({ code: 'invalid', message: expect.stringMatching(/^config: question/) });
  });
});

describe('appending events', () => {
  it('numbers events from the last seq and has them on disk when it resolves', async () => {
    const session = await new SessionStore(await tempDir()).create(input());
    const first = await session.append([event(), event('agent.responded')], meta('2025-01-01T00:00:02.000Z'));
    const second = await session.append([event('move.accepted')], meta('2025-01-01T00:00:03.000Z'));
    const onDisk = await savedDoc(session.dir);

    expect([...first, ...second].map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(onDisk.events.map((e) => [e.seq, e.type])).toEqual([
      [1, 'agent.requested'],
      [2, 'agent.responded'],
      [3, 'move.accepted'],
    ]);
    expect(onDisk.meta).toEqual(meta('2025-01-01T00:00:03.000Z', 3));
    await session.close();
  });

  it('keeps concurrent appends in call order', async () => {
    const session = await new SessionStore(await tempDir()).create(input());
    await Promise.all(Array.from({ length: 10 }, (_, i) => session.append([event('x', { i })], meta())));
    const onDisk = await savedDoc(session.dir);

    expect(onDisk.events.map((e) => [e.seq, e.data.i])).toEqual(Array.from({ length: 10 }, (_, i) => [i + 1, i]));
    await session.close();
  });

  it('refuses an event that does not fit the schema and leaves the document as it was', async () => {
    const session = await new SessionStore(await tempDir()).create(input());
    const file = path.join(session.dir, 'session.json');
    const before = await readFile(file, 'utf8');

    const append = session.append([event(), { ...event(), actor: '' }], meta());

    await expect(append).rejects.toMatchObject({
      code: 'invalid',
      message: 'event 1: actor: Too small: expected string to have >=1 characters',
    });
    expect(session.doc.events).toEqual([]);
    expect(await readFile(file, 'utf8')).toBe(before);
    await session.close();
  });

  it('keeps the in-memory document as it was when the write fails', async () => {
    const dir = await tempDir();
    const session = await new SessionStore(dir).create(input());
    await session.append([event()], meta());
    await session.fold();
    const file = path.join(session.dir, 'session.journal');
    await writeFile(path.join(dir, 'victim'), 'x');
    await symlink(path.join(dir, 'victim'), file);

    await expect(session.append([event()], meta())).rejects.toMatchObject({ code: 'symlink' });
    expect(session.doc.events.map((e) => e.seq)).toEqual([1]);
    expect(session.doc.meta.eventCount).toBe(1);
    await session.close();
  });

  it('stores events frozen, so nothing can change them behind the saved copy', async () => {
    const session = await new SessionStore(await tempDir()).create(input());
    const [stored] = await session.append([event('x', { nested: { n: 1 } })], meta());

    expect(Object.isFrozen(stored)).toBe(true);
    expect(Object.isFrozen((stored!.data as { nested: object }).nested)).toBe(true);
    await session.close();
  });

  it('saves what JSON keeps of an event: undefined fields vanish before the save, not after a reload', async () => {
    const session = await new SessionStore(await tempDir()).create(input());
    const [stored] = await session.append([event('x', { kept: 1, gone: undefined })], meta());

    expect(stored?.data).toStrictEqual({ kept: 1 });
    await session.close();
  });
});

describe('reopening a session', () => {
  it('loads exactly the events and meta that were appended', async () => {
    const store = new SessionStore(await tempDir());
    const session = await store.create(input());
    await session.append([event('a', { text: 'naïve 🦀' }), event('b')], meta('2025-01-02T00:00:00.000Z'));
    await session.close();
    const again = await store.open(session.id);

    expect(again.doc).toEqual(session.doc);
    expect(again.doc.events.map((e) => e.seq)).toEqual([1, 2]);
    await again.close();
  });

  it('goes on numbering after the loaded events', async () => {
    const store = new SessionStore(await tempDir());
    const session = await store.create(input());
    await session.append([event(), event()], meta());
    await session.close();
    const again = await store.open(session.id);

    expect((await again.append([event()], meta())).map((e) => e.seq)).toEqual([3]);
    await again.close();
  });

  it('says which session is missing', async () => {
    const dir = await tempDir();

    await expect(new SessionStore(dir).open('007-nope')).rejects.toMatchObject({
      code: 'not-found',
      message: `no session 007-nope in ${dir}`,
    });
  });

  it('refuses writes to a read-only session', async () => {
    const store = new SessionStore(await tempDir());
    const session = await store.create(input());
    await session.close();
    const viewer = await store.open(session.id, { readOnly: true });

    await expect(viewer.append([event()], meta())).rejects.toMatchObject({ code: 'read-only' });
    await expect(viewer.putRaw('x')).rejects.toMatchObject({ code: 'read-only' });
    await expect(viewer.writeTranscript('# t')).rejects.toMatchObject({ code: 'read-only' });
  });

  it('refuses writes after close', async () => {
    const session = await new SessionStore(await tempDir()).create(input());
    await session.close();

    await expect(session.append([event()], meta())).rejects.toMatchObject({
      code: 'read-only',
      message: `session ${session.id} is closed`,
    });
  });
});

describe('keeping what the store does not know', () => {
  it('keeps a __proto__ key in event data through a save and a reload', async () => {
    const store = new SessionStore(await tempDir());
    const session = await store.create(input());
    await session.append([event('x', JSON.parse('{"__proto__":{"polluted":true},"y":2}') as Record<string, unknown>)], meta());
    await session.close();
    const again = await store.open(session.id);

    expect(Object.keys(again.doc.events[0]?.data ?? {})).toEqual(['__proto__', 'y']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await again.close();
  });

  it('keeps fields it has no schema for when it saves the document again', async () => {
    const store = new SessionStore(await tempDir());
    const session = await store.create(input());
    await session.append([event()], meta());
    await session.close();
    const file = path.join(session.dir, 'session.json');
    const doc = (await readJson(file)) as SessionDoc;
    await writeFile(file, JSON.stringify({ ...doc, note: 'kept', events: [{ ...doc.events[0], extra: 1 }] }));
    const again = await store.open(session.id);
    await again.append([event()], meta());
    await again.close();

    expect(await readJson(file)).toMatchObject({ note: 'kept', events: [{ seq: 1, extra: 1 }, { seq: 2 }] });
  });
});

describe('listing sessions', () => {
  it('lists sessions newest first by meta.updatedAt, from their documents', async () => {
    const store = new SessionStore(await tempDir());
    const a = await store.create(input('first'));
    const b = await store.create(input('second'));
    const c = await store.create(input('third'));
    await a.updateMeta(meta('2025-03-01T00:00:00.000Z'));
    await b.updateMeta(meta('2025-01-01T00:00:00.000Z'));
    await c.updateMeta(meta('2025-02-01T00:00:00.000Z'));

    expect((await store.list()).map((row) => row.id)).toEqual(['001-first', '003-third', '002-second']);
    await Promise.all([a.close(), b.close(), c.close()]);
  });

  it('lists an unreadable session with its error, after the readable ones', async () => {
    const dir = await tempDir();
    const store = new SessionStore(dir);
    const good = await store.create(input('good'));
    await mkdir(path.join(dir, '002-broken'));
    await writeFile(path.join(dir, '002-broken', 'session.json'), '{"schemaVersion":2');

    const rows = await store.list();

    expect(rows.map((row) => row.id)).toEqual(['001-good', '002-broken']);
    expect(rows[1]).toMatchObject({ id: '002-broken', error: expect.stringContaining('invalid JSON') });
    await good.close();
  });

  it('ignores entries that are not sessions and lists nothing for a missing directory', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'README.md'), '# sessions');
    await mkdir(path.join(dir, 'notes'));

    expect(await new SessionStore(dir).list()).toEqual([]);
    expect(await new SessionStore(path.join(dir, 'missing')).list()).toEqual([]);
  });
});

describe('removing a session', () => {
  it('deletes the session directory and everything in it', async () => {
    const dir = await tempDir();
    const store = new SessionStore(dir);
    const session = await store.create(input());
    await session.putRaw('raw text');
    await session.seatDir('consultee');
    await session.close();
    await store.remove(session.id);

    expect((await readdir(dir)).filter((name) => !name.startsWith('.'))).toEqual([]);
  });

  it('refuses while the session is open', async () => {
    const store = new SessionStore(await tempDir());
    const session = await store.create(input());

    await expect(store.remove(session.id)).rejects.toMatchObject({
      code: 'locked',
      message: expect.stringContaining(`session ${session.id} is open in another agon (pid ${process.pid}, since `),
    });
    await session.close();
  });
});

describe('the rest of a session directory', () => {
  it('makes one 0700 working directory per seat and refuses bad seat names', async () => {
    const session = await new SessionStore(await tempDir()).create(input());

    expect(await session.seatDir('consultee')).toBe(path.join(session.dir, 'seats', 'consultee'));
    await expect(session.seatDir('../x')).rejects.toMatchObject({ code: 'bad-id' });
    await session.close();
  });

  it('rewrites transcript.md whole', async () => {
    const session = await new SessionStore(await tempDir()).create(input());
    await session.writeTranscript('# first');
    await session.writeTranscript('# second');

    expect(await readFile(path.join(session.dir, 'transcript.md'), 'utf8')).toBe('# second');
    await session.close();
  });
});

describe('choosing the sessions directory', () => {
  it('takes the flag, then AGON_SESSIONS_DIR, then ./sessions, relative to the working directory', () => {
    expect(resolveSessionsDir('mine', { AGON_SESSIONS_DIR: '/env' }, '/work')).toBe('/work/mine');
    expect(resolveSessionsDir(undefined, { AGON_SESSIONS_DIR: '/env' }, '/work')).toBe('/env');
    expect(resolveSessionsDir(undefined, {}, '/work')).toBe('/work/sessions');
    expect(resolveSessionsDir('', { AGON_SESSIONS_DIR: '' }, '/work')).toBe('/work/sessions');
  });
});
