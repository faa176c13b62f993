// A move written the way models write it, read the way the schema spells it: `"type": "Defend"` is
// `defend`, `Challenge` and `challenge_id` are `challenge`, `Source` inside an evidence item is
// `source`. Only spelling is forgiven, never meaning: a key that matches no field stays as it is
// (and the schema says what is missing); a null in an optional field counts as leaving it out.
// Each change is said, for the record.
import type * as z from 'zod';
import { isPlainObject, keyForm } from './envelope.js';
import { fieldsOf, isOptional, itemFieldsOf, moveVariants } from './zod-shape.js';

export interface Forgiven {
  value: unknown;
  repairs: string[];
}

/** Keys models use for a move's type. */
const TYPE_KEYS = ['type', 'movetype', 'action'];

/** The move with its type and keys spelled as `schema` spells them; `where` names it in repairs. */
export function forgiveMove(raw: unknown, schema: z.ZodType, where: string): Forgiven {
  if (!isPlainObject(raw)) return { value: raw, repairs: [] };
  const variants = moveVariants(schema);
  const repairs: string[] = [];
  let move = raw;
  if (variants.size > 0) {
    move = withTypeKey(raw, where, repairs);
    const written = move.type;
    if (typeof written === 'string' && !variants.has(written)) {
      const match = [...variants.keys()].find((t) => keyForm(t) === keyForm(written));
      if (match) {
        move = { ...move, type: match };
        repairs.push(`${where}: type "${written}" read as "${match}"`);
      }
    }
  }
  const variant = typeof move.type === 'string' ? variants.get(move.type) : undefined;
  const fields = fieldsOf(variant ?? schema);
  if (!fields) return { value: move, repairs };
  return { value: forgiveKeys(move, fields, where, repairs), repairs };
}

function withTypeKey(raw: Record<string, unknown>, where: string, repairs: string[]): Record<string, unknown> {
  if ('type' in raw) return raw;
  const key = Object.keys(raw).find((k) => TYPE_KEYS.includes(keyForm(k)));
  if (key === undefined) return raw;
  const { [key]: type, ...rest } = raw;
  repairs.push(`${where}: "${key}" read as "type"`);
  return { type, ...rest };
}

/** The key of `fields` that `key` spells differently: same letters, or the field with an `id` suffix. */
function fieldFor(key: string, fields: Record<string, z.ZodType>): string | undefined {
  if (key in fields) return undefined;
  const form = keyForm(key);
  const names = Object.keys(fields);
  return names.find((n) => keyForm(n) === form) ?? (form.endsWith('id') ? names.find((n) => keyForm(n) === form.slice(0, -2)) : undefined);
}

function forgiveKeys(
  value: Record<string, unknown>,
  fields: Record<string, z.ZodType>,
  where: string,
  repairs: string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '__proto__') continue;
    const target = fieldFor(key, fields);
    const field = fields[target ?? key];
    if (child === null && field && isOptional(field)) {
      // `"evidence": null` says there is none: the same as leaving the field out.
      repairs.push(`${where}: "${key}": null read as absent`);
      continue;
    }
    if (target !== undefined && !(target in value) && !(target in out)) {
      repairs.push(`${where}: "${key}" read as "${target}"`);
      out[target] = child;
    } else if (!(key in out)) {
      out[key] = child;
    }
  }
  for (const [key, field] of Object.entries(fields)) {
    const child = out[key];
    const nested = fieldsOf(field);
    if (nested && isPlainObject(child)) out[key] = forgiveKeys(child, nested, `${where}.${key}`, repairs);
    const items = itemFieldsOf(field);
    if (items && Array.isArray(child)) {
      out[key] = child.map((item, i) => (isPlainObject(item) ? forgiveKeys(item, items, `${where}.${key}[${i}]`, repairs) : item));
    }
  }
  return out;
}
