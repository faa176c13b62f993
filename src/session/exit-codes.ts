// Exit codes (DESIGN.md) and the one error type commands throw for a user-facing failure; errors of
// the store and the session service are mapped to it in one place.
import { StoreError } from '../../state/errors.js';
import { SessionError } from './errors.js';

export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 2,
  human: 3,
  budget: 4,
  cancelled: 130,
} as const;

/** 0–4 as above, or 128 + a signal's number when agon was told to stop (130, 143, 129, 141). */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT] | 129 | 141 | 143;

/** A failure the user can act on: printed as one line on stderr, never with a stack trace. */
export class CliError extends Error {
  constructor(
    readonly exitCode: ExitCode,
    message: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export const usageError = (message: string) => new CliError(EXIT.usage, message);
export const failure = (message: string) => new CliError(EXIT.failure, message);

/** The user-facing form of an error, or undefined for one that is a bug. */
export function asCliError(error: unknown): CliError | undefined {
  if (error instanceof CliError) return error;
  if (error instanceof SessionError) return new CliError(error.kind === 'usage' ? EXIT.usage : EXIT.failure, error.message);
  if (error instanceof StoreError) return new CliError(error.code === 'bad-id' || error.code === 'invalid' ? EXIT.usage : EXIT.failure, error.message);
  return undefined;
}
