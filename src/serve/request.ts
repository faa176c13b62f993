// A `POST /api/debates` body, turned into the command line `agon run` would get, so a debate
// started over HTTP is checked by exactly the same code (and refused with the same one-line
// messages): the protocol, the question, the seats, the protocol's options by key or flag, the
// budgets, the timeout and the workdir. Where sessions live is the server's to say, not a request's.
import * as z from 'zod';
import { declarationOf, DEFAULT_PROTOCOL } from '../protocols/registry.js';
import { zodProblem } from '../protocols/kit/zod-problem.js';
import { usageError } from '../session/errors.js';

const scalar = z.union([z.string(), z.number(), z.boolean()]);

const bodySchema = z
  .object({
    protocol: z.string().optional(),
    question: z.string(),
    /** `["SEAT=claude", "SEAT=codex"]`, as `--seat` takes them, or `{"SEAT": "claude"}`. */
    seats: z.union([z.array(z.string()), z.record(z.string(), z.string())]).default([]),
    options: z.record(z.string(), scalar).default({}),
    budgets: z.object({ usd: z.number().optional(), tokens: z.number().optional(), seconds: z.number().optional() }).strict().optional(),
    timeout: z.number().optional(),
    workdir: z.string().optional(),
  })
  .strict();

/** Flags of `agon run` that belong to the server, never to a request. */
const SERVER_FLAGS = new Set(['sessions-dir', 'memory-dir', 'json', 'help', 'protocol', 'question', 'seat', 'timeout', 'workdir', 'budget-usd', 'budget-tokens', 'budget-seconds']);

export function runArgv(body: unknown): string[] {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) throw usageError(`the request body: ${zodProblem(parsed.error, 1)}`);
  const b = parsed.data;
  const id = b.protocol ?? DEFAULT_PROTOCOL;
  const info = declarationOf(id);
  const argv = ['--protocol', id, '--question', b.question];
  const seats = Array.isArray(b.seats) ? b.seats : Object.entries(b.seats).map(([seat, spec]) => `${seat}=${spec}`);
  for (const seat of seats) argv.push('--seat', seat);
  for (const [name, value] of Object.entries(b.options)) {
    const option = info?.options.find((o) => o.key === name || o.flag === name);
    const flag = option?.flag ?? name;
    if (SERVER_FLAGS.has(flag)) throw usageError(`the request body: "${name}" is not an option of the ${id} protocol`);
    if (value === false) continue;
    argv.push(`--${flag}`);
    if (value !== true) argv.push(String(value));
  }
  if (b.budgets?.usd !== undefined) argv.push('--budget-usd', String(b.budgets.usd));
  if (b.budgets?.tokens !== undefined) argv.push('--budget-tokens', String(b.budgets.tokens));
  if (b.budgets?.seconds !== undefined) argv.push('--budget-seconds', String(b.budgets.seconds));
  if (b.timeout !== undefined) argv.push('--timeout', String(b.timeout));
  if (b.workdir !== undefined) argv.push('--workdir', b.workdir);
  return argv;
}
