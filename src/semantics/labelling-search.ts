// The labellings of one strongly connected component, given the labels of everything upstream.
// A complete labelling is a fixpoint of "IN iff every attacker is OUT, OUT iff some attacker is IN,
// UNDEC otherwise" (Caminada 2006). The search keeps a domain of possible labels per argument,
// prunes it to generalised arc consistency for each argument's constraint (counting attackers
// that can or must take each label, so a revision is linear in the in-degree), and branches on
// what is left. Preferred labellings of the component are its IN-maximal complete ones, which is
// all the SCC decomposition needs (see extensions.ts).
import { type Framework, IN, OUT, UNDEC } from './dung.js';
import { grouped } from '../text/numbers.js';

const B_IN = 1;
const B_OUT = 2;
const B_UND = 4;
const LABEL_OF_BIT = [0, IN, OUT, 0, UNDEC] as const;
const BIT_OF_LABEL = [B_UND, B_IN, B_OUT] as const;

export type LocalMode = 'complete' | 'preferred' | 'stable';

/** Thrown when an exact search would exceed its stated limits. */
export class SemanticsLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SemanticsLimitError';
  }
}

/** The work one query may do; a step is one attack looked at while pruning. */
export class StepBudget {
  used = 0;
  constructor(readonly max: number) {}

  spend(steps = 1): void {
    this.used += steps;
    if (this.used > this.max) {
      throw new SemanticsLimitError(`the exact search gave up after ${grouped(this.max)} steps`);
    }
  }
}

export interface Pin {
  arg: number;
  /** Labels the argument may take, as label constants (IN, OUT, UNDEC). */
  allowed: readonly number[];
}

export function pinAllows(pin: Pin | undefined, arg: number, label: number): boolean {
  return !pin || pin.arg !== arg || pin.allowed.includes(label);
}

/**
 * Every labelling of the component `nodes` that is complete (preferred: IN-maximal complete;
 * stable: complete without UNDEC) given `labels` for all other arguments. `local` maps a global id
 * to its index in `nodes` and must be -1 elsewhere; it is restored before returning.
 */
export function componentLabellings(
  af: Framework,
  nodes: Int32Array,
  labels: Uint8Array,
  local: Int32Array,
  mode: LocalMode,
  budget: StepBudget,
  pin?: Pin,
): Uint8Array[] {
  const k = nodes.length;
  for (let i = 0; i < k; i++) local[nodes[i]!] = i;
  try {
    const graph = localGraph(af, nodes, labels, local);
    const dom = new Uint8Array(k);
    for (let x = 0; x < k; x++) {
      let d = mode === 'stable' ? B_IN | B_OUT : B_IN | B_OUT | B_UND;
      if (graph.ctxIn[x]) d &= B_OUT;
      if (graph.ctxUnd[x] || graph.selfLoop[x]) d &= ~B_IN;
      if (pin && pin.arg === nodes[x]) d &= pin.allowed.reduce((bits, l) => bits | BIT_OF_LABEL[l as 0 | 1 | 2], 0);
      dom[x] = d;
    }
    const found: Uint8Array[] = [];
    const all = new Int32Array(k).map((_, i) => i);
    const search = (d: Uint8Array, changed: Int32Array | number[]): void => {
      if (!propagate(graph, d, changed, budget)) return;
      let pick = -1;
      for (let x = 0; x < k; x++) {
        const v = d[x]!;
        if (v & (v - 1)) {
          pick = x;
          break;
        }
      }
      if (pick < 0) {
        found.push(d.map((bit) => LABEL_OF_BIT[bit as 1 | 2 | 4]));
        return;
      }
      for (const bit of [B_IN, B_OUT, B_UND]) {
        if (!(d[pick]! & bit)) continue;
        const next = d.slice();
        next[pick] = bit;
        search(next, [pick]);
      }
    };
    search(dom, all);
    return mode === 'preferred' ? inMaximal(found, budget) : found;
  } finally {
    for (let i = 0; i < k; i++) local[nodes[i]!] = -1;
  }
}

interface LocalGraph {
  size: number;
  /** Local attackers of x: att[attStart[x] .. attStart[x + 1]). */
  attStart: Int32Array;
  att: Int32Array;
  /** Local targets of x, for waking the constraints x takes part in. */
  tgtStart: Int32Array;
  tgt: Int32Array;
  /** Some attacker outside the component is IN / UNDEC (OUT ones never matter). */
  ctxIn: Uint8Array;
  ctxUnd: Uint8Array;
  selfLoop: Uint8Array;
}

function localGraph(af: Framework, nodes: Int32Array, labels: Uint8Array, local: Int32Array): LocalGraph {
  const k = nodes.length;
  const attStart = new Int32Array(k + 1);
  const tgtCount = new Int32Array(k + 1);
  const ctxIn = new Uint8Array(k);
  const ctxUnd = new Uint8Array(k);
  const selfLoop = new Uint8Array(k);
  const att: number[] = [];
  for (let x = 0; x < k; x++) {
    const g = nodes[x]!;
    for (let e = af.inStart[g]!; e < af.inStart[g + 1]!; e++) {
      const a = af.inSources[e]!;
      const la = local[a]!;
      if (la >= 0) {
        att.push(la);
        tgtCount[la + 1]! += 1;
        if (la === x) selfLoop[x] = 1;
      } else if (labels[a] === IN) ctxIn[x] = 1;
      else if (labels[a] === UNDEC) ctxUnd[x] = 1;
    }
    attStart[x + 1] = att.length;
  }
  for (let x = 0; x < k; x++) tgtCount[x + 1]! += tgtCount[x]!;
  const tgtStart = tgtCount.slice();
  const fill = tgtCount.slice(0, k);
  const tgt = new Int32Array(att.length);
  for (let x = 0; x < k; x++) for (let e = attStart[x]!; e < attStart[x + 1]!; e++) tgt[fill[att[e]!]!++] = x;
  return { size: k, attStart, att: Int32Array.from(att), tgtStart, tgt, ctxIn, ctxUnd, selfLoop };
}

/** Prunes domains until every constraint is arc consistent; false when some domain empties. */
function propagate(g: LocalGraph, dom: Uint8Array, changed: Int32Array | number[], budget: StepBudget): boolean {
  const queued = new Uint8Array(g.size);
  const queue: number[] = [];
  const wake = (v: number) => {
    if (!queued[v]) {
      queued[v] = 1;
      queue.push(v);
    }
    for (let e = g.tgtStart[v]!; e < g.tgtStart[v + 1]!; e++) {
      const t = g.tgt[e]!;
      if (!queued[t]) {
        queued[t] = 1;
        queue.push(t);
      }
    }
  };
  for (const v of changed) wake(v);
  while (queue.length > 0) {
    const x = queue.pop()!;
    queued[x] = 0;
    budget.spend(1 + g.attStart[x + 1]! - g.attStart[x]!);
    if (!revise(g, dom, x, wake)) return false;
  }
  return true;
}

/** Arc consistency for x's constraint: x's label is the function of its attackers' labels. */
function revise(g: LocalGraph, dom: Uint8Array, x: number, wake: (v: number) => void): boolean {
  let notOut = g.ctxIn[x]! + g.ctxUnd[x]!;
  let canIn = g.ctxIn[x]!;
  let onlyIn = g.ctxIn[x]!;
  let canUnd = g.ctxUnd[x]!;
  const from = g.attStart[x]!;
  const to = g.attStart[x + 1]!;
  for (let e = from; e < to; e++) {
    const d = dom[g.att[e]!]!;
    if (!(d & B_OUT)) notOut++;
    if (d & B_IN) canIn++;
    if (d === B_IN) onlyIn++;
    if (d & B_UND) canUnd++;
  }
  let feasible = 0;
  if (notOut === 0) feasible |= B_IN;
  if (canIn > 0) feasible |= B_OUT;
  if (onlyIn === 0 && canUnd > 0) feasible |= B_UND;
  const dx = dom[x]! & feasible;
  if (dx === 0) return false;
  if (dx !== dom[x]) {
    dom[x] = dx;
    wake(x);
  }
  // With x possibly OUT and two attackers possibly IN, every attacker keeps every label.
  if (dx & B_OUT && canIn >= 2) return true;
  for (let e = from; e < to; e++) {
    const a = g.att[e]!;
    const d = dom[a]!;
    const nOut = notOut - (d & B_OUT ? 0 : 1);
    const nIn = canIn - (d & B_IN ? 1 : 0);
    const nOnly = onlyIn - (d === B_IN ? 1 : 0);
    const nUnd = canUnd - (d & B_UND ? 1 : 0);
    let allowed = 0;
    if (dx & B_OUT) allowed |= B_IN;
    if ((dx & B_IN && nOut === 0) || (dx & B_OUT && nIn > 0) || (dx & B_UND && nOnly === 0 && nUnd > 0)) allowed |= B_OUT;
    if ((dx & B_OUT && nIn > 0) || (dx & B_UND && nOnly === 0)) allowed |= B_UND;
    const da = d & allowed;
    if (da === 0) return false;
    if (da !== d) {
      dom[a] = da;
      wake(a);
    }
  }
  return true;
}

/** The labellings whose IN set no other labelling's IN set strictly contains. */
function inMaximal(found: Uint8Array[], budget: StepBudget): Uint8Array[] {
  const inCount = (l: Uint8Array) => l.reduce((n, v) => n + (v === IN ? 1 : 0), 0);
  const sorted = found.map((l) => ({ l, n: inCount(l) })).sort((a, b) => b.n - a.n);
  const kept: { l: Uint8Array; n: number }[] = [];
  for (const candidate of sorted) {
    // Containment is transitive, so comparing with the maximal ones kept so far is enough.
    const dominated = kept.some((m) => {
      budget.spend();
      return m.n > candidate.n && candidate.l.every((v, x) => v !== IN || m.l[x] === IN);
    });
    if (!dominated) kept.push(candidate);
  }
  return kept.map((c) => c.l);
}
