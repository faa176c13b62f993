// The MCP SDK is loaded by `agon mcp` alone: other commands keep their start-up. Every module URL
// a command resolves or requires is recorded (test/helpers/module-trace.ts).
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AGON } from '../helpers/cli.js';
import { modulesOf as traced } from '../helpers/module-trace.js';

const modulesOf = (args: string[]) => traced(AGON, args);

describe('agon mcp start-up', () => {
  it('agon --help and agon list load no module of the MCP SDK', async () => {
    for (const args of [['--help'], ['list', '--json']]) {
      const urls = await modulesOf(args);
      expect(urls).toContain(pathToFileURL(AGON).href);
      expect(urls.filter((u) => u.includes('@modelcontextprotocol'))).toEqual([]);
    }
  });

  it('agon mcp does load it (the check above can see it)', async () => {
    // stdin is closed at once, so the server starts, finds no client and ends.
    const urls = await modulesOf(['mcp']);
    expect(urls.some((u) => u.includes('@modelcontextprotocol/sdk'))).toBe(true);
  });
});
