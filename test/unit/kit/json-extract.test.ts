import { describe, expect, it } from 'vitest';
import { extractJson } from '../../../src/protocols/kit/json-extract.js';

describe('finding the JSON in an answer', () => {
  it('takes a fenced block first', () => {
    expect(extractJson('I think {"a": 0}.\n```json\n{"a": 1}\n```')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('takes a bare object inside prose', () => {
    expect(extractJson('Here you go: {"moves": []} Thanks.')).toEqual({ ok: true, value: { moves: [] } });
  });

  it('skips braces inside strings when looking for the end', () => {
    expect(extractJson('x {"text": "a } b"} y')).toEqual({ ok: true, value: { text: 'a } b' } });
  });

  it('says the answer was empty', () => {
    expect(extractJson('  ')).toEqual({ ok: false, problem: 'the answer was empty' });
  });

  it('says no JSON object was found in prose alone', () => {
    expect(extractJson('I agree.')).toEqual({ ok: false, problem: 'no JSON object found in the answer (expected one object, fenced or bare)' });
  });
});
