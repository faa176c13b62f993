// The gradual semantics: known values on small graphs, the four-clique of undercuts on which seed
// 002's scheme oscillates when iterated naively, and honest reports when a run stops early.
import { describe, expect, it } from 'vitest';
import { bipolar, type NamedRelation } from '../../src/semantics/bipolar.js';
import { dfQuad } from '../../src/semantics/gradual/df-quad.js';
import { hCategorizer } from '../../src/semantics/gradual/h-categorizer.js';
import { quadraticEnergy } from '../../src/semantics/gradual/quadratic-energy.js';
import { SEED_WEIGHTS, seedWeighted } from '../../src/semantics/gradual/weighted.js';

const rel = (from: string, to: string, relation: NamedRelation['relation']): NamedRelation => ({ from, to, relation });
const scores = (r: { scores: Float64Array }) => Array.from(r.scores);

/** a rebuts b; b supports c; d undercuts c. */
const small = bipolar(['a', 'b', 'c', 'd'], [rel('a', 'b', 'rebut'), rel('b', 'c', 'support'), rel('d', 'c', 'undercut')]);

const fourClique = () => {
  const args = ['a', 'b', 'c', 'd'];
  return bipolar(
    args,
    args.flatMap((x) => args.filter((y) => y !== x).map((y) => rel(x, y, 'undercut'))),
  );
};

describe('known values on an acyclic graph, solved in one topological pass', () => {
  it("seed 002's scheme: base 0.5, +0.2·s per supporter, −0.3·s per rebutter, −0.4·s per undercutter", () => {
    // b = 0.5 − 0.3·0.5 = 0.35; c = 0.5 + 0.2·0.35 − 0.4·0.5 = 0.37
    const r = seedWeighted(small);
    scores(r).forEach((s, i) => {
      expect(s).toBeCloseTo([0.5, 0.35, 0.37, 0.5][i]!, 12);
    });
    expect(r).toMatchObject({ converged: true, steps: 0 });
  });

  it('DF-QuAD: an attacker of strength 0.5 halves a base of 0.5, a supporter lifts towards 1', () => {
    // b = 0.5 − 0.5·0.5 = 0.25; c: attack 0.5 > support 0.25, so 0.5 − 0.5·0.25 = 0.375
    scores(dfQuad(small)).forEach((s, i) => {
      expect(s).toBeCloseTo([0.5, 0.25, 0.375, 0.5][i]!, 12);
    });
  });

  it('quadratic energy: one attacker of 0.5 gives 0.5 − 0.5·h(0.5) = 0.4', () => {
    // c: energy 0.4 − 0.5 = −0.1, so 0.5 − 0.5·(0.01 / 1.01)
    scores(quadraticEnergy(small)).forEach((s, i) => {
      expect(s).toBeCloseTo([0.5, 0.4, 0.5 - 0.5 * (0.01 / 1.01), 0.5][i]!, 12);
    });
  });

  it('the h-categorizer ignores supports: 1 / (1 + Σ attackers)', () => {
    scores(hCategorizer(small)).forEach((s, i) => {
      expect(s).toBeCloseTo([1, 0.5, 0.5, 1][i]!, 12);
    });
  });

  it('every semantics takes a base score per argument', () => {
    const chain = bipolar(['a', 'b'], [rel('a', 'b', 'rebut')]);
    expect(scores(seedWeighted(chain, { base: [1, 0.2] }))).toEqual([1, 0]);
    expect(scores(hCategorizer(chain, { base: [0.5, 0.9] }))[1]).toBeCloseTo(0.6, 12);
  });

  it('refuses a base score outside [0, 1] naming the argument', () => {
    expect(() => seedWeighted(small, { base: [0.5, 1.5, 0.5, 0.5] })).toThrow(/base score 1.5 of argument 2 is outside \[0, 1\]/);
  });
});

describe('cycles', () => {
  it("seed 002's scheme on four arguments that all undercut each other would swing 0.5 → 0 → 0.5 if iterated naively", () => {
    const next = (s: number) => Math.min(1, Math.max(0, 0.5 + 3 * SEED_WEIGHTS[2]! * s));
    expect([next(0.5), next(next(0.5))]).toEqual([0, 0.5]);
  });

  it("seed 002's scheme on the four-clique of undercuts terminates at the fixpoint 0.5 / 2.2 and says it converged", () => {
    const r = seedWeighted(fourClique());
    for (const s of r.scores) expect(s).toBeCloseTo(0.5 / 2.2, 8);
    expect(r.converged).toBe(true);
    expect(r.residual).toBeLessThanOrEqual(1e-9);
    expect(r.steps).toBeGreaterThan(0);
  });

  it('reports non-convergence honestly when the step cap is reached first', () => {
    const r = seedWeighted(fourClique(), { maxSteps: 2 });
    expect(r.converged).toBe(false);
    expect(r.residual).toBeGreaterThan(1e-9);
    expect(r.steps).toBe(2);
  });

  it('DF-QuAD, quadratic energy and the h-categorizer also settle the four-clique', () => {
    for (const solve of [dfQuad, quadraticEnergy, hCategorizer]) {
      const r = solve(fourClique());
      expect(r.converged, solve.name).toBe(true);
      expect(new Set(Array.from(r.scores, (s) => s.toFixed(6))).size, solve.name).toBe(1);
    }
  });

  it('the h-categorizer on a mutual attack gives the golden ratio conjugate (√5 − 1) / 2', () => {
    const r = hCategorizer(bipolar(['a', 'b'], [rel('a', 'b', 'rebut'), rel('b', 'a', 'rebut')]));
    for (const s of r.scores) expect(s).toBeCloseTo((Math.sqrt(5) - 1) / 2, 8);
  });

  it('a self-attacker with base 0.5 settles where s = 0.5 − 0.3·s', () => {
    expect(seedWeighted(bipolar(['a'], [rel('a', 'a', 'rebut')])).scores[0]).toBeCloseTo(0.5 / 1.3, 8);
  });
});
