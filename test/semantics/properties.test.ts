// Invariants of the semantics on random frameworks (fast-check), checked against Dung's
// definitions by brute force where the frameworks are small enough.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { credulouslyAccepted, skepticallyAccepted } from '../../src/semantics/acceptance.js';
import { argumentsLabelled, IN, OUT, UNDEC } from '../../src/semantics/dung.js';
import { extensions, labellings, SEMANTICS } from '../../src/semantics/extensions.js';
import { GRADUAL } from '../../src/semantics/gradual/index.js';
import { groundedLabelling } from '../../src/semantics/grounded.js';
import { budget } from '../helpers/property.js';
import { frameworks, bipolars } from './arbitraries.js';
import { keys, reference } from './oracle.js';

/** Wall-clock cap per property, failing when hit: many times what it takes on a loaded 2-core machine. */
const BUDGET_MS = 10_000;
const RUNS = { numRuns: 200, ...budget(BUDGET_MS) };

describe('extension-based semantics on random frameworks', () => {
  it('every semantics finds exactly the extensions a brute-force check of the definitions finds', () => {
    fc.assert(
      fc.property(frameworks(), (af) => {
        const ref = reference(af);
        expect(keys(extensions(af, 'grounded'))).toEqual(keys([ref.grounded]));
        for (const semantics of ['complete', 'preferred', 'stable'] as const)
          expect(keys(extensions(af, semantics))).toEqual(keys(ref[semantics]));
      }),
      RUNS,
    );
  });

  it('the grounded extension is complete and contained in every preferred extension', () => {
    fc.assert(
      fc.property(frameworks(), (af) => {
        const grounded = argumentsLabelled(groundedLabelling(af), IN);
        expect(keys(extensions(af, 'complete'))).toContain(grounded.join(','));
        for (const p of extensions(af, 'preferred')) expect(p).toEqual(expect.arrayContaining(grounded));
      }),
      RUNS,
    );
  });

  it('every stable extension is preferred', () => {
    fc.assert(
      fc.property(frameworks(), (af) => {
        const preferred = keys(extensions(af, 'preferred'));
        for (const s of keys(extensions(af, 'stable'))) expect(preferred).toContain(s);
      }),
      RUNS,
    );
  });

  it('every labelling is legal: IN iff all attackers are OUT, OUT iff some attacker is IN', () => {
    fc.assert(
      fc.property(frameworks(), (af) => {
        for (const semantics of SEMANTICS) {
          for (const labels of labellings(af, semantics)) {
            for (let x = 0; x < af.size; x++) {
              const attackers = Array.from(af.inSources.subarray(af.inStart[x]!, af.inStart[x + 1]!), (a) => labels[a]!);
              const expected = attackers.every((l) => l === OUT) ? IN : attackers.some((l) => l === IN) ? OUT : UNDEC;
              expect(labels[x], `${semantics}, argument ${x + 1}`).toBe(expected);
            }
            if (semantics === 'stable') expect(labels).not.toContain(UNDEC);
          }
        }
      }),
      RUNS,
    );
  });

  it('credulous and skeptical acceptance agree with the enumerated extensions', () => {
    fc.assert(
      fc.property(frameworks(7), (af) => {
        for (const semantics of SEMANTICS) {
          const all = extensions(af, semantics);
          for (let arg = 0; arg < af.size; arg++) {
            expect(credulouslyAccepted(af, semantics, arg)).toBe(all.some((e) => e.includes(arg)));
            expect(skepticallyAccepted(af, semantics, arg)).toBe(all.every((e) => e.includes(arg)));
          }
        }
      }),
      { numRuns: 100, ...budget(BUDGET_MS) },
    );
  });
});

describe('gradual semantics on random bipolar frameworks', () => {
  const semantics = Object.entries(GRADUAL);

  it('every score lies in [0, 1] and every run returns, saying honestly whether it converged', () => {
    fc.assert(
      fc.property(bipolars(), ({ baf, base }) => {
        for (const [name, solve] of semantics) {
          const result = solve(baf, { base });
          for (const s of result.scores) expect(s, name).toBeGreaterThanOrEqual(0);
          for (const s of result.scores) expect(s, name).toBeLessThanOrEqual(1);
          expect(result.converged, name).toBe(result.residual <= 1e-9);
        }
      }),
      RUNS,
    );
  });

  it('on acyclic graphs the iterative solution agrees with the one topological pass', () => {
    fc.assert(
      fc.property(bipolars({ acyclic: true }), ({ baf, base }) => {
        for (const [name, solve] of semantics) {
          const exact = solve(baf, { base });
          const iterated = solve(baf, { base, method: 'iterate' });
          expect(exact.steps, name).toBe(0);
          expect(exact.residual, name).toBeLessThan(1e-12);
          expect(iterated.converged, name).toBe(true);
          exact.scores.forEach((s, i) => {
            expect(iterated.scores[i], `${name}, argument ${i + 1}`).toBeCloseTo(s, 6);
          });
        }
      }),
      RUNS,
    );
  });
});
