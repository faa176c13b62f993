// raw/: prompts and raw agent output, content-addressed by sha256, written once, capped with a
// visible marker, and read back only through a checked ref.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { readdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { capRaw, RAW_CAP_BYTES, SessionStore } from '../../state/index.js';
import { event, input, meta, sha256, tempDir } from './fixtures.js';

async function openSession() {
  return new SessionStore(await tempDir()).create(input());
}

describe('the raw store', () => {
  it('names a text by the sha256 of its bytes and reads it back', async () => {
    const session = await openSession();
    const text = 'Prompt: compare Redis and Memcached — 🦀\n';
    const ref = await session.putRaw(text);

    expect(ref).toBe(createHash('sha256').update(text).digest('hex'));
    expect(await readFile(path.join(session.dir, 'raw', `${ref}.txt`), 'utf8')).toBe(text);
    expect(await session.readRaw(ref)).toBe(text);
    await session.close();
  });

  it('writes the same text once, under the same ref', async () => {
    const session = await openSession();
    const first = await session.putRaw('same');
    const file = path.join(session.dir, 'raw', `${first}.txt`);
    const { ino, mtimeMs } = await stat(file);
    const second = await session.putRaw('same');

    expect(second).toBe(first);
    expect(await stat(file)).toMatchObject({ ino, mtimeMs });
    expect(await readdir(path.join(session.dir, 'raw'))).toEqual([`${first}.txt`]);
    await session.close();
  });

  it('caps a text over 4 MiB and ends it with a truncation marker line', async () => {
    const session = await openSession();
    const text = 'x'.repeat(RAW_CAP_BYTES + 1000);
    const stored = await session.readRaw(await session.putRaw(text));

    expect(Buffer.byteLength(stored)).toBeLessThanOrEqual(RAW_CAP_BYTES);
    expect(text.startsWith(stored.slice(0, stored.lastIndexOf('\n[agon:')))).toBe(true);
    expect(
      stored.endsWith(`\n[agon: truncated here: the original had ${RAW_CAP_BYTES + 1000} bytes, over the ${RAW_CAP_BYTES}-byte limit]\n`),
    ).toBe(true);
    await session.close();
  });

  it('never cuts a multi-byte character in half', () => {
    const capped = capRaw('é'.repeat(200), 151);

    expect(Buffer.byteLength(capped)).toBeLessThanOrEqual(151);
    expect(capped).toMatch(/^(é)+\n\[agon: truncated here: the original had 400 bytes, over the 151-byte limit\]\n$/);
  });

  it('keeps a text that fits as it is', () => {
    expect(capRaw('short', 5)).toBe('short');
  });

  it.each(['../session', '/etc/passwd', 'ABC', '0'.repeat(63), `${'0'.repeat(64)}.txt`, `${'0'.repeat(64)}/../x`])(
    'rejects the ref %j without touching the disk',
    async (ref) => {
      const session = await openSession();

      await expect(session.readRaw(ref)).rejects.toMatchObject({ code: 'bad-id' });
      await session.close();
    },
  );

  it('finishes a raw write in flight before close releases the session', async () => {
    const session = await openSession();
    const ref = createHash('sha256').update('written while closing').digest('hex');
    const put = session.putRaw('written while closing');
    await session.close();

    expect(await readFile(path.join(session.dir, 'raw', `${ref}.txt`), 'utf8')).toBe('written while closing');
    await expect(stat(path.join(session.dir, 'lock'))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await put).toBe(ref);
  });

  it('says when a well-formed ref has no text', async () => {
    const session = await openSession();

    await expect(session.readRaw('0'.repeat(64))).rejects.toMatchObject({ code: 'not-found' });
    await session.close();
  });

  it('refuses a symlink planted where a raw text would go, and its victim is unchanged', async () => {
    const dir = await tempDir();
    const session = await new SessionStore(dir).create(input());
    await session.putRaw('warm up');
    const victim = path.join(dir, 'victim');
    await writeFile(victim, 'precious');
    const ref = createHash('sha256').update('attack').digest('hex');
    await symlink(victim, path.join(session.dir, 'raw', `${ref}.txt`));

    await expect(session.putRaw('attack')).rejects.toMatchObject({ code: 'symlink' });
    await expect(session.readRaw(ref)).rejects.toMatchObject({ code: 'symlink' });
    expect(await sha256(victim)).toBe(createHash('sha256').update('precious').digest('hex'));
    await session.close();
  });

  it('flushes the texts of a turn side by side, with raw/, before the next flushed append names them', async () => {
    const session = await openSession();
    await session.putRaw('warm up'); // raw/ exists from here
    await session.append([event()], meta('2025-01-01T00:00:01.000Z')); // and the journal
    const fsync = vi.spyOn(fs, 'fsync');
    try {
      const prompt = await session.putRaw('a prompt');
      const answer = await session.putRaw('an answer');
      expect(fsync).not.toHaveBeenCalled(); // written, so a crashed process loses neither
      await session.append([event('agent.requested', { seat: 'consultee', promptRef: prompt })], meta('2025-01-01T00:00:02.000Z'), {
        flush: false,
      });
      expect(fsync).not.toHaveBeenCalled(); // an unflushed append leaves them for the next flush
      await session.append([event('agent.responded', { seat: 'consultee', rawRef: answer })], meta('2025-01-01T00:00:03.000Z'));
      expect(fsync).toHaveBeenCalledTimes(3); // both files and raw/, before the journal's flush
      await session.append([event('move.accepted', { seat: 'consultee', moves: [] })], meta('2025-01-01T00:00:04.000Z'));
      expect(fsync).toHaveBeenCalledTimes(3); // nothing new in raw/
    } finally {
      fsync.mockRestore();
    }
    await session.close();
  });

  it('writes again a text whose file a power failure left empty before it was flushed', async () => {
    const session = await openSession();
    await session.putRaw('warm up');
    const ref = createHash('sha256').update('the prompt').digest('hex');
    await writeFile(path.join(session.dir, 'raw', `${ref}.txt`), '');

    expect(await session.putRaw('the prompt')).toBe(ref);
    expect(await session.readRaw(ref)).toBe('the prompt');
    await session.close();
  });
});
