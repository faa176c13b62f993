// The shapes of the events the platform writes, in one place. A session's events come from disk,
// where anything may have happened to them, so each is checked against its type's schema when the
// session is opened (and before it is saved): a malformed or unknown event is corruption, reported
// with its seq and type, never reduced into a debate that silently shows less.
//
// Where the line is: the platform checks the shape of everything it writes, `human.*` included (the
// session records a person's action as a HumanInput, so that envelope is the platform's). Whether
// an action or a move was allowed at its point in the debate is the protocol's judgement: it
// depends on the state the events before it led to, and the protocol's reduce answers it on replay
// (a refusal is a notice, as when it happened). The moves inside `move.accepted` are the protocol's
// too, checked by its parse when they were made and versioned by `movesVersion`.
import * as z from 'zod';
import { budgetsSchema } from '../../state/schema.js';
import type { DebateEvent } from '../protocols/types.js';

const ref = z.string().regex(/^[0-9a-f]{64}$/, 'expected a raw ref (64 hex digits)');
const seat = z.string().min(1);
const count = z.number().nonnegative();

const tokens = z.looseObject({ input: count.optional(), output: count.optional(), total: count });

const humanInput = z.looseObject({
  item: z.string().optional(),
  value: z.string().optional(),
  text: z.string().optional(),
  reason: z.string().optional(),
  fields: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional(),
});

export const PLATFORM_EVENTS = {
  'seat.prepared': z.looseObject({ seat, personaRef: ref, file: z.string().optional() }),
  'agent.requested': z.looseObject({
    seat,
    purpose: z.string().optional(),
    promptRef: ref,
    form: z.enum(['full', 'delta']).optional(),
    bytes: count.optional(),
    resumeRef: z.string().optional(),
    limits: z.looseObject({ outputTokens: count.optional() }).optional(),
  }),
  'agent.responded': z.looseObject({
    seat,
    rawRef: ref,
    outputRef: ref.optional(),
    durationMs: count.optional(),
    wallMs: count.optional(),
    exitCode: z.number().int().optional(),
    stoppedAfterAnswer: z.literal(true).optional(),
    tokens: tokens.optional(),
    costUsd: count.optional(),
    costEstimated: z.boolean().optional(),
    resumeRef: z.string().optional(),
    overLimit: z.looseObject({ outputTokens: count, measured: count }).optional(),
  }),
  'agent.failed': z.looseObject({
    seat,
    kind: z.string().min(1),
    reason: z.string(),
    durationMs: count.optional(),
    wallMs: count.optional(),
    exitCode: z.number().int().optional(),
    rawRef: ref.optional(),
    attempt: z.number().int().positive().optional(),
    retryInMs: count.optional(),
  }),
  'move.accepted': z.looseObject({
    seat,
    moves: z.array(z.unknown()),
    refused: z.array(z.looseObject({ move: z.unknown(), reason: z.string() })).optional(),
    rawRef: ref.optional(),
    v: z.number().int().positive().optional(),
  }),
  'move.rejected': z.looseObject({ seat, problem: z.string(), rawRef: ref.optional() }),
  'evidence.checked': z.looseObject({ evidence: z.string(), result: z.enum(['match', 'mismatch', 'unreadable']), detail: z.string().optional() }),
  'run.stopped': z.looseObject({ reason: z.string() }),
  'run.cancelled': z.looseObject({ unfinished: z.array(z.string()).optional() }),
  'session.budgets': z.looseObject({ budgets: budgetsSchema }),
  'session.seat': z.looseObject({ seat, spec: z.looseObject({ kind: z.string().min(1) }), reason: z.string().optional() }),
  'session.retry': z.looseObject({ seat }),
  'memory.loaded': z.looseObject({ records: z.array(z.looseObject({ file: z.string(), line: z.record(z.string(), z.unknown()) })) }),
  'memory.saved': z.looseObject({ files: z.array(z.string()) }),
} as const;

/** The data keys that name texts in raw/. */
export const RAW_REF_KEYS = ['promptRef', 'rawRef', 'outputRef', 'personaRef'] as const;

/** The raw texts an event refers to, by key. */
export function rawRefsOf(event: DebateEvent): { key: string; ref: string }[] {
  return RAW_REF_KEYS.flatMap((key) => (typeof event.data[key] === 'string' ? [{ key, ref: event.data[key] as string }] : []));
}

/** What is wrong with an event's data, in one line, or null when it has its type's shape. */
export function eventProblem(event: DebateEvent): string | null {
  const schema = event.type.startsWith('human.') ? humanInput : (PLATFORM_EVENTS as Record<string, z.ZodType>)[event.type];
  if (!schema) return `event ${event.seq} has the unknown type "${clip(event.type)}"`;
  const parsed = schema.safeParse(event.data);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const where = ['data', ...issue.path.map(String)].join('.');
  return `event ${event.seq} (${event.type}) is malformed: ${where}: ${issue.message}`;
}

function clip(text: string): string {
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
