// The optional config file: `agon.config.json` in the working directory, else
// `$XDG_CONFIG_HOME/agon/config.json` (~/.config when unset). Validated by zod; a bad file is one
// line naming the file and the bad part. It never holds a key: endpoints name the variable
// (`key_env`) the key is read from.
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import * as z from 'zod';
import { zodProblem } from '../protocols/kit/zod-problem.js';
import { CLI_KINDS, REAL_KINDS } from './kinds.js';
import { parseSeatSpec } from './seat-spec.js';

export const CONFIG_FILE = 'agon.config.json';

const envName = z.string().regex(/^[A-Z_][A-Z0-9_]*$/, 'must be an environment variable name (A-Z, 0-9, _)');

/** USD per million tokens. */
export const priceSchema = z.strictObject({
  input: z.number().nonnegative(),
  output: z.number().nonnegative(),
  cachedInput: z.number().nonnegative().optional(),
});

const endpointSchema = z.strictObject({
  base: z.url(),
  model: z.string().min(1).optional(),
  key_env: envName.optional(),
});

const cliKind = z.enum(CLI_KINDS);
const agentKind = z.enum(REAL_KINDS);

export const configSchema = z
  .strictObject({
    $schema: z.string().optional(),
    /** Default seat specs, as after `--seat SEAT=`: `{"reviewer": "codex:model=gpt-5.2"}`. */
    seats: z.record(z.string(), z.string()).optional(),
    /** Named OpenAI-compatible endpoints, used by `--seat S=openai:endpoint=NAME`. */
    endpoints: z.record(z.string(), endpointSchema).optional(),
    /** Prices keyed by model name (or a prefix of it), for cost estimates. */
    prices: z.record(z.string(), priceSchema).optional(),
    /** Per-call timeouts in seconds by agent kind, for seats that set none. */
    timeouts: z.partialRecord(agentKind, z.number().positive()).optional(),
    /** Most bytes of output kept from one agent call; more fails the call as "output too large". At most the 4 MiB a raw text may hold. */
    outputLimitBytes: z
      .number()
      .int()
      .min(4096)
      .max(4 * 1024 * 1024)
      .optional(),
    /** Extra environment variables a kind's CLI may see, beyond the built-in allowlist. */
    passEnv: z.partialRecord(cliKind, z.array(envName)).optional(),
    /** Other keys for the TUI's bindings, by binding id; the TUI checks them against its binding tables (components/keys/overrides.ts). */
    keys: z.record(z.string(), z.unknown(), { error: 'must map binding ids to keys' }).optional(),
  })
  .superRefine((config, ctx) => {
    for (const [seat, spec] of Object.entries(config.seats ?? {})) {
      const parsed = parseSeatSpec(`${seat}=${spec}`);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', path: ['seats', seat], message: parsed.problem.reason });
    }
  });

export type AgonConfig = z.infer<typeof configSchema>;
export type Price = z.infer<typeof priceSchema>;

export const DEFAULT_OUTPUT_LIMIT_BYTES = 4 * 1024 * 1024;

export type ConfigResult = { ok: true; config: AgonConfig; path?: string } | { ok: false; problem: string };

/** The config file that applies here, whether or not it exists. */
export function configCandidates(cwd: string, env: NodeJS.ProcessEnv): string[] {
  const xdg = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config');
  return [join(cwd, CONFIG_FILE), join(xdg, 'agon', 'config.json')];
}

export function loadConfig(cwd: string, env: NodeJS.ProcessEnv): ConfigResult {
  for (const path of configCandidates(cwd, env)) {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') continue;
      return { ok: false, problem: `cannot read ${path} (${code ?? 'error'})` };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      return { ok: false, problem: `${path} is not valid JSON: ${(error as Error).message}` };
    }
    const parsed = configSchema.safeParse(json);
    if (!parsed.success) return { ok: false, problem: `${path}: ${zodProblem(parsed.error, 1)}` };
    return { ok: true, config: parsed.data, path };
  }
  return { ok: true, config: {} };
}
