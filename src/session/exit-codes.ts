// Exit codes (DESIGN.md): what the command line ends with, and what a protocol's command reports
// (its own codes beside these), whichever front end runs it.
import type { SessionError } from './errors.js';

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

export function exitCodeOf(problem: SessionError): ExitCode {
  switch (problem.kind) {
    case 'usage':
      return EXIT.usage;
    case 'failure':
      return EXIT.failure;
  }
}
