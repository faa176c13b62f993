// The debate request, as CSP/1 writes it (seed 003, "CSP/1 Protocol Extensions"):
//   DEBATE REQ:<proposal> ROUNDS:<1-3> STAKES:<low|medium|high>
//   DEBATE_FAILURE REQ:<task> ATTEMPTS:[attempt1, attempt2] ERRORS:[error1, error2]
// read from a session's question or a command's input, and written back for the seats' prompts.
import { oneLine, readFields, readList, writeList } from './csp.js';

export const STAKES = ['low', 'medium', 'high'] as const;
export type Stakes = (typeof STAKES)[number];
export const MAX_ROUNDS = 3;

export type Request =
  | { type: 'planning'; subject: string; rounds: number; stakes: Stakes }
  | { type: 'failure'; subject: string; attempts: string[]; errors: string[] };

export type DebateType = Request['type'];

const VERB = /^\s*(DEBATE_FAILURE|DEBATE)\s+(?=REQ:)/;
const KEYS = ['REQ', 'ROUNDS', 'STAKES', 'ATTEMPTS', 'ERRORS'] as const;

/** Whether the text is a CSP/1 debate request (then `readRequest` reads it or says what is wrong). */
export function isRequestLine(text: string): boolean {
  return VERB.test(text);
}

export function readRequest(text: string): { ok: true; request: Request } | { ok: false; problem: string } {
  const verb = VERB.exec(text);
  if (!verb) return { ok: false, problem: 'a debate request starts with DEBATE REQ: or DEBATE_FAILURE REQ:' };
  const fields = readFields(text.slice(verb[0].length), KEYS);
  const subject = oneLine(fields.REQ ?? '');
  if (!subject) return { ok: false, problem: `${verb[1]} REQ: names nothing to debate` };
  if (verb[1] === 'DEBATE_FAILURE') {
    const errors = readList(fields.ERRORS ?? '');
    if (errors.length === 0) return { ok: false, problem: 'DEBATE_FAILURE needs ERRORS:[…] (the errors the attempts ended with)' };
    return { ok: true, request: { type: 'failure', subject, attempts: readList(fields.ATTEMPTS ?? ''), errors } };
  }
  const rounds = fields.ROUNDS === undefined ? 1 : Number(fields.ROUNDS);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ROUNDS)
    return { ok: false, problem: `ROUNDS must be 1 to ${MAX_ROUNDS}, not "${fields.ROUNDS}"` };
  const stakes = (fields.STAKES ?? 'medium').toLowerCase();
  if (!STAKES.includes(stakes as Stakes)) return { ok: false, problem: `STAKES must be low, medium or high, not "${fields.STAKES}"` };
  return { ok: true, request: { type: 'planning', subject, rounds, stakes: stakes as Stakes } };
}

export function requestLine(request: Request): string {
  const subject = oneLine(request.subject);
  return request.type === 'planning'
    ? `DEBATE REQ:${subject} ROUNDS:${request.rounds} STAKES:${request.stakes}`
    : `DEBATE_FAILURE REQ:${subject} ATTEMPTS:${writeList(request.attempts.map(oneLine))} ERRORS:${writeList(request.errors.map(oneLine))}`;
}
