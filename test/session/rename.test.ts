// Renaming a session: a title a person chose, recorded as a `session.title` event and kept in the
// meta, so it survives saving, reopening and replay, shows in the listing without a replay, and
// leaves the id, the folder, the debate and the session's status as they were.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EVENT, platformEvent } from '../../src/protocols/contract/platform-events.js';
import type { Session } from '../../src/session/session.js';
import { TITLE_MAX } from '../../src/session/title.js';
import { scratch } from '../fixtures/agents/support.js';
import { testService } from '../helpers/service.js';

const open: Session[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});

const signal = () => new AbortController().signal;

/** The argumentation demo, one round played, then closed: a saved session with a debate in it. */
async function saved() {
  const dir = await scratch('agon-rename-');
  const service = testService(join(dir, 'sessions'));
  const session = await service.createDemo('argumentation');
  await session.step(1, signal());
  await session.close();
  return { dir, service, id: session.id, sessionDir: session.dir };
}

const keep = (s: Session) => {
  open.push(s);
  return s;
};

const onDisk = async (sessionDir: string) => {
  const doc = JSON.parse(await readFile(join(sessionDir, 'session.json'), 'utf8')) as {
    meta: Record<string, unknown>;
    events: { type: string; data: Record<string, unknown> }[];
  };
  const journal = await readFile(join(sessionDir, 'session.journal'), 'utf8').catch(() => '');
  return { doc, journal };
};

describe('renaming a session', () => {
  it('records the title as a session.title event and keeps it in the meta, the id and the folder unchanged', async () => {
    const { service, id, sessionDir, dir } = await saved();

    expect(await service.rename(id, '  Cache for the login service  ')).toEqual({ id, title: 'Cache for the login service' });

    const { doc } = await onDisk(sessionDir);
    expect(doc.meta.title).toBe('Cache for the login service');
    expect(doc.events.at(-1)).toMatchObject({ type: EVENT.sessionTitle, data: { title: 'Cache for the login service' } });
    expect(await readdir(join(dir, 'sessions'))).toContain(id);
    expect(await readFile(join(sessionDir, 'transcript.md'), 'utf8')).toContain(
      'The person titles the session "Cache for the login service".',
    );
  });

  it('keeps the title across reopening and replay, the debate exactly as it was, and the session still checks sound', async () => {
    const { service, id } = await saved();
    const before = keep(await service.open(id, { readOnly: true }));
    const view = before.view();
    await before.close();

    await service.rename(id, 'Session cache');
    const reopened = keep(await service.open(id));

    expect(reopened.title).toBe('Session cache');
    expect(reopened.view()).toEqual(view);
    expect(reopened.replayed.at(-1)).toMatchObject({ event: { type: EVENT.sessionTitle }, notices: [] });
    expect((await service.check(id)).problems).toEqual([]);
  });

  it('shows the title in the listing, read from the meta, the session keeping its place (its updatedAt)', async () => {
    const { service, id } = await saved();
    const [before] = await service.list();
    await service.rename(id, 'Session cache');

    expect(await service.list()).toEqual([
      expect.objectContaining({
        id,
        meta: { ...(before as { meta: object }).meta, title: 'Session cache', eventCount: expect.any(Number) },
      }),
    ]);
  });

  it('clears the title when given an empty one', async () => {
    const { service, id, sessionDir } = await saved();
    await service.rename(id, 'Session cache');

    expect(await service.rename(id, '   ')).toEqual({ id });
    const { doc } = await onDisk(sessionDir);
    expect(doc.meta).not.toHaveProperty('title');
    expect(doc.events.at(-1)).toMatchObject({ type: EVENT.sessionTitle, data: { title: '' } });
  });

  it('refuses a title that is too long or holds a control character in one line, and writes nothing', async () => {
    const { service, id, sessionDir } = await saved();
    const before = await onDisk(sessionDir);

    await expect(service.rename(id, 'x'.repeat(TITLE_MAX + 1))).rejects.toMatchObject({
      kind: 'usage',
      message: `a title has at most ${TITLE_MAX} characters; this one has ${TITLE_MAX + 1}`,
    });
    await expect(service.rename(id, 'two\nlines')).rejects.toMatchObject({
      kind: 'usage',
      message: 'a title is one line of visible text; this one holds U+000A (a control or invisible character)',
    });
    await expect(service.rename(id, 'hidden\u202Eword')).rejects.toMatchObject({ kind: 'usage' });
    expect(await onDisk(sessionDir)).toEqual(before);
  });

  it('records nothing when the title is the one the session has', async () => {
    const { service, id } = await saved();
    await service.rename(id, 'Session cache');
    const session = keep(await service.open(id));
    const count = session.events().length;

    expect(await session.rename('Session cache')).toBeUndefined();
    expect(session.events()).toHaveLength(count);
  });

  it('refuses in one line while another agon holds the session, and a read-only session refuses too', async () => {
    const { service, id, sessionDir } = await saved();
    const holder = keep(await service.open(id));
    const before = await onDisk(sessionDir);

    await expect(service.rename(id, 'Mine')).rejects.toThrow(/^session \S+ is open in another agon \(pid \d+, since [^)]+\)/);
    const follower = keep(await service.open(id, { readOnlyIfLocked: true }));
    await expect(follower.rename('Mine')).rejects.toMatchObject({ message: expect.stringMatching(/^session \S+ is read-only: /) });
    expect(await onDisk(sessionDir)).toEqual(before);
    expect(holder.title).toBeUndefined();
  });

  it('leaves a standing stop and the status it gave the session as they were', async () => {
    const { service, id } = await saved();
    const session = keep(await service.open(id));
    const stop = platformEvent(EVENT.runStopped, { reason: 'the token budget of 10 is spent' });
    await session.record([{ actor: 'runner', ...stop, at: new Date().toISOString() }]);

    await session.rename('Over budget');

    expect(session.stopped()).toBe('the token budget of 10 is spent');
    const [row] = await service.list();
    expect(row).toMatchObject({ meta: { status: 'stopped', reason: 'the token budget of 10 is spent', title: 'Over budget' } });
  });

  it('is kept by a fork of the events that set it, and not by one from before them', async () => {
    const { service, id } = await saved();
    const session = keep(await service.open(id));
    const untitled = session.events().length;
    await session.rename('Session cache');
    await session.close();

    const whole = await service.fork(id);
    const earlier = await service.fork(id, untitled);

    expect(keep(await service.open(whole.id)).title).toBe('Session cache');
    expect(keep(await service.open(earlier.id)).title).toBeUndefined();
  });
});
