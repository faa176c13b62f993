// Commands for other programs: a protocol may add top-level commands (`agon gate`). Their names,
// usage and options are plain data in the declaration, so `agon --help` lists them and the CLI
// dispatches them without loading an engine; their logic is pure, in the engine. One executor,
// `executeCommand` in src/session/command-executor.ts, carries out what the logic decides: it reads
// the memory folder, appends records and runs a debate through the session service; the command
// line (src/cli/commands/protocol-command.ts) and the MCP server each render its result.
import type { OptionDecl } from './declaration.js';
import type { MemoryQuery, MemoryRecord } from './memory.js';

/** A command's option: an option as sessions have them, which may be required or set by a variable. */
export type CommandOptionDecl = OptionDecl & {
  /** The command refuses to run without it (a usage error). */
  required?: boolean;
  /** An environment variable that sets it when the flag is not given (a boolean: 1, true or yes). */
  env?: string;
};

/** A positional argument of a command, in order. */
export interface CommandArgDecl {
  name: string;
  help: string;
  optional?: boolean;
  /** The values it may take. */
  choices?: readonly string[];
}

export interface CommandDecl {
  /** `agon NAME` (lower-case letters, digits, -); the platform's own commands take precedence. */
  name: string;
  /** One line for `agon --help`. */
  summary: string;
  /** The synopsis: `agon gate --proposal TEXT --stakes low|medium|high [--rounds N]`. */
  usage: string;
  /** What `agon NAME --help` says beyond the synopsis. */
  description: string;
  args?: readonly CommandArgDecl[];
  options: readonly CommandOptionDecl[];
  /** It may run a debate of this protocol: it also takes the session options (--seat, --timeout, --workdir, budgets). */
  debates?: boolean;
  /** What its exit codes mean; 1, 2, 3, 4 and 130 keep the platform's meaning. */
  exits: readonly { code: number; meaning: string }[];
}

/** What a command's logic is given: its parsed input and the clock's reading. */
export interface CommandInput {
  /** Option values by key, typed as declared; absent when neither the flag nor its variable was given. */
  options: Readonly<Record<string, string | number | boolean | undefined>>;
  args: readonly string[];
  /** When the command started (ISO 8601): the logic's only clock. */
  now: string;
}

/** A JSON line of the memory folder, as a query found it. */
export interface MemoryLine {
  file: string;
  line: Record<string, unknown>;
}

/** What a command prints: text for a person, or (with --json) one JSON object. */
export interface CommandPrint {
  text: string;
  json: Record<string, unknown>;
  /** A line for a person beside the text, on stderr, so the text stays what a program parses. */
  note?: string;
}

/** A debate a command ran to its end: the session, and the protocol's outcome of it. */
export interface DebateResult {
  session: string;
  summary: string;
  outcome: unknown;
}

/**
 * What a command does next. `finish`: append the records, print, exit with the code. `debate`:
 * append the records, run a debate of the protocol with this config (seats and limits come from the
 * command line), then continue with `after` once it is done; a debate that stops for a person, a
 * budget, a cancellation or a failure ends the command with the platform's exit code. `refuse`: a
 * usage error (exit 2), nothing written.
 */
export type CommandStep =
  | { kind: 'finish'; append?: MemoryRecord[]; print: CommandPrint; exit: number }
  | { kind: 'debate'; append?: MemoryRecord[]; config: Record<string, unknown>; after(debate: DebateResult): CommandStep }
  | { kind: 'refuse'; problem: string };

export interface ProtocolCommand {
  /** What to read from the memory folder before deciding. */
  reads(input: CommandInput): MemoryQuery[];
  /**
   * Decides, purely. The reading, this decision and its appends happen under the memory folder's
   * lock, so two agons running the command at once each see what the other appended.
   */
  decide(input: CommandInput, memory: readonly MemoryLine[]): CommandStep;
}
