// One writer per session: `<id>/lock` holds pid, host and start time. A live holder refuses a
// second writer; a dead one on this host is taken over with a notice; another host's never is.
import { spawn } from 'node:child_process';
import { readdir, readFile, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { identityOf, MARKER_VARIABLE } from '../../src/system/processes.js';
import { SessionStore } from '../../state/index.js';
import { alive, waitUntil } from '../fixtures/agents/support.js';
import { deadPid, event, input, meta, readJson, sha256, tempDir } from './fixtures.js';

async function closedSession() {
  const store = new SessionStore(await tempDir());
  const session = await store.create(input());
  await session.close();
  return { store, id: session.id, lock: path.join(session.dir, 'lock') };
}

const lockOf = (pid: number, host = os.hostname()) => JSON.stringify({ pid, host, startedAt: '2025-01-01T00:00:00.000Z' });

describe('the session lock', () => {
  it('holds the pid, host, start time and process identity (boot and process start) of the writer', async () => {
    const session = await new SessionStore(await tempDir()).create(input());

    expect(await readJson(path.join(session.dir, 'lock'))).toEqual({
      pid: process.pid,
      host: os.hostname(),
      startedAt: expect.any(String),
      identity: expect.stringMatching(/^[0-9a-f-]+:\d+$/),
    });
    await session.close();
  });

  it('refuses a second writer with the holder pid, since when, and the command that breaks the lock', async () => {
    const { store, id, lock } = await closedSession();
    const first = await store.open(id);

    await expect(store.open(id)).rejects.toMatchObject({
      code: 'locked',
      message: expect.stringMatching(
        new RegExp(
          `^session ${id} is open in another agon \\(pid ${process.pid}, since \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC\\); if no agon has it open, break the lock with: rm ${lock}$`,
        ),
      ),
    });
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

  it('is taken over from a live pid that is another process now (a pid reused after a reboot)', async () => {
    const { store, id, lock } = await closedSession();
    // Pid 1 runs, but it is not the process that took the lock: its identity says so.
    await writeFile(
      lock,
      JSON.stringify({ pid: 1, host: os.hostname(), startedAt: '2025-01-01T00:00:00.000Z', identity: 'another-boot:12345' }),
    );

    const session = await store.open(id);

    expect(session.notices).toEqual([
      `took over the lock of session ${id} from pid 1, which is no longer running (that pid is now another process)`,
    ]);
    await session.close();
  });

  it('ends the agent processes a dead holder recorded, and not a process that merely has a recorded pid', async () => {
    const { store, id, lock } = await closedSession();
    const orphan = spawn('sleep', ['30'], {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, [MARKER_VARIABLE]: 'marker-of-the-dead' },
    });
    const bystander = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 100));
    const agents = [
      { pid: orphan.pid!, identity: identityOf(orphan.pid!), marker: 'marker-of-the-dead' },
      // Recorded under another identity: the pid was reused by a process that is not the agent.
      { pid: bystander.pid!, identity: 'another-boot:1' },
    ];
    await writeFile(lock, JSON.stringify({ pid: await deadPid(), host: os.hostname(), startedAt: '2025-01-01T00:00:00.000Z', agents }));
    try {
      const session = await store.open(id);
      expect(session.notices[0]).toMatch(/and ended 1 agent process it had left running$/);
      await session.close();
      expect(await waitUntil(() => !alive(orphan.pid!), 2000)).toBeGreaterThanOrEqual(0);
      expect(alive(bystander.pid!)).toBe(true);
    } finally {
      orphan.kill('SIGKILL');
      bystander.kill('SIGKILL');
    }
  });

  it('is never seen half-written: it appears whole or not at all', async () => {
    const { store, id, lock } = await closedSession();
    const seen: string[] = [];
    let watching = true;
    const watch = (async () => {
      while (watching) {
        seen.push(await readFile(lock, 'utf8').catch(() => 'absent'));
        await new Promise((r) => setImmediate(r));
      }
    })();
    for (let i = 0; i < 30; i += 1) await (await store.open(id)).close();
    watching = false;
    await watch;
    expect(seen.filter((text) => text !== 'absent' && !text.endsWith('}'))).toEqual([]);
  });

  it('is never taken over from another host', async () => {
    const { store, id, lock } = await closedSession();
    await writeFile(lock, lockOf(await deadPid(), 'elsewhere.example'));

    await expect(store.open(id)).rejects.toMatchObject({
      code: 'locked',
      message: expect.stringMatching(
        /^session \S+ is open in another agon \(pid \d+ on elsewhere\.example, since [^)]+\); if no agon has it open, break the lock with: rm \S+$/,
      ),
    });
  });

  it('counts an unreadable lock as held while an older agon may still be writing it', async () => {
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
