// A `POST /api/debates` body as a new-session request: the request's own fields, with the seats as
// a record or as the `SEAT=SPEC` list `--seat` takes, and the timeout as `timeout`. Where sessions
// live is the server's to say, not a request's. A problem is worded in the body's terms.
import * as z from 'zod';
import { zodProblem } from '../protocols/kit/zod-problem.js';
import { usageError } from '../session/errors.js';
import { newSessionRequestSchema, type NewSessionRequest } from '../session/new-session-request.js';
import { requestedProtocol } from '../session/new-session.js';
import { REQUEST_WORDING, type Wording } from '../session/problems.js';
import { seatsFromTexts } from '../session/request-seats.js';

const bodySchema = newSessionRequestSchema
  .omit({ seats: true, timeoutSeconds: true })
  .extend({
    /** `["SEAT=claude", "SEAT=codex"]`, as `--seat` takes them, or `{"SEAT-1": "claude"}`. */
    seats: z.union([z.array(z.string()), z.record(z.string(), z.string())]).optional(),
    timeout: newSessionRequestSchema.shape.timeoutSeconds,
  })
  .strict();

export function requestOf(body: unknown): NewSessionRequest {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) throw usageError(`the request body: ${zodProblem(parsed.error, 1)}`);
  const { seats, timeout, ...rest } = parsed.data;
  return {
    ...rest,
    ...(seats ? { seats: Array.isArray(seats) ? seatsFromTexts(requestedProtocol(rest), seats) : seats } : {}),
    ...(timeout !== undefined ? { timeoutSeconds: timeout } : {}),
  };
}

/** The body's terms: `"question"`, `"options.maxRounds"`, `"timeout"`. */
export const BODY_WORDING: Wording = {
  ...REQUEST_WORDING,
  protocolList: 'GET /api/protocols lists them',
  field: (field) => (field.in === 'request' && field.name === 'timeoutSeconds' ? '"timeout"' : REQUEST_WORDING.field(field)),
};
