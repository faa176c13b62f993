// The session document on disk (`<sessions-dir>/<id>/session.json`), version 1. These schemas are
// the single source of its types. Big texts never live here: prompts and raw agent output are in
// raw/, referred to by content hash.
import { z } from 'zod';

export const SCHEMA_VERSION = 1;

export const eventSchema = z.object({
  seq: z.number().int().min(1),
  at: z.string(),
  actor: z.string().min(1),
  type: z.string().min(1),
  data: z.record(z.string(), z.unknown()),
});

/** A seat's agent: its kind and options (model, timeout, persona file, key_env …), never a secret. */
export const seatSpecSchema = z.looseObject({ kind: z.string().min(1) });

export const sessionConfigSchema = z.looseObject({
  question: z.string().min(1),
  framing: z.string().optional(),
  mode: z.string().optional(),
  maxRounds: z.number().int().optional(),
  highStakes: z.boolean().optional(),
  workdir: z.string().optional(),
  seats: z.record(z.string(), seatSpecSchema),
  timeoutSeconds: z.number().positive().optional(),
  budgets: z
    .object({ seconds: z.number().positive().optional(), tokens: z.number().positive().optional(), usd: z.number().positive().optional() })
    .optional(),
});

export const SESSION_STATUSES = ['running', 'awaiting-human', 'done', 'stopped'] as const;

/** Kept current on every save so listing sessions never replays them. */
export const metaSchema = z.object({
  question: z.string(),
  phase: z.string(),
  round: z.number().int(),
  maxRounds: z.number().int(),
  status: z.enum(SESSION_STATUSES),
  reason: z.string().optional(),
  updatedAt: z.string(),
  eventCount: z.number().int().min(0),
});

export const sessionDocSchema = z.object({
  schemaVersion: z.literal(SCHEMA_VERSION),
  id: z.string(),
  createdAt: z.string(),
  protocol: z.string(),
  config: sessionConfigSchema,
  meta: metaSchema,
  events: z.array(eventSchema),
});

export type StoredEvent = z.infer<typeof eventSchema>;
export type SeatSpec = z.infer<typeof seatSpecSchema>;
export type SessionConfig = z.infer<typeof sessionConfigSchema>;
export type SessionMeta = z.infer<typeof metaSchema>;
export type SessionDoc = z.infer<typeof sessionDocSchema>;
