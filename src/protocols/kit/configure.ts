// configure(raw) for a protocol whose config is one zod schema: the config with its defaults, or
// the first problem in one line, as the contract asks.
import type * as z from 'zod';
import { zodProblem } from './zod-problem.js';

export function configureWith<C>(schema: z.ZodType<C>): (raw: unknown) => { ok: true; config: C } | { ok: false; problem: string } {
  return (raw) => {
    const parsed = schema.safeParse(raw);
    return parsed.success ? { ok: true, config: parsed.data } : { ok: false, problem: zodProblem(parsed.error, 1) };
  };
}
