// Quadratic energy (Potyka 2018, "Continuous dynamical systems for weighted bipolar argumentation"):
// the energy E = Σ supporters' scores − Σ attackers' scores moves the base w through
// h(x) = max(x, 0)² / (1 + max(x, 0)²): s = w − w·h(−E) + (1 − w)·h(E). Rebuttals and undercuts
// are both attacks here.
import { type BipolarFramework, SUPPORT } from '../bipolar.js';
import { type GradualOptions, type GradualResult, resolveBase, solve } from './solver.js';

/** The largest slope of h, reached at x = 1/√3. */
const H_SLOPE = (3 * Math.sqrt(3)) / 8;

const h = (x: number): number => (x > 0 ? (x * x) / (1 + x * x) : 0);

export function quadraticEnergy(baf: BipolarFramework, options: GradualOptions = {}): GradualResult {
  const base = resolveBase(baf, options.base, 0.5);
  const { inStart, inFrom, inKind } = baf;
  return solve(
    baf,
    {
      target(i, s) {
        let energy = 0;
        for (let e = inStart[i]!; e < inStart[i + 1]!; e++) energy += inKind[e] === SUPPORT ? s[inFrom[e]!]! : -s[inFrom[e]!]!;
        const w = base[i]!;
        return w - w * h(-energy) + (1 - w) * h(energy);
      },
      sensitivity(i) {
        return H_SLOPE * (inStart[i + 1]! - inStart[i]!);
      },
    },
    base,
    options,
  );
}
