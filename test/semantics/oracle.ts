// A brute-force reference for small frameworks: every subset of arguments checked against Dung's
// definitions directly, with no shared code with the solvers under test.
import type { Framework } from '../../src/semantics/dung.js';

export interface Reference {
  grounded: number[];
  complete: number[][];
  preferred: number[][];
  stable: number[][];
}

export function reference(af: Framework): Reference {
  const n = af.size;
  if (n > 14) throw new RangeError('the brute-force reference is for frameworks of at most 14 arguments');
  const attacks = (a: number, b: number) => {
    for (let e = af.outStart[a]!; e < af.outStart[a + 1]!; e++) if (af.outTargets[e] === b) return true;
    return false;
  };
  const members = (mask: number) => Array.from({ length: n }, (_, i) => i).filter((i) => mask & (1 << i));
  const conflictFree = (mask: number) => members(mask).every((a) => members(mask).every((b) => !attacks(a, b)));
  const defends = (mask: number, x: number) =>
    Array.from({ length: n }, (_, y) => y).every((y) => !attacks(y, x) || members(mask).some((z) => attacks(z, y)));
  const admissible: number[] = [];
  const complete: number[] = [];
  const stable: number[] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    if (!conflictFree(mask)) continue;
    if (!members(mask).every((x) => defends(mask, x))) continue;
    admissible.push(mask);
    const defended = Array.from({ length: n }, (_, x) => x).filter((x) => defends(mask, x));
    if (defended.every((x) => mask & (1 << x))) complete.push(mask);
    const outside = Array.from({ length: n }, (_, x) => x).filter((x) => !(mask & (1 << x)));
    if (outside.every((x) => members(mask).some((a) => attacks(a, x)))) stable.push(mask);
  }
  const subset = (a: number, b: number) => (a & b) === a;
  const preferred = admissible.filter((m) => !admissible.some((o) => o !== m && subset(m, o)));
  const grounded = complete.find((m) => complete.every((o) => subset(m, o)))!;
  return { grounded: members(grounded), complete: complete.map(members), preferred: preferred.map(members), stable: stable.map(members) };
}

/** Extensions as a sorted list of keys, for order-insensitive comparison. */
export const keys = (extensions: number[][]): string[] => extensions.map((e) => e.join(',')).sort();
