// Version 2 of the session document, frozen as agon wrote it before an event's data could be kept
// in raw/ (`{"$data": ref}`, version 3). Its shape is version 3's; only what event data may hold
// differs. Read through migrations.ts; never written again.
import { z } from 'zod';

const eventSchema = z.object({
  seq: z.number().int().min(1),
  at: z.string(),
  actor: z.string().min(1),
  type: z.string().min(1),
  data: z.record(z.string(), z.unknown()),
});

const sessionConfigSchema = z.looseObject({
  question: z.string().min(1),
  workdir: z.string().optional(),
  seats: z.record(z.string(), z.looseObject({ kind: z.string().min(1) })),
  timeoutSeconds: z.number().positive().optional(),
  budgets: z
    .object({ seconds: z.number().positive().optional(), tokens: z.number().positive().optional(), usd: z.number().positive().optional() })
    .optional(),
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
