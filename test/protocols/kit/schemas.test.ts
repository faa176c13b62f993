import { describe, expect, it } from 'vitest';
import { itemIdSchema, normalizedEnum } from '../../../src/protocols/kit/schemas.js';

describe('an enum models may spell freely', () => {
  const verdict = normalizedEnum(['AGREE', 'ILL-FORMED'] as const, { AGREED: 'AGREE' });

  it('matches regardless of case, spaces and underscores', () => {
    expect(verdict.parse(' agree ')).toBe('AGREE');
    expect(verdict.parse('ill_formed')).toBe('ILL-FORMED');
    expect(verdict.parse('Ill formed')).toBe('ILL-FORMED');
  });

  it('maps the aliases to their value', () => {
    expect(verdict.parse('agreed')).toBe('AGREE');
  });

  it('refuses a word that is neither a value nor an alias', () => {
    expect(verdict.safeParse('maybe').success).toBe(false);
  });
});

describe('an item id', () => {
  const id = itemIdSchema(['P', 'C'], 'expected an id such as P3 or C2');

  it('forgives case, a leading # and spaces', () => {
    expect(['p3', '#P3', ' P3 '].map((v) => id.parse(v))).toEqual(['P3', 'P3', 'P3']);
  });

  it('refuses another prefix with the message given', () => {
    const parsed = id.safeParse('L5');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('expected an id such as P3 or C2');
  });
});
