// Shapes of the event data this engine reads. Events come from disk and from other tools, so each
// is validated before it touches the state; a malformed one is ignored with a notice.
import { z } from 'zod';

export const agentRequested = z.object({ seat: z.string() });
export const agentFailed = z.object({ seat: z.string(), reason: z.string().default('the agent failed') });
export const moveRejected = z.object({ seat: z.string(), problem: z.string() });
export const moveAccepted = z.object({
  seat: z.string(),
  moves: z.array(z.unknown()),
  refused: z.array(z.object({ move: z.unknown(), reason: z.string() })).default([]),
});
export const evidenceChecked = z.object({
  evidence: z.string(),
  result: z.enum(['match', 'mismatch', 'unreadable']),
  detail: z.string().default(''),
});
