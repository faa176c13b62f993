// Everything the command line prints goes through here, so the output policy holds on every
// surface: secrets are redacted by value (credentials.ts), text is made plain (no escape sequence
// or invisible character reaches the terminal, src/text/sanitize.ts), and JSON lines escape what
// a terminal or a log viewer would act on (src/text/json.ts). Writes to a stdout that is gone (its
// reader closed it) are dropped.
import { safeJson } from './json.js';
import { sanitizeDeep, sanitizeForPlain } from './sanitize.js';
import { credentialsOf } from '../agents/credentials.js';

const redact = (text: string) => credentialsOf(process.env).redact(text);

/** Text for a person, as any surface shows it: redacted and plain. */
export function shown(text: string): string {
  return sanitizeForPlain(redact(text));
}

/** A value's JSON as agon prints and exports it: every string redacted, invisible characters escaped. */
export function shownJson(value: unknown, space?: number): string {
  return safeJson(sanitizeDeep(value, redact), space);
}

/** Text on stdout (a line needs its own "\n"). */
export function printText(text: string): void {
  if (!process.stdout.destroyed) process.stdout.write(shown(text));
}

/** One JSON value as one line on stdout. */
export function printJson(value: unknown): void {
  if (!process.stdout.destroyed) process.stdout.write(`${shownJson(value)}\n`);
}

/** One line on stderr, prefixed `agon: `. */
export function printError(line: string): void {
  process.stderr.write(`agon: ${shown(line)}\n`);
}
