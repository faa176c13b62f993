// Turns what a failing CLI said into a failure the person can act on: not logged in (with the
// command that fixes it), a usage or rate limit, or a plain failure with its own words.
import type { RealKind } from './kinds.js';
import { AgentError } from '../runner/types.js';

export type AgentKindName = RealKind;

export const LOGIN_FIX: Record<AgentKindName, string> = {
  codex: 'run `codex login` (or set CODEX_API_KEY)',
  claude: 'run `claude` and log in with /login (or set ANTHROPIC_API_KEY)',
  gemini: 'set GEMINI_API_KEY, or run `gemini` once and log in',
  qwen: 'set OPENAI_API_KEY with OPENAI_BASE_URL and OPENAI_MODEL, or configure ~/.qwen/settings.json',
  openai: 'check the API key in the variable named by key_env',
};

export const INSTALL_FIX: Record<Exclude<AgentKindName, 'openai'>, string> = {
  codex: 'npm install -g @openai/codex',
  claude: 'npm install -g @anthropic-ai/claude-code',
  gemini: 'npm install -g @google/gemini-cli',
  qwen: 'npm install -g @qwen-code/qwen-code',
};

const AUTH =
  /\b401\b|unauthori[sz]ed|not logged in|log ?in again|please run \/login|invalid api key|incorrect api key|invalid x-api-key|missing (?:[\w-]+ )*api key|api key not valid|no api key|failed to authenticate|authentication (?:failed|required|error)|oauth session expired|please set an auth method/i;
const LIMIT =
  /usage limit|rate.?limit|\b429\b|too many requests|quota|out of (?:extra )?usage|insufficient_quota|resource_exhausted|credit balance/i;

export function isAuthMessage(text: string): boolean {
  return AUTH.test(text);
}

/** The line of `text` that best says what went wrong: the first error line, else the last line. */
export function errorLine(text: string): string {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.find((l) => /^(error|fatal)\b/i.test(l)) ?? lines.at(-1) ?? '';
}

export function clip(text: string, max = 200): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}

/** A failure from the CLI's own message; `raw` is its whole output, kept with the failure. */
export function classifyFailure(kind: AgentKindName, message: string, raw: string | undefined, exitCode?: number): AgentError {
  const said = clip(message) || 'no message';
  if (AUTH.test(message)) return new AgentError('auth', `${kind} is not logged in: ${LOGIN_FIX[kind]} (${said})`, raw, exitCode);
  if (LIMIT.test(message)) return new AgentError('limit', `${kind} hit a usage or rate limit: ${said}`, raw, exitCode);
  const code = exitCode !== undefined && exitCode !== 0 ? ` (exit ${exitCode})` : '';
  return new AgentError('exit', `${kind} failed${code}: ${said}`, raw, exitCode);
}

/** Output that exited 0 but held no answer this adapter could find. */
export function unparsable(kind: AgentKindName, what: string, raw: string, exitCode?: number): AgentError {
  return new AgentError('other', `${kind} gave output agon could not read: ${what}`, raw, exitCode);
}
