// Seed 002's weighted scheme, read linearly: every argument starts at its base (0.5), gains
// 0.2·s for each supporter and loses 0.3·s for each rebutter and 0.4·s for each undercutter, where
// s is that neighbour's current score; all scores are updated together and clamped to [0, 1].
import { type BipolarFramework, REBUT, SUPPORT, UNDERCUT } from '../bipolar.js';
import { clamp01, type GradualOptions, type GradualResult, resolveBase, solve } from './solver.js';

export const SEED_WEIGHTS: Record<number, number> = { [SUPPORT]: 0.2, [REBUT]: -0.3, [UNDERCUT]: -0.4 };

export function seedWeighted(baf: BipolarFramework, options: GradualOptions = {}): GradualResult {
  const base = resolveBase(baf, options.base, 0.5);
  const { inStart, inFrom, inKind } = baf;
  return solve(
    baf,
    {
      target(i, s) {
        let v = base[i]!;
        for (let e = inStart[i]!; e < inStart[i + 1]!; e++) v += SEED_WEIGHTS[inKind[e]!]! * s[inFrom[e]!]!;
        return clamp01(v);
      },
      sensitivity(i) {
        let sum = 0;
        for (let e = inStart[i]!; e < inStart[i + 1]!; e++) sum += Math.abs(SEED_WEIGHTS[inKind[e]!]!);
        return sum;
      },
    },
    base,
    options,
  );
}
