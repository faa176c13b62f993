// Dung's abstract argumentation frameworks (Dung 1995) with integer ids: arguments are 0..size-1
// and the attack relation is held twice, by attacker and by target, in compressed sparse rows, so
// a million arguments cost a few typed arrays rather than a million objects.

export interface Framework {
  readonly size: number;
  /** Argument names by id, or null when an argument's name is its 1-based number (ICCMA 2023). */
  readonly names: readonly string[] | null;
  /** Number of attack edges, duplicates included. */
  readonly attackCount: number;
  /** The targets of i are outTargets[outStart[i] .. outStart[i + 1]). */
  readonly outStart: Int32Array;
  readonly outTargets: Int32Array;
  /** The attackers of i are inSources[inStart[i] .. inStart[i + 1]). */
  readonly inStart: Int32Array;
  readonly inSources: Int32Array;
}

/** Labels of a labelling (Caminada 2006), one byte per argument. */
export const UNDEC = 0;
export const IN = 1;
export const OUT = 2;
export type Label = 'IN' | 'OUT' | 'UNDEC';
export const LABEL_NAMES: readonly Label[] = ['UNDEC', 'IN', 'OUT'];

export function nameOf(af: { names: readonly string[] | null }, id: number): string {
  return af.names ? af.names[id]! : String(id + 1);
}

/** The id of a named argument, or undefined. Linear in the size: meant for one look-up per query. */
export function idOf(af: Framework, name: string): number | undefined {
  if (af.names) {
    const id = af.names.indexOf(name);
    return id < 0 ? undefined : id;
  }
  const n = /^[1-9][0-9]*$/.test(name) ? Number(name) : NaN;
  return n >= 1 && n <= af.size ? n - 1 : undefined;
}

/** A growable pair of int arrays: edges collected while reading, before the size is known. */
export class EdgeList {
  from = new Int32Array(1024);
  to = new Int32Array(1024);
  length = 0;

  push(a: number, b: number): void {
    if (this.length === this.from.length) {
      const grow = (old: Int32Array) => {
        const next = new Int32Array(old.length * 2);
        next.set(old);
        return next;
      };
      this.from = grow(this.from);
      this.to = grow(this.to);
    }
    this.from[this.length] = a;
    this.to[this.length] = b;
    this.length += 1;
  }
}

/**
 * Rows of one direction by counting sort: row i lists the `value` of every edge whose `key` is i.
 * With `withOrder`, also which edge landed in each slot (for data carried alongside the edges).
 */
export function compressRows(
  size: number,
  key: Int32Array,
  value: Int32Array,
  count: number,
  withOrder = false,
): { start: Int32Array; items: Int32Array; order: Int32Array | null } {
  const start = new Int32Array(size + 1);
  for (let e = 0; e < count; e++) start[key[e]! + 1]! += 1;
  for (let i = 0; i < size; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, size);
  const items = new Int32Array(count);
  const order = withOrder ? new Int32Array(count) : null;
  for (let e = 0; e < count; e++) {
    const slot = fill[key[e]!]!++;
    items[slot] = value[e]!;
    if (order) order[slot] = e;
  }
  return { start, items, order };
}

/** Builds a framework from edge arrays; ids must lie in 0..size-1. */
export function frameworkFromEdges(size: number, edges: EdgeList, names: readonly string[] | null = null): Framework {
  if (names && names.length !== size) throw new RangeError(`${names.length} names for ${size} arguments`);
  const { from, to, length } = edges;
  for (let e = 0; e < length; e++) {
    const a = from[e]!;
    const b = to[e]!;
    if (a < 0 || a >= size || b < 0 || b >= size) throw new RangeError(`attack ${a} -> ${b} outside 0..${size - 1}`);
  }
  const out = compressRows(size, from, to, length);
  const inn = compressRows(size, to, from, length);
  return { size, names, attackCount: length, outStart: out.start, outTargets: out.items, inStart: inn.start, inSources: inn.items };
}

/** Builds a framework from named arguments and attacks between them. */
export function framework(args: readonly string[], attacks: readonly (readonly [string, string])[]): Framework {
  const ids = new Map<string, number>();
  args.forEach((name, i) => {
    if (ids.has(name)) throw new RangeError(`argument ${name} is declared twice`);
    ids.set(name, i);
  });
  const edges = new EdgeList();
  for (const [a, b] of attacks) {
    const from = ids.get(a);
    const to = ids.get(b);
    if (from === undefined || to === undefined) throw new RangeError(`attack ${a} -> ${b} names an undeclared argument`);
    edges.push(from, to);
  }
  return frameworkFromEdges(args.length, edges, [...args]);
}

/** The arguments labelled `label`, in id order. */
export function argumentsLabelled(labels: Uint8Array, label: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < labels.length; i++) if (labels[i] === label) out.push(i);
  return out;
}
