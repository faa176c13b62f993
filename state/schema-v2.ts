// Version 2 of the session document, frozen as agon wrote it before an event's data could be kept
// in raw/ (`{"$data": ref}`, version 3). Its shape is the same as version 3's at the time version 3
// came; it is a copy rather than an extension so that a later change to schema.ts never changes
// what a version 2 document is. Read through migrations.ts; never written again.
import * as z from 'zod';

const eventSchema = z.object({
  seq: z.number().int().min(1),
  at: z.string(),
  actor: z.string().min(1),
  type: z.string().min(1),
  data: z.record(z.string(), z.unknown()),
});

const seatSpecSchema = z.looseObject({ kind: z.string().min(1) });

const budgetsSchema = z.object({
  seconds: z.number().positive().optional(),
  tokens: z.number().positive().optional(),
  usd: z.number().positive().optional(),
});

const sessionConfigSchema = z.looseObject({
  question: z.string().min(1),
  workdir: z.string().optional(),
  seats: z.record(z.string(), seatSpecSchema),
  timeoutSeconds: z.number().positive().optional(),
  budgets: budgetsSchema.optional(),
});

const metaSchema = z.object({
  question: z.string(),
  phase: z.string(),
  progress: z.object({
    unit: z.enum(['round', 'stage', 'message', 'turn']),
    done: z.number().int().min(0),
    total: z.number().int().min(0),
    label: z.string(),
  }),
  status: z.enum(['running', 'awaiting-human', 'done', 'stopped']),
  reason: z.string().optional(),
  updatedAt: z.string(),
  eventCount: z.number().int().min(0),
});

export const sessionDocSchemaV2 = z.object({
  schemaVersion: z.literal(2),
  id: z.string(),
  createdAt: z.string(),
  protocol: z.string(),
  config: sessionConfigSchema,
  meta: metaSchema,
  events: z.array(eventSchema),
});

export type SessionDocV2 = z.infer<typeof sessionDocSchemaV2>;
