import { describe, expect, it } from 'vitest';
import { grouped } from '../../src/text/numbers.js';

describe('grouped', () => {
  it('writes a number as en-US does, thousands grouped and at most three decimals', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 1_234_567, -4_321, 5.43219, 1234.5, 0.0004, 2 ** 40]) {
      expect(grouped(n), String(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('leaves a number that is not finite as JavaScript writes it', () => {
    expect(grouped(Number.NaN)).toBe('NaN');
    expect(grouped(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});
