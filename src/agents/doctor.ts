// `agon doctor`: which agents are usable here, and why not. Without `probe` nothing touches the
// network: a CLI is looked up on PATH, asked for its version, and its credentials looked for (an
// environment variable or its login file). With `probe`, each configured agent gets one tiny
// prompt and each openai endpoint is asked for its model list. Always, and only on the loopback
// address, the usual local OpenAI-compatible servers are looked for (local-servers.ts), and each
// CLI's MCP configuration is read for Agon (mcp-config.ts).
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { askWithTimeout } from '../runner/ask.js';
import type { AgonConfig } from './config.js';
import { endpointUrl } from './endpoint.js';
import { childEnv } from './env.js';
import { type AgentKindName, clip, INSTALL_FIX, LOGIN_FIX } from './failures.js';
import { findLocalServers, type LocalFinding, type LocalServer, USUAL_LOCAL_SERVERS } from './local-servers.js';
import { type McpConfigCheck, mcpConfigChecks } from './mcp-config.js';
import { runProcess } from './process.js';
import { CLI_KINDS, isRealKind } from './kinds.js';
import { createAgent } from './registry.js';
import { AGENT_KINDS, type AgentKind, parseSeatSpec } from './seat-spec.js';
import { which } from './which.js';

export interface Problem {
  problem: string;
  fix: string;
}

export interface ProbeResult {
  ok: boolean;
  detail: string;
  ms: number;
}

export interface CliCheck {
  kind: (typeof CLI_KINDS)[number];
  found: boolean;
  path?: string;
  version?: string;
  auth?: { ok: boolean; via: string };
  problems: Problem[];
  usable: boolean;
}

export interface EndpointCheck {
  name: string;
  base: string;
  model?: string;
  keyEnv?: string;
  problems: Problem[];
  probe?: ProbeResult;
  usable: boolean;
}

export interface SeatProbe extends ProbeResult {
  seat: string;
  kind: AgentKindName;
}

export interface DoctorReport {
  clis: CliCheck[];
  endpoints: EndpointCheck[];
  /** With `probe`: one tiny prompt per configured agent. */
  probes: SeatProbe[];
  /** OpenAI-compatible servers at their usual local addresses, running or not. */
  local: LocalFinding[];
  /** Whether each CLI has Agon configured as an MCP server. */
  mcp: McpConfigCheck[];
  /** One entry per agent kind a seat can take, usable here or not. */
  agents: AgentEntry[];
}

export interface AgentEntry {
  kind: AgentKind;
  usable: boolean;
  detail: string;
}

const PROBE_PROMPT = 'This is a connectivity check. Reply with the single word OK.';
const VERSION_TIMEOUT_MS = 10_000;
const PROBE_TIMEOUT_MS = 90_000;

type Kind = CliCheck['kind'];

const AUTH_VARS: Record<Kind, string[]> = {
  codex: ['CODEX_API_KEY', 'OPENAI_API_KEY'],
  claude: ['ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN', 'CLAUDE_CODE_OAUTH_TOKEN', 'CLAUDE_CODE_USE_BEDROCK', 'CLAUDE_CODE_USE_VERTEX'],
  gemini: ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'GOOGLE_GENAI_USE_VERTEXAI', 'GOOGLE_GENAI_USE_GCA'],
  qwen: ['OPENAI_API_KEY', 'DASHSCOPE_API_KEY'],
};

/** Where each CLI keeps its login, and what in the file counts as one. */
function loginFiles(kind: Kind, env: NodeJS.ProcessEnv): { path: string; holds?: RegExp }[] {
  const home = env.HOME || homedir();
  switch (kind) {
    case 'codex':
      return [{ path: join(env.CODEX_HOME || join(home, '.codex'), 'auth.json') }];
    case 'claude':
      return [{ path: join(env.CLAUDE_CONFIG_DIR || join(home, '.claude'), '.credentials.json') }];
    case 'gemini':
      return [{ path: join(env.GEMINI_CLI_HOME || home, '.gemini', 'oauth_creds.json') }];
    case 'qwen':
      return [{ path: join(home, '.qwen', 'oauth_creds.json') }, { path: join(home, '.qwen', 'settings.json'), holds: /"apiKey"\s*:/ }];
  }
}

export function authStatus(kind: Kind, env: NodeJS.ProcessEnv): { ok: boolean; via: string } {
  const variable = AUTH_VARS[kind].find((name) => env[name]);
  if (variable) return { ok: true, via: `$${variable}` };
  const home = env.HOME || homedir();
  for (const { path, holds } of loginFiles(kind, env)) {
    if (!existsSync(path)) continue;
    if (holds && !holds.test(safeRead(path))) continue;
    return { ok: true, via: path.startsWith(`${home}/`) ? `~/${path.slice(home.length + 1)}` : path };
  }
  // Claude Code keeps its macOS login in the Keychain, which cannot be looked at without asking.
  if (kind === 'claude' && process.platform === 'darwin' && existsSync(join(home, '.claude.json'))) {
    return { ok: true, via: 'the macOS Keychain (not checked; --probe checks)' };
  }
  return { ok: false, via: 'none' };
}

function safeRead(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

async function version(kind: Kind, env: NodeJS.ProcessEnv, cwd: string): Promise<string | undefined> {
  try {
    const out = await runProcess({
      kind,
      command: kind,
      args: ['--version'],
      input: '',
      cwd,
      env: childEnv(kind, env),
      signal: AbortSignal.timeout(VERSION_TIMEOUT_MS),
      limitBytes: 64 * 1024,
    });
    return out.stdout
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean);
  } catch {
    return undefined;
  }
}

async function checkCli(kind: Kind, env: NodeJS.ProcessEnv, cwd: string): Promise<CliCheck> {
  const path = which(kind, env);
  if (!path) {
    return { kind, found: false, problems: [{ problem: `${kind} is not on PATH`, fix: INSTALL_FIX[kind] }], usable: false };
  }
  const check: CliCheck = { kind, found: true, path, problems: [], usable: true, auth: authStatus(kind, env) };
  const v = await version(kind, env, cwd);
  if (v) check.version = v;
  else check.problems.push({ problem: `\`${kind} --version\` failed`, fix: `reinstall it: ${INSTALL_FIX[kind]}` });
  if (!check.auth!.ok)
    check.problems.push({
      problem: `no ${kind} credentials found (no ${AUTH_VARS[kind].join(', ')}, no login file)`,
      fix: LOGIN_FIX[kind],
    });
  check.usable = check.problems.length === 0;
  return check;
}

/** The agents to probe: the config file's default seats, else every CLI that looks usable. */
function probeTargets(config: AgonConfig, clis: CliCheck[]): { label: string; kind: AgentKindName; spec: Record<string, unknown> }[] {
  const seats = Object.entries(config.seats ?? {}).flatMap(([seat, text]) => {
    const parsed = parseSeatSpec(`${seat}=${text}`);
    return parsed.ok && isRealKind(parsed.value.spec.kind) ? [{ label: seat, kind: parsed.value.spec.kind, spec: parsed.value.spec }] : [];
  });
  if (seats.length) return seats;
  return clis.filter((c) => c.usable).map((c) => ({ label: c.kind, kind: c.kind, spec: { kind: c.kind } }));
}

async function probeAgent(
  label: string,
  kind: AgentKindName,
  spec: Record<string, unknown>,
  env: NodeJS.ProcessEnv,
  config: AgonConfig,
  cwd: string,
): Promise<ProbeResult> {
  const started = Date.now();
  const created = createAgent(label, kind, spec, { env, config });
  if (!created.ok) return { ok: false, detail: created.problem, ms: 0 };
  created.agent.place({ cwd, seatDir: cwd });
  const result = await askWithTimeout(created.agent, {
    seat: label,
    prompt: PROBE_PROMPT,
    form: 'full',
    timeoutMs: PROBE_TIMEOUT_MS,
    signal: new AbortController().signal,
  });
  const ms = Date.now() - started;
  return result.ok
    ? { ok: true, detail: `answered "${clip(result.reply.text, 40)}"`, ms }
    : { ok: false, detail: result.error.message, ms };
}

async function probeEndpoint(base: string, keyEnv: string | undefined, env: NodeJS.ProcessEnv): Promise<ProbeResult> {
  const started = Date.now();
  const key = keyEnv ? env[keyEnv] : undefined;
  try {
    const { url, basic } = endpointUrl(base, '/models');
    const authorization = key ? `Bearer ${key}` : basic;
    const response = await fetch(url, { headers: authorization ? { authorization } : {}, signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    const ms = Date.now() - started;
    if (response.ok) return { ok: true, detail: 'answers', ms };
    if (response.status === 401 || response.status === 403)
      return { ok: false, detail: `answers, but refused the key (HTTP ${response.status})`, ms };
    return { ok: false, detail: `answered HTTP ${response.status} for /models`, ms };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { ok: false, detail: `cannot reach it: ${cause?.code ?? (error as Error).message}`, ms: Date.now() - started };
  }
}

function endpointChecks(config: AgonConfig, env: NodeJS.ProcessEnv): EndpointCheck[] {
  return Object.entries(config.endpoints ?? {}).map(([name, e]) => {
    const check: EndpointCheck = { name, base: e.base.replace(/\/+$/, ''), problems: [], usable: true };
    if (e.model) check.model = e.model;
    if (e.key_env) check.keyEnv = e.key_env;
    if (!e.model)
      check.problems.push({
        problem: `endpoint ${name} names no model`,
        fix: `add "model" to endpoints.${name} or give model= on the seat`,
      });
    if (e.key_env && !env[e.key_env])
      check.problems.push({ problem: `${e.key_env} is not set`, fix: `export ${e.key_env}=<the API key for ${e.base}>` });
    check.usable = check.problems.length === 0;
    return check;
  });
}

export async function diagnose(options: {
  env: NodeJS.ProcessEnv;
  config: AgonConfig;
  probe: boolean;
  cwd?: string;
  localServers?: readonly LocalServer[];
}): Promise<DoctorReport> {
  const { env, config } = options;
  const dir = await mkdtemp(join(tmpdir(), 'agon-doctor-'));
  try {
    const [clis, local] = await Promise.all([
      Promise.all(CLI_KINDS.map((kind) => checkCli(kind, env, dir))),
      findLocalServers(options.localServers ?? USUAL_LOCAL_SERVERS),
    ]);
    const endpoints = endpointChecks(config, env);
    const mcp = mcpConfigChecks(env, options.cwd ?? process.cwd());
    const probes: SeatProbe[] = [];
    if (options.probe) {
      const targets = probeTargets(config, clis);
      const results = await Promise.all(targets.map((t) => probeAgent(t.label, t.kind, t.spec, env, config, dir)));
      targets.forEach((t, i) => {
        const result = results[i]!;
        probes.push({ seat: t.label, kind: t.kind, ...result });
        const cli = clis.find((c) => c.kind === t.kind);
        if (!cli || result.ok) return;
        cli.problems.push({
          problem: `the test prompt (${t.label}) failed: ${result.detail}`,
          fix: `run \`${t.kind}\` by hand in a terminal to see what it needs`,
        });
        cli.usable = false;
      });
      await Promise.all(
        endpoints.map(async (e) => {
          e.probe = await probeEndpoint(e.base, e.keyEnv, env);
          if (!e.probe.ok) {
            e.problems.push({
              problem: `${e.base} ${e.probe.detail}`,
              fix: 'check that the server is running and that the base URL is right (it usually ends in /v1)',
            });
            e.usable = false;
          }
        }),
      );
    }
    return { clis, endpoints, probes, local, mcp, agents: agentEntries(clis, endpoints, local, mcp) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Every agent kind, in the order seats list them, with whether a seat can take it here. */
function agentEntries(clis: CliCheck[], endpoints: EndpointCheck[], local: LocalFinding[], mcp: McpConfigCheck[]): AgentEntry[] {
  return AGENT_KINDS.map((kind): AgentEntry => {
    const cli = clis.find((c) => c.kind === kind);
    if (cli) {
      const first = cli.problems[0];
      return {
        kind,
        usable: cli.usable,
        detail: cli.usable
          ? [cli.version, cli.auth?.via && `credentials: ${cli.auth.via}`].filter(Boolean).join(' · ')
          : `${first?.problem ?? 'not usable'}; fix: ${first?.fix ?? ''}`,
      };
    }
    switch (kind) {
      case 'openai': {
        const ready = [
          ...endpoints.filter((e) => e.usable).map((e) => `endpoint ${e.name}`),
          ...local.filter((l) => l.running && l.models.length > 0).map((l) => `${l.name} at ${l.base}`),
        ];
        return {
          kind,
          usable: ready.length > 0,
          detail:
            ready.length > 0
              ? ready.join(', ')
              : 'no endpoint in the config file and no local server found (Ollama, LM Studio, vLLM, llama.cpp)',
        };
      }
      case 'mcp': {
        const where = mcp.filter((m) => m.configured).map((m) => m.kind);
        return {
          kind,
          usable: where.length > 0,
          detail:
            where.length > 0
              ? `agon mcp is configured in ${where.join(', ')}`
              : `no agent CLI has agon mcp configured (e.g. ${mcp[0]?.fix ?? 'see the README'})`,
        };
      }
      case 'human':
        return { kind, usable: true, detail: 'you, in the workbench or with agon move' };
      case 'script':
        return { kind, usable: true, detail: 'answers from a file (script:file=PATH) or a saved session' };
      default:
        return { kind, usable: false, detail: 'unknown here' };
    }
  });
}
