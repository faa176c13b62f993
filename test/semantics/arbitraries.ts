// fast-check generators for small random frameworks.
import fc from 'fast-check';
import { bipolarFromEdges, type BipolarFramework } from '../../src/semantics/bipolar.js';
import { EdgeList, type Framework, frameworkFromEdges } from '../../src/semantics/dung.js';

/** Up to `max` arguments and any attacks among them, self-attacks and duplicates included. */
export const frameworks = (max = 9): fc.Arbitrary<Framework> =>
  fc.integer({ min: 0, max }).chain((n) =>
    fc
      .array(fc.tuple(fc.nat({ max: Math.max(0, n - 1) }), fc.nat({ max: Math.max(0, n - 1) })), { maxLength: n === 0 ? 0 : 3 * n })
      .map((pairs) => {
        const edges = new EdgeList();
        for (const [a, b] of pairs) edges.push(a, b);
        return frameworkFromEdges(n, edges);
      }),
  );

export interface BipolarCase {
  baf: BipolarFramework;
  base: number[];
}

/** Random bipolar frameworks with base scores; `acyclic` keeps every relation going to a higher id. */
export const bipolars = ({ max = 12, acyclic = false } = {}): fc.Arbitrary<BipolarCase> =>
  fc.integer({ min: 1, max }).chain((n) =>
    fc
      .record({
        relations: fc.array(fc.tuple(fc.nat({ max: n - 1 }), fc.nat({ max: n - 1 }), fc.integer({ min: 0, max: 2 })), { maxLength: 3 * n }),
        base: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: n, maxLength: n }),
      })
      .map(({ relations, base }) => {
        const kept = acyclic ? relations.filter(([a, b]) => a < b) : relations;
        const edges = new EdgeList();
        for (const [a, b] of kept) edges.push(a, b);
        return {
          baf: bipolarFromEdges(
            n,
            edges,
            Uint8Array.from(kept, ([, , k]) => k),
          ),
          base,
        };
      }),
  );
