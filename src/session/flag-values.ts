// A command's options once read, by flag name (`question`, `seat`, `budget-usd`, a protocol's own):
// what the command line parses argv into, and what the MCP tools and `serve` hand the session layer
// today. Each reader checks its value and names the flag in a usage error.
import type { OptionDecl } from '../protocols/types.js';
import { usageError } from './errors.js';

export type Flags = Record<string, string | boolean | (string | boolean)[] | undefined>;

export function stringOpt(values: Flags, name: string): string | undefined {
  const v = values[name];
  return typeof v === 'string' ? v : undefined;
}

/** A number option within its bounds, or a usage error naming it. */
export function numberOpt(values: Flags, name: string, { integer = false, zero = false, min, max }: { integer?: boolean; zero?: boolean; min?: number; max?: number } = {}): number | undefined {
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
export function budgetOptions(values: Flags): { seconds?: number; tokens?: number; usd?: number } | undefined {
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
function optionValue(option: OptionDecl, values: Flags): unknown {
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

/** Declared options from their flags, by key, typed and checked (only those given). */
export function optionValues(options: readonly OptionDecl[], values: Flags): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const option of options) {
    const value = optionValue(option, values);
    if (value !== undefined) out[option.key] = value as string | number | boolean;
  }
  return out;
}
