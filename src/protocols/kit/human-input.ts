// Protocol-neutral checks of a human action against the descriptors a protocol offers, and reading
// a human action's input back out of its event.
import type { ActionDescriptor, ExtraFieldSpec, HumanInput } from '../types.js';

export function validateHumanInput(descriptors: ActionDescriptor[], kind: string, input: HumanInput): string | null {
  const descriptor = descriptors.find((d) => d.kind === kind);
  if (!descriptor) {
    const offered = descriptors.map((d) => d.kind).join(', ');
    return `"${kind}" is not available now${offered ? ` (available: ${offered})` : ''}`;
  }
  const { schema } = descriptor;
  if (schema.item?.required && !input.item) return `${kind} needs an item (--item), one of: ${descriptor.targets.join(', ')}`;
  if (input.item !== undefined) {
    if (!schema.item) return `${kind} takes no item`;
    if (!descriptor.targets.includes(input.item)) {
      return `${kind} cannot target ${input.item}${descriptor.targets.length ? ` (possible: ${descriptor.targets.join(', ')})` : ''}`;
    }
  }
  if (schema.value?.required && !input.value) return `${kind} needs a value (--value): ${optionList(schema.value.options)}`;
  if (input.value !== undefined) {
    if (!schema.value) return `${kind} takes no value`;
    const options = schema.value.options;
    if (options && !options.some((o) => o.value === input.value)) {
      return `${input.value} is not a valid value for ${kind} (${optionList(options)})`;
    }
  }
  if (schema.text?.required && !input.text?.trim()) return `${kind} needs a text (--text): ${schema.text.label}`;
  if (input.text !== undefined && !schema.text) return `${kind} takes no text`;
  if (schema.reason?.required && !input.reason?.trim()) return `${kind} needs a reason (--reason)`;
  return fieldsProblem(kind, descriptor.fields ?? [], input.fields ?? {});
}

function fieldsProblem(kind: string, specs: ExtraFieldSpec[], fields: Record<string, string | string[]>): string | null {
  for (const name of Object.keys(fields)) {
    if (!specs.some((s) => s.name === name))
      return `${kind} has no field "${name}"${specs.length ? ` (its fields: ${specs.map((s) => s.name).join(', ')})` : ''}`;
  }
  for (const spec of specs) {
    const value = fields[spec.name];
    const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
    const filled = values.filter((v) => v.trim() !== '');
    if (spec.required && filled.length === 0) return `${kind} needs ${spec.label} (--field ${spec.name}=…)`;
    if (spec.kind !== 'list' && values.length > 1) return `${kind}: ${spec.name} takes one value`;
    for (const v of filled) {
      if (spec.kind === 'number' && !Number.isFinite(Number(v))) return `${kind}: ${spec.name} must be a number, not "${v}"`;
      if (spec.kind === 'choice' && spec.options && !spec.options.some((o) => o.value === v)) {
        return `${kind}: ${v} is not a valid ${spec.name} (${optionList(spec.options)})`;
      }
    }
  }
  return null;
}

function optionList(options: { value: string }[] | undefined): string {
  return (options ?? []).map((o) => o.value).join(' | ');
}

/** Reads the human-action fields out of an event's data, ignoring anything else. */
export function humanInputOf(data: Record<string, unknown>): HumanInput {
  const pick = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : undefined);
  const input: HumanInput = {};
  const item = pick('item');
  const value = pick('value');
  const text = pick('text');
  const reason = pick('reason');
  if (item !== undefined) input.item = item;
  if (value !== undefined) input.value = value;
  if (text !== undefined) input.text = text;
  if (reason !== undefined) input.reason = reason;
  const fields = data.fields;
  if (typeof fields === 'object' && fields !== null && !Array.isArray(fields)) {
    const read: Record<string, string | string[]> = {};
    for (const [key, v] of Object.entries(fields)) {
      if (typeof v === 'string') read[key] = v;
      else if (Array.isArray(v) && v.every((x) => typeof x === 'string')) read[key] = v as string[];
    }
    if (Object.keys(read).length > 0) input.fields = read;
  }
  return input;
}

/** A field's value as one string (a list joined by line breaks), or undefined. */
export function fieldText(input: HumanInput, name: string): string | undefined {
  const v = input.fields?.[name];
  return v === undefined ? undefined : Array.isArray(v) ? v.join('\n') : v;
}
