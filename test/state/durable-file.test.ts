// The durable lowdb adapter, driven through lowdb itself on a temp dir (never JSONFilePreset,
// which goes in-memory under NODE_ENV=test). Symlinks planted at the target or at the temp name
// are refused and their victim stays as it was; the temp case uses the adapter's `tempName`
// option, since real temp names are random.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import { describe, expect, it, vi } from 'vitest';
import { DurableFile, StoreError, writeFileDurably } from '../../state/index.js';
import { mode, sha256, tempDir } from './fixtures.js';

type Doc = { items: string[] };

describe('the durable adapter', () => {
  it('writes what lowdb holds to disk as compact JSON', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'db.json');
    const db = new Low<Doc>(new DurableFile(file), { items: [] });
    db.data.items.push('é', '🦀');
    await db.write();

    expect(await readFile(file, 'utf8')).toBe('{"items":["é","🦀"]}');
  });

  it('reads back what it wrote through a second adapter', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'db.json');
    await new Low<Doc>(new DurableFile(file), { items: ['a', 'b'] }).write();
    const again = new Low<Doc>(new DurableFile(file), { items: [] });
    await again.read();

    expect(again.data).toEqual({ items: ['a', 'b'] });
  });

  it('reads a missing file as null', async () => {
    const dir = await tempDir();

    expect(await new DurableFile<Doc>(path.join(dir, 'none.json')).read()).toBeNull();
  });

  it('creates the file 0600 and leaves no temp file behind', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'db.json');
    const db = new Low<Doc>(new DurableFile(file), { items: [] });
    await db.write();
    await db.write();

    expect(await mode(file)).toBe(0o600);
    expect(await readdir(dir)).toEqual(['db.json']);
  });

  it('refuses to write through a symlink at the target and leaves its victim unchanged', async () => {
    const dir = await tempDir();
    const victim = path.join(dir, 'victim.txt');
    await writeFile(victim, 'precious');
    const file = path.join(dir, 'db.json');
    await symlink(victim, file);
    const before = await sha256(victim);

    const write = new Low<Doc>(new DurableFile(file), { items: ['x'] }).write();

    await expect(write).rejects.toMatchObject({ code: 'symlink' });
    expect(await sha256(victim)).toBe(before);
  });

  it('refuses a symlink planted at the temp name and leaves its victim and the target unchanged', async () => {
    const dir = await tempDir();
    const victim = path.join(dir, 'victim.txt');
    await writeFile(victim, 'precious');
    const file = path.join(dir, 'db.json');
    await writeFile(file, '{"items":["old"]}');
    await symlink(victim, path.join(dir, 'planted.tmp'));
    const before = { victim: await sha256(victim), file: await sha256(file) };

    const write = new Low<Doc>(new DurableFile(file, undefined, { tempName: 'planted.tmp' }), { items: ['new'] }).write();

    await expect(write).rejects.toMatchObject({ code: 'symlink' });
    expect({ victim: await sha256(victim), file: await sha256(file) }).toEqual(before);
  });

  it('refuses to read through a symlink', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'victim.json'), '{"items":[]}');
    await symlink(path.join(dir, 'victim.json'), path.join(dir, 'db.json'));

    const read = new DurableFile<Doc>(path.join(dir, 'db.json')).read();

    await expect(read).rejects.toThrow(StoreError);
    await expect(read).rejects.toMatchObject({ code: 'symlink' });
  });

  it('refuses to read a FIFO instead of hanging on it', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'db.json');
    execFileSync('mkfifo', [file]);

    await expect(new DurableFile<Doc>(file).read()).rejects.toMatchObject({ code: 'io' });
  });

  it('refuses a file that is not valid UTF-8 and leaves it as it is', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'db.json');
    await writeFile(file, Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]));
    const before = await sha256(file);

    await expect(new DurableFile<Doc>(file).read()).rejects.toMatchObject({ code: 'corrupt' });
    expect(await sha256(file)).toBe(before);
  });
});

describe('a file that can be rebuilt (sync: false)', () => {
  it('is still written whole by a rename, leaving no temp file, but never fsynced', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'derived.md');
    await writeFile(file, 'old');
    // flushFile looks fsync up on `fs` at each call, so counting the calls there counts the flushes.
    const fsync = vi.spyOn(fs, 'fsync');
    try {
      await writeFileDurably(file, 'new text', { sync: false });
      expect(fsync).not.toHaveBeenCalled();
      await writeFileDurably(file, 'durable text');
      expect(fsync).toHaveBeenCalledTimes(2); // the file, then its directory
    } finally {
      fsync.mockRestore();
    }
    expect(await readFile(file, 'utf8')).toBe('durable text');
    expect(await readdir(dir)).toEqual(['derived.md']);
  });
});
