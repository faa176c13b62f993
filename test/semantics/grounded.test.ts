// The linear-time grounded labelling: long chains without recursion, duplicates, self-attacks.
import { describe, expect, it } from 'vitest';
import { EdgeList, framework, frameworkFromEdges, IN, OUT, UNDEC } from '../../src/semantics/dung.js';
import { groundedLabelling } from '../../src/semantics/grounded.js';

describe('the grounded labelling', () => {
  it('labels a chain of a million attacks alternately IN and OUT, with no recursion', () => {
    const n = 1_000_000;
    const edges = new EdgeList();
    for (let i = 0; i + 1 < n; i++) edges.push(i, i + 1);
    const labels = groundedLabelling(frameworkFromEdges(n, edges));
    expect([labels[0], labels[1], labels[n - 2], labels[n - 1]]).toEqual([IN, OUT, IN, OUT]);
    expect(labels.filter((l) => l === IN).length).toBe(n / 2);
  });

  it('counts a duplicated attack twice and discounts it twice, so c is reinstated once b is OUT', () => {
    const af = framework(
      ['a', 'b', 'c'],
      [
        ['a', 'b'],
        ['b', 'c'],
        ['b', 'c'],
        ['a', 'b'],
      ],
    );
    expect(Array.from(groundedLabelling(af))).toEqual([IN, OUT, IN]);
  });

  it('never labels a self-attacker IN, and labels it OUT when an IN argument attacks it', () => {
    expect(Array.from(groundedLabelling(framework(['a'], [['a', 'a']])))).toEqual([UNDEC]);
    expect(
      Array.from(
        groundedLabelling(
          framework(
            ['a', 'b'],
            [
              ['a', 'a'],
              ['b', 'a'],
            ],
          ),
        ),
      ),
    ).toEqual([OUT, IN]);
  });

  it('leaves an argument UNDEC while one of its attackers is UNDEC, even if another is OUT', () => {
    const af = framework(
      ['a', 'b', 'c', 'd'],
      [
        ['a', 'b'],
        ['b', 'a'],
        ['d', 'c'],
        ['a', 'd'],
        ['c', 'a'],
      ],
    );
    expect(Array.from(groundedLabelling(af))).toEqual([UNDEC, UNDEC, UNDEC, UNDEC]);
  });
});
