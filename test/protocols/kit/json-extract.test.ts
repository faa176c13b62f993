import { describe, expect, it } from 'vitest';
import { type ExtractOptions, extractJson } from '../../../src/protocols/kit/json-extract.js';

const MOVES: ExtractOptions = { keys: ['moves'] };
const extracted = (text: string, options: ExtractOptions = MOVES) => {
  const found = extractJson(text, options);
  return found.ok ? found.value : found.problem;
};

describe('finding the JSON in an answer', () => {
  it('takes a fenced block over a fragment in the prose', () => {
    expect(extracted('I think {"a": 0}.\n```json\n{"a": 1}\n```', {})).toEqual({ a: 1 });
  });

  it('takes a bare object inside prose', () => {
    expect(extractJson('Here you go: {"moves": []} Thanks.')).toEqual({ ok: true, value: { moves: [] } });
  });

  it('skips braces inside strings when looking for the end', () => {
    expect(extractJson('x {"text": "a } b"} y')).toEqual({ ok: true, value: { text: 'a } b' } });
  });

  it('reads a fence whose JSON sits on the opening line', () => {
    expect(extracted('```json {"moves": [{"type": "add"}]} ```')).toEqual({ moves: [{ type: 'add' }] });
  });

  it("reads the whole object rather than a list inside it, even without the envelope's keys", () => {
    expect(extracted('In closing: {"moves": [{"type": "say"}]}', {})).toEqual({ moves: [{ type: 'say' }] });
  });

  it('says the answer was empty', () => {
    expect(extractJson('  ')).toEqual({ ok: false, problem: 'the answer was empty' });
  });

  it('says no JSON object was found in prose alone', () => {
    expect(extractJson('I agree.')).toEqual({
      ok: false,
      problem: 'no JSON object found in the answer (expected one object, fenced or bare)',
    });
  });
});

describe('the answer, not a fragment of it', () => {
  it('prefers the object holding the envelope key to an earlier list', () => {
    expect(extracted('Checked [1, 2] first.\n{"moves": [{"type": "add"}]}')).toEqual({ moves: [{ type: 'add' }] });
  });

  it('never takes the box of a markdown checklist for an empty list of moves', () => {
    expect(extracted('- [ ] check the docs\n- [x] run it\n\n{"moves": [{"type": "add"}]}')).toEqual({ moves: [{ type: 'add' }] });
  });

  it('prefers an answer that says something to an empty example placed before it', () => {
    const text = 'The format is:\n```json\n{"moves": []}\n```\nMy answer:\n```json\n{"moves": [{"type": "add"}]}\n```';
    expect(extracted(text)).toEqual({ moves: [{ type: 'add' }] });
  });

  it('takes the final answer over an earlier draft, and says it chose', () => {
    const found = extractJson('Draft: {"moves": [{"type": "a"}]}\nFinal: {"moves": [{"type": "b"}]}', MOVES);
    expect(found).toEqual({
      ok: true,
      value: { moves: [{ type: 'b' }] },
      repairs: ['the answer held 2 JSON values; read the bare one at character 42'],
    });
  });

  it('takes a fenced answer over a later restatement in the prose', () => {
    const text = '```json\n{"moves": [{"type": "a"}, {"type": "b"}]}\n```\nIn short: {"moves": [{"type": "a"}]}';
    expect(extracted(text)).toEqual({ moves: [{ type: 'a' }, { type: 'b' }] });
  });

  it('finds the envelope inside a wrapper object', () => {
    expect(extracted('noise [3] {"response": {"moves": [{"type": "a"}]}}')).toEqual({ response: { moves: [{ type: 'a' }] } });
  });

  it('reads inner objects of an answer that is never closed as nothing, and says it was cut off', () => {
    expect(extracted('{"moves": [{"type": "a"}, {"type": "b"')).toBe(
      'the JSON that starts {"moves": [{"type": "a"}, {"ty… is never closed (was the answer cut off?); expected one JSON object with "moves", fenced or bare',
    );
  });

  it('says a number list in the prose is not an answer instead of reading it as one', () => {
    expect(extracted('As noted in [1], Redis wins.')).toBe(
      'no JSON object found in the answer (expected one JSON object with "moves", fenced or bare); [1] in the prose is not an answer',
    );
  });
});

describe('near-JSON, repaired and said', () => {
  const repaired = (text: string) => extractJson(text, MOVES);

  it('repairs trailing commas', () => {
    expect(repaired('{"moves": [{"type": "add",},],}')).toEqual({
      ok: true,
      value: { moves: [{ type: 'add' }] },
      repairs: ['near-JSON repaired (trailing comma)'],
    });
  });

  it('repairs single quotes', () => {
    expect(repaired("{'moves': [{'type': 'add', 'text': \"it's fine\"}]}")).toMatchObject({
      ok: true,
      value: { moves: [{ type: 'add', text: "it's fine" }] },
      repairs: ['near-JSON repaired (single quotes)'],
    });
  });

  it('repairs typographic quotes', () => {
    expect(repaired('{“moves”: [{“type”: “add”}]}')).toEqual({
      ok: true,
      value: { moves: [{ type: 'add' }] },
      repairs: ['near-JSON repaired (typographic quotes)'],
    });
  });

  it('repairs comments', () => {
    expect(repaired('{"moves": [\n  // the main one\n  {"type": "add"}\n]}')).toEqual({
      ok: true,
      value: { moves: [{ type: 'add' }] },
      repairs: ['near-JSON repaired (comments)'],
    });
  });

  it('repairs unquoted keys and Python constants together', () => {
    expect(repaired('{moves: [{type: "add", done: True, note: None}]}')).toEqual({
      ok: true,
      value: { moves: [{ type: 'add', done: true, note: null }] },
      repairs: ['near-JSON repaired (unquoted keys, Python constants)'],
    });
  });

  it('passes over braces the repair cannot turn into JSON, and finds the answer after them', () => {
    expect(extracted('{a:a(}\n{"moves": [{"type": "add"}]}')).toEqual({ moves: [{ type: 'add' }] });
  });

  it('finds an answer that brackets in the prose happen to enclose', () => {
    expect(extracted('[\n{"moves": [{"type": "add"}]}\nsee (a]')).toEqual({ moves: [{ type: 'add' }] });
  });

  it('leaves prose in braces alone rather than inventing an object', () => {
    expect(extracted('We could {see below} later.')).toMatch(/^no JSON object found/);
  });
});
