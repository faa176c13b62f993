// What a request of a session refuses, as values each front end renders its own way (the CLI as an
// exit code, serve as an HTTP status, mcp as a tool error): `usage` for a request that is wrong as
// asked (exit 2), `failure` for one this machine or this session cannot serve (exit 1). The problem
// itself is a value (problems.ts); the message is it worded in the request's own terms.
import { StoreError } from '../../state/errors.js';
import { describeProblem, type Problem, REQUEST_WORDING, type Wording } from './problems.js';

export class SessionError extends Error {
  constructor(
    readonly kind: 'usage' | 'failure',
    readonly problem: Problem,
  ) {
    super(describeProblem(problem, REQUEST_WORDING));
    this.name = 'SessionError';
  }

  /** The problem in a front end's own terms. */
  worded(wording: Wording): string {
    return describeProblem(this.problem, wording);
  }
}

export const usageError = (message: string) => new SessionError('usage', { code: 'said', text: message });
export const unavailable = (message: string) => new SessionError('failure', { code: 'said', text: message });
/** A request that is wrong as asked, for the reason `problem` gives. */
export const requestError = (problem: Problem) => new SessionError('usage', problem);

/** The user-facing form of an error (the session's own, or the store's), or undefined for one that is a bug. */
export function userProblem(error: unknown): SessionError | undefined {
  if (error instanceof SessionError) return error;
  if (error instanceof StoreError)
    return new SessionError(error.code === 'bad-id' || error.code === 'invalid' ? 'usage' : 'failure', {
      code: 'said',
      text: error.message,
    });
  return undefined;
}
