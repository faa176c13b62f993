// The SDK's own MCP client connected over stdio to the built `agon mcp`, in a workspace's sessions
// dir: what Claude Code, Codex CLI or Gemini CLI would start.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CallToolResultSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AGON, type Workspace } from './cli.js';

export interface Connected {
  client: Client;
  stderr: () => string;
  call(
    name: string,
    args: Record<string, unknown>,
    options?: { signal?: AbortSignal; onprogress?: (p: { progress: number; message?: string }) => void },
  ): Promise<CallToolResult>;
  close(): Promise<void>;
}

export async function connectAgon(ws: Workspace, env: Record<string, string> = {}): Promise<Connected> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [AGON, 'mcp'],
    cwd: ws.dir,
    env: { ...(process.env as Record<string, string>), AGON_SESSIONS_DIR: ws.sessions, ...env },
    stderr: 'pipe',
  });
  let err = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const client = new Client({ name: 'agon-test', version: '1.0.0' });
  await client.connect(transport);
  return {
    client,
    stderr: () => err,
    call: (name, args, options = {}) =>
      client.callTool({ name, arguments: args }, CallToolResultSchema, { ...options, timeout: 60_000 }) as Promise<CallToolResult>,
    close: () => client.close(),
  };
}

/** The text of a tool result's first content item. */
export const textOf = (result: CallToolResult): string => (result.content[0]?.type === 'text' ? result.content[0].text : '');
