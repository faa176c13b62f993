// The MCP SDK is loaded by `agon mcp` alone: other commands keep their start-up. Every module URL
// a command resolves is recorded by a module.register resolve hook.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGON } from '../helpers/cli.js';
import { RESOLVE_HOOKS } from '../helpers/module-trace.js';
import { tempDir } from '../helpers/temp.js';

async function modulesOf(args: string[]): Promise<string[]> {
  const dir = await tempDir('agon-trace-');
  const out = join(dir, 'trace');
  writeFileSync(out, '');
  writeFileSync(join(dir, 'hooks.mjs'), RESOLVE_HOOKS);
  writeFileSync(join(dir, 'register.mjs'), `import { register } from 'node:module';\nregister(${JSON.stringify(new URL(`file://${join(dir, 'hooks.mjs')}`).href)}, { data: { out: ${JSON.stringify(out)} } });\n`);
  execFileSync(process.execPath, ['--import', join(dir, 'register.mjs'), AGON, ...args], { cwd: dir, env: { ...process.env, AGON_SESSIONS_DIR: join(dir, 'sessions') }, input: '' });
  return readFileSync(out, 'utf8').split('\n').filter(Boolean);
}

describe('agon mcp start-up', () => {
  it('agon --help and agon list load no module of the MCP SDK', async () => {
    for (const args of [['--help'], ['list', '--json']]) {
      const urls = await modulesOf(args);
      expect(urls.length).toBeGreaterThan(10);
      expect(urls.filter((u) => u.includes('@modelcontextprotocol'))).toEqual([]);
    }
  });

  it('agon mcp does load it (the check above can see it)', async () => {
    // stdin is closed at once, so the server starts, finds no client and ends.
    const urls = await modulesOf(['mcp']);
    expect(urls.some((u) => u.includes('@modelcontextprotocol/sdk'))).toBe(true);
  });
});
