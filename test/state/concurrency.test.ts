// Two creators never get the same session number, whether they race in one process or in several.
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../state/index.js';
import { input, tempDir } from './fixtures.js';

const root = path.resolve(import.meta.dirname, '../..');
const script = path.join(root, 'test/fixtures/state/create-sessions.ts');

const numbers = (ids: string[]) => ids.map((id) => Number(id.slice(0, id.indexOf('-')))).sort((a, b) => a - b);
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Starts a creator process and resolves once it is ready; `result` gives the ids it made. */
async function creator(dir: string, count: number, tag: string) {
  // tsx would otherwise leave its compile cache in the shared temp dir
  const env = { ...process.env, TSX_DISABLE_CACHE: '1' };
  const child = spawn(process.execPath, ['--import', 'tsx', script, dir, String(count), tag], {
    cwd: root,
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const output: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    lines.on('line', (line) => (line === 'ready' ? resolve() : output.push(line)));
    child.on('error', reject);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await ready;
  return {
    go: () => child.stdin.end('go\n'),
    result: async (): Promise<string[]> => {
      expect(await exited).toBe(0);
      return JSON.parse(output.join('')) as string[];
    },
  };
}

describe('claiming session ids', () => {
  it('gives 20 concurrent creates in one process distinct, contiguous numbers', async () => {
    const dir = await tempDir();
    const store = new SessionStore(dir);
    const sessions = await Promise.all(Array.from({ length: 20 }, (_, i) => store.create(input(`question ${i % 3}`))));
    await Promise.all(sessions.map((s) => s.close()));

    expect(numbers(sessions.map((s) => s.id))).toEqual(oneTo(20));
    expect((await readdir(dir)).filter((name) => !name.startsWith('.')).sort()).toEqual(sessions.map((s) => s.id).sort());
  });

  it('gives creators in three processes, started at once, distinct, contiguous numbers', async () => {
    const dir = await tempDir();
    const creators = await Promise.all(['alpha', 'beta', 'gamma'].map((tag) => creator(dir, 5, tag)));
    for (const c of creators) c.go();
    const ids = (await Promise.all(creators.map((c) => c.result()))).flat();

    expect(numbers(ids)).toEqual(oneTo(15));
    expect((await new SessionStore(dir).list()).map((row) => row.id).sort()).toEqual([...ids].sort());
  });

  it('leaves no claim behind once the creators are done', async () => {
    const dir = await tempDir();
    const store = new SessionStore(dir);
    const sessions = await Promise.all(Array.from({ length: 5 }, () => store.create(input())));
    await Promise.all(sessions.map((s) => s.close()));

    expect(await readdir(path.join(dir, '.claims'))).toEqual([]);
  });
});
