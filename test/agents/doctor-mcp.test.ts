// `agon doctor` on what issue 17 adds: whether each agent CLI has Agon configured as an MCP server
// (read from the files their docs name), the OpenAI-compatible servers running at their usual local
// addresses with their models, and a --json entry for every agent kind, configured or not.
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diagnose } from '../../src/agents/doctor.js';
import { findLocalServers } from '../../src/agents/local-servers.js';
import { isAgon, tomlServers } from '../../src/agents/mcp-config.js';
import { AGENT_KINDS } from '../../src/agents/seat-spec.js';
import { Workspace } from '../helpers/cli.js';

const BLANK = { CODEX_HOME: '', CLAUDE_CONFIG_DIR: '', XDG_CONFIG_HOME: '', PATH: '/nonexistent' };

async function serveModels(models: string[]): Promise<{ base: string; close: () => void }> {
  const server = createServer((req, res) => {
    res.writeHead(req.url === '/v1/models' ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ object: 'list', data: models.map((id) => ({ id, object: 'model' })) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, close: () => server.close() };
}

describe('agon doctor and agon mcp', () => {
  it('reports Agon configured in Claude Code, Codex and Gemini CLI from their own config files, and how to add it where it is not', async () => {
    const ws = await Workspace.create();
    const home = join(ws.dir, 'home');
    await mkdir(join(home, '.codex'), { recursive: true });
    await writeFile(
      join(home, '.claude.json'),
      JSON.stringify({ mcpServers: { agon: { type: 'stdio', command: 'agon', args: ['mcp'] } } }),
    );
    await writeFile(
      join(home, '.codex', 'config.toml'),
      'model = "o3"\n\n[mcp_servers.debates]\ncommand = "npx"\nargs = ["agon", "mcp"]\n\n[mcp_servers.other]\ncommand = "uv"\n',
    );
    await mkdir(join(ws.dir, '.gemini'));
    await writeFile(
      join(ws.dir, '.gemini', 'settings.json'),
      JSON.stringify({ mcpServers: { agon: { command: 'node', args: ['/opt/agon/dist/src/cli/main.js', 'mcp'] } } }),
    );
    const result = await ws.run(['doctor', '--json'], { env: { ...BLANK, HOME: home } });
    const report = result.lines[0] as { mcp: { kind: string; configured: boolean; where: string[]; fix: string }[] };
    const byKind = Object.fromEntries(report.mcp.map((m) => [m.kind, m]));
    expect(byKind.claude).toMatchObject({ configured: true, where: [`${join(home, '.claude.json')} (agon)`] });
    expect(byKind.codex).toMatchObject({ configured: true, where: [`${join(home, '.codex', 'config.toml')} (debates)`] });
    expect(byKind.gemini).toMatchObject({ configured: true, where: [`${join(ws.dir, '.gemini', 'settings.json')} (agon)`] });
    expect(byKind.qwen).toMatchObject({ configured: false });
    const text = await ws.run(['doctor'], { env: { ...BLANK, HOME: home } });
    expect(text.stdout).toMatch(/^ {2}qwen {4}no {7}add it: /m);
    expect(text.stdout).toMatch(/^ {2}claude {2}yes {6}/m);
  });

  it('--json has an entry for every agent kind, usable or not', async () => {
    const ws = await Workspace.create();
    const result = await ws.run(['doctor', '--json'], { env: { ...BLANK, HOME: join(ws.dir, 'nohome') } });
    const report = result.lines[0] as { agents: { kind: string; usable: boolean; detail: string }[] };
    expect(report.agents.map((a) => a.kind)).toEqual([...AGENT_KINDS]);
    const byKind = Object.fromEntries(report.agents.map((a) => [a.kind, a]));
    expect(byKind.codex).toMatchObject({ usable: false, detail: expect.stringMatching(/not on PATH; fix: npm install/) });
    expect(byKind.human!.usable).toBe(true);
    expect(byKind.mcp).toMatchObject({ usable: false, detail: expect.stringMatching(/claude mcp add/) });
  });

  it('finds OpenAI-compatible servers at local addresses with their models, and passes over those not running', async () => {
    const ollama = await serveModels(['llama3.1:8b', 'qwen2.5-coder']);
    const silent = await serveModels([]);
    silent.close();
    try {
      const found = await findLocalServers([
        { name: 'ollama', base: ollama.base },
        { name: 'vllm', base: silent.base },
      ]);
      expect(found).toEqual([
        {
          name: 'ollama',
          base: ollama.base,
          running: true,
          models: ['llama3.1:8b', 'qwen2.5-coder'],
          seat: `openai:base=${ollama.base},model=llama3.1:8b`,
        },
        { name: 'vllm', base: silent.base, running: false, models: [] },
      ]);
      const report = await diagnose({
        env: { ...BLANK, HOME: '/nonexistent' },
        config: {},
        probe: false,
        localServers: [{ name: 'ollama', base: ollama.base }],
      });
      expect(report.agents.find((a) => a.kind === 'openai')).toMatchObject({ usable: true, detail: `ollama at ${ollama.base}` });
    } finally {
      ollama.close();
    }
  });

  it('an MCP server entry is Agon when it is named agon or its command line runs agon mcp', () => {
    expect(isAgon({ name: 'agon' })).toBe(true);
    expect(isAgon({ name: 'x', command: 'npx', args: ['-y', 'agon', 'mcp'] })).toBe(true);
    expect(isAgon({ name: 'x', command: '/usr/local/bin/agon', args: ['mcp'] })).toBe(true);
    expect(isAgon({ name: 'x', command: 'agon', args: ['serve'] })).toBe(false);
    expect(isAgon({ name: 'x', command: 'dragon', args: ['mcp'] })).toBe(false);
    expect(tomlServers('[mcp_servers."my agon"]\ncommand = "agon"\nargs = [\'mcp\']\n[other]\ncommand = "no"')).toEqual([
      { name: 'my agon', command: 'agon', args: ['mcp'] },
    ]);
  });
});
