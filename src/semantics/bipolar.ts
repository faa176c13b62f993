// Bipolar argumentation frameworks (Cayrol & Lagasquie-Schiex 2005): attacks, split into rebuttals
// and undercuts after Pollock, and supports. Held by target in compressed rows, which is what the
// gradual semantics read. `toDung` reduces one to a Dung framework with the derived attacks of
// seed 002: a supported attack (X supports Y, Y attacks Z: X attacks Z) and a secondary attack
// (X attacks Y, Y supports Z: X attacks Z), over chains of supports of any length.
import { compressRows, EdgeList, type Framework, frameworkFromEdges } from './dung.js';

export const SUPPORT = 0;
export const REBUT = 1;
export const UNDERCUT = 2;
export type Relation = 'support' | 'rebut' | 'undercut';
const RELATION_CODES: Record<Relation, number> = { support: SUPPORT, rebut: REBUT, undercut: UNDERCUT };

export interface BipolarFramework {
  readonly size: number;
  readonly names: readonly string[] | null;
  readonly relationCount: number;
  /** The relations into i: from inFrom[inStart[i] .. inStart[i + 1]), of kind inKind[...]. */
  readonly inStart: Int32Array;
  readonly inFrom: Int32Array;
  readonly inKind: Uint8Array;
}

export interface NamedRelation {
  from: string;
  to: string;
  relation: Relation;
}

/** Builds a bipolar framework from parallel arrays of relations (kinds as SUPPORT/REBUT/UNDERCUT). */
export function bipolarFromEdges(
  size: number,
  edges: EdgeList,
  kinds: Uint8Array,
  names: readonly string[] | null = null,
): BipolarFramework {
  for (let e = 0; e < edges.length; e++) {
    const a = edges.from[e]!;
    const b = edges.to[e]!;
    if (a < 0 || a >= size || b < 0 || b >= size) throw new RangeError(`relation ${a} -> ${b} outside 0..${size - 1}`);
    if (kinds[e]! > UNDERCUT) throw new RangeError(`unknown relation kind ${kinds[e]}`);
  }
  const rows = compressRows(size, edges.to, edges.from, edges.length, true);
  const inKind = new Uint8Array(edges.length);
  for (let slot = 0; slot < edges.length; slot++) inKind[slot] = kinds[rows.order![slot]!]!;
  return { size, names, relationCount: edges.length, inStart: rows.start, inFrom: rows.items, inKind };
}

export function bipolar(args: readonly string[], relations: readonly NamedRelation[]): BipolarFramework {
  const ids = new Map(args.map((name, i) => [name, i]));
  if (ids.size !== args.length) throw new RangeError('an argument is declared twice');
  const edges = new EdgeList();
  const kinds = new Uint8Array(relations.length);
  relations.forEach((r, e) => {
    const from = ids.get(r.from);
    const to = ids.get(r.to);
    if (from === undefined || to === undefined) throw new RangeError(`${r.relation} ${r.from} -> ${r.to} names an undeclared argument`);
    edges.push(from, to);
    kinds[e] = RELATION_CODES[r.relation];
  });
  return bipolarFromEdges(args.length, edges, kinds, [...args]);
}

export interface Reduction {
  /** Derive X attacks Z from X supports* Y attacks Z. */
  supported?: boolean;
  /** Derive X attacks Z from X attacks Y supports* Z. */
  secondary?: boolean;
  /** Arguments nothing may attack: attacks on them, direct or derived, are dropped. */
  unattackable?: (id: number) => boolean;
}

/**
 * The Dung framework of direct and derived attacks (each attack once). Derived attacks are built
 * from direct attacks only; a supported attack is not extended by a secondary one. The work is
 * proportional to the attacks times the support chains they reach: fine for debate-sized maps.
 */
export function toDung(baf: BipolarFramework, { supported = true, secondary = true, unattackable }: Reduction = {}): Framework {
  const { size, inStart, inFrom, inKind } = baf;
  const supportsIn: number[][] = Array.from({ length: size }, () => []);
  const supportsOut: number[][] = Array.from({ length: size }, () => []);
  const attacks: [number, number][] = [];
  for (let z = 0; z < size; z++) {
    for (let e = inStart[z]!; e < inStart[z + 1]!; e++) {
      const x = inFrom[e]!;
      if (inKind[e] === SUPPORT) {
        supportsIn[z]!.push(x);
        supportsOut[x]!.push(z);
      } else attacks.push([x, z]);
    }
  }
  const seen = new Set<number>();
  const edges = new EdgeList();
  const add = (a: number, b: number) => {
    const key = a * size + b;
    if (seen.has(key) || unattackable?.(b)) return;
    seen.add(key);
    edges.push(a, b);
  };
  for (const [x, z] of attacks) {
    add(x, z);
    if (supported) for (const s of reachable(x, supportsIn)) add(s, z);
    if (secondary) for (const t of reachable(z, supportsOut)) add(x, t);
  }
  return frameworkFromEdges(size, edges, baf.names);
}

/** Nodes reachable from `start` in one or more steps of `next`, in breadth-first order. */
function reachable(start: number, next: number[][]): number[] {
  const seen = new Set<number>();
  const out: number[] = [];
  const visit = (v: number) => {
    if (seen.has(v)) return;
    seen.add(v);
    out.push(v);
  };
  next[start]!.forEach(visit);
  for (let head = 0; head < out.length; head++) next[out[head]!]!.forEach(visit);
  return out;
}
