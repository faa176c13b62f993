// The journal: an append costs one flushed line; session.json is rewritten whole when the journal
// grows past its bound and on close; reading is session.json plus the journal, each event once.
import { appendFile, open, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { SessionStore } from '../../state/index.js';
import { Journal, JOURNAL_FOLD_BYTES, readJournal } from '../../state/journal.js';
import { event, input, meta, readJson, savedDoc, tempDir } from './fixtures.js';

const journalOf = (dir: string) => path.join(dir, 'session.journal');

/** Counts the fdatasyncs made while `fn` runs. */
async function countingDatasyncs<T>(dir: string, fn: (count: () => number) => Promise<T>): Promise<T> {
  const probe = await open(path.join(dir, 'probe'), 'w');
  const proto = Object.getPrototypeOf(probe) as { datasync: () => Promise<void> };
  await probe.close();
  const spy = vi.spyOn(proto, 'datasync');
  try {
    return await fn(() => spy.mock.calls.length);
  } finally {
    spy.mockRestore();
  }
}

describe('the session journal', () => {
  it('writes an entry appended without a flush at once, and flushes it with the next flushed append', async () => {
    const dir = await tempDir();
    const store = new SessionStore(dir);
    const session = await store.create(input());
    await countingDatasyncs(dir, async (datasyncs) => {
      await session.append([event('agent.requested')], meta('2025-01-01T00:00:01.000Z'), { flush: false });
      expect(datasyncs()).toBe(0);
      // Written, so a process killed now loses nothing: the next agon reads it back.
      expect((await savedDoc(session.dir)).events.map((e) => e.type)).toEqual(['agent.requested']);
      await session.append([event('agent.responded'), event('move.accepted')], meta('2025-01-01T00:00:02.000Z'));
      expect(datasyncs()).toBe(1);
    });
    expect((await readFile(journalOf(session.dir), 'utf8')).trimEnd().split('\n')).toHaveLength(2);
    expect((await savedDoc(session.dir)).events.map((e) => e.seq)).toEqual([1, 2, 3]);
    await session.close();
  });

  it('holds each append as one line, and session.json is left as it was until the session closes', async () => {
    const store = new SessionStore(await tempDir());
    const session = await store.create(input());
    const before = await readFile(path.join(session.dir, 'session.json'), 'utf8');
    await session.append([event(), event('agent.responded')], meta('2025-01-01T00:00:02.000Z'));
    await session.append([event('move.accepted')], meta('2025-01-01T00:00:03.000Z'));

    expect((await readFile(journalOf(session.dir), 'utf8')).trimEnd().split('\n')).toHaveLength(2);
    expect(await readFile(path.join(session.dir, 'session.json'), 'utf8')).toBe(before);
    expect((await savedDoc(session.dir)).events.map((e) => e.seq)).toEqual([1, 2, 3]);

    await session.close();
    await expect(stat(journalOf(session.dir))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(((await readJson(path.join(session.dir, 'session.json'))) as { events: unknown[] }).events).toHaveLength(3);
  });

  it('is read back when a session is opened after a crash, and listed with its latest meta', async () => {
    const store = new SessionStore(await tempDir());
    const session = await store.create(input());
    await session.append([event(), event()], meta('2025-01-01T00:00:09.000Z'));
    // Killed: the lock is left behind, the journal is never folded.
    await writeFile(path.join(session.dir, 'lock'), JSON.stringify({ pid: 999999, host: 'gone', startedAt: '2025-01-01T00:00:00.000Z' }));

    const listed = await store.list();
    expect(listed[0]).toMatchObject({ meta: { updatedAt: '2025-01-01T00:00:09.000Z', eventCount: 2 } });
    const reopened = await store.open(session.id, { readOnly: true });
    expect(reopened.doc.events.map((e) => e.seq)).toEqual([1, 2]);
    await reopened.close();
  });

  it('leaves out a torn last line, which was never acknowledged', async () => {
    const store = new SessionStore(await tempDir());
    const session = await store.create(input());
    await session.append([event()], meta());
    await appendFile(journalOf(session.dir), '{"events": [{"seq": 2, "at": "');

    const reopened = await store.open(session.id, { readOnly: true });
    expect(reopened.doc.events.map((e) => e.seq)).toEqual([1]);
    await reopened.close();
    await session.close();
  });

  it('cuts a torn last line off before its next append, so the torn part never sits between two good lines', async () => {
    const store = new SessionStore(await tempDir());
    const session = await store.create(input());
    await session.append([event()], meta());
    await session.close();
    const dir = session.dir;
    await writeFile(journalOf(dir), '{"events": [{"seq": 1, "at": "');

    const journal = new Journal(dir);
    await journal.append({ events: [], meta: { ...meta(), eventCount: 1 } });
    await journal.close();

    const entries = await readJournal(dir);
    expect(entries).toHaveLength(1);
    expect((await readFile(journalOf(dir), 'utf8')).startsWith('{"events":[]')).toBe(true);
  });

  it('reports a damaged line before the last as corruption naming the journal, and changes nothing', async () => {
    const store = new SessionStore(await tempDir());
    const session = await store.create(input());
    await session.append([event()], meta());
    const file = journalOf(session.dir);
    const good = await readFile(file, 'utf8');
    await writeFile(file, `not json\n${good}`);

    await expect(store.open(session.id, { readOnly: true })).rejects.toMatchObject({
      code: 'corrupt',
      message: expect.stringMatching(/^corrupt session journal .*session\.journal: line 1: invalid JSON \(the file was left untouched\)$/),
    });
    expect(await readFile(file, 'utf8')).toBe(`not json\n${good}`);
  });

  it('skips events session.json already holds (a crash between the rewrite and removing the journal)', async () => {
    const store = new SessionStore(await tempDir());
    const session = await store.create(input());
    await session.append([event(), event()], meta());
    const journal = await readFile(journalOf(session.dir), 'utf8');
    await session.close();
    await writeFile(journalOf(session.dir), journal);

    const reopened = await store.open(session.id, { readOnly: true });
    expect(reopened.doc.events.map((e) => e.seq)).toEqual([1, 2]);
    await reopened.close();
  });

  it('is folded into session.json once it grows past its bound', async () => {
    const store = new SessionStore(await tempDir());
    const session = await store.create(input());
    const big = 'x'.repeat(4096);
    const appends = Math.ceil(JOURNAL_FOLD_BYTES / big.length) + 1;
    for (let i = 0; i < appends; i++) await session.append([event('x', { big })], meta());

    const journal = await stat(journalOf(session.dir)).then(
      (s) => s.size,
      () => 0,
    );
    expect(journal).toBeLessThan(JOURNAL_FOLD_BYTES);
    expect(((await readJson(path.join(session.dir, 'session.json'))) as { events: unknown[] }).events.length).toBeGreaterThan(appends / 2);
    expect((await savedDoc(session.dir)).events).toHaveLength(appends);
    await session.close();
  });
});
