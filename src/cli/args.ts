// Command-line parsing: strict (an unknown option is a usage error), one option table per command.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { usageError } from './exit.js';

type Options = NonNullable<ParseArgsConfig['options']>;

const common: Options = {
  'sessions-dir': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

export const SESSION_OPTIONS: Options = {
  protocol: { type: 'string' },
  question: { type: 'string' },
  framing: { type: 'string' },
  seat: { type: 'string', multiple: true },
  mode: { type: 'string' },
  'max-rounds': { type: 'string' },
  timeout: { type: 'string' },
  'budget-usd': { type: 'string' },
  'budget-tokens': { type: 'string' },
  'budget-seconds': { type: 'string' },
  'high-stakes': { type: 'boolean' },
  workdir: { type: 'string' },
};

export interface Parsed {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
}

export function parseCommand(command: string, argv: string[], options: Options, positionals: { min: number; max: number; names: string }): Parsed {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { ...common, ...options }, allowPositionals: true, strict: true });
  } catch (error) {
    throw usageError(`${command}: ${(error as Error).message.split('\n')[0]}`);
  }
  if (parsed.values.help) return { values: parsed.values, positionals: parsed.positionals };
  const count = parsed.positionals.length;
  if (count < positionals.min) throw usageError(`${command}: missing ${positionals.names}`);
  if (count > positionals.max) throw usageError(`${command}: unexpected argument "${parsed.positionals[positionals.max]}"`);
  return { values: parsed.values, positionals: parsed.positionals };
}

export function stringOpt(values: Parsed['values'], name: string): string | undefined {
  const v = values[name];
  return typeof v === 'string' ? v : undefined;
}

/** A positive number option, or a usage error naming it. */
export function numberOpt(values: Parsed['values'], name: string, { integer = false, zero = false } = {}): number | undefined {
  const raw = stringOpt(values, name);
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n < 0 || (n === 0 && !zero) || (integer && !Number.isInteger(n))) {
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
