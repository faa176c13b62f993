// What a request of a session refuses, as values each front end renders its own way (the CLI as an
// exit code, serve as an HTTP status, mcp as a tool error): `usage` for a request that is wrong as
// asked (exit 2), `failure` for one this machine or this session cannot serve (exit 1).
import { StoreError } from '../../state/errors.js';

export class SessionError extends Error {
  constructor(
    readonly kind: 'usage' | 'failure',
    message: string,
  ) {
    super(message);
    this.name = 'SessionError';
  }
}

export const usageError = (message: string) => new SessionError('usage', message);
export const unavailable = (message: string) => new SessionError('failure', message);

/** The user-facing form of an error (the session's own, or the store's), or undefined for one that is a bug. */
export function userProblem(error: unknown): SessionError | undefined {
  if (error instanceof SessionError) return error;
  if (error instanceof StoreError) return new SessionError(error.code === 'bad-id' || error.code === 'invalid' ? 'usage' : 'failure', error.message);
  return undefined;
}
