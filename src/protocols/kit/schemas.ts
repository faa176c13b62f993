// Schema pieces for the moves agents answer with. Models write the same thing many ways (`p3`,
// `#P3`, `skeptical`, `ILL_FORMED`); the schemas forgive the spelling and keep the meaning, so a
// move is refused only for what it says, never for how it was typed.
import * as z from 'zod';

/**
 * An enum matched without regard to case, spaces or underscores (`ill formed` is ILL-FORMED), with
 * aliases for other words models use (`AGREED` for AGREE). Keys of `aliases` are written upper-case
 * with dashes, as the input is normalised. `hint` is added to the problem a wrong value gets.
 */
export function normalizedEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  aliases: Record<string, T[number]> = {},
  hint?: string,
) {
  return z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const key = v
        .trim()
        .toUpperCase()
        .replace(/[_\s]+/g, '-');
      const alias = aliases[key];
      if (alias) return alias;
      const match = values.find((value) => value.toUpperCase() === key);
      return match ?? v;
    },
    hint ? z.enum(values, { error: hint }) : z.enum(values),
  );
}

/** An item id with one of `prefixes` and a number: `p3`, `#P3` and ` P3 ` all mean P3. */
export function itemIdSchema(prefixes: readonly string[], message: string) {
  const pattern = new RegExp(`^(?:${prefixes.join('|')})\\d+$`);
  return z.preprocess((v) => (typeof v === 'string' ? v.trim().replace(/^#/, '').toUpperCase() : v), z.string().regex(pattern, message));
}

/** The bounds of a confidence, declared once: the schema checks them and a form field states them. */
export const CONFIDENCE_RANGE = { min: 0, max: 1 } as const;

/**
 * A confidence from 0 to 1: 0.7, "0.7" and "70%" are all 0.7, and a whole number up to 100 is read
 * as a percentage (70). Anything else outside the bounds is refused, never squeezed in: 1.5 is no
 * percentage anyone meant.
 */
export function confidenceSchema(message = 'a confidence is a number from 0 to 1') {
  return z.preprocess(
    (v) => {
      const text = typeof v === 'string' ? v.trim() : undefined;
      const n = text === undefined ? v : text === '' ? v : text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text);
      return typeof n === 'number' && Number.isInteger(n) && n > CONFIDENCE_RANGE.max && n <= 100 ? n / 100 : n;
    },
    z.number({ message }).min(CONFIDENCE_RANGE.min, message).max(CONFIDENCE_RANGE.max, message),
  );
}
