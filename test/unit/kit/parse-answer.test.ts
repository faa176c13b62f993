import { describe, expect, it } from 'vitest';
import { parseAnswer } from '../../../src/protocols/kit/parse-answer.js';
import { fakeState } from './fake.js';
import { RULES } from './rules.js';

const state = fakeState([{ seat: 'ann', purpose: 'speak' }, { seat: 'cat', purpose: 'judge' }]);
const parse = (seat: string, text: string) => parseAnswer(state, seat, text, RULES);

describe('parsing an answer', () => {
  it('finds the JSON in the prose around it and keeps the legal moves', () => {
    expect(parse('ann', 'Here:\n```json\n{"moves": [{"type": "add", "text": "tea"}]}\n```')).toEqual({
      ok: true,
      moves: [{ type: 'add', text: 'tea' }],
      refused: [],
    });
  });

  it('refuses an answer from a seat that is not due', () => {
    expect(parse('bob', '{"moves": []}')).toEqual({ ok: false, problem: "it is not bob's turn" });
  });

  it('fails an answer with no JSON in it', () => {
    expect(parse('ann', 'I agree with everything.')).toEqual({ ok: false, problem: expect.stringContaining('no JSON object found') });
  });

  it('fails an answer from a seat the protocol has no format for', () => {
    expect(parse('cat', '{"moves": []}')).toEqual({ ok: false, problem: 'cat is not a seat of this protocol' });
  });

  it('refuses illegal moves with the reason, malformed ones first, and keeps the rest', () => {
    const text = JSON.stringify({
      moves: [
        { type: 'tag', card: 'K1', tag: 'calm' },
        { type: 'tag', card: 'K1', tag: 'warm' },
        { type: 'add', text: 'coffee' },
        { type: 'add' },
      ],
    });
    const parsed = parse('ann', text);
    expect(parsed.ok && parsed.moves).toEqual([{ type: 'tag', card: 'K1', tag: 'calm' }]);
    expect(parsed.ok && parsed.refused.map((r) => r.reason)).toEqual([
      expect.stringMatching(/^malformed \(moves\[3\]\.text/),
      'K1 tagged twice in one answer; only the first counts',
      'coffee is off topic',
    ]);
  });
});
