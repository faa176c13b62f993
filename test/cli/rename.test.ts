// agon rename: a title of the person's own for a saved session, shown by agon list and agon show,
// the id kept; a bad title or a session held by another agon is refused in one line, changing nothing.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { Workspace } from '../helpers/cli.js';

let ws: Workspace;
let id: string;

const sha = async (path: string) =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex');

beforeAll(async () => {
  ws = await Workspace.create();
  expect((await ws.run(['demo', '--headless'])).code).toBe(0);
  id = String((await ws.run(['list', '--json'])).lines[0]!.id);
});

describe('agon rename', () => {
  it('gives a session a title that agon list and agon show print, and the id still opens it', async () => {
    const renamed = await ws.run(['rename', id.slice(0, 3), 'Session cache', '--json']);
    expect(renamed).toMatchObject({ code: 0, stderr: '' });
    expect(renamed.lines.at(-1)).toMatchObject({ kind: 'renamed', session: id, title: 'Session cache' });

    expect((await ws.run(['list'])).stdout).toContain(`${id}  `);
    expect((await ws.run(['list'])).stdout).toContain('"Session cache"  ');
    expect((await ws.run(['list', '--json'])).lines[0]).toMatchObject({ id, meta: { title: 'Session cache' } });
    expect((await ws.run(['show', id])).stdout).toContain('Title: Session cache');
    expect((await ws.run(['check', id])).code).toBe(0);
  });

  it('clears the title with ""', async () => {
    await ws.run(['rename', id, 'Session cache']);
    const cleared = await ws.run(['rename', id, '']);

    expect(cleared).toMatchObject({ code: 0, stdout: `${id} has no title now.\n` });
    expect((await ws.doc(id)).meta).not.toHaveProperty('title');
  });

  it('refuses a title with a control character, a missing title and too many arguments with exit 2 and one line', async () => {
    const before = await sha(ws.sessionFile(id));
    for (const args of [
      ['rename', id, 'two\nlines'],
      ['rename', id],
      ['rename', id, 'a', 'b'],
    ]) {
      const result = await ws.run(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(/^agon: /);
    }
    expect(await sha(ws.sessionFile(id))).toBe(before);
  });

  it('has help of its own', async () => {
    const help = await ws.run(['rename', '--help']);

    expect(help.stdout).toMatch(/^agon rename <id> <title>/);
    expect((await ws.run(['--help'])).stdout).toContain('agon rename <id> <title>');
  });
});
