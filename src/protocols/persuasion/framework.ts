// The bipolar argumentation framework built from the dialogue (seed 002, step 3), weighed by the
// platform's evaluateArgumentMap: grounded labels with supported and secondary attacks derived,
// and seed 002's gradual scores. The mapping:
// - every statement (A…) is an argument: a thesis, a counter-claim, or a premise first given as a
//   reason; so is every K fact and evidence item a statement cites.
// - `φ since S`: each reason in S supports φ (direct support); cited facts and evidence support the
//   statement that cites them.
// - a counter-claim attacks its target with the move's type unless reclassified since. A rebuttal
//   contradicts, and contradiction is mutual: φ and ¬φ rebut each other. An undercut only breaks
//   the target's inference, so it goes one way.
// Not arguments: statements struck by the moderator or the person, and statements nobody holds any
// more (retracted by their author and not conceded by the other side); facts the person took out
// of K.
import { evaluateArgumentMap, type MapEdge, type MapNode, type MapOptions, type ArgumentMap } from '../../semantics/argument-map.js';
import { type Side, SIDE_NAME, SIDES } from './config.js';
import { isFactId } from './moves.js';
import { movesOf, type PersuasionState, type Statement } from './state.js';

export const MAP_OPTIONS: MapOptions = { supportedAttacks: true };

export function buildFramework(state: PersuasionState, options: MapOptions = MAP_OPTIONS): ArgumentMap {
  const nodes: MapNode[] = [];
  const omitted = new Map<string, string>();
  const inMap = new Set<string>();
  const add = (node: MapNode) => {
    if (inMap.has(node.id)) return;
    inMap.add(node.id);
    nodes.push(node);
  };
  const statements = state.statementOrder.map((id) => state.statements[id]!);
  const held = { pro: new Set(state.stores.pro), opp: new Set(state.stores.opp) };
  const holdersOf = (id: string) => SIDES.filter((side) => held[side].has(id));
  const theses = new Set(Object.values(state.thesis));
  for (const s of statements) {
    const holding = holdersOf(s.id);
    const why = omission(s, holding);
    if (why) omitted.set(s.id, why);
    else add({ id: s.id, kind: theses.has(s.id) ? 'thesis' : kindOf(state, s), text: s.text, status: standing(s, holding) });
  }
  const edges: MapEdge[] = [];
  for (const s of statements) {
    if (!inMap.has(s.id)) continue;
    for (const e of s.evidence) {
      if (isFactId(e)) {
        const fact = state.facts[e];
        if (!fact) continue;
        if (fact.removed) omitted.set(e, `removed from K by the person: ${fact.removed}`);
        else add({ id: e, kind: 'fact', text: fact.text, status: 'K' });
      } else {
        const item = state.evidence[e];
        if (item) add({ id: e, kind: 'evidence', text: item.text, status: SIDE_NAME[item.side] });
      }
      edges.push({ from: e, to: s.id, relation: 'support' });
    }
    if (s.attack) {
      edges.push({ from: s.id, to: s.attack.target, relation: s.attack.type });
      if (s.attack.type === 'rebut') edges.push({ from: s.attack.target, to: s.id, relation: 'rebut' });
    }
  }
  for (const m of movesOf(state)) {
    if (m.act !== 'since' || !m.statement) continue;
    for (const reason of m.reasons ?? []) edges.push({ from: reason, to: m.statement, relation: 'support' });
  }
  return evaluateArgumentMap({ nodes, edges: dedupe(edges), omitted }, undefined, options);
}

/** A premise given twice for the same conclusion supports it once. */
function dedupe(edges: MapEdge[]): MapEdge[] {
  const seen = new Set<string>();
  return edges.filter((e) => {
    const key = `${e.from} ${e.to} ${e.relation}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function kindOf(state: PersuasionState, s: Statement): string {
  if (Object.values(state.thesis).includes(s.id)) return 'thesis';
  return state.moves[s.move]?.act === 'since' ? 'premise' : 'claim';
}

function omission(s: Statement, held: Side[]): string | undefined {
  if (s.struck) return `struck by ${s.struck.by === 'mod' ? 'the moderator' : 'the person'} (${s.struck.rule}): ${s.struck.reason}`;
  if (held.length === 0) return `retracted by ${SIDE_NAME[s.side]}: nobody holds it`;
  return undefined;
}

/** Who holds a statement, as its standing in the map. */
function standing(s: Statement, held: Side[]): string {
  const author = SIDE_NAME[s.side];
  if (held.length === 2) return `${author}, conceded by ${SIDE_NAME[s.side === 'pro' ? 'opp' : 'pro']}`;
  return held[0] === s.side ? author : `${author}'s, held by ${SIDE_NAME[held[0]!]} only`;
}
