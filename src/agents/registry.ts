// Where a seat's kind becomes an agent. Everything that can be checked before a session exists is
// checked here (options, the CLI on PATH, the persona file, the key variable), so an unusable
// agent is a one-line error and no session is created.
import { accessSync, constants } from 'node:fs';
import { regularFileProblem } from '../system/files.js';
import type { AgentDeps, PlaceableAgent } from './cli-agent.js';
import { claudeAgent } from './claude.js';
import { codexAgent } from './codex.js';
import { type AgentKindName, INSTALL_FIX } from './failures.js';
import { geminiAgent } from './gemini.js';
import { openaiAgent } from './openai.js';
import { readSeatOptions, type SeatOptions } from './options.js';
import { qwenAgent } from './qwen.js';
import { which } from './which.js';

export const REAL_KINDS = ['codex', 'claude', 'gemini', 'qwen', 'openai'] as const satisfies readonly AgentKindName[];
export const CLI_KINDS = ['codex', 'claude', 'gemini', 'qwen'] as const;

export function isRealKind(kind: string): kind is AgentKindName {
  return (REAL_KINDS as readonly string[]).includes(kind);
}

const FACTORIES: Record<AgentKindName, (options: SeatOptions, deps: AgentDeps) => PlaceableAgent> = {
  codex: codexAgent,
  claude: claudeAgent,
  gemini: geminiAgent,
  qwen: qwenAgent,
  openai: openaiAgent,
};

export type CreateResult =
  | { ok: true; agent: PlaceableAgent; options: SeatOptions }
  /** `usage`: the spec itself is wrong (exit 2); otherwise the machine lacks something (exit 1). */
  | { ok: false; problem: string; usage: boolean };

function readable(file: string): string | null {
  try {
    accessSync(file, constants.R_OK);
    return null;
  } catch {
    return 'cannot be read (permission denied)';
  }
}

export function createAgent(seat: string, kind: AgentKindName, spec: Record<string, unknown>, deps: AgentDeps): CreateResult {
  const read = readSeatOptions(seat, kind, spec, deps.config);
  if (!read.ok) return { ok: false, problem: read.problem, usage: true };
  const { options } = read;
  if (kind !== 'openai' && !which(kind, deps.env)) {
    return { ok: false, problem: `seat ${seat}: ${kind} is not installed (not found on PATH): ${INSTALL_FIX[kind]}; see \`agon doctor\``, usage: false };
  }
  if (kind === 'openai' && options.keyEnv && !deps.env[options.keyEnv]) {
    return { ok: false, problem: `seat ${seat}: ${options.keyEnv} is not set (key_env): export it with the API key for ${options.base}`, usage: false };
  }
  if (options.persona) {
    const problem = regularFileProblem(options.persona) ?? readable(options.persona);
    if (problem) return { ok: false, problem: `seat ${seat}: the persona file ${options.persona} ${problem}`, usage: false };
  }
  return { ok: true, agent: FACTORIES[kind](options, deps), options };
}
