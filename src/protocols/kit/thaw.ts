// A private, writable copy of a state's top level for one reduction, so the state a reduction was
// given (and every earlier one, which shares its untouched parts) is never modified. What a
// protocol's state is made of decides the cost: maps of entries are copied shallowly (each entry
// is copied when first edited, see draft.ts), lists that only grow are shared until first appended
// to, what is never changed in place is shared, and everything else (small bookkeeping: turns,
// counters, mailboxes) is copied whole.

/** Keys of S holding maps of entries (points, claims, evidence by id). */
export type RecordKey<S> = { [K in keyof S]-?: S[K] extends Readonly<Record<string, object>> ? K : never }[keyof S];
/** Keys of S holding lists. */
export type ListKey<S> = { [K in keyof S]-?: S[K] extends readonly unknown[] ? K : never }[keyof S];

/** What a protocol's state is made of. The kit's own `journal` and `undo` need no mention. */
export interface DraftShape<S> {
  /** Maps of entries, each edited through `edit` (copied once per reduction). */
  records: readonly RecordKey<S>[];
  /** Lists that only ever grow through `append` (copied once per reduction). */
  lists: readonly ListKey<S>[];
  /** Parts never changed in place, such as the config. */
  shared: readonly (keyof S)[];
}

/** The journal only grows; undo snapshots are whole states, replaced but never changed. */
const KIT_LISTS = ['journal'];
const KIT_SHARED = ['undo'];

export function thaw<S extends object>(state: S, shape: DraftShape<S>): S {
  const shared = new Set<PropertyKey>([...KIT_LISTS, ...KIT_SHARED, ...shape.lists, ...shape.shared]);
  const records = new Set<PropertyKey>(shape.records);
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) {
    if (shared.has(key)) copy[key] = value;
    else if (records.has(key)) copy[key] = { ...(value as object) };
    else copy[key] = copyPlain(value);
  }
  return copy as S;
}

/** A deep copy of plain data (objects, arrays, primitives): what protocol states are made of. */
export function copyPlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyPlain) as T;
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) copy[key] = copyPlain(v);
  return copy as T;
}
