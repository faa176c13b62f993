// The debate as a bipolar argumentation framework (seed 002): how argumentation's items map to
// arguments and relations, and where a point's bucket disagrees with its formal label. Weighing the
// map (grounded labels, seed-002 scores) is the same for every protocol: src/semantics/argument-map.ts.
// The mapping:
// - points are arguments; so are user constraints, the orchestrator's positions, and any ledger
//   entry a point extends or rebuts. User-provenance entries are unattackable (score base 1).
// - a challenge attacks its point: REJECT rebuts (the claim is wrong), SKEPTICAL and ILL-FORMED
//   undercut (the reasoning is flawed or unclear). A challenge raised because of another point (a
//   rebuttal or a contradiction) is supported by that point.
// - an accepted defense is an argument that rebuts its challenge; a defense not (yet) accepted is
//   no argument, so the challenge stands until one is.
// - evidence supports what it was given for (a point, a challenge, a defense); a citation whose
//   lines did not hold the quote, and "n/a", are no evidence.
// - a point extending another is supported by it; a point rebutting another rebuts it, unless the
//   engine has turned that rebuttal into a challenge, which then carries the attack.
// Not arguments: points out of scope, ill-formed or withdrawn by their author; challenges
// withdrawn, overridden, or made moot by a revision or clarification.
import { type ArgumentMap, evaluateArgumentMap, type MapEdge, type MapNode } from '../../semantics/argument-map.js';
import type { Label } from '../../semantics/dung.js';
import { describeEvidence } from './evidence.js';
import { type ArgState, bucketOf, type Challenge, type Point } from './state.js';

// view() runs on every render; a state is never modified once reduced, so its map is kept.
const cache = new WeakMap<ArgState, ArgumentMap>();

export function argumentMap(state: ArgState): ArgumentMap {
  let map = cache.get(state);
  if (!map) {
    map = build(state);
    cache.set(state, map);
  }
  return map;
}

function build(state: ArgState): ArgumentMap {
  const nodes: MapNode[] = [];
  const inMap = new Set<string>();
  const omitted = new Map<string, string>();
  const add = (node: MapNode) => {
    nodes.push(node);
    inMap.add(node.id);
  };
  const points = state.pointOrder.map((id) => state.points[id]!);
  const challenges = state.challengeOrder.map((id) => state.challenges[id]!);

  const targeted = new Set(points.flatMap((p) => [p.extends, p.rebuts]));
  const conceded = new Set(challenges.filter((c) => c.status === 'conceded').map((c) => c.point));
  for (const entry of state.ledger) {
    if (entry.kind === 'constraint' || entry.kind === 'position' || targeted.has(entry.id)) {
      add({ id: entry.id, kind: entry.kind, text: entry.text, ...(entry.provenance === 'user' ? { unattackable: true } : {}) });
    }
  }
  for (const p of points) {
    const why = pointOmission(p, conceded.has(p.id));
    if (why) omitted.set(p.id, why);
    else add({ id: p.id, kind: 'point', text: p.claim, status: p.status });
  }
  const defenses: { id: string; challenge: Challenge; evidence: string[] }[] = [];
  for (const c of challenges) {
    const why = challengeOmission(c, inMap);
    if (why) {
      omitted.set(c.id, why);
      continue;
    }
    add({ id: c.id, kind: 'challenge', text: c.objection, status: c.status });
    c.defenses.forEach((d, i) => {
      if (d.ruling !== 'accepted') return;
      const id = `${c.id}.d${i + 1}`;
      add({ id, kind: 'defense', text: d.argument, status: 'accepted' });
      defenses.push({ id, challenge: c, evidence: d.evidence });
    });
  }

  // Relations may name items left out of the map: the evaluation leaves those relations out.
  const edges: MapEdge[] = [];
  const relate = (from: string, to: string, relation: MapEdge['relation']) => {
    edges.push({ from, to, relation });
  };
  const evidenceFor = (id: string, target: string) => {
    const ev = state.evidence[id];
    if (!ev || inMap.has(id)) return;
    if (ev.status === 'mismatch' || ev.type === 'n/a') {
      omitted.set(id, ev.status === 'mismatch' ? 'the cited lines do not hold the quote' : 'no evidence (n/a)');
      return;
    }
    add({ id, kind: 'evidence', text: describeEvidence(ev), status: ev.status, ...(ev.by === 'human' ? { unattackable: true } : {}) });
    relate(id, target, 'support');
  };
  for (const c of challenges) {
    if (!inMap.has(c.id)) continue;
    relate(c.id, c.point, c.kind === 'REJECT' ? 'rebut' : 'undercut');
    if (c.cause) relate(c.cause, c.id, 'support');
    c.evidence.forEach((e) => {
      evidenceFor(e, c.id);
    });
  }
  for (const d of defenses) {
    relate(d.id, d.challenge.id, 'rebut');
    d.evidence.forEach((e) => {
      evidenceFor(e, d.id);
    });
  }
  const carriedRebuttals = new Set(
    challenges.filter((c) => inMap.has(c.id) && c.origin === 'rebuttal').map((c) => `${c.cause} ${c.point}`),
  );
  for (const p of points) {
    if (!inMap.has(p.id)) continue;
    p.evidence.forEach((e) => {
      evidenceFor(e, p.id);
    });
    if (p.extends) relate(p.extends, p.id, 'support');
    if (p.rebuts && !carriedRebuttals.has(`${p.id} ${p.rebuts}`)) relate(p.id, p.rebuts, 'rebut');
  }
  return evaluateArgumentMap({ nodes, edges, omitted }, (node, label, attackers, labelOf) => {
    const point = node.kind === 'point' ? state.points[node.id] : undefined;
    return point ? disagreement(point, label, attackers, labelOf) : undefined;
  });
}

/** A concession with no challenge conceded to is the consultee withdrawing its own point. */
function pointOmission(p: Point, concededToChallenge: boolean): string | undefined {
  if (p.status !== 'dismissed') return undefined;
  if (p.verdict === 'OUT-OF-SCOPE') return 'out of scope: not weighed';
  if (p.verdict === 'ILL-FORMED') return 'ill-formed: not a claim that can be weighed';
  if (p.reason === 'conceded' && !concededToChallenge) return 'withdrawn by the consultee';
  return undefined;
}

function challengeOmission(c: Challenge, inMap: Set<string>): string | undefined {
  if (!inMap.has(c.point)) return `${c.point} is not in the argument map`;
  switch (c.status) {
    case 'withdrawn':
      return 'withdrawn when its point was reclassified';
    case 'overridden':
      return 'set aside by the person';
    case 'revised':
      return 'its point was revised since';
    case 'clarified':
      return 'answered by a clarification';
    default:
      return undefined;
  }
}

/** Where the bucket and the grounded label disagree; the person's own placements are not flagged. */
function disagreement(point: Point, own: Label, attackers: readonly string[], label: (id: string) => Label): string | undefined {
  const bucket = bucketOf(point);
  if (point.pinned || !bucket) return undefined;
  const list = (ids: readonly string[]) => ids.join(', ');
  if (bucket === 'agreed' && own === 'OUT') {
    const standing = attackers.filter((a) => label(a) === 'IN');
    return `Agreed, but formally OUT: ${list(standing)} ${standing.length > 1 ? 'stand' : 'stands'} against it`;
  }
  if (bucket === 'agreed' && own === 'UNDEC') {
    return `Agreed, but formally UNDEC: ${list(attackers.filter((a) => label(a) === 'UNDEC'))} leave it undecided`;
  }
  if (bucket === 'dismissed' && own === 'IN') {
    return attackers.length === 0
      ? 'Dismissed, but formally IN: nothing in the argument map attacks it'
      : `Dismissed, but formally IN: its attackers (${list(attackers)}) are all defeated`;
  }
  return undefined;
}
