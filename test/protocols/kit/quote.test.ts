import { describe, expect, it } from 'vitest';
import { quote } from '../../../src/protocols/kit/quote.js';

describe('quoting words in a notice', () => {
  it('puts them on one line, in quotation marks', () => {
    expect(quote('  Tea\n  is   calmer ')).toBe('“Tea is calmer”');
  });

  it('cuts a long text to the limit with an ellipsis', () => {
    expect(quote('abcdefghij', 5)).toBe('“abcd…”');
  });
});
