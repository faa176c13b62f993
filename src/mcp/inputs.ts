// Input shapes the tools share. Session ids are checked for shape here as well as by the store, so
// no tool input can name a path.
import * as z from 'zod';

export const sessionId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'a session id, its number or a unique prefix (e.g. "007" or "007-redis")')
  .describe('the session: its id, its number, or a unique prefix of its id');

export const budgets = z
  .object({
    seconds: z.number().positive().optional().describe('wall-clock seconds of agent time for the whole session'),
    tokens: z.number().int().positive().optional().describe('tokens for the whole session'),
    usd: z.number().positive().optional().describe('estimated cost in US dollars for the whole session'),
  })
  .strict();

export const rounds = z.number().int().min(1).max(1000);

export const seatName = z.string().regex(/^[a-z][a-z0-9-]*$/, 'a seat name (lower-case letters, digits, -)');
