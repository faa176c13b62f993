// Finding the answer in prose, for any prose and any answer: the answer written among brackets,
// braces, quotes and lists in the text around it is found whole, fenced or bare.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractJson } from '../../../src/protocols/kit/json-extract.js';
import { budget } from '../../helpers/property.js';

// Prose with the characters that fool a naive extractor (no backticks: those would open fences).
const prose = fc.string({ unit: fc.constantFrom(...'ab Z.,:;-\n"\'[]{}()12*#'.split('')), maxLength: 80 });
const text = fc.string({ unit: fc.constantFrom(...'xy {}[]",:\'\\é“”'.split('')), maxLength: 20 });
const move = fc.record({
  type: fc.constantFrom('point', 'defend'),
  claim: text,
  refs: fc.array(fc.constantFrom('P1', 'C2'), { maxLength: 2 }),
});
const answer = fc.record({ moves: fc.array(move, { minLength: 1, maxLength: 4 }) });

describe('extracting the answer from prose', () => {
  it('never throws, whatever the text: it finds a value or says why not', () => {
    const anything = fc.string({ unit: fc.constantFrom(...'ab:,\'"“”[]{}()\\/*\n TrueNone#-`'.split('')), maxLength: 120 });
    fc.assert(
      fc.property(anything, (written) => {
        const found = extractJson(written, { keys: ['moves'] });
        expect(typeof (found.ok ? found.value : found.problem)).not.toBe('undefined');
      }),
      { numRuns: 2000, ...budget(15_000) },
    );
  });

  it('finds the answer whole, fenced or bare, whatever prose surrounds it', () => {
    fc.assert(
      fc.property(prose, answer, prose, fc.boolean(), (before, value, after, fenced) => {
        const json = JSON.stringify(value);
        const written = `${before}\n${fenced ? `\`\`\`json\n${json}\n\`\`\`` : json}\n${after}`;
        expect(extractJson(written, { keys: ['moves'] })).toMatchObject({ ok: true, value });
      }),
      { numRuns: 400, ...budget(15_000) },
    );
  });
});
