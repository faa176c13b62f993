// Whether each agent CLI has Agon configured as an MCP server, read from the files their docs name:
// Claude Code `~/.claude.json` (`mcpServers`, and per project under `projects[dir].mcpServers`) and
// the project's `.mcp.json`; Codex `$CODEX_HOME/config.toml` (`[mcp_servers.NAME]`) and the
// project's `.codex/config.toml`; Gemini CLI and Qwen Code `~/.gemini|.qwen/settings.json` and the
// project's `.gemini|.qwen/settings.json` (`mcpServers`). An entry is Agon's when it is named
// `agon` or its command line runs `agon … mcp`.
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export type McpClientKind = 'claude' | 'codex' | 'gemini' | 'qwen';

export interface McpConfigCheck {
  kind: McpClientKind;
  configured: boolean;
  /** Where Agon was found (file and server name), or the files looked at. */
  where: string[];
  /** The command or snippet that adds Agon (the README has them all). */
  fix: string;
}

interface Server {
  name: string;
  command?: string;
  args?: string[];
}

export const MCP_SETUP: Record<McpClientKind, string> = {
  claude: 'claude mcp add --scope user agon -- agon mcp',
  codex: 'codex mcp add agon -- agon mcp',
  gemini: 'gemini mcp add --scope user agon agon mcp',
  qwen: 'add {"mcpServers": {"agon": {"command": "agon", "args": ["mcp"]}}} to ~/.qwen/settings.json',
};

export function isAgon(server: Server): boolean {
  if (server.name === 'agon') return true;
  const words = [server.command ?? '', ...(server.args ?? [])].join(' ');
  return /(^|[\s/])agon(\.js)?(\s|$)/.test(words) && /(^|\s)mcp(\s|$)/.test(words);
}

function readJson(path: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function serversOf(table: unknown): Server[] {
  if (!table || typeof table !== 'object') return [];
  return Object.entries(table as Record<string, unknown>).map(([name, entry]) => {
    const e = (entry ?? {}) as { command?: unknown; args?: unknown };
    return {
      name,
      ...(typeof e.command === 'string' ? { command: e.command } : {}),
      ...(Array.isArray(e.args) ? { args: e.args.map(String) } : {}),
    };
  });
}

/** `[mcp_servers.NAME]` tables of a Codex config.toml: only the keys that say what runs. */
export function tomlServers(text: string): Server[] {
  const servers: Server[] = [];
  let current: Server | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const table = /^\[\s*mcp_servers\.(?:"([^"]+)"|([A-Za-z0-9_-]+))\s*\]$/.exec(line);
    if (table) {
      current = { name: table[1] ?? table[2]! };
      servers.push(current);
      continue;
    }
    if (line.startsWith('[')) {
      current = undefined;
      continue;
    }
    if (!current) continue;
    const command = /^command\s*=\s*"([^"]*)"/.exec(line);
    if (command) current.command = command[1]!;
    const args = /^args\s*=\s*\[(.*)\]/.exec(line);
    if (args) current.args = [...args[1]!.matchAll(/"([^"]*)"|'([^']*)'/g)].map((m) => m[1] ?? m[2]!);
  }
  return servers;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Each file a CLI reads MCP servers from, with the servers it lists. */
function sources(kind: McpClientKind, env: NodeJS.ProcessEnv, cwd: string): { file: string; servers: Server[] }[] {
  const home = env.HOME || homedir();
  switch (kind) {
    case 'claude': {
      const user = join(env.CLAUDE_CONFIG_DIR || home, '.claude.json');
      const doc = readJson(user);
      const project = (doc?.projects as Record<string, { mcpServers?: unknown }> | undefined)?.[cwd];
      return [
        { file: user, servers: [...serversOf(doc?.mcpServers), ...serversOf(project?.mcpServers)] },
        { file: join(cwd, '.mcp.json'), servers: serversOf(readJson(join(cwd, '.mcp.json'))?.mcpServers) },
      ];
    }
    case 'codex':
      return [join(env.CODEX_HOME || join(home, '.codex'), 'config.toml'), join(cwd, '.codex', 'config.toml')].map((file) => ({
        file,
        servers: tomlServers(readText(file) ?? ''),
      }));
    case 'gemini':
    case 'qwen':
      return [join(home, `.${kind}`, 'settings.json'), join(cwd, `.${kind}`, 'settings.json')].map((file) => ({
        file,
        servers: serversOf(readJson(file)?.mcpServers),
      }));
  }
}

export function mcpConfigChecks(env: NodeJS.ProcessEnv, cwd: string): McpConfigCheck[] {
  return (['claude', 'codex', 'gemini', 'qwen'] as const).map((kind) => {
    const found = sources(kind, env, cwd).flatMap(({ file, servers }) => servers.filter(isAgon).map((s) => `${file} (${s.name})`));
    return {
      kind,
      configured: found.length > 0,
      where: found.length > 0 ? found : sources(kind, env, cwd).map((s) => s.file),
      fix: MCP_SETUP[kind],
    };
  });
}
