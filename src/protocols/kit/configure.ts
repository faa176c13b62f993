// configure(raw) for any protocol whose config is one zod schema: the completed config, or the
// first problem as the one line a person reads.
import type { z } from 'zod';
import { zodProblem } from './zod-problem.js';

export function configureWith<C>(schema: z.ZodType<C, unknown>): (raw: unknown) => { ok: true; config: C } | { ok: false; problem: string } {
  return (raw) => {
    const parsed = schema.safeParse(raw);
    return parsed.success ? { ok: true, config: parsed.data } : { ok: false, problem: zodProblem(parsed.error, 1) };
  };
}
