// Command-line parsing: strict (an unknown option is a usage error), one option table per command.
// A session's options are the platform's (question, seats, workdir, timeout, budgets) plus those its
// protocol declares, turned into flags here, so no protocol's option is known to this file.
// What the flags mean, once parsed, is the session layer's (src/session/flag-values.ts, new-session.ts).
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { ProtocolInfo } from '../protocols/types.js';
import { usageError } from '../session/errors.js';
import type { Flags } from '../session/flag-values.js';

type Options = NonNullable<ParseArgsConfig['options']>;

const common: Options = {
  'sessions-dir': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

export const BUDGET_OPTIONS: Options = {
  'budget-usd': { type: 'string' },
  'budget-tokens': { type: 'string' },
  'budget-seconds': { type: 'string' },
};

/** What every session takes, whatever its protocol. */
export const SESSION_OPTIONS: Options = {
  protocol: { type: 'string' },
  question: { type: 'string' },
  seat: { type: 'string', multiple: true },
  timeout: { type: 'string' },
  workdir: { type: 'string' },
  'memory-dir': { type: 'string' },
  ...BUDGET_OPTIONS,
};

/** The flags a protocol's options become. */
export function protocolOptions(info: Pick<ProtocolInfo, 'options'>): Options {
  return Object.fromEntries(info.options.map((o) => [o.flag, { type: o.type === 'boolean' ? ('boolean' as const) : ('string' as const) }]));
}

export interface Parsed {
  values: Flags;
  positionals: string[];
}

/**
 * `--max-rounds -1` as `--max-rounds=-1`: parseArgs takes a value that starts with a dash for an
 * option of its own ("ambiguous"), so a negative number is joined to its option, and then refused
 * by that option's own check with a message that says what is wanted.
 */
function joinNegativeNumbers(argv: string[], options: Options): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--') {
      out.push(...argv.slice(i));
      break;
    }
    const next = argv[i + 1];
    const name = arg.startsWith('--') && !arg.includes('=') ? arg.slice(2) : undefined;
    if (name && options[name]?.type === 'string' && next !== undefined && /^-\.?\d/.test(next)) {
      out.push(`${arg}=${next}`);
      i += 1;
    } else out.push(arg);
  }
  return out;
}

export function parseCommand(
  command: string,
  argv: string[],
  options: Options,
  positionals: { min: number; max: number; names: string },
): Parsed {
  let parsed: ReturnType<typeof parseArgs<{ options: Options; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({
      args: joinNegativeNumbers(argv, { ...common, ...options }),
      options: { ...common, ...options },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    const unknown =
      (error as NodeJS.ErrnoException).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? unknownOption(argv, { ...common, ...options })
        : undefined;
    if (unknown) throw usageError(`${command}: unknown option ${unknown} (see agon ${command} --help)`);
    throw usageError(`${command}: ${(error as Error).message.split('\n')[0] ?? ''}`);
  }
  if (parsed.values.help) return { values: parsed.values, positionals: parsed.positionals };
  const count = parsed.positionals.length;
  if (count < positionals.min) throw usageError(`${command}: missing ${positionals.names}`);
  if (count > positionals.max) throw usageError(`${command}: unexpected argument "${parsed.positionals[positionals.max]}"`);
  return { values: parsed.values, positionals: parsed.positionals };
}

/** The first option in `argv` the table does not know, as written (`--nope`, `-q`), found by name, not from parseArgs' wording. */
function unknownOption(argv: string[], options: Options): string | undefined {
  const shorts = new Set(Object.values(options).flatMap((o) => (o.short ? [o.short] : [])));
  for (const arg of argv) {
    if (arg === '--') return undefined;
    if (arg.startsWith('--')) {
      const name = arg.slice(2).split('=')[0]!;
      if (!(name in options)) return `--${name}`;
    } else if (/^-[^-\d.]/.test(arg)) {
      const letter = [...arg.slice(1)].find((c) => !shorts.has(c));
      if (letter) return `-${letter}`;
    }
  }
  return undefined;
}

/** The `--protocol` of an argument list, read before the full parse (the protocol decides the flags). */
export function protocolArg(argv: string[]): string | undefined {
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--') return undefined;
    if (arg === '--protocol') return argv[i + 1];
    if (arg.startsWith('--protocol=')) return arg.slice('--protocol='.length);
  }
  return undefined;
}
