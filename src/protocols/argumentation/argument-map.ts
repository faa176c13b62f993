// The debate as a bipolar argumentation framework (seed 002), with a formal status for every
// argument: its grounded label and its seed-002 score. The mapping:
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
// Supports are read as premises (necessary support): the supported item rests on its supporter,
// so whatever defeats a supporter defeats what rests on it (seed 002's secondary attack). The
// supported attack is not derived: evidence does not attack on its own.
// Not arguments: points out of scope, ill-formed or withdrawn by their author; challenges
// withdrawn, overridden, or made moot by a revision or clarification.
import { toDung, bipolar, type NamedRelation } from '../../semantics/bipolar.js';
import { LABEL_NAMES } from '../../semantics/dung.js';
import { seedWeighted } from '../../semantics/gradual/weighted.js';
import { groundedLabelling } from '../../semantics/grounded.js';
import type { ArgumentMapNode, ArgumentMapView, FormalStatus } from '../types.js';
import { describeEvidence } from './evidence.js';
import { type ArgState, bucketOf, type Challenge, type Point } from './state.js';

export interface ArgumentMap {
  view: ArgumentMapView;
  status: ReadonlyMap<string, FormalStatus>;
  /** Attackers in the reduced framework (direct and derived), and direct supporters, by node. */
  attackers: ReadonlyMap<string, string[]>;
  supporters: ReadonlyMap<string, string[]>;
  omitted: ReadonlyMap<string, string>;
}

type Draft = Omit<ArgumentMapNode, 'formal'>;

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
  const drafts: Draft[] = [];
  const inMap = new Set<string>();
  const omitted = new Map<string, string>();
  const add = (draft: Draft) => {
    drafts.push(draft);
    inMap.add(draft.id);
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

  const relations: NamedRelation[] = [];
  const unattackable = new Set(drafts.filter((d) => d.unattackable).map((d) => d.id));
  const relate = (from: string, to: string, relation: NamedRelation['relation']) => {
    if (inMap.has(from) && inMap.has(to) && (relation === 'support' || !unattackable.has(to))) relations.push({ from, to, relation });
  };
  const evidenceFor = (id: string, target: string) => {
    const ev = state.evidence[id];
    if (!ev || inMap.has(id)) return;
    if (ev.status === 'mismatch' || ev.type === 'n/a') {
      omitted.set(id, ev.status === 'mismatch' ? 'the cited lines do not hold the quote' : 'no evidence (n/a)');
      return;
    }
    add({ id, kind: 'evidence', text: describeEvidence(ev), status: ev.status, ...(ev.by === 'human' ? { unattackable: true } : {}) });
    if (ev.by === 'human') unattackable.add(id);
    relate(id, target, 'support');
  };
  for (const c of challenges) {
    if (!inMap.has(c.id)) continue;
    relate(c.id, c.point, c.kind === 'REJECT' ? 'rebut' : 'undercut');
    if (c.cause) relate(c.cause, c.id, 'support');
    c.evidence.forEach((e) => evidenceFor(e, c.id));
  }
  for (const d of defenses) {
    relate(d.id, d.challenge.id, 'rebut');
    d.evidence.forEach((e) => evidenceFor(e, d.id));
  }
  const carriedRebuttals = new Set(challenges.filter((c) => inMap.has(c.id) && c.origin === 'rebuttal').map((c) => `${c.cause} ${c.point}`));
  for (const p of points) {
    if (!inMap.has(p.id)) continue;
    p.evidence.forEach((e) => evidenceFor(e, p.id));
    if (p.extends) relate(p.extends, p.id, 'support');
    if (p.rebuts && !carriedRebuttals.has(`${p.id} ${p.rebuts}`)) relate(p.id, p.rebuts, 'rebut');
  }
  return evaluate(state, drafts, relations, unattackable, omitted);
}

function evaluate(state: ArgState, drafts: Draft[], relations: NamedRelation[], unattackable: Set<string>, omitted: Map<string, string>): ArgumentMap {
  const names = drafts.map((d) => d.id);
  const baf = bipolar(names, relations);
  const index = new Map(names.map((id, i) => [id, i]));
  const dung = toDung(baf, { supported: false, secondary: true, unattackable: (i) => unattackable.has(names[i]!) });
  const labels = groundedLabelling(dung);
  const scored = seedWeighted(baf, { base: drafts.map((d) => (unattackable.has(d.id) ? 1 : 0.5)) });
  const label = (id: string) => LABEL_NAMES[labels[index.get(id)!]!]!;
  const attackers = new Map<string, string[]>();
  const supporters = new Map<string, string[]>(names.map((id) => [id, []]));
  names.forEach((id, i) => attackers.set(id, Array.from(dung.inSources.subarray(dung.inStart[i]!, dung.inStart[i + 1]!), (a) => names[a]!)));
  for (const r of relations) if (r.relation === 'support') supporters.get(r.to)!.push(r.from);
  const status = new Map<string, FormalStatus>();
  const nodes = drafts.map((d, i): ArgumentMapNode => {
    const point = d.kind === 'point' ? state.points[d.id] : undefined;
    const disagrees = point ? disagreement(point, label(d.id), attackers.get(d.id)!, label) : undefined;
    const formal: FormalStatus = { label: label(d.id), score: scored.scores[i]!, ...(disagrees ? { disagrees } : {}) };
    status.set(d.id, formal);
    return { ...d, formal };
  });
  const view: ArgumentMapView = {
    method: {
      labels: 'grounded, with secondary attacks derived through supports',
      scores: 'seed-002 weighted scheme (base 0.5, user entries 1)',
      converged: scored.converged,
      residual: scored.residual,
    },
    nodes,
    edges: relations.map((r) => ({ ...r })),
    omitted: [...omitted].map(([id, reason]) => ({ id, reason })),
  };
  return { view, status, attackers, supporters, omitted };
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
function disagreement(point: Point, own: string, attackers: string[], label: (id: string) => string): string | undefined {
  const bucket = bucketOf(point);
  if (point.pinned || !bucket) return undefined;
  const list = (ids: string[]) => ids.join(', ');
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

/** The detail-view lines about an item's formal status. */
export function formalFacts(map: ArgumentMap, id: string): { label: string; value: string }[] {
  const status = map.status.get(id);
  if (!status) {
    const why = map.omitted.get(id);
    return why ? [{ label: 'formal status', value: `not an argument in the map: ${why}` }] : [];
  }
  const withLabels = (ids: string[]) => ids.map((a) => `${a} (${map.status.get(a)!.label})`).join(', ');
  const attackers = map.attackers.get(id)!;
  const supporters = map.supporters.get(id)!;
  return [
    { label: 'formal status', value: `${status.label} (grounded) · score ${status.score.toFixed(2)}` },
    ...(status.disagrees ? [{ label: 'formal disagreement', value: status.disagrees }] : []),
    ...(attackers.length ? [{ label: 'attacked by', value: withLabels(attackers) }] : []),
    ...(supporters.length ? [{ label: 'supported by', value: withLabels(supporters) }] : []),
  ];
}
