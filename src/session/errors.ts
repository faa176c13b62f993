// What the session service refuses, as values the CLI maps to exit codes and the TUI shows as a
// line: `usage` for a request that is wrong as asked (exit 2), `failure` for one this machine or
// this session cannot serve (exit 1).
export class SessionError extends Error {
  constructor(
    readonly kind: 'usage' | 'failure',
    message: string,
  ) {
    super(message);
    this.name = 'SessionError';
  }
}

export const usage = (message: string) => new SessionError('usage', message);
export const unavailable = (message: string) => new SessionError('failure', message);
