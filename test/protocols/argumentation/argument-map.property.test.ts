// Invariants of the argument map on random debates (the engine's own debate generator): every
// item is mapped or says why not, the grounded labels are legal in the reduced framework, user
// entries are never attacked, scores lie in [0, 1], and a disagreement is flagged exactly where a
// bucket and a label conflict.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { argumentMap } from '../../../src/protocols/argumentation/argument-map.js';
import { type ArgState, bucketOf } from '../../../src/protocols/argumentation/state.js';
import { budget } from '../../helpers/property.js';
import { debateArb } from './arbitraries.js';
import { simulate } from './simulate.js';

const seedSetting = process.env.AGON_PROPERTY_SEED ?? '20261122';
/** Wall-clock cap per property, failing when hit: many times what it takes on a loaded 2-core machine. */
const BUDGET_MS = 10_000;

function checkMap(state: ArgState): void {
  const map = argumentMap(state);
  const ids = new Set(map.view.nodes.map((n) => n.id));
  const omitted = new Set(map.view.omitted.map((o) => o.id));
  for (const id of [...state.pointOrder, ...state.challengeOrder]) expect(ids.has(id) !== omitted.has(id), id).toBe(true);
  for (const e of map.view.edges) expect(ids.has(e.from) && ids.has(e.to), `${e.from} ${e.relation} ${e.to}`).toBe(true);
  for (const node of map.view.nodes) {
    const attackers = map.attackers.get(node.id)!.map((a) => map.status.get(a)!.label);
    const legal = attackers.every((l) => l === 'OUT') ? 'IN' : attackers.includes('IN') ? 'OUT' : 'UNDEC';
    expect(node.formal.label, node.id).toBe(legal);
    expect(node.formal.score, node.id).toBeGreaterThanOrEqual(0);
    expect(node.formal.score, node.id).toBeLessThanOrEqual(1);
    if (node.unattackable) expect(attackers, node.id).toEqual([]);
    const point = node.kind === 'point' ? state.points[node.id] : undefined;
    const bucket = point && !point.pinned ? bucketOf(point) : undefined;
    const conflict = (bucket === 'agreed' && node.formal.label !== 'IN') || (bucket === 'dismissed' && node.formal.label === 'IN');
    expect(node.formal.disagrees !== undefined, node.id).toBe(conflict);
  }
}

describe('the argument map of random debates', () => {
  it('maps every item or says why not, labels legally, never attacks user entries, flags exactly the conflicts', () => {
    fc.assert(
      fc.property(debateArb, ({ setup, steps }) => {
        const trace = simulate(setup.config, steps);
        for (const frame of trace.frames.filter((_, i) => i % 5 === 4 || i === trace.frames.length - 1)) checkMap(frame.after);
      }),
      { numRuns: 80, ...budget(BUDGET_MS), ...(seedSetting === 'random' ? {} : { seed: Number(seedSetting) }) },
    );
  });
});
