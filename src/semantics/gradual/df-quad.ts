// DF-QuAD (Rago, Toni, Aurisicchio & Baroni 2016, "Discontinuity-free decision support with
// quantitative argumentation debates"): attackers' and supporters' strengths are each combined as
// 1 − Π(1 − s) (0 when there are none), and the base score τ moves towards 0 or 1 by their
// difference: τ − τ·(a − p) when attacks weigh more, τ + (1 − τ)·(p − a) otherwise. Rebuttals
// and undercuts are both attacks here.
import { type BipolarFramework, SUPPORT } from '../bipolar.js';
import { type GradualOptions, type GradualResult, resolveBase, solve } from './solver.js';

export function dfQuad(baf: BipolarFramework, options: GradualOptions = {}): GradualResult {
  const base = resolveBase(baf, options.base, 0.5);
  const { inStart, inFrom, inKind } = baf;
  return solve(
    baf,
    {
      target(i, s) {
        let keepAttack = 1;
        let keepSupport = 1;
        for (let e = inStart[i]!; e < inStart[i + 1]!; e++) {
          if (inKind[e] === SUPPORT) keepSupport *= 1 - s[inFrom[e]!]!;
          else keepAttack *= 1 - s[inFrom[e]!]!;
        }
        const attack = 1 - keepAttack;
        const support = 1 - keepSupport;
        const tau = base[i]!;
        return attack >= support ? tau - tau * (attack - support) : tau + (1 - tau) * (support - attack);
      },
      sensitivity(i) {
        return inStart[i + 1]! - inStart[i]!;
      },
    },
    base,
    options,
  );
}
