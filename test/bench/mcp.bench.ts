// `agon mcp` start-up as a client sees it: from spawning the server to the end of the MCP
// initialize round trip (the SDK's own Client over stdio), next to spawning a bare `node -e 0`;
// and `agon --help` next to `node -e 0`, which the MCP server must not slow down (its SDK is
// imported by `agon mcp` only).
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { AGON, compareLine, compareSpawns, median, NODE, spawnNode, tempDir } from './support.js';

async function initializeMs(sessions: string): Promise<number> {
  const start = performance.now();
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(new StdioClientTransport({ command: NODE, args: [AGON, 'mcp', '--sessions-dir', sessions], stderr: 'ignore' }));
  const elapsed = performance.now() - start;
  await client.close();
  return elapsed;
}

export async function run(): Promise<void> {
  const runs = 20;
  const sessions = join(tempDir('mcp'), 'sessions');
  const mcp: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const a = await initializeMs(sessions);
    const b = spawnNode(['-e', '0']).ms;
    if (i >= 3) {
      mcp.push(a);
      bare.push(b);
    }
  }
  console.log(compareLine('mcp', 'agon mcp spawn + initialize round trip', median(mcp), 'node -e 0', median(bare), runs));
  const help = compareSpawns({ args: [AGON, '--help'] }, { args: ['-e', '0'] }, runs);
  console.log(compareLine('mcp', 'agon --help', help.a, 'node -e 0', help.b, runs, '≤ 1.5×, unchanged by agon mcp'));
}
