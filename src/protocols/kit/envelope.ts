// The answer's envelope inside a JSON value: the object holding the format's keys (`moves`, or a
// protocol's own). Models wrap it (`{"response": {"moves": [...]}}`) or spell its keys their way
// (`Moves`, `MOVES`); both are forgiven and said, so the record shows what was read and how.

export interface Envelope {
  body: Record<string, unknown>;
  repairs: string[];
}

/** A key as compared: no case, no `_`, `-` or spaces (`Challenge_ID` is `challengeid`). */
export function keyForm(key: string): string {
  return key.toLowerCase().replace(/[\s_-]+/g, '');
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The object holding any of `keys`, with its keys spelled as the format spells them: the value
 * itself, or the one object it wraps (up to two levels). Undefined when none holds a key.
 */
export function findEnvelope(value: unknown, keys: readonly string[], depth = 0): Envelope | undefined {
  if (!isPlainObject(value) || keys.length === 0) return undefined;
  const renamed = renameKeys(value, keys);
  if (keys.some((k) => k in renamed.body)) return renamed;
  if (depth >= 2) return undefined;
  const inner = Object.entries(value).flatMap(([name, child]) => {
    const found = findEnvelope(child, keys, depth + 1);
    return found ? [{ name, found }] : [];
  });
  if (inner.length !== 1) return undefined;
  const { name, found } = inner[0]!;
  return { body: found.body, repairs: [`read the answer inside "${name}"`, ...found.repairs] };
}

/** Renames the keys that differ from one of `keys` only in spelling; says which. */
export function renameKeys(value: Record<string, unknown>, keys: readonly string[]): Envelope {
  const forms = new Map(keys.map((k) => [keyForm(k), k]));
  const body: Record<string, unknown> = {};
  const repairs: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    if (key === '__proto__') continue;
    const target = keys.includes(key) ? undefined : forms.get(keyForm(key));
    if (target !== undefined && !(target in value) && !(target in body)) {
      body[target] = child;
      repairs.push(`"${key}" read as "${target}"`);
    } else if (!(key in body)) {
      body[key] = child;
    }
  }
  return { body, repairs };
}

/** The envelope says nothing: each of its keys is absent or empty (no object listed, no text). */
export function isEmptyEnvelope(body: Record<string, unknown>, keys: readonly string[]): boolean {
  return keys.every((k) => isEmptyValue(body[k]));
}

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return !value.some((item) => isPlainObject(item));
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}
