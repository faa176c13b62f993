// The built CLI with real agent kinds (fake CLIs first on PATH): `agon doctor`, and `agon run`
// with codex and claude seats. Needs `npm run build` first, as every CLI-level test does.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUESTION, SCRIPT } from '../fixtures/debates/redis-memcached.js';
import { FAKE_BIN, fakeCall } from '../fixtures/agents/support.js';
import { Workspace } from '../helpers/cli.js';

/** Credentials the machine running the tests may have, blanked so only the test's own count. */
const NO_CREDENTIALS = Object.fromEntries(
  [
    'OPENAI_API_KEY',
    'CODEX_API_KEY',
    'ANTHROPIC_API_KEY',
    'ANTHROPIC_AUTH_TOKEN',
    'CLAUDE_CODE_OAUTH_TOKEN',
    'CLAUDE_CODE_USE_BEDROCK',
    'CLAUDE_CODE_USE_VERTEX',
    'GEMINI_API_KEY',
    'GOOGLE_API_KEY',
    'GOOGLE_GENAI_USE_VERTEXAI',
    'GOOGLE_GENAI_USE_GCA',
    'DASHSCOPE_API_KEY',
    'CODEX_HOME',
    'CLAUDE_CONFIG_DIR',
    'GEMINI_CLI_HOME',
    'XDG_CONFIG_HOME',
  ].map((n) => [n, '']),
);

async function workspace(): Promise<{ ws: Workspace; env: NodeJS.ProcessEnv; home: string }> {
  const ws = await Workspace.create();
  const home = join(ws.dir, 'home');
  await mkdir(join(home, '.codex'), { recursive: true });
  await writeFile(join(home, '.codex', 'auth.json'), '{"tokens":{}}');
  return {
    ws,
    home,
    env: { ...NO_CREDENTIALS, PATH: `${FAKE_BIN}:${process.env.PATH}`, HOME: home, ANTHROPIC_API_KEY: 'sk-ant-test-00000000000000000000' },
  };
}

interface Check {
  kind: string;
  found: boolean;
  version?: string;
  auth?: { ok: boolean; via: string };
  problems: { problem: string; fix: string }[];
  usable: boolean;
}

describe('agon doctor', () => {
  it('finds each CLI with its version and credentials, and gives each problem its fix on one line', async () => {
    const { ws, env } = await workspace();
    const result = await ws.run(['doctor', '--json'], { env });
    expect(result.code).toBe(0);
    const report = result.lines[0] as { clis: Check[]; usable: string[] };
    const byKind = Object.fromEntries(report.clis.map((c) => [c.kind, c]));
    expect(byKind.codex).toMatchObject({
      found: true,
      version: 'codex-cli 0.147.0',
      auth: { ok: true, via: '~/.codex/auth.json' },
      problems: [],
      usable: true,
    });
    expect(byKind.claude).toMatchObject({ version: '2.1.119 (Claude Code)', auth: { ok: true, via: '$ANTHROPIC_API_KEY' }, usable: true });
    expect(byKind.gemini!.problems).toEqual([
      {
        problem:
          'no gemini credentials found (no GEMINI_API_KEY, GOOGLE_API_KEY, GOOGLE_GENAI_USE_VERTEXAI, GOOGLE_GENAI_USE_GCA, no login file)',
        fix: 'set GEMINI_API_KEY, or run `gemini` once and log in',
      },
    ]);
    expect(report.usable).toEqual(['codex', 'claude']);

    const text = await ws.run(['doctor'], { env });
    expect(text.stdout).toMatch(/^ {2}codex {3}ready {4}codex-cli 0\.147\.0 · credentials: ~\/\.codex\/auth\.json$/m);
    expect(text.stdout).toMatch(/^ {4}- no qwen credentials found .*; fix: set OPENAI_API_KEY/m);
  });

  it('exits 1 with the install command for each CLI when none is on PATH', async () => {
    const { ws, env } = await workspace();
    const result = await ws.run(['doctor'], { env: { ...env, PATH: '/nonexistent' } });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('  codex   missing  \n    - codex is not on PATH; fix: npm install -g @openai/codex\n');
    expect(result.stdout).toContain('- qwen is not on PATH; fix: npm install -g @qwen-code/qwen-code');
  });

  it('with --probe, sends one tiny prompt to each usable CLI and asks each openai endpoint for its models', async () => {
    const { ws, env, home } = await workspace();
    const paths: string[] = [];
    const server = createServer((req, res) => {
      paths.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"object":"list","data":[]}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    await ws.write('agon.config.json', { endpoints: { local: { base, model: 'llama3.1' } } });
    const result = await ws.run(['doctor', '--json', '--probe'], { env });
    server.close();
    const report = result.lines[0] as {
      probes: { seat: string; ok: boolean; detail: string }[];
      endpoints: { usable: boolean; probe: { ok: boolean } }[];
    };
    expect(report.probes.map((p) => [p.seat, p.ok, p.detail])).toEqual([
      ['codex', true, 'answered "Remote work raises output by removing c…"'],
      ['claude', true, 'answered "Remote work raises output by removing c…"'],
    ]);
    expect((await fakeCall(join(home, '.fake', 'codex'), 1)).stdin.toString()).toMatch(/Reply with the single word OK/);
    expect(paths).toEqual(['/v1/models']);
    expect(report.endpoints[0]).toMatchObject({ usable: true, probe: { ok: true } });
  });
});

describe('agon run with real agent kinds', () => {
  it('writes each seat’s persona file, runs the CLIs in --workdir, resumes them, and writes nothing into the project', async () => {
    const { ws, env, home } = await workspace();
    for (const [cli, seat] of [
      ['codex', 'consultee'],
      ['claude', 'orchestrator'],
    ] as const) {
      const state = join(home, '.fake', cli);
      await mkdir(join(state, 'answers'), { recursive: true });
      await writeFile(join(state, 'scenario'), 'script\n');
      for (const [i, answer] of SCRIPT[seat]!.entries()) await writeFile(join(state, 'answers', `${i + 1}.txt`), answer);
    }
    const project = join(ws.dir, 'project');
    await mkdir(join(project, 'docs'), { recursive: true });
    await writeFile(join(project, 'docs', 'memcached.md'), `${'filler\n'.repeat(11)}Eviction: LRU is per slab class.\n`);
    const persona = await ws.write('operator.md', '# Persona: a site reliability engineer\n');
    const result = await ws.run(
      [
        'run',
        '--question',
        QUESTION,
        '--workdir',
        'project',
        '--json',
        '--seat',
        'consultee=codex:model=gpt-5.2,persona=operator.md',
        '--seat',
        'orchestrator=claude:model=sonnet',
      ],
      { env },
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const id = String(result.lines.at(-1)!.session);
    const doc = await ws.doc(id);
    expect((doc as unknown as { config: Record<string, unknown> }).config).toMatchObject({
      workdir: project,
      seats: { consultee: { kind: 'codex', model: 'gpt-5.2', persona }, orchestrator: { kind: 'claude', model: 'sonnet' } },
    });
    const seats = join(ws.sessions, id, 'seats');
    expect(await readFile(join(seats, 'consultee', 'AGENTS.md'), 'utf8')).toBe('# Persona: a site reliability engineer\n');
    expect(await readFile(join(seats, 'orchestrator', 'CLAUDE.md'), 'utf8')).toMatch(/^# Persona: the orchestrator/);
    expect(await readdir(project, { recursive: true })).toEqual(['docs', join('docs', 'memcached.md')]);
    const codexFirst = await fakeCall(join(home, '.fake', 'codex'), 1);
    expect(codexFirst.argv.slice(-3)).toEqual(['-C', project, '-']);
    expect(codexFirst.stdin.toString()).toMatch(/^# Persona: a site reliability engineer\n\n---\n\n# Agon deliberation/);
    expect((await fakeCall(join(home, '.fake', 'codex'), 2)).argv).toContain('resume');
    const responded = doc.events.filter((e) => e.type === 'agent.responded');
    expect(responded.every((e) => typeof e.data.resumeRef === 'string' && typeof e.data.outputRef === 'string')).toBe(true);
  });

  it('runs a CLI in its own seat folder when there is no workdir', async () => {
    const { ws, env, home } = await workspace();
    const result = await ws.run(
      ['run', '--question', 'q', '--mode', 'quick', '--seat', 'consultee=codex', '--seat', 'orchestrator=human'],
      { env },
    );
    const id = (await readdir(ws.sessions)).find((name) => /^\d{3}-/.test(name))!;
    expect(result.stderr).not.toContain('internal error');
    expect((await fakeCall(join(home, '.fake', 'codex'), 1)).argv.slice(-3)).toEqual([
      '-C',
      join(ws.sessions, id, 'seats', 'consultee'),
      '-',
    ]);
  });

  it('refuses a bad seat option or config file (exit 2) and a CLI that is not installed (exit 1) in one line, creating no session', async () => {
    const { ws, env } = await workspace();
    const bad = await ws.run(['run', '--question', 'q', '--seat', 'consultee=codex:temperature=2', '--seat', 'orchestrator=human'], {
      env,
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      'agon: seat consultee (codex): unknown option "temperature" (known: model, timeout, persona, allow_edits, json, resume)\n',
    );
    const missing = await ws.run(['run', '--question', 'q', '--seat', 'consultee=gemini', '--seat', 'orchestrator=human'], {
      env: { ...env, PATH: '/nonexistent' },
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(
      'agon: seat consultee: gemini is not installed (not found on PATH): npm install -g @google/gemini-cli; see `agon doctor`\n',
    );
    await ws.write('agon.config.json', { prices: { 'gpt-5.2': { input: 'cheap', output: 1 } } });
    const config = await ws.run(['run', '--question', 'q', '--seat', 'consultee=codex', '--seat', 'orchestrator=human'], { env });
    expect(config.code).toBe(2);
    expect(config.stderr).toMatch(/^agon: \S+agon\.config\.json: prices\.gpt-5\.2\.input: .*\n$/);
    expect(existsSync(ws.sessions) ? (await readdir(ws.sessions)).filter((n) => /^\d{3}-/.test(n)) : []).toEqual([]);
  });
});
