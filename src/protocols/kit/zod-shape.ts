// What a move schema expects, read from the zod schema itself (its public `def`): the move types of
// a discriminated union and each type's object, the fields an object takes, and a one-line shape
// to quote back to a seat ("Expected: {...}"). One source: the schema that validates the move.
import type * as z from 'zod';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  values?: readonly unknown[];
  entries?: Record<string, unknown>;
}

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'catch', 'readonly', 'nonoptional']);
const OPTIONAL = new Set(['optional', 'default', 'prefault']);

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { def: Def }).def;
}

/** The schema under its wrappers (optional, default, preprocessing): what a value must be. */
export function coreOf(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let guard = 0; guard < 16; guard++) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out) current = defOf(def.out).type === 'transform' ? def.in : def.out;
    else return current;
  }
  return current;
}

/** A field a value may leave out. */
export function isOptional(schema: z.ZodType): boolean {
  let current = schema;
  for (let guard = 0; guard < 16; guard++) {
    const def = defOf(current);
    if (OPTIONAL.has(def.type)) return true;
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.out) current = defOf(def.out).type === 'transform' && def.in ? def.in : def.out;
    else return false;
  }
  return false;
}

/** The object's fields, or undefined when the schema is not an object. */
export function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = defOf(coreOf(schema));
  return def.type === 'object' ? def.shape : undefined;
}

/** The object an array's items must be, when they must be objects. */
export function itemFieldsOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = defOf(coreOf(schema));
  return def.type === 'array' && def.element ? fieldsOf(def.element) : undefined;
}

/** Each move type of a union of objects told apart by `type`, with its object; one entry for a plain object. */
export function moveVariants(schema: z.ZodType): Map<string, z.ZodType> {
  const core = coreOf(schema);
  const def = defOf(core);
  const options = def.type === 'union' && def.options ? def.options : [core];
  const variants = new Map<string, z.ZodType>();
  for (const option of options) {
    const fields = fieldsOf(option);
    const literal = fields?.type ? defOf(coreOf(fields.type)) : undefined;
    const value = literal?.type === 'literal' ? literal.values?.[0] : undefined;
    if (typeof value === 'string') variants.set(value, option);
  }
  return variants;
}

/** One line showing what the schema takes: `{"type": "defend", "argument": "…", "evidence"?: [{…}]}`. */
export function shapeOf(schema: z.ZodType, depth = 0): string {
  const core = coreOf(schema);
  const def = defOf(core);
  switch (def.type) {
    case 'object': {
      if (depth > 2) return '{…}';
      const fields = Object.entries(def.shape ?? {}).map(
        ([key, field]) => `"${key}"${isOptional(field) ? '?' : ''}: ${shapeOf(field, depth + 1)}`,
      );
      return `{${fields.join(', ')}}`;
    }
    case 'array':
      return def.element ? `[${shapeOf(def.element, depth + 1)}, …]` : '[…]';
    case 'enum':
      return Object.values(def.entries ?? {})
        .map((v) => JSON.stringify(v))
        .join(' | ');
    case 'literal':
      return (def.values ?? []).map((v) => JSON.stringify(v)).join(' | ');
    case 'union':
      return (def.options ?? []).map((o) => shapeOf(o, depth)).join(' | ');
    case 'string':
      return '"…"';
    case 'number':
      return '0';
    case 'boolean':
      return 'true | false';
    default:
      return '…';
  }
}
