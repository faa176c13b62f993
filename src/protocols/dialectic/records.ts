// What the dialectic keeps in the memory folder, as zod schemas (the single source of these shapes):
// `failures.jsonl`, one line per failed attempt or reset of a task (append-only: a reset is a line,
// never a deletion), and `debate-metrics.jsonl`, one line when a debate resolves, then lines that
// amend it (an overrule) or record how its resolution worked out. The daily log is markdown
// (log-format.ts). Field names follow the seed's examples (`task_id`, `debate_id`).
import * as z from 'zod';
import { RESOLUTIONS } from './moves.js';

export const FAILURES = 'failures.jsonl';
export const METRICS = 'debate-metrics.jsonl';

export const attemptLine = z.object({
  task_id: z.string(),
  task: z.string().default(''),
  attempt: z.number().int().min(1),
  ts: z.string(),
  error: z.string().default(''),
  fingerprint: z.string().default(''),
  approach: z.string().default(''),
  /** What the attempt led to: recorded, a failure debate, or an escalation without one. */
  action: z.enum(['recorded', 'debate', 'escalate', 'disabled']).default('recorded'),
});
export type AttemptLine = z.infer<typeof attemptLine>;

export const RESET_KINDS = ['success', 'fresh', 'context'] as const;
export const resetLine = z.object({
  task_id: z.string(),
  task: z.string().default(''),
  reset: z.enum(RESET_KINDS),
  ts: z.string(),
  reason: z.string().default(''),
});
export type ResetLine = z.infer<typeof resetLine>;

const resolution = z.enum(RESOLUTIONS);

/** A debate's line: written once it resolves (outcome and helped still unknown). */
export const debateLine = z.object({
  debate_id: z.string(),
  type: z.enum(['planning', 'failure']),
  task: z.string().default(''),
  task_id: z.string().default(''),
  resolution,
  outcome: z.enum(['success', 'failure']).nullable().default(null),
  helped: z.boolean().nullable().default(null),
  tokens: z.number().default(0),
  decided_by: z.string().default(''),
  pattern: z.string().default(''),
  ts: z.string().default(''),
});
export type DebateLine = z.infer<typeof debateLine>;

/** A later line about a debate: its resolution overruled, or how it worked out. */
export const debateUpdate = z.object({
  debate_id: z.string(),
  /** The debate's task, so a query by task finds the update with the debate. */
  task_id: z.string().optional(),
  resolution: resolution.optional(),
  overruled_from: resolution.optional(),
  outcome: z.enum(['success', 'failure']).optional(),
  helped: z.boolean().nullable().optional(),
  reason: z.string().optional(),
  ts: z.string().default(''),
});
export type DebateUpdate = z.infer<typeof debateUpdate>;
