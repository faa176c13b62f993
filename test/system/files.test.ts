// Reading a file a person named: only a regular file is read, and whatever else stands at the name
// is refused at once with a one-line reason, never waited on.
import { execFileSync } from 'node:child_process';
import { closeSync, constants, openSync } from 'node:fs';
import { chmod, mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileProblem, readRegularFile, regularFileProblem } from '../../src/system/files.js';
import { tempDir } from '../helpers/temp.js';

const NOT_REGULAR = 'is not a regular file (a FIFO, a device or a directory cannot be read here)';

async function fifo(): Promise<string> {
  const path = join(await tempDir(), 'pipe');
  execFileSync('mkfifo', [path]);
  return path;
}

/** What reading `file` gives, or 'blocked' when it has not finished within a second. */
async function settle(file: string, maxBytes?: number): Promise<Buffer | unknown> {
  const blocked = new Promise((resolve) => setTimeout(resolve, 1000, 'blocked'));
  const outcome = await Promise.race([readRegularFile(file, maxBytes).catch((error: unknown) => error), blocked]);
  // A read stuck on a FIFO waits for a writer: be that writer, so nothing is left hanging.
  if (outcome === 'blocked') {
    try {
      closeSync(openSync(file, constants.O_WRONLY | constants.O_NONBLOCK));
    } catch {
      // Not a FIFO: nothing to unblock.
    }
  }
  return outcome;
}

describe('readRegularFile', () => {
  it('reads the bytes of a regular file exactly', async () => {
    const file = join(await tempDir(), 'persona.md');
    const bytes = Buffer.from([0x00, 0xff, 0x0a, ...Buffer.from('Ünïcödé ✓')]);
    await writeFile(file, bytes);

    expect((await readRegularFile(file)).equals(bytes)).toBe(true);
  });

  it('reads a file of exactly maxBytes bytes', async () => {
    const file = join(await tempDir(), 'cited.ts');
    await writeFile(file, 'x'.repeat(64));

    expect((await readRegularFile(file, 64)).length).toBe(64);
  });

  it('reads the regular file a symbolic link points at', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'target.md'), 'the persona');
    await symlink(join(dir, 'target.md'), join(dir, 'link.md'));

    expect((await readRegularFile(join(dir, 'link.md'))).toString()).toBe('the persona');
  });

  it('refuses a missing file with a problem naming the file and saying it does not exist', async () => {
    const file = join(await tempDir(), 'absent.md');

    const problem = await settle(file);

    expect(problem).toBeInstanceOf(FileProblem);
    expect(problem).toMatchObject({ name: 'FileProblem', file, reason: 'does not exist', message: `${file} does not exist` });
  });

  it('refuses a directory as not a regular file', async () => {
    const dir = join(await tempDir(), 'folder');
    await mkdir(dir);

    expect(await settle(dir)).toMatchObject({ file: dir, reason: NOT_REGULAR, message: `${dir} ${NOT_REGULAR}` });
  });

  it('refuses a FIFO at once, without waiting for a writer', async () => {
    const path = await fifo();

    const outcome = await settle(path);

    expect(outcome).toBeInstanceOf(FileProblem);
    expect(outcome).toMatchObject({ file: path, reason: NOT_REGULAR });
  });

  it('refuses a symbolic link to a FIFO, since what is checked is what is opened', async () => {
    const path = await fifo();
    const link = `${path}.md`;
    await symlink(path, link);

    expect(await settle(link)).toMatchObject({ file: link, reason: NOT_REGULAR });
  });

  it('refuses a device, which might never end', async () => {
    expect(await settle('/dev/zero')).toMatchObject({ file: '/dev/zero', reason: NOT_REGULAR });
  });

  it.skipIf(process.getuid?.() === 0)('refuses a file it may not read, saying permission was denied', async () => {
    const file = join(await tempDir(), 'secret.md');
    await writeFile(file, 'private');
    await chmod(file, 0o000);

    expect(await settle(file)).toMatchObject({ file, reason: 'cannot be read (permission denied)' });
  });

  it('refuses a file larger than maxBytes, naming the limit', async () => {
    const file = join(await tempDir(), 'huge.log');
    await writeFile(file, 'x'.repeat(65));

    expect(await settle(file, 64)).toMatchObject({ file, reason: 'is larger than 64 bytes', message: `${file} is larger than 64 bytes` });
  });

  it('gives each reason on one line', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'huge.log'), 'x'.repeat(65));
    const problems = [
      await settle(join(dir, 'absent')),
      await settle(dir),
      await settle(await fifo()),
      await settle(join(dir, 'huge.log'), 64),
    ];

    for (const problem of problems) expect((problem as FileProblem).reason).toMatch(/^[^\n]+$/);
  });
});

describe('regularFileProblem', () => {
  it('finds no problem with a regular file', async () => {
    const file = join(await tempDir(), 'persona.md');
    await writeFile(file, 'the persona');

    expect(regularFileProblem(file)).toBeNull();
  });

  it('gives the reason readRegularFile gives, for a missing file, a directory, a FIFO and a device', async () => {
    const dir = await tempDir();
    for (const file of [join(dir, 'absent.md'), dir, await fifo(), '/dev/zero']) {
      const problem = (await settle(file)) as FileProblem;
      expect(regularFileProblem(file), file).toBe(problem.reason);
    }
  });
});
