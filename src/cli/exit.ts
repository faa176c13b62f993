// Exit codes (DESIGN.md) and the one error type commands throw for a user-facing failure.
export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 2,
  human: 3,
  budget: 4,
  cancelled: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

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
