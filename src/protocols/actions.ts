// Protocol-neutral checks of a human action against the descriptors a protocol offers.
import type { ActionDescriptor, HumanInput } from './types.js';

export function validateHumanInput(
  descriptors: ActionDescriptor[],
  kind: string,
  input: HumanInput,
): string | null {
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
  if (schema.value?.required && !input.value) return `${kind} needs a value (--value): ${optionList(descriptor)}`;
  if (input.value !== undefined) {
    if (!schema.value) return `${kind} takes no value`;
    const options = schema.value.options;
    if (options && !options.some((o) => o.value === input.value)) {
      return `${input.value} is not a valid value for ${kind} (${optionList(descriptor)})`;
    }
  }
  if (schema.text?.required && !input.text?.trim()) return `${kind} needs a text (--text): ${schema.text.label}`;
  if (input.text !== undefined && !schema.text) return `${kind} takes no text`;
  if (schema.reason?.required && !input.reason?.trim()) return `${kind} needs a reason (--reason)`;
  return null;
}

function optionList(descriptor: ActionDescriptor): string {
  return (descriptor.schema.value?.options ?? []).map((o) => o.value).join(' | ');
}

/** Reads the uniform human-action fields out of an event's data, ignoring anything else. */
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
  return input;
}
