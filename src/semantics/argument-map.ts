// The formal status of every argument in a debate's argument map, for any protocol that maps its
// items to arguments: the grounded label (with seed 002's secondary attacks derived through
// supports) and the seed-002 weighted score. A protocol says what its arguments and relations are;
// how they are weighed is the same for all, so it lives here once.
// Supports are read as premises (necessary support): whatever defeats a supporter defeats what
// rests on it. The supported attack is not derived unless a protocol asks for it (`supportedAttacks`):
// by default evidence does not attack on its own.
import type { ArgumentMapNode, ArgumentMapView, FormalStatus } from '../protocols/types.js';
import { bipolar, toDung } from './bipolar.js';
import { type Label, LABEL_NAMES } from './dung.js';
import type { GradualOptions } from './gradual/solver.js';
import { seedWeighted } from './gradual/weighted.js';
import { groundedLabelling } from './grounded.js';

/** An argument as the protocol maps it, before it is weighed. */
export type MapNode = Omit<ArgumentMapNode, 'formal'>;
export type MapEdge = ArgumentMapView['edges'][number];

export interface MapInput {
  nodes: readonly MapNode[];
  /**
   * Relations between the nodes. Those naming an id that is not a node are left out, and so are
   * attacks on an unattackable node: a protocol may relate what it has without checking either.
   */
  edges: readonly MapEdge[];
  /** Items that are not arguments, with why; carried into the view and the detail facts. */
  omitted: ReadonlyMap<string, string>;
}

export interface ArgumentMap {
  view: ArgumentMapView;
  status: ReadonlyMap<string, FormalStatus>;
  /** Attackers in the reduced framework (direct and derived), and direct supporters, by node. */
  attackers: ReadonlyMap<string, string[]>;
  supporters: ReadonlyMap<string, string[]>;
  omitted: ReadonlyMap<string, string>;
}

/**
 * Says how a node's standing in its protocol and its grounded label disagree, or undefined when
 * they do not; `labelOf` gives any node's label, to name the attackers that decide it.
 */
export type Disagreement = (
  node: MapNode,
  label: Label,
  attackers: readonly string[],
  labelOf: (id: string) => Label,
) => string | undefined;

/** How a protocol wants its map weighed, beyond the defaults every protocol shares. */
export interface MapOptions {
  /** Also derive supported attacks (X supports Y, Y attacks Z: X attacks Z), as seed 002 defines them. */
  supportedAttacks?: boolean;
  /** Limits of the score solver (its step cap and tolerance); it reports when they stop it first. */
  solver?: Pick<GradualOptions, 'maxSteps' | 'tolerance'>;
}

const SCORES = 'seed-002 weighted scheme (base 0.5, user entries 1)';

export function evaluateArgumentMap(input: MapInput, disagreement?: Disagreement, options: MapOptions = {}): ArgumentMap {
  const names = input.nodes.map((n) => n.id);
  const index = new Map(names.map((id, i) => [id, i]));
  const unattackable = new Set(input.nodes.filter((n) => n.unattackable).map((n) => n.id));
  const edges = input.edges.filter((e) => index.has(e.from) && index.has(e.to) && (e.relation === 'support' || !unattackable.has(e.to)));
  const baf = bipolar(names, edges);
  const supported = options.supportedAttacks === true;
  const dung = toDung(baf, { supported, secondary: true, unattackable: (i) => unattackable.has(names[i]!) });
  const labels = groundedLabelling(dung);
  const scored = seedWeighted(baf, { ...options.solver, base: names.map((id) => (unattackable.has(id) ? 1 : 0.5)) });
  const labelOf = (id: string) => LABEL_NAMES[labels[index.get(id)!]!]!;
  const attackers = new Map<string, string[]>();
  const supporters = new Map<string, string[]>(names.map((id) => [id, []]));
  names.forEach((id, i) => {
    attackers.set(
      id,
      Array.from(dung.inSources.subarray(dung.inStart[i]!, dung.inStart[i + 1]!), (a) => names[a]!),
    );
  });
  for (const e of edges) if (e.relation === 'support') supporters.get(e.to)!.push(e.from);
  const status = new Map<string, FormalStatus>();
  const nodes = input.nodes.map((node, i): ArgumentMapNode => {
    const disagrees = disagreement?.(node, labelOf(node.id), attackers.get(node.id)!, labelOf);
    const formal: FormalStatus = { label: labelOf(node.id), score: scored.scores[i]!, ...(disagrees ? { disagrees } : {}) };
    status.set(node.id, formal);
    return { ...node, formal };
  });
  const view: ArgumentMapView = {
    method: {
      labels: `grounded, with ${supported ? 'supported and secondary attacks' : 'secondary attacks'} derived through supports`,
      scores: SCORES,
      converged: scored.converged,
      residual: scored.residual,
    },
    nodes,
    edges: edges.map((e) => ({ ...e })),
    omitted: [...input.omitted].map(([id, reason]) => ({ id, reason })),
  };
  return { view, status, attackers, supporters, omitted: input.omitted };
}
