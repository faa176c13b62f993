// The weighted h-categorizer (Besnard & Hunter 2001; with weights, Amgoud, Ben-Naim, Doder &
// Vesic 2017): s = w / (1 + Σ attackers' scores), default weight 1. It reads attacks only:
// supports do not enter it.
import { type BipolarFramework, SUPPORT } from '../bipolar.js';
import { type GradualOptions, type GradualResult, resolveBase, solve } from './solver.js';

export function hCategorizer(baf: BipolarFramework, options: GradualOptions = {}): GradualResult {
  const base = resolveBase(baf, options.base, 1);
  const { inStart, inFrom, inKind } = baf;
  return solve(
    baf,
    {
      target(i, s) {
        let sum = 0;
        for (let e = inStart[i]!; e < inStart[i + 1]!; e++) if (inKind[e] !== SUPPORT) sum += s[inFrom[e]!]!;
        return base[i]! / (1 + sum);
      },
      sensitivity(i) {
        let attackers = 0;
        for (let e = inStart[i]!; e < inStart[i + 1]!; e++) if (inKind[e] !== SUPPORT) attackers += 1;
        return base[i]! * attackers;
      },
    },
    base,
    options,
  );
}
