// A seat's options for a real agent kind, checked: unknown names, bad booleans, bad URLs and
// missing values are one-line problems naming the seat and the option.
import type { AgonConfig } from './config.js';
import type { AgentKindName } from './failures.js';

export interface SeatOptions {
  model?: string;
  persona?: string;
  /** Let the CLI edit files and run commands (a writable sandbox, auto-approved edits). */
  allowEdits: boolean;
  /** codex: ask for JSONL (`--json`); openai: ask for a JSON response format. */
  json: boolean;
  /** Continue the CLI's own session between turns, sending only what is new. */
  resume: boolean;
  /** openai: stream the answer (SSE). */
  stream: boolean;
  base?: string;
  keyEnv?: string;
}

const COMMON = ['model', 'timeout', 'persona'];
const KNOWN: Record<AgentKindName, string[]> = {
  codex: [...COMMON, 'allow_edits', 'json', 'resume'],
  claude: [...COMMON, 'allow_edits', 'resume'],
  gemini: [...COMMON, 'allow_edits'],
  qwen: [...COMMON, 'allow_edits'],
  openai: [...COMMON, 'base', 'key_env', 'endpoint', 'json', 'stream'],
};

const ENV_NAME = /^[A-Z_][A-Z0-9_]*$/;

export type OptionsResult = { ok: true; options: SeatOptions } | { ok: false; problem: string };

export function readSeatOptions(seat: string, kind: AgentKindName, spec: Record<string, unknown>, config: AgonConfig): OptionsResult {
  const bad = (problem: string): OptionsResult => ({ ok: false, problem: `seat ${seat} (${kind}): ${problem}` });
  for (const key of Object.keys(spec)) {
    if (key !== 'kind' && !KNOWN[kind].includes(key)) return bad(`unknown option "${key}" (known: ${KNOWN[kind].join(', ')})`);
  }
  const text = (key: string) => (typeof spec[key] === 'string' ? (spec[key] as string) : undefined);
  const flags: Record<string, boolean> = {};
  for (const [key, fallback] of [
    ['allow_edits', false],
    ['json', true],
    ['resume', true],
    ['stream', true],
  ] as const) {
    const value = text(key);
    if (value !== undefined && value !== 'true' && value !== 'false') return bad(`${key} must be true or false, not "${value}"`);
    flags[key] = value === undefined ? fallback : value === 'true';
  }
  const timeout = text('timeout');
  if (timeout !== undefined && !(Number(timeout) > 0)) return bad(`timeout must be a positive number of seconds, not "${timeout}"`);
  const options: SeatOptions = { allowEdits: flags.allow_edits!, json: flags.json!, resume: flags.resume!, stream: flags.stream! };
  if (text('persona')) options.persona = text('persona')!;
  if (text('model')) options.model = text('model')!;
  if (kind !== 'openai') return { ok: true, options };

  const endpointName = text('endpoint');
  const endpoint = endpointName === undefined ? undefined : config.endpoints?.[endpointName];
  if (endpointName !== undefined && !endpoint) {
    const known = Object.keys(config.endpoints ?? {});
    return bad(`no endpoint "${endpointName}" in the config file${known.length ? ` (known: ${known.join(', ')})` : ''}`);
  }
  const base = text('base') ?? endpoint?.base;
  if (!base) return bad('needs base=URL (e.g. base=http://127.0.0.1:11434/v1) or endpoint=NAME');
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return bad(`base "${base}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return bad(`base "${base}" must be an http or https URL`);
  options.base = base.replace(/\/+$/, '');
  const model = options.model ?? endpoint?.model;
  if (!model) return bad('needs model=NAME');
  options.model = model;
  const keyEnv = text('key_env') ?? endpoint?.key_env;
  if (keyEnv !== undefined && !ENV_NAME.test(keyEnv))
    return bad(`key_env must name an environment variable (A-Z, 0-9, _), not "${keyEnv}"`);
  if (keyEnv) options.keyEnv = keyEnv;
  return { ok: true, options };
}
