// The session config: the question is the proposal (or the failing task), or a whole CSP/1 request
// line, which then says everything; otherwise the options do (debate type, stakes, rounds, and for a
// failure debate the attempts and their errors).
import * as z from 'zod';
import { configSchema } from '../kit/config.js';
import { resolveSeats, type Seated } from '../kit/players.js';
import { zodProblem } from '../kit/zod-problem.js';
import { readList } from './csp.js';
import { DIALECTIC_INFO, DIALECTIC_OPTIONS } from './declaration.js';
import { isRequestLine, readRequest, type Request } from './request.js';
import { taskId } from './task-id.js';

const list = z.union([z.array(z.string()), z.string().transform(readList)]);

// The attempts and errors are also given as lists by programs (`agon attempt`), not only as text.
export const dialecticConfigSchema = configSchema(DIALECTIC_OPTIONS).extend({
  attempts: list.default([]),
  errors: list.default([]),
  /** The failed attempt a failure debate follows; `agon attempt` runs one at the second. */
  attempt: z.number().int().min(1).optional(),
});

export interface DialecticConfig extends Seated {
  question: string;
  request: Request;
  attempt: number;
  taskId: string;
  seats: Record<string, { kind: string }>;
}

export function configure(raw: unknown): { ok: true; config: DialecticConfig } | { ok: false; problem: string } {
  const parsed = dialecticConfigSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, problem: zodProblem(parsed.error, 1) };
  const c = parsed.data;
  const read = isRequestLine(c.question) ? readRequest(c.question) : { ok: true as const, request: fromOptions(c) };
  if (!read.ok) return read;
  const { request } = read;
  if (request.type === 'failure' && request.errors.length === 0)
    return { ok: false, problem: 'a failure debate needs the errors the attempts ended with (--errors "[first, second]")' };
  const attempt = c.attempt ?? (request.type === 'failure' ? Math.max(2, request.errors.length, request.attempts.length) : 1);
  // A failure debate is about the last two attempts (seed 003: the advocate sees those).
  const debated: Request =
    request.type === 'failure' ? { ...request, attempts: request.attempts.slice(-2), errors: request.errors.slice(-2) } : request;
  return {
    ok: true,
    config: {
      question: c.question,
      request: debated,
      attempt,
      taskId: taskId(request.subject),
      seats: c.seats,
      players: resolveSeats(DIALECTIC_INFO.seats, c.seats),
    },
  };
}

function fromOptions(c: z.infer<typeof dialecticConfigSchema>): Request {
  return c.debate === 'failure'
    ? { type: 'failure', subject: c.question, attempts: c.attempts, errors: c.errors }
    : { type: 'planning', subject: c.question, rounds: c.rounds, stakes: c.stakes };
}
