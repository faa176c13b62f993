// A value checked against what it must be — a number within its bounds, a protocol option against
// its declaration — whether it came typed (a body, a tool's arguments) or as text (a flag, a form
// field). A bad one is a problem naming its field.
import type { OptionDecl } from '../protocols/types.js';
import { requestError } from './errors.js';
import type { Field, NumberRange } from './problems.js';

export type Scalar = string | number | boolean;

/** A number within `range`, given as a number or as its text; else a problem naming `field`. */
export function checkedNumber(field: Field, given: Scalar, range: NumberRange = {}): number {
  const n = typeof given === 'number' ? given : typeof given === 'string' && given.trim() !== '' ? Number(given) : Number.NaN;
  const low = range.min ?? (range.zero ? 0 : Number.MIN_VALUE);
  if (!Number.isFinite(n) || n < low || (range.max !== undefined && n > range.max) || (range.integer && !Number.isInteger(n))) {
    throw requestError({ code: 'out-of-range', field, value: String(given), range });
  }
  return n;
}

/** A protocol option's value, typed and checked against its declaration; `false` for a switch is leaving it off. */
export function checkedOption(option: OptionDecl, given: Scalar): Scalar | undefined {
  const field: Field = { in: 'options', key: option.key, flag: option.flag };
  switch (option.type) {
    case 'boolean':
      if (typeof given !== 'boolean') throw requestError({ code: 'wrong-type', field, value: given, expected: 'true or false' });
      return given || undefined;
    case 'integer':
    case 'number':
      if (typeof given === 'boolean') throw requestError({ code: 'wrong-type', field, value: given, expected: 'a number' });
      return checkedNumber(field, given, {
        integer: option.type === 'integer',
        ...(option.min !== undefined ? { min: option.min } : {}),
        ...(option.max !== undefined ? { max: option.max } : {}),
      });
    case 'choice':
      if (!option.choices.some((c) => c.value === String(given))) {
        throw requestError({ code: 'not-a-choice', field, value: String(given), choices: option.choices.map((c) => c.value) });
      }
      return String(given);
    case 'string':
      if (typeof given === 'boolean') throw requestError({ code: 'wrong-type', field, value: given, expected: 'text' });
      return String(given);
  }
}
