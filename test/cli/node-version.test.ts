// Agon on a Node older than it runs on says so in one line at start, before anything else loads,
// instead of a crash trace from deep in a dependency.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OLDEST_NODE, tooOld } from '../../src/cli/node-version.js';
import { AGON } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp.js';

describe('the oldest Node agon runs on', () => {
  it.each([
    ['20.2.0', true],
    ['v20.4.9', true],
    ['18.20.0', true],
    ['20.5.0', false],
    ['20.20.2', false],
    ['22.1.0', false],
  ])('says Node %s is too old: %s', (version, old) => {
    expect(tooOld(version) !== undefined).toBe(old);
  });

  it('is the minimum package.json states', async () => {
    const pkg = (await import('../../package.json', { with: { type: 'json' } })).default as { engines: { node: string } };
    expect(pkg.engines.node).toBe(`>=${OLDEST_NODE}`);
  });

  it('is refused at start in one line, with nothing else run', async () => {
    const dir = await tempDir('agon-node-version-');
    const preload = join(dir, 'old-node.cjs');
    await writeFile(preload, "Object.defineProperty(process.versions, 'node', { value: '20.2.0' });\n");
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
      execFile(
        process.execPath,
        ['-r', preload, AGON, 'list'],
        { cwd: dir, env: { ...process.env, AGON_SESSIONS_DIR: join(dir, 's') } },
        (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
      ),
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`agon: Node ${OLDEST_NODE} or newer is needed; this is Node 20.2.0\n`);
  });
});
