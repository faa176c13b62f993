// A command's options once read, by flag name (`question`, `seat`, `budget-usd`, a protocol's own):
// what the command line parses argv into, and what a protocol's command gets from any front end.
// Each reader checks its value; a bad one is a problem naming the flag.
import type { OptionDecl } from '../protocols/types.js';
import { checkedNumber, checkedOption } from './checked-values.js';
import type { Field, NumberRange } from './problems.js';

export type Flags = Record<string, string | boolean | (string | boolean)[] | undefined>;

export function stringOpt(values: Flags, name: string): string | undefined {
  const v = values[name];
  return typeof v === 'string' ? v : undefined;
}

/** A number option within its bounds, or a problem naming it. */
export function numberOpt(values: Flags, name: string, range: NumberRange = {}, field: Field = { in: 'flags', name }): number | undefined {
  const raw = stringOpt(values, name);
  return raw === undefined ? undefined : checkedNumber(field, raw, range);
}

/** --budget-seconds/--budget-tokens/--budget-usd as a budgets object, or undefined when none is given. */
export function budgetOptions(values: Flags): { seconds?: number; tokens?: number; usd?: number } | undefined {
  const seconds = numberOpt(values, 'budget-seconds', {}, { in: 'budgets', name: 'seconds' });
  const tokens = numberOpt(values, 'budget-tokens', { integer: true }, { in: 'budgets', name: 'tokens' });
  const usd = numberOpt(values, 'budget-usd', {}, { in: 'budgets', name: 'usd' });
  const budgets = {
    ...(seconds !== undefined ? { seconds } : {}),
    ...(tokens !== undefined ? { tokens } : {}),
    ...(usd !== undefined ? { usd } : {}),
  };
  return Object.keys(budgets).length > 0 ? budgets : undefined;
}

/** Declared options given as flags, by key, as given (a switch as true, the rest as their text). */
export function givenOptions(options: readonly OptionDecl[], values: Flags): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const option of options) {
    const value = values[option.flag];
    if (option.type === 'boolean' ? value === true : typeof value === 'string') out[option.key] = value as string | boolean;
  }
  return out;
}

/** Declared options from their flags, by key, typed and checked (only those given). */
export function optionValues(options: readonly OptionDecl[], values: Flags): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const option of options) {
    const given = givenOptions([option], values)[option.key];
    const value = given === undefined ? undefined : checkedOption(option, given);
    if (value !== undefined) out[option.key] = value;
  }
  return out;
}
