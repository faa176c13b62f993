import { describe, expect, it } from 'vitest';
import { parseAnswer } from '../../../src/protocols/kit/parse-answer.js';
import { problemHeadline } from '../../../src/protocols/kit/turns.js';
import { fakeState } from './fake.js';
import { RULES } from './rules.js';

const state = fakeState([
  { seat: 'ann', purpose: 'speak' },
  { seat: 'cat', purpose: 'judge' },
]);
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

  it('refuses illegal moves with the reason and keeps the rest', () => {
    const text = JSON.stringify({
      moves: [
        { type: 'tag', card: 'K1', tag: 'calm' },
        { type: 'tag', card: 'K1', tag: 'warm' },
        { type: 'add', text: 'coffee' },
      ],
    });
    const parsed = parse('ann', text);
    expect(parsed.ok && parsed.moves).toEqual([{ type: 'tag', card: 'K1', tag: 'calm' }]);
    expect(parsed.ok && parsed.refused.map((r) => r.reason)).toEqual([
      'K1 tagged twice in one answer; only the first counts',
      'coffee is off topic',
    ]);
  });

  it('sends a first answer with a malformed move back whole, naming the move, the field and the shape expected', () => {
    const parsed = parse(
      'ann',
      JSON.stringify({
        moves: [
          { type: 'add', text: 'tea' },
          { type: 'tag', card: 'K1' },
        ],
      }),
    );
    expect(parsed).toEqual({
      ok: false,
      problem:
        '1 of the 2 moves could not be read, so nothing from the answer was applied.\nSend the whole answer again, with this fixed:\n' +
        '- moves[1] (tag): "tag" is missing (expected string). Expected: {"type": "tag", "card": "…", "tag": "…"}',
    });
  });

  it('on the retry keeps the moves that can be read and refuses the malformed ones, marked as such', () => {
    const retry = { ...state, attempts: { ann: 1 } };
    const parsed = parseAnswer(retry, 'ann', JSON.stringify({ moves: [{ type: 'add', text: 'tea' }, { type: 'add' }] }), RULES);
    expect(parsed).toEqual({
      ok: true,
      moves: [{ type: 'add', text: 'tea' }],
      refused: [
        {
          move: { type: 'add' },
          reason: 'malformed (moves[1] (add): "text" is missing (expected string). Expected: {"type": "add", "text": "…"})',
          malformed: true,
        },
      ],
    });
  });

  it("states a problem's first line to anyone (the notice a person reads), and what to fix to the seat after it", () => {
    const owing = { ...RULES, owed: () => 'a tag for K1' };
    const malformed = parse('ann', JSON.stringify({ moves: [{ type: 'tag', card: 'K1' }] }));
    const unusable = parseAnswer(state, 'ann', '{"moves": [{"type": "add", "text": "coffee"}]}', owing);
    for (const parsed of [malformed, unusable]) {
      const problem = parsed.ok ? '' : parsed.problem;
      expect(problemHeadline(problem)).not.toMatch(/\byou(r)?\b/i);
      expect(problem.split('\n')[1]).toMatch(/^(Send the whole answer again|Answer again)/);
    }
  });

  it('sends back a first answer with no usable move while the seat owes one, saying what it owes', () => {
    const owing = { ...RULES, owed: () => 'a tag for K1' };
    const parsed = parseAnswer(state, 'ann', '{"moves": [{"type": "add", "text": "coffee"}]}', owing);
    expect(parsed).toEqual({
      ok: false,
      problem: [
        'The answer has no move that can be used, though this turn owes a tag for K1, so nothing was applied.\nAnswer again.',
        'Refused:',
        '- add move: coffee is off topic',
        'Expected: {"moves": [ …one object per move… ]}',
      ].join('\n'),
    });
  });

  it('accepts silence on the retry even while the seat owes something: the protocol then applies its rules', () => {
    const owing = { ...RULES, owed: () => 'a tag for K1' };
    expect(parseAnswer({ ...state, attempts: { ann: 1 } }, 'ann', '{"moves": []}', owing)).toEqual({ ok: true, moves: [], refused: [] });
  });

  it('says how the answer had to be read', () => {
    expect(parse('ann', "Sure:\n{'moves': [{'Type': 'add', 'text': 'tea'}]}")).toEqual({
      ok: true,
      moves: [{ type: 'add', text: 'tea' }],
      refused: [],
      repairs: ['near-JSON repaired (single quotes)', 'moves[0]: "Type" read as "type"'],
    });
  });

  it("quotes the protocol's own shape of a move when it gives one", () => {
    const shaped = {
      ...RULES,
      shape: (_s: unknown, _seat: string, type?: string) => (type ? `{"type": "${type}", …as in the prompt}` : undefined),
    };
    const parsed = parseAnswer(state, 'ann', '{"moves": [{"type": "add"}]}', shaped);
    expect(parsed.ok ? '' : parsed.problem).toContain('Expected: {"type": "add", …as in the prompt}');
  });
});
