// The reduction of a bipolar framework to Dung's: supported and secondary attacks.
import { describe, expect, it } from 'vitest';
import { bipolar, type NamedRelation, toDung } from '../../src/semantics/bipolar.js';
import { type Framework, nameOf } from '../../src/semantics/dung.js';

const rel = (from: string, to: string, relation: NamedRelation['relation']): NamedRelation => ({ from, to, relation });
const attacks = (af: Framework) => {
  const out: string[] = [];
  for (let a = 0; a < af.size; a++)
    for (let e = af.outStart[a]!; e < af.outStart[a + 1]!; e++) out.push(`${nameOf(af, a)}${nameOf(af, af.outTargets[e]!)}`);
  return out.sort();
};

/** x supports y, y undercuts z, z supports w, w supports v. */
const chain = bipolar(
  ['x', 'y', 'z', 'w', 'v'],
  [rel('x', 'y', 'support'), rel('y', 'z', 'undercut'), rel('z', 'w', 'support'), rel('w', 'v', 'support')],
);

describe('derived attacks', () => {
  it('a supported attack: what supports an attacker attacks its target too', () => {
    expect(attacks(toDung(chain, { secondary: false }))).toEqual(['xz', 'yz']);
  });

  it('a secondary attack: an attacker attacks everything its target supports, along chains', () => {
    expect(attacks(toDung(chain, { supported: false }))).toEqual(['yv', 'yw', 'yz']);
  });

  it('both together, each derived from direct attacks only', () => {
    expect(attacks(toDung(chain))).toEqual(['xz', 'yv', 'yw', 'yz']);
  });

  it('keeps rebuttals and undercuts alike as attacks, and no support as an attack', () => {
    const af = toDung(bipolar(['a', 'b', 'c'], [rel('a', 'b', 'rebut'), rel('b', 'c', 'undercut'), rel('c', 'a', 'support')]), {
      supported: false,
      secondary: false,
    });
    expect(attacks(af)).toEqual(['ab', 'bc']);
  });

  it('drops every attack, direct or derived, on an unattackable argument', () => {
    expect(attacks(toDung(chain, { unattackable: (i) => i === 3 }))).toEqual(['xz', 'yv', 'yz']);
  });

  it('lists each attack once when direct and derived attacks coincide', () => {
    const af = toDung(
      bipolar(['a', 'b', 'c'], [rel('a', 'b', 'support'), rel('a', 'c', 'rebut'), rel('b', 'c', 'rebut'), rel('a', 'c', 'rebut')]),
    );
    expect(attacks(af)).toEqual(['ac', 'bc']);
  });
});
