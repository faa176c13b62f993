// The shared solver of the gradual semantics. Each semantics gives a local update: the score an
// argument would take given its neighbours' current scores. A fixpoint of the update is the
// answer. Iterating the update naively can oscillate for ever on cycles (seed 002's scheme on four
// arguments that all undercut each other goes 0.5 → 0 → 0.5 → …), so:
// - the graph is split into strongly connected components and visited upstream first;
// - an argument on no cycle is computed exactly, once, from its final upstream scores (an acyclic
//   graph is therefore one topological pass);
// - a cyclic component follows the continuous dynamics ds/dt = update(s) − s (Potyka 2018) with
//   fourth-order Runge–Kutta, whose step is set from a bound on the update's sensitivity so the
//   oscillating modes are damped, until the residual max |update(s) − s| is below the tolerance or
//   the step cap is reached.
// The result always comes back, with the final residual and whether it met the tolerance.
import type { BipolarFramework } from '../bipolar.js';
import { hasLoop, stronglyConnected } from '../scc.js';

export interface GradualOptions {
  /** Base scores in [0, 1]: one for all, or one per argument. Each semantics has its default. */
  base?: number | ArrayLike<number>;
  /** 'auto' (default): exact on acyclic parts, Runge–Kutta on cycles; 'iterate': Runge–Kutta on everything. */
  method?: 'auto' | 'iterate';
  /** Convergence threshold on the residual (default 1e-9). */
  tolerance?: number;
  /** Runge–Kutta steps allowed per cyclic component (default 10 000). */
  maxSteps?: number;
}

export interface GradualResult {
  scores: Float64Array;
  /** The residual is within the tolerance. */
  converged: boolean;
  /** max over arguments of |update(s) − s| at the returned scores. */
  residual: number;
  /** Runge–Kutta steps taken, over all cyclic components (0 for an acyclic graph). */
  steps: number;
}

export interface UpdateRule {
  /** The score the update gives argument i, reading its neighbours' scores from s. */
  target(i: number, s: Float64Array): number;
  /** A bound on the sum over neighbours j of |∂target(i)/∂s_j|. */
  sensitivity(i: number): number;
}

export function resolveBase(baf: BipolarFramework, base: GradualOptions['base'], fallback: number): Float64Array {
  const out = new Float64Array(baf.size);
  if (base === undefined || typeof base === 'number') out.fill(base ?? fallback);
  else {
    if (base.length !== baf.size) throw new RangeError(`${base.length} base scores for ${baf.size} arguments`);
    for (let i = 0; i < baf.size; i++) out[i] = base[i]!;
  }
  for (let i = 0; i < out.length; i++) {
    if (!(out[i]! >= 0 && out[i]! <= 1)) throw new RangeError(`base score ${out[i]} of argument ${i + 1} is outside [0, 1]`);
  }
  return out;
}

export const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));

export function solve(baf: BipolarFramework, rule: UpdateRule, base: Float64Array, options: GradualOptions = {}): GradualResult {
  const tolerance = options.tolerance ?? 1e-9;
  const maxSteps = options.maxSteps ?? 10_000;
  const scores = base.slice();
  let steps = 0;
  if (options.method === 'iterate') {
    steps += rungeKutta(
      rule,
      scores,
      Int32Array.from({ length: baf.size }, (_, i) => i),
      tolerance,
      maxSteps,
    );
  } else {
    // Edges point from an argument to its sources, so ascending components come sources first.
    const comps = stronglyConnected(baf.size, baf.inStart, baf.inFrom);
    for (let c = 0; c < comps.count; c++) {
      const nodes = comps.nodes.subarray(comps.start[c]!, comps.start[c + 1]!);
      if (nodes.length === 1 && !hasLoop(baf.inStart, baf.inFrom, nodes[0]!)) scores[nodes[0]!] = rule.target(nodes[0]!, scores);
      else steps += rungeKutta(rule, scores, nodes, tolerance, maxSteps);
    }
  }
  let residual = 0;
  for (let i = 0; i < baf.size; i++) residual = Math.max(residual, Math.abs(rule.target(i, scores) - scores[i]!));
  return { scores, converged: residual <= tolerance, residual, steps };
}

/** Integrates ds/dt = target(s) − s on `nodes` (the rest held fixed); returns the steps taken. */
function rungeKutta(rule: UpdateRule, s: Float64Array, nodes: Int32Array, tolerance: number, maxSteps: number): number {
  const m = nodes.length;
  let sensitivity = 0;
  for (let j = 0; j < m; j++) sensitivity = Math.max(sensitivity, rule.sensitivity(nodes[j]!));
  // The linearised system's eigenvalues lie within 1 + sensitivity of −1 (Gershgorin), and RK4 is
  // stable for h·|λ| up to about 2.8 along both axes: a step of 2 / (1 + sensitivity) is safe.
  const h = Math.min(1, 2 / (1 + sensitivity));
  const y = new Float64Array(m);
  const k = [new Float64Array(m), new Float64Array(m), new Float64Array(m), new Float64Array(m)] as const;
  const stage = (into: Float64Array) => {
    for (let j = 0; j < m; j++) into[j] = rule.target(nodes[j]!, s) - s[nodes[j]!]!;
  };
  const moveTo = (from: Float64Array | null, factor: number) => {
    for (let j = 0; j < m; j++) s[nodes[j]!] = clamp01(y[j]! + (from ? factor * from[j]! : 0));
  };
  for (let step = 0; ; step++) {
    for (let j = 0; j < m; j++) y[j] = s[nodes[j]!]!;
    stage(k[0]);
    let residual = 0;
    for (let j = 0; j < m; j++) residual = Math.max(residual, Math.abs(k[0][j]!));
    if (residual <= tolerance || step === maxSteps) return step;
    moveTo(k[0], h / 2);
    stage(k[1]);
    moveTo(k[1], h / 2);
    stage(k[2]);
    moveTo(k[2], h);
    stage(k[3]);
    for (let j = 0; j < m; j++) s[nodes[j]!] = clamp01(y[j]! + (h / 6) * (k[0][j]! + 2 * k[1][j]! + 2 * k[2][j]! + k[3][j]!));
  }
}
