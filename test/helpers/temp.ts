// Scratch directories that remove themselves, so a run leaves the temp dir as it found it. One made
// inside a test goes when that test finishes; one made while a file is collected or in a
// `beforeAll` goes when the file is done. Outside vitest (the benchmarks share the agent fixtures)
// they go when the process exits.
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

const forTheFile: string[] = [];

// A child may still be writing when its test ends (a killed CLI, a tmux pane): retry a non-empty dir.
const remove = (dir: string) => rm(dir, { recursive: true, force: true, maxRetries: 5 });

if (process.env.VITEST) {
  afterAll(async () => {
    await Promise.all(forTheFile.splice(0).map(remove));
  });
} else {
  process.on('exit', () => {
    for (const dir of forTheFile) rmSync(dir, { recursive: true, force: true });
  });
}

/** A fresh directory under the OS temp dir, removed when the test (or, outside a test, the file) is done. */
export async function tempDir(prefix = 'agon-test-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  if (!process.env.VITEST || !removeAfterTest(dir)) forTheFile.push(dir);
  return dir;
}

/** Removes `dir` once the running test has finished, after its `afterEach` hooks; false outside a test. */
function removeAfterTest(dir: string): boolean {
  try {
    onTestFinished(() => remove(dir));
    return true;
  } catch {
    return false;
  }
}
