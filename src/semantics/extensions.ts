// Complete, preferred and stable labellings, exactly. The grounded labelling is computed first (it
// agrees with every complete labelling), then what it leaves UNDEC is split into strongly
// connected components and visited upstream first; each component's labellings are searched given
// the labels already chosen upstream (labelling-search.ts), and the choices are combined by a
// depth-first walk with an explicit stack, so a framework of a million acyclic arguments costs one
// linear pass. Preferred labellings are exactly those whose restriction to each component is
// IN-maximal among the component's complete labellings in its context (directionality, Baroni,
// Giacomin & Guida 2005, "SCC-recursiveness").
//
// Limits, stated: a component (after the grounded part is settled) may hold at most
// `maxComponent` arguments (256), and one query may look at attacks at most `maxSteps` times while
// pruning (2·10^8, about a second); beyond either a SemanticsLimitError says which.
import { argumentsLabelled, type Framework, IN, OUT, UNDEC } from './dung.js';
import { groundedLabelling } from './grounded.js';
import { componentLabellings, type Pin, pinAllows, SemanticsLimitError, StepBudget } from './labelling-search.js';
import { hasLoop, stronglyConnected } from './scc.js';

export { SemanticsLimitError } from './labelling-search.js';
export type { Pin } from './labelling-search.js';

export type Semantics = 'grounded' | 'complete' | 'preferred' | 'stable';
export const SEMANTICS: readonly Semantics[] = ['grounded', 'complete', 'preferred', 'stable'];

export interface Limits {
  maxComponent: number;
  maxSteps: number;
}

export const DEFAULT_LIMITS: Limits = { maxComponent: 256, maxSteps: 200_000_000 };

export interface SearchOptions {
  limits?: Partial<Limits>;
  /** Only these arguments (a set closed under attackers) are searched; the rest keep their grounded label. */
  scope?: Uint8Array;
  /** Restricts one argument's label (not for preferred: pinning would break maximality). */
  pin?: Pin;
}

/**
 * Visits every labelling of the semantics, in a deterministic order. The array passed to `visit`
 * is reused: copy it to keep it. Return false from `visit` to stop early.
 */
export function forEachLabelling(
  af: Framework,
  semantics: Semantics,
  visit: (labels: Uint8Array) => boolean | undefined,
  options: SearchOptions = {},
): void {
  const labels = groundedLabelling(af);
  const { pin, scope } = options;
  if (semantics === 'grounded') {
    if (!pin || pinAllows(pin, pin.arg, labels[pin.arg]!)) visit(labels);
    return;
  }
  if (pin && semantics === 'preferred') throw new RangeError('a pinned argument cannot be combined with preferred semantics');
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const residual = new Uint8Array(af.size);
  for (let i = 0; i < af.size; i++) if (labels[i] === UNDEC && (!scope || scope[i])) residual[i] = 1;
  if (pin && !residual[pin.arg] && !pinAllows(pin, pin.arg, labels[pin.arg]!)) return;
  // Edges point from an argument to its attackers, so ascending components come attackers first.
  const comps = stronglyConnected(af.size, af.inStart, af.inSources, residual);
  for (let c = 0; c < comps.count; c++) {
    const size = comps.start[c + 1]! - comps.start[c]!;
    if (size > limits.maxComponent) {
      throw new SemanticsLimitError(
        `the framework has a strongly connected component of ${size} undecided arguments; the exact ${semantics} search handles at most ${limits.maxComponent}`,
      );
    }
  }
  const budget = new StepBudget(limits.maxSteps);
  const local = new Int32Array(af.size).fill(-1);
  const frames: { comp: number; options: Uint8Array[]; next: number }[] = [];
  const apply = (comp: number, option: Uint8Array) => {
    for (let i = comps.start[comp]!, j = 0; i < comps.start[comp + 1]!; i++, j++) labels[comps.nodes[i]!] = option[j]!;
  };
  let comp = 0;
  for (;;) {
    let ok = true;
    if (comp === comps.count) {
      if (visit(labels) === false) return;
      ok = false;
    } else if (comps.start[comp + 1]! - comps.start[comp]! === 1) {
      const x = comps.nodes[comps.start[comp]!]!;
      const label = singletonLabel(af, labels, x);
      ok = pinAllows(pin, x, label) && !(semantics === 'stable' && label === UNDEC);
      if (ok) {
        labels[x] = label;
        comp += 1;
      }
    } else {
      const nodes = comps.nodes.subarray(comps.start[comp]!, comps.start[comp + 1]!);
      const found = componentLabellings(af, nodes, labels, local, semantics, budget, pin);
      ok = found.length > 0;
      if (ok) {
        if (found.length > 1) frames.push({ comp, options: found, next: 1 });
        apply(comp, found[0]!);
        comp += 1;
      }
    }
    if (ok) continue;
    let frame = frames[frames.length - 1];
    while (frame && frame.next >= frame.options.length) {
      frames.pop();
      frame = frames[frames.length - 1];
    }
    if (!frame) return;
    apply(frame.comp, frame.options[frame.next++]!);
    comp = frame.comp + 1;
  }
}

/** A one-argument component: its label is fixed by its attackers (a self-attacker is never IN). */
function singletonLabel(af: Framework, labels: Uint8Array, x: number): number {
  let allOut = !hasLoop(af.inStart, af.inSources, x);
  for (let e = af.inStart[x]!; e < af.inStart[x + 1]!; e++) {
    const a = af.inSources[e]!;
    if (a === x) continue;
    if (labels[a] === IN) return OUT;
    if (labels[a] !== OUT) allOut = false;
  }
  return allOut ? IN : UNDEC;
}

/** Every extension (IN set, ids ascending). */
export function extensions(af: Framework, semantics: Semantics, options: SearchOptions = {}): number[][] {
  const out: number[][] = [];
  forEachLabelling(af, semantics, (labels) => void out.push(argumentsLabelled(labels, IN)), options);
  return out;
}

/** One extension, or null when there is none (only stable can have none). Complete gives grounded. */
export function someExtension(af: Framework, semantics: Semantics, options: SearchOptions = {}): number[] | null {
  if (semantics === 'complete') return argumentsLabelled(groundedLabelling(af), IN);
  let found: number[] | null = null;
  forEachLabelling(
    af,
    semantics,
    (labels) => {
      found = argumentsLabelled(labels, IN);
      return false;
    },
    options,
  );
  return found;
}

/** Every labelling, copied. */
export function labellings(af: Framework, semantics: Semantics, options: SearchOptions = {}): Uint8Array[] {
  const out: Uint8Array[] = [];
  forEachLabelling(af, semantics, (labels) => void out.push(labels.slice()), options);
  return out;
}
