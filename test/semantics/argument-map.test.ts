import { describe, expect, it } from 'vitest';
import { evaluateArgumentMap, type MapEdge, type MapNode } from '../../src/semantics/argument-map.js';

const node = (id: string, extra: Partial<MapNode> = {}): MapNode => ({ id, kind: 'claim', text: id, ...extra });
const evaluate = (nodes: MapNode[], edges: MapEdge[], omitted = new Map<string, string>()) =>
  evaluateArgumentMap({ nodes, edges, omitted });

describe("weighing a protocol's argument map", () => {
  it('leaves an unattacked argument IN at its base score', () => {
    expect(evaluate([node('A')], []).status.get('A')).toEqual({ label: 'IN', score: 0.5 });
  });

  it('puts an attacked argument OUT when its attacker stands', () => {
    const map = evaluate([node('A'), node('B')], [{ from: 'B', to: 'A', relation: 'rebut' }]);
    expect(map.status.get('A')!.label).toBe('OUT');
    expect(map.status.get('B')!.label).toBe('IN');
    expect(map.attackers.get('A')).toEqual(['B']);
  });

  it('defeats what rests on a defeated supporter (a secondary attack)', () => {
    const map = evaluate(
      [node('A'), node('B'), node('C')],
      [
        { from: 'A', to: 'B', relation: 'undercut' },
        { from: 'B', to: 'C', relation: 'support' },
      ],
    );
    expect(map.attackers.get('C')).toEqual(['A']);
    expect(map.status.get('C')!.label).toBe('OUT');
    expect(map.supporters.get('C')).toEqual(['B']);
  });

  it('never lets an unattackable argument be attacked, and scores it 1', () => {
    const map = evaluate([node('U', { unattackable: true }), node('B')], [{ from: 'B', to: 'U', relation: 'rebut' }]);
    expect(map.view.edges).toEqual([]);
    expect(map.status.get('U')).toEqual({ label: 'IN', score: 1 });
  });

  it('leaves out relations that name an item which is not an argument', () => {
    const map = evaluate([node('A')], [{ from: 'X', to: 'A', relation: 'rebut' }], new Map([['X', 'withdrawn']]));
    expect(map.view.edges).toEqual([]);
    expect(map.view.omitted).toEqual([{ id: 'X', reason: 'withdrawn' }]);
  });

  it("records where the protocol says an item's standing and its label disagree", () => {
    const map = evaluateArgumentMap(
      { nodes: [node('A', { status: 'agreed' }), node('B')], edges: [{ from: 'B', to: 'A', relation: 'rebut' }], omitted: new Map() },
      (n, label, attackers) => (n.status === 'agreed' && label === 'OUT' ? `agreed, but ${attackers.join(', ')} stands` : undefined),
    );
    expect(map.view.nodes.find((n) => n.id === 'A')!.formal.disagrees).toBe('agreed, but B stands');
    expect(map.view.nodes.find((n) => n.id === 'B')!.formal.disagrees).toBeUndefined();
  });

  it('says how it weighed the map', () => {
    expect(evaluate([node('A')], []).view.method).toMatchObject({
      labels: expect.stringContaining('grounded'),
      scores: expect.stringContaining('seed-002'),
      converged: true,
    });
  });

  it('derives supported attacks only when the protocol asks for them', () => {
    const nodes = [node('A'), node('B'), node('C')];
    const edges: MapEdge[] = [
      { from: 'A', to: 'B', relation: 'support' },
      { from: 'B', to: 'C', relation: 'rebut' },
    ];
    expect(evaluateArgumentMap({ nodes, edges, omitted: new Map() }).attackers.get('C')).toEqual(['B']);
    const derived = evaluateArgumentMap({ nodes, edges, omitted: new Map() }, undefined, { supportedAttacks: true });
    expect(derived.attackers.get('C')).toEqual(['B', 'A']);
    expect(derived.view.method.labels).toBe('grounded, with supported and secondary attacks derived through supports');
  });

  it('says the scores did not converge when the solver limits stop it first', () => {
    const ids = ['A', 'B', 'C', 'D'];
    const clique: MapEdge[] = ids.flatMap((a) =>
      ids.filter((b) => b !== a).map((b) => ({ from: a, to: b, relation: 'undercut' as const })),
    );
    const capped = evaluateArgumentMap({ nodes: ids.map((id) => node(id)), edges: clique, omitted: new Map() }, undefined, {
      solver: { maxSteps: 1 },
    });
    expect(capped.view.method.converged).toBe(false);
    expect(capped.view.method.residual).toBeGreaterThan(1e-9);
    expect(
      evaluate(
        ids.map((id) => node(id)),
        clique,
      ).view.method.converged,
    ).toBe(true);
  });
});
