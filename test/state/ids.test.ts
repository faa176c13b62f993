// Session ids: `NNN-topic-slug`, folded to [a-z0-9-], at most 64 characters; any id a user types
// is checked, and nothing resolves outside the sessions directory.
import { mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSessionId, SessionStore, sessionId, slugify } from '../../state/index.js';
import { input, sha256, tempDir } from './fixtures.js';

describe('making an id', () => {
  it('folds accents, case and punctuation into a slug', () => {
    expect(slugify('  Crème Brûlée — vs. Ÿ/ﬁle Œuvre?? ')).toBe('creme-brulee-vs-y-file-uvre');
  });

  it('pads the number to three digits and more when needed', () => {
    expect(sessionId(7, 'redis-vs-memcached')).toBe('007-redis-vs-memcached');
    expect(sessionId(1234, 'x')).toBe('1234-x');
  });

  it('cuts the id to 64 characters without a trailing dash', () => {
    const id = sessionId(7, slugify(`${'word '.repeat(30)}`));

    expect(id.length).toBeLessThanOrEqual(64);
    expect(id).toMatch(/^007-(word-)*word$/);
  });

  it('names a session whose question has no letters or digits "session"', async () => {
    const session = await new SessionStore(await tempDir()).create(input('¿¡…?'));

    expect(session.id).toBe('001-session');
    await session.close();
  });
});

describe('checking an id from the user', () => {
  const bad = [
    '../x',
    '/etc/passwd',
    path.resolve('/tmp/007-x'),
    'a\0b',
    '',
    '007-x/../../y',
    '007-X',
    '07-x',
    '007_x',
    `007-${'a'.repeat(61)}`,
  ];

  it.each(bad)('rejects %j with bad-id', (id) => {
    expect(() => parseSessionId(id)).toThrow(expect.objectContaining({ code: 'bad-id' }));
  });

  it('rejects the same ids when opening or removing, and touches nothing', async () => {
    const dir = await tempDir();
    const store = new SessionStore(dir);
    for (const id of bad) {
      await expect(store.open(id)).rejects.toMatchObject({ code: 'bad-id' });
      await expect(store.remove(id)).rejects.toMatchObject({ code: 'bad-id' });
    }
    expect(await readdir(dir)).toEqual([]);
  });

  it('keeps a NUL out of the one-line message', () => {
    expect(() => parseSessionId('a\0b')).toThrow('not a session id: "a\\u0000b" (expected NNN-topic, e.g. 007-redis-vs-memcached)');
  });
});

describe('a session directory that is a symlink', () => {
  async function planted() {
    const root = await tempDir();
    const dir = path.join(root, 'sessions');
    const elsewhere = path.join(root, 'elsewhere');
    await mkdir(dir);
    const real = await new SessionStore(elsewhere).create(input());
    await real.close();
    await symlink(real.dir, path.join(dir, real.id));
    return { store: new SessionStore(dir), id: real.id, file: path.join(real.dir, 'session.json') };
  }

  it('is refused by open', async () => {
    const { store, id } = await planted();

    await expect(store.open(id)).rejects.toMatchObject({ code: 'symlink' });
  });

  it('is refused by remove, and its target survives', async () => {
    const { store, id, file } = await planted();
    const before = await sha256(file);

    await expect(store.remove(id)).rejects.toMatchObject({ code: 'symlink' });
    expect(await sha256(file)).toBe(before);
  });

  it('is listed as an error', async () => {
    const { store, id } = await planted();

    expect(await store.list()).toEqual([{ id, error: expect.stringContaining('is a symlink; refused') }]);
  });
});

describe('a session.json that is a symlink', () => {
  it('is refused, and its victim is unchanged after the attempt', async () => {
    const dir = await tempDir();
    const store = new SessionStore(dir);
    const session = await store.create(input());
    await session.close();
    const victim = path.join(dir, 'victim.json');
    await writeFile(victim, '{"precious":true}');
    const file = path.join(session.dir, 'session.json');
    await rm(file);
    await symlink(victim, file);
    const before = await sha256(victim);

    await expect(store.open(session.id)).rejects.toMatchObject({ code: 'symlink', message: `refusing to follow the symlink at ${file}` });
    expect(await sha256(victim)).toBe(before);
  });
});
