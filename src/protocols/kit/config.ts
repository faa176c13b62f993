// The session config every protocol reads, from its declaration: what every session has (the
// question, the seats, the workdir) and each declared option with its type, bounds, choices and
// default. A bound is written once, in the declaration; a protocol extends this schema with what is
// its own (a cross-field rule, a derived value).
import * as z from 'zod';
import type { OptionDecl } from '../types.js';

export const seatAssignmentSchema = z.looseObject({ kind: z.string().min(1) });

/** What every session config has, whatever its protocol; other keys pass through untouched. */
export const baseConfigSchema = z.looseObject({
  question: z.string().trim().min(1, 'the question is empty'),
  /** Set when the question is about a project on disk: the seats run there, citations can be checked. */
  workdir: z.string().min(1).optional(),
  seats: z.preprocess(withoutEmptySeats, z.record(z.string(), seatAssignmentSchema)).default({}),
});

/** A seat given as `undefined` (a program's way of leaving it out) is absent. */
function withoutEmptySeats(seats: unknown): unknown {
  if (typeof seats !== 'object' || seats === null || Array.isArray(seats)) return seats;
  return Object.fromEntries(Object.entries(seats).filter(([, spec]) => spec !== undefined));
}

/** An option's value once configured: a text left blank is absent. */
type OptionValue<O extends OptionDecl> = O extends { type: 'integer' | 'number'; default: number }
  ? number
  : O extends { type: 'integer' | 'number' }
    ? number | undefined
    : O extends { type: 'boolean' }
      ? boolean
      : O extends { type: 'choice'; choices: readonly { value: infer V }[] }
        ? V
        : O extends { type: 'string'; default: string }
          ? string
          : string | undefined;

type OptionShape<Os extends readonly OptionDecl[]> = { [O in Os[number] as O['key']]: z.ZodType<OptionValue<O>> };

/** The zod schema of one declared option: its type, bounds, choices and default. */
export function optionSchema<O extends OptionDecl>(option: O): z.ZodType<OptionValue<O>> {
  return schemaOf(option) as unknown as z.ZodType<OptionValue<O>>;
}

function schemaOf(option: OptionDecl): z.ZodType {
  switch (option.type) {
    case 'integer':
    case 'number': {
      let schema = option.type === 'integer' ? z.number().int() : z.number();
      if (option.min !== undefined) schema = schema.min(option.min);
      if (option.max !== undefined) schema = schema.max(option.max);
      return option.default === undefined ? schema.optional() : schema.default(option.default);
    }
    case 'boolean':
      return z.boolean().default(option.default ?? false);
    case 'choice': {
      const values = option.choices.map((c) => c.value) as [string, ...string[]];
      const schema = z.enum(values);
      return option.default === undefined ? schema : schema.default(option.default);
    }
    case 'string': {
      const text = z.string().trim();
      return option.default === undefined ? text.optional().transform((v) => (v ? v : undefined)) : text.default(option.default);
    }
  }
}

/** The base config with every declared option; `.extend` it with the protocol's own keys. */
export function configSchema<const Os extends readonly OptionDecl[]>(options: Os) {
  const shape = Object.fromEntries(options.map((option) => [option.key, optionSchema(option)])) as OptionShape<Os>;
  return baseConfigSchema.extend(shape);
}
