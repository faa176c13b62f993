// The memory folder's lock: a read, a decision on it and its appends by one caller are never
// interleaved with another's, a lock left by a dead process is taken over, and the lock is no
// file a record may be written to.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MemoryFolder } from '../../state/index.js';
import { tempDir } from '../helpers/temp.js';

describe('the memory folder', () => {
  it('runs concurrent read-decide-append sections one at a time, so each sees what the others appended', async () => {
    const folder = new MemoryFolder(join(await tempDir('agon-memory-'), 'memory'));
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        folder.exclusive(async () => {
          const seen = await folder.read([{ file: 'count.jsonl' }]);
          await new Promise((r) => setTimeout(r, i % 3));
          await folder.write([{ file: 'count.jsonl', line: { n: seen.length + 1 } }]);
        }),
      ),
    );
    const lines = (await readFile(join(folder.dir, 'count.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { n: number }).n);
    expect(lines).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('releases the lock when the section throws', async () => {
    const folder = new MemoryFolder(join(await tempDir('agon-memory-'), 'memory'));
    await expect(folder.exclusive(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(folder.exclusive(async () => 'again')).resolves.toBe('again');
  });

  it('takes over a lock whose process is gone', async () => {
    const folder = new MemoryFolder(join(await tempDir('agon-memory-'), 'memory'));
    await folder.exclusive(async () => undefined);
    await writeFile(
      join(folder.dir, 'lock'),
      JSON.stringify({ pid: 2 ** 22 + 7, host: (await import('node:os')).hostname(), startedAt: '2026-01-01T00:00:00.000Z' }),
    );
    await expect(folder.exclusive(async () => 'taken over')).resolves.toBe('taken over');
  });

  it('refuses the lock as a record file', async () => {
    const folder = new MemoryFolder(join(await tempDir('agon-memory-'), 'memory'));
    await expect(folder.write([{ file: 'lock', line: {} }])).rejects.toThrow('"lock" is not a file name in the memory folder');
  });
});
