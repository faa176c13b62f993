// The session document on disk (`<sessions-dir>/<id>/session.json`), version 3. These schemas are
// the single source of its types. Big texts never live here: prompts and raw agent output are in
// raw/, referred to by content hash, and so is an event's data when it is big (a long move), which
// the event then holds as `{"$data": ref}` (event-data.ts; new in version 3). The config holds what
// every protocol shares (question, seats, workdir, timeouts, budgets); the rest are the protocol's
// own options, checked by its configure.
import * as z from 'zod';
import { budgetsSchema } from '../src/protocols/contract/platform-events.js';

export const SCHEMA_VERSION = 3;

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
  workdir: z.string().optional(),
  seats: z.record(z.string(), seatSpecSchema),
  timeoutSeconds: z.number().positive().optional(),
  budgets: budgetsSchema.optional(),
});

export const SESSION_STATUSES = ['running', 'awaiting-human', 'done', 'stopped'] as const;

export const PROGRESS_UNITS = ['round', 'stage', 'message', 'turn'] as const;

/**
 * Kept current on every save so listing sessions never replays them. `title` is the one a person
 * gave the session (its last `session.title` event); a document saved before titles existed simply
 * has none, so it needed no new version.
 */
export const metaSchema = z.object({
  question: z.string(),
  title: z.string().optional(),
  phase: z.string(),
  progress: z.object({
    unit: z.enum(PROGRESS_UNITS),
    done: z.number().int().min(0),
    total: z.number().int().min(0),
    label: z.string(),
  }),
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
export type Budgets = z.infer<typeof budgetsSchema>;
export type SessionConfig = z.infer<typeof sessionConfigSchema>;
export type SessionMeta = z.infer<typeof metaSchema>;
export type SessionDoc = z.infer<typeof sessionDocSchema>;
