// Command-line parsing: strict (an unknown option is a usage error), one option table per command.
// A session's options are the platform's (question, seats, workdir, timeout, budgets) plus those its
// protocol declares, turned into flags here, so no protocol's option is known to this file.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { SeatSpec, SessionConfig } from '../../state/schema.js';
import { parseSeatSpec } from '../agents/seat-spec.js';
import type { OptionDecl, ProtocolInfo } from '../protocols/types.js';
import { type DefaultKinds, fillDefaultSeats } from './default-seats.js';
import { usageError } from './exit.js';

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
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
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

export function parseCommand(command: string, argv: string[], options: Options, positionals: { min: number; max: number; names: string }): Parsed {
  let parsed;
  try {
    parsed = parseArgs({ args: joinNegativeNumbers(argv, { ...common, ...options }), options: { ...common, ...options }, allowPositionals: true, strict: true });
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? '';
    const unknown = /^Unknown option '([^']+)'/.exec(message);
    throw usageError(unknown ? `${command}: unknown option ${unknown[1]} (see agon ${command} --help)` : `${command}: ${message}`);
  }
  if (parsed.values.help) return { values: parsed.values, positionals: parsed.positionals };
  const count = parsed.positionals.length;
  if (count < positionals.min) throw usageError(`${command}: missing ${positionals.names}`);
  if (count > positionals.max) throw usageError(`${command}: unexpected argument "${parsed.positionals[positionals.max]}"`);
  return { values: parsed.values, positionals: parsed.positionals };
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

export function stringOpt(values: Parsed['values'], name: string): string | undefined {
  const v = values[name];
  return typeof v === 'string' ? v : undefined;
}

/** A number option within its bounds, or a usage error naming it. */
export function numberOpt(values: Parsed['values'], name: string, { integer = false, zero = false, min, max }: { integer?: boolean; zero?: boolean; min?: number; max?: number } = {}): number | undefined {
  const raw = stringOpt(values, name);
  if (raw === undefined) return undefined;
  const n = Number(raw);
  const low = min ?? (zero ? 0 : Number.MIN_VALUE);
  if (raw.trim() === '' || !Number.isFinite(n) || n < low || (max !== undefined && n > max) || (integer && !Number.isInteger(n))) {
    if (min !== undefined || max !== undefined) {
      throw usageError(`--${name} must be a${integer ? ' whole' : ''} number from ${min ?? low}${max !== undefined ? ` to ${max}` : ' up'}, not "${raw}"`);
    }
    throw usageError(`--${name} must be a ${zero ? 'non-negative' : 'positive'} ${integer ? 'whole ' : ''}number, not "${raw}"`);
  }
  return n;
}

/** --budget-seconds/--budget-tokens/--budget-usd as a budgets object, or undefined when none is given. */
export function budgetOptions(values: Parsed['values']): { seconds?: number; tokens?: number; usd?: number } | undefined {
  const seconds = numberOpt(values, 'budget-seconds');
  const tokens = numberOpt(values, 'budget-tokens', { integer: true });
  const usd = numberOpt(values, 'budget-usd');
  const budgets = {
    ...(seconds !== undefined ? { seconds } : {}),
    ...(tokens !== undefined ? { tokens } : {}),
    ...(usd !== undefined ? { usd } : {}),
  };
  return Object.keys(budgets).length > 0 ? budgets : undefined;
}

/** A protocol option's value from its flag, typed and checked against its declaration. */
function optionValue(option: OptionDecl, values: Parsed['values']): unknown {
  switch (option.type) {
    case 'boolean':
      return values[option.flag] === true ? true : undefined;
    case 'integer':
    case 'number':
      return numberOpt(values, option.flag, {
        integer: option.type === 'integer',
        ...(option.min !== undefined ? { min: option.min } : {}),
        ...(option.max !== undefined ? { max: option.max } : {}),
      });
    case 'choice': {
      const raw = stringOpt(values, option.flag);
      if (raw !== undefined && !option.choices.some((c) => c.value === raw)) {
        throw usageError(`--${option.flag} must be one of ${option.choices.map((c) => c.value).join(', ')}, not "${raw}"`);
      }
      return raw;
    }
    case 'string':
      return stringOpt(values, option.flag);
  }
}

/** The session's protocol options from their flags (only those given). */
export function protocolConfig(info: ProtocolInfo, values: Parsed['values']): Record<string, unknown> {
  return optionValues(info.options, values);
}

/** Declared options from their flags, by key, typed and checked (only those given). */
export function optionValues(options: readonly OptionDecl[], values: Parsed['values']): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const option of options) {
    const value = optionValue(option, values);
    if (value !== undefined) out[option.key] = value as string | number | boolean;
  }
  return out;
}

/**
 * The seat a `--seat NAME=…` fills: a declared seat, or one of a repeated kind (`NAME-2`); a
 * repeated kind's bare name (`NAME`) takes its next free number.
 */
export function seatName(info: ProtocolInfo, name: string, taken: Record<string, unknown>): string {
  const known = () => info.seats.map((s) => (s.repeat ? `${s.name}-1…${s.name}-${s.repeat.max}` : s.name)).join(', ');
  const exact = info.seats.find((s) => s.name === name);
  if (exact && !exact.repeat) return name;
  if (exact?.repeat) {
    for (let k = 1; k <= exact.repeat.max; k += 1) if (!(`${name}-${k}` in taken)) return `${name}-${k}`;
    throw usageError(`the ${info.id} protocol takes at most ${exact.repeat.max} ${exact.name} seats`);
  }
  const numbered = /^(.+)-(\d+)$/.exec(name);
  const family = numbered ? info.seats.find((s) => s.repeat && s.name === numbered[1]) : undefined;
  if (family?.repeat && Number(numbered![2]) >= 1 && Number(numbered![2]) <= family.repeat.max) return name;
  throw usageError(`unknown seat "${name}" (the ${info.id} protocol's seats: ${known()})`);
}

/** Seats a protocol cannot start without that are not filled (nor inherit a filled one), as a usage error. */
export function requireSeats(info: ProtocolInfo, seats: Record<string, unknown>): void {
  for (const decl of info.seats) {
    if (decl.repeat) {
      const count = Object.keys(seats).filter((s) => s.startsWith(`${decl.name}-`)).length;
      if (count < decl.repeat.min) throw usageError(`the ${info.id} protocol needs at least ${decl.repeat.min} ${decl.name} seats: add --seat ${decl.name}=KIND (${count} given)`);
    } else if (decl.required && !seats[decl.name] && !(decl.inherits && seats[decl.inherits])) {
      // A seat that would inherit another's agent lacks that one first.
      const missing = decl.inherits ?? decl.name;
      throw usageError(`no agent for ${missing}: add --seat ${missing}=KIND (script, human, codex, …)`);
    }
  }
}

/** `SEAT=none`: an optional seat left empty on purpose (as the TUI's form offers), or undefined. */
function emptySeat(info: ProtocolInfo, text: string): string | undefined {
  const match = /^([a-z][a-z0-9-]*)=none$/.exec(text.trim());
  if (!match) return undefined;
  const seat = match[1]!;
  const decl = info.seats.find((s) => s.name === seat);
  if (!decl) return seatName(info, seat, {});
  if (decl.required || decl.repeat) throw usageError(`the ${seat} seat cannot be left empty: give it an agent (codex, human, …)`);
  return seat;
}

/**
 * Parsed `--seat` texts (and the config file's defaults for seats left out, then the protocol's
 * default kinds usable here when `kinds` is given), checked against the protocol.
 */
export function seatSpecs(info: ProtocolInfo, texts: string[], absolutize: (spec: SeatSpec) => SeatSpec, defaults: Record<string, string> = {}, kinds?: DefaultKinds): Record<string, SeatSpec> {
  const seats: Record<string, SeatSpec> = {};
  const empty = new Set<string>();
  for (const text of texts) {
    const none = emptySeat(info, text);
    if (none) {
      empty.add(none);
      continue;
    }
    const parsed = parseSeatSpec(text);
    if (!parsed.ok) throw usageError(parsed.problem);
    const seat = seatName(info, parsed.value.seat, seats);
    if (seats[seat]) throw usageError(`seat ${seat} is given twice`);
    seats[seat] = absolutize(parsed.value.spec);
  }
  for (const [seat, text] of Object.entries(defaults)) {
    if (seats[seat] || empty.has(seat) || !info.seats.some((s) => s.name === seat && !s.repeat)) continue;
    const parsed = parseSeatSpec(`${seat}=${text}`);
    if (parsed.ok) seats[seat] = absolutize(parsed.value.spec);
  }
  if (kinds) fillDefaultSeats(info, seats, kinds, absolutize, empty);
  requireSeats(info, seats);
  return seats;
}

/** `--seat SEAT=SPEC` for a session that exists: each seat it names gets that agent from now on. */
export function reseatSpecs(info: ProtocolInfo, texts: string[], absolutize: (spec: SeatSpec) => SeatSpec): Record<string, SeatSpec> {
  const seats: Record<string, SeatSpec> = {};
  for (const text of texts) {
    if (/^[a-z][a-z0-9-]*=none$/.test(text.trim())) throw usageError(`--seat ${text}: a seat of a running debate needs someone in it (an agent, or human for you)`);
    const parsed = parseSeatSpec(text);
    if (!parsed.ok) throw usageError(parsed.problem);
    const seat = seatName(info, parsed.value.seat, {});
    if (seats[seat]) throw usageError(`seat ${seat} is given twice`);
    seats[seat] = absolutize(parsed.value.spec);
  }
  return seats;
}

/** The session config from the command line; every bad value is a usage error naming it. */
export function sessionConfig(
  info: ProtocolInfo,
  values: Parsed['values'],
  cwd: string,
  absolutize: (spec: SeatSpec) => SeatSpec,
  /** Default seats from the config file, for seats the command line leaves out. */
  defaults: Record<string, string> = {},
  /** Which agent kinds are usable here, for the seats the protocol gives default kinds. */
  kinds?: DefaultKinds,
): SessionConfig {
  const question = stringOpt(values, 'question')?.trim();
  if (!question) throw usageError('--question is required (the question to debate)');
  const seats = seatSpecs(info, (values.seat as string[] | undefined) ?? [], absolutize, defaults, kinds);
  const workdir = stringOpt(values, 'workdir');
  if (workdir !== undefined && !isDirectory(resolve(cwd, workdir))) throw usageError(`--workdir ${workdir} is not a directory`);
  const budgets = budgetOptions(values);
  const timeout = numberOpt(values, 'timeout');
  return {
    question,
    ...protocolConfig(info, values),
    ...(workdir !== undefined ? { workdir: resolve(cwd, workdir) } : {}),
    seats,
    ...(timeout !== undefined ? { timeoutSeconds: timeout } : {}),
    ...(budgets ? { budgets } : {}),
  };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
