// The exact search beyond the literature: large acyclic frameworks, its stated limits, early stops.
import { describe, expect, it } from 'vitest';
import { skepticallyAccepted } from '../../src/semantics/acceptance.js';
import { EdgeList, framework, frameworkFromEdges } from '../../src/semantics/dung.js';
import { extensions, forEachLabelling, SemanticsLimitError, someExtension } from '../../src/semantics/extensions.js';

const clique = (n: number) => {
  const edges = new EdgeList();
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b) edges.push(a, b);
  return frameworkFromEdges(n, edges);
};

/** k disjoint mutual attacks: 2^k preferred extensions. */
const pairs = (k: number) => {
  const edges = new EdgeList();
  for (let i = 0; i < k; i++) {
    edges.push(2 * i, 2 * i + 1);
    edges.push(2 * i + 1, 2 * i);
  }
  return frameworkFromEdges(2 * k, edges);
};

describe('the exact search', () => {
  it('finds the stable extension of a long acyclic chain in one pass', () => {
    const n = 200_001;
    const edges = new EdgeList();
    for (let i = 0; i + 1 < n; i++) edges.push(i, i + 1);
    expect(someExtension(frameworkFromEdges(n, edges), 'stable')).toHaveLength((n + 1) / 2);
  });

  it('refuses a component beyond the stated size limit with an error naming both sizes', () => {
    expect(() => extensions(clique(300), 'preferred')).toThrow(SemanticsLimitError);
    expect(() => extensions(clique(300), 'preferred')).toThrow(
      /component of 300 undecided arguments; the exact preferred search handles at most 256/,
    );
  });

  it('solves a component at the size limit: an even cycle of 256 has two preferred extensions', () => {
    const edges = new EdgeList();
    for (let i = 0; i < 256; i++) edges.push(i, (i + 1) % 256);
    expect(extensions(frameworkFromEdges(256, edges), 'preferred').map((e) => e.length)).toEqual([128, 128]);
  });

  it('stops with an error naming the step limit when a search would run longer', () => {
    expect(() => extensions(clique(256), 'complete')).toThrow(/the exact search gave up after 200,000,000 steps/);
    expect(() => extensions(pairs(12), 'preferred', { limits: { maxSteps: 1000 } })).toThrow(/gave up after 1,000 steps/);
    expect(extensions(pairs(12), 'preferred')).toHaveLength(4096);
  });

  it('stops enumerating as soon as the visitor says so', () => {
    let seen = 0;
    forEachLabelling(pairs(20), 'stable', () => ++seen < 3);
    expect(seen).toBe(3);
  });

  it('answers skeptical stable acceptance YES vacuously when there is no stable extension', () => {
    const af = framework(
      ['a', 'b', 'c', 'd'],
      [
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['d', 'a'],
      ],
    );
    const odd = framework(
      ['a', 'b', 'c', 'x'],
      [
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['a', 'x'],
      ],
    );
    expect(someExtension(odd, 'stable')).toBeNull();
    expect(skepticallyAccepted(odd, 'stable', 3)).toBe(true);
    expect(skepticallyAccepted(af, 'stable', 0)).toBe(false);
  });
});
