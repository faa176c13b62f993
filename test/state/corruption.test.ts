// A session.json that does not load gives one line naming the file and the first problem, and
// its bytes stay exactly as they were: never rewritten, never reset to defaults.
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type SessionDoc, SessionStore } from '../../state/index.js';
import { event, input, meta, readJson, sha256, tempDir } from './fixtures.js';

/** A saved session with two events whose session.json is then replaced by `text`. */
async function sessionWith(text: (doc: SessionDoc) => string) {
  const dir = await tempDir();
  const store = new SessionStore(dir);
  const session = await store.create(input());
  await session.append([event(), event()], meta());
  await session.close();
  const file = path.join(session.dir, 'session.json');
  await writeFile(file, text((await readJson(file)) as SessionDoc));
  return { store, id: session.id, file, dir: session.dir, hash: await sha256(file) };
}

async function expectCorrupt(text: (doc: SessionDoc) => string, detail: string) {
  const { store, id, file, dir, hash } = await sessionWith(text);

  const error = await store.open(id).catch((e: unknown) => e);

  expect(error).toMatchObject({ code: 'corrupt', message: `corrupt session file ${file}: ${detail} (the file was left untouched)` });
  expect((error as Error).message).not.toContain('\n');
  expect(await sha256(file)).toBe(hash);
  expect(await readdir(dir)).toEqual(['session.json']);
}

describe('loading a damaged session.json', () => {
  it('reports an empty file and leaves it untouched', async () => {
    await expectCorrupt(() => '', 'empty file');
  });

  it('reports a file holding null with the first zod issue', async () => {
    await expectCorrupt(() => 'null', 'Invalid input: expected object, received null');
  });

  it('reports a truncated file as invalid JSON', async () => {
    await expectCorrupt((doc) => JSON.stringify(doc).slice(0, 120), 'invalid JSON (Unterminated string in JSON at position 120)');
  });

  it('reports a wrong shape with the path of the first zod issue', async () => {
    await expectCorrupt(
      (doc) => JSON.stringify({ ...doc, events: [doc.events[0], { ...doc.events[1], seq: 'two' }] }),
      'events[1].seq: Invalid input: expected number, received string',
    );
  });

  it('reports a gap in the event numbers', async () => {
    await expectCorrupt(
      (doc) => JSON.stringify({ ...doc, events: [doc.events[0], { ...doc.events[1], seq: 5 }] }),
      'events[1].seq: expected 2, found 5',
    );
  });

  it('reports a missing schemaVersion', async () => {
    await expectCorrupt(
      ({ schemaVersion: _, ...doc }) => JSON.stringify(doc),
      "schemaVersion: Invalid discriminator value. Expected '1' | '2' | '3'",
    );
  });

  it('lists the damaged session with the same one-line error', async () => {
    const { store, id, file } = await sessionWith(() => 'null');

    expect(await store.list()).toEqual([
      { id, error: `corrupt session file ${file}: Invalid input: expected object, received null (the file was left untouched)` },
    ]);
  });
});

describe('loading a session saved by a newer agon', () => {
  it('opens it read-only with the reason, takes no lock and leaves the file untouched', async () => {
    const { store, id, file, dir, hash } = await sessionWith((doc) => JSON.stringify({ ...doc, schemaVersion: 4, extra: true }));

    const session = await store.open(id);

    expect(session.readOnly).toBe(true);
    expect(session.readOnlyReason).toBe('it was saved by a newer agon (schema version 4; this one reads up to 3)');
    expect(session.doc.events).toHaveLength(2);
    await expect(session.append([event()], meta())).rejects.toMatchObject({
      code: 'read-only',
      message: `session ${id} is open read-only: it was saved by a newer agon (schema version 4; this one reads up to 3)`,
    });
    expect(await readdir(dir)).toEqual(['session.json']);
    expect(await sha256(file)).toBe(hash);
    await session.close();
  });

  it('refuses it with a newer-version error when it no longer reads as this version', async () => {
    const { store, id, file, hash } = await sessionWith(() => JSON.stringify({ schemaVersion: 5, turns: [] }));

    await expect(store.open(id)).rejects.toMatchObject({
      code: 'newer-version',
      message: `${file} was saved by a newer agon (schema version 5; this one reads up to 3)`,
    });
    expect(await sha256(file)).toBe(hash);
  });
});
