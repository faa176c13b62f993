// One writer per session: `<id>/lock` holds pid, host and start time. A live holder refuses a
// second writer; a dead one on this host is taken over with a notice; another host's never is.
import { readdir, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../state/index.js';
import { deadPid, event, input, meta, readJson, sha256, tempDir } from './fixtures.js';

async function closedSession() {
  const store = new SessionStore(await tempDir());
  const session = await store.create(input());
  await session.close();
  return { store, id: session.id, lock: path.join(session.dir, 'lock') };
}

const lockOf = (pid: number, host = os.hostname()) => JSON.stringify({ pid, host, startedAt: '2025-01-01T00:00:00.000Z' });

describe('the session lock', () => {
  it('holds the pid, host and start time of the writer', async () => {
    const session = await new SessionStore(await tempDir()).create(input());

    expect(await readJson(path.join(session.dir, 'lock'))).toEqual({ pid: process.pid, host: os.hostname(), startedAt: expect.any(String) });
    await session.close();
  });

  it('refuses a second writer with the holder pid', async () => {
    const { store, id } = await closedSession();
    const first = await store.open(id);

    await expect(store.open(id)).rejects.toMatchObject({ code: 'locked', message: `session ${id} is open in another agon (pid ${process.pid})` });
    await first.close();
  });

  it('is released on close, so the session opens again', async () => {
    const { store, id, lock } = await closedSession();
    const first = await store.open(id);
    await first.close();
    await first.close();

    await expect(stat(lock)).rejects.toMatchObject({ code: 'ENOENT' });
    const second = await store.open(id);
    expect(second.readOnly).toBe(false);
    await second.close();
  });

  it('is not taken by a read-only open, which works beside a writer', async () => {
    const { store, id, lock } = await closedSession();
    const writer = await store.open(id);
    const before = await readJson(lock);
    const viewer = await store.open(id, { readOnly: true });
    await viewer.close();

    expect(viewer.readOnly).toBe(true);
    expect(await readJson(lock)).toEqual(before);
    await writer.append([event()], meta());
    await writer.close();
  });

  it('is taken over from a pid that is no longer running, with a notice', async () => {
    const { store, id, lock } = await closedSession();
    const pid = await deadPid();
    await writeFile(lock, lockOf(pid));

    const session = await store.open(id);

    expect(session.notices).toEqual([`took over the lock of session ${id} from pid ${pid}, which is no longer running`]);
    expect(await readJson(lock)).toMatchObject({ pid: process.pid });
    await session.close();
  });

  it('is never taken over from another host', async () => {
    const { store, id, lock } = await closedSession();
    await writeFile(lock, lockOf(await deadPid(), 'elsewhere.example'));

    await expect(store.open(id)).rejects.toMatchObject({ code: 'locked', message: expect.stringMatching(/^session \S+ is open in another agon \(pid \d+ on elsewhere\.example\)$/) });
  });

  it('counts an unreadable lock as held while it may still be being written', async () => {
    const { store, id, lock } = await closedSession();
    await writeFile(lock, '');

    await expect(store.open(id)).rejects.toMatchObject({ code: 'locked' });
  });

  it('takes over an unreadable lock once it is old', async () => {
    const { store, id, lock } = await closedSession();
    await writeFile(lock, '{"pid":');
    const past = new Date(Date.now() - 60_000);
    await utimes(lock, past, past);

    const session = await store.open(id);

    expect(session.notices).toEqual([`took over the unreadable lock of session ${id}`]);
    await session.close();
  });

  it('is not left behind by an open that fails', async () => {
    const { store, id, lock } = await closedSession();
    await writeFile(path.join(path.dirname(lock), 'session.json'), 'null');

    await expect(store.open(id)).rejects.toMatchObject({ code: 'corrupt' });
    expect(await readdir(path.dirname(lock))).toEqual(['session.json']);
  });

  it('refuses a symlink planted at the lock, and its victim is unchanged', async () => {
    const { store, id, lock } = await closedSession();
    const victim = path.join(path.dirname(path.dirname(lock)), 'victim');
    await writeFile(victim, 'precious');
    await symlink(victim, lock);
    const before = await sha256(victim);

    await expect(store.open(id)).rejects.toMatchObject({ code: 'symlink' });
    expect(await sha256(victim)).toBe(before);
  });

  it('lets remove take over a stale lock', async () => {
    const { store, id, lock } = await closedSession();
    await writeFile(lock, lockOf(await deadPid()));
    await store.remove(id);

    expect(await store.list()).toEqual([]);
  });
});
