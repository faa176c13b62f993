// What it takes to start a session, whichever front end asks: the command line (`agon run`,
// `agon new`), `agon serve`'s POST body, the MCP `start` tool and the TUI's form each map their
// input into this one request, and new-session.ts turns it into a session config, applying the
// defaults once and stating every problem in these fields' terms.
import * as z from 'zod';

/** A number, or its text as typed (a flag, a form field): checked against the same bounds either way. */
const amount = z.union([z.number(), z.string()]);
const scalar = z.union([z.string(), z.number(), z.boolean()]);

export const newSessionRequestSchema = z.strictObject({
  /** The protocol's id; its default when left out. */
  protocol: z.string().optional(),
  question: z.string().optional(),
  /**
   * seat → its spec as after `--seat SEAT=`: `{"consultee": "codex:model=gpt-5.2"}`; a repeated
   * kind's bare name (`NAME`) takes its next free number, and `none` leaves an optional seat empty.
   */
  seats: z.record(z.string(), z.string()).optional(),
  /** The protocol's options by key (or flag), as its declaration types them. */
  options: z.record(z.string(), scalar).optional(),
  /** A project folder the question is about, relative to where agon runs. */
  workdir: z.string().optional(),
  timeoutSeconds: amount.optional(),
  budgets: z.strictObject({ usd: amount.optional(), tokens: amount.optional(), seconds: amount.optional() }).optional(),
});

export type NewSessionRequest = z.infer<typeof newSessionRequestSchema>;
