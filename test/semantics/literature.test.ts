// The literature frameworks (literature.ts): every semantics gives exactly the known extensions,
// and acceptance of each argument follows from them.
import { describe, expect, it } from 'vitest';
import { credulouslyAccepted, skepticallyAccepted } from '../../src/semantics/acceptance.js';
import { argumentsLabelled, type Framework, framework, IN, nameOf } from '../../src/semantics/dung.js';
import { extensions, labellings, SEMANTICS, someExtension } from '../../src/semantics/extensions.js';
import { groundedLabelling } from '../../src/semantics/grounded.js';
import { LITERATURE, type LiteratureFramework } from './literature.js';
import { reference } from './oracle.js';

const build = (fx: LiteratureFramework): Framework =>
  framework(
    fx.args.split(''),
    fx.attacks.map((pair) => [pair[0]!, pair[1]!] as const),
  );
const named = (af: Framework, exts: number[][]) => exts.map((e) => e.map((i) => nameOf(af, i)).join('')).sort();
const expected = (fx: LiteratureFramework, semantics: (typeof SEMANTICS)[number]) =>
  (semantics === 'grounded' ? [fx.grounded] : fx[semantics]).slice().sort();

describe.each(LITERATURE)('$name [$source]', (fx) => {
  const af = build(fx);

  it('the linear-time grounded labelling gives the known grounded extension', () => {
    expect(
      argumentsLabelled(groundedLabelling(af), IN)
        .map((i) => nameOf(af, i))
        .join(''),
    ).toBe(fx.grounded);
  });

  it.each(SEMANTICS)('%s semantics gives exactly the known extensions', (semantics) => {
    expect(named(af, extensions(af, semantics))).toEqual(expected(fx, semantics));
  });

  it.each(SEMANTICS)('one %s extension is among the known ones, or none exists when none is known', (semantics) => {
    const one = someExtension(af, semantics);
    if (expected(fx, semantics).length === 0) expect(one).toBeNull();
    else expect(expected(fx, semantics)).toContain(named(af, [one!])[0]);
  });

  it.each(SEMANTICS)('credulous and skeptical %s acceptance of every argument follow from the known extensions', (semantics) => {
    const known = expected(fx, semantics);
    for (let arg = 0; arg < af.size; arg++) {
      const name = nameOf(af, arg);
      expect(credulouslyAccepted(af, semantics, arg), `credulous ${name}`).toBe(known.some((e) => e.includes(name)));
      expect(skepticallyAccepted(af, semantics, arg), `skeptical ${name}`).toBe(known.every((e) => e.includes(name)));
    }
  });

  it('the known extensions are what a brute-force check of the definitions finds', () => {
    const ref = reference(af);
    expect(named(af, [ref.grounded])).toEqual([fx.grounded]);
    for (const semantics of ['complete', 'preferred', 'stable'] as const)
      expect(named(af, ref[semantics])).toEqual(expected(fx, semantics));
  });

  it('every complete labelling labels OUT exactly what its IN arguments attack', () => {
    for (const labels of labellings(af, 'complete')) {
      for (let x = 0; x < af.size; x++) {
        const attackedByIn = Array.from(af.inSources.subarray(af.inStart[x]!, af.inStart[x + 1]!)).some((a) => labels[a] === IN);
        expect(labels[x] === 2, nameOf(af, x)).toBe(attackedByIn);
      }
    }
  });
});
