// Version 1 of the session document, frozen as it was written by agon 0.1 (its meta counted rounds
// only). Read through migrations.ts; never written again.
import * as z from 'zod';

const eventSchema = z.object({
  seq: z.number().int().min(1),
  at: z.string(),
  actor: z.string().min(1),
  type: z.string().min(1),
  data: z.record(z.string(), z.unknown()),
});

/** A seat's agent: its kind and options (model, timeout, persona file, key_env …), never a secret. */
const seatSpecSchema = z.looseObject({ kind: z.string().min(1) });

const sessionConfigSchema = z.looseObject({
  question: z.string().min(1),
  workdir: z.string().optional(),
  seats: z.record(z.string(), seatSpecSchema),
  timeoutSeconds: z.number().positive().optional(),
  budgets: z
    .object({ seconds: z.number().positive().optional(), tokens: z.number().positive().optional(), usd: z.number().positive().optional() })
    .optional(),
});

const SESSION_STATUSES = ['running', 'awaiting-human', 'done', 'stopped'] as const;

/** Kept current on every save so listing sessions never replays them. */
const metaSchema = z.object({
  question: z.string(),
  phase: z.string(),
  round: z.number().int(),
  maxRounds: z.number().int(),
  status: z.enum(SESSION_STATUSES),
  reason: z.string().optional(),
  updatedAt: z.string(),
  eventCount: z.number().int().min(0),
});

export const sessionDocSchemaV1 = z.object({
  schemaVersion: z.literal(1),
  id: z.string(),
  createdAt: z.string(),
  protocol: z.string(),
  config: sessionConfigSchema,
  meta: metaSchema,
  events: z.array(eventSchema),
});

export type SessionDocV1 = z.infer<typeof sessionDocSchemaV1>;
