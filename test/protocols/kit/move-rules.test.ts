import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { answerFormat, describeMove, MOVES_ENVELOPE, movesFormat, once } from '../../../src/protocols/kit/move-rules.js';
import { fakeMove } from './rules.js';

const format = movesFormat(fakeMove);

describe('the usual answer format', () => {
  it('reads the moves an answer lists', () => {
    expect(format.read({ moves: [{ type: 'add', text: 'tea' }] })).toEqual({
      ok: true,
      moves: [{ type: 'add', text: 'tea' }],
      malformed: [],
    });
  });

  it('reads a bare list as the list of moves', () => {
    expect(format.read([{ type: 'add', text: 'tea' }])).toMatchObject({ ok: true, moves: [{ type: 'add', text: 'tea' }] });
  });

  it('sets a malformed move apart, naming the move, the field and what it received', () => {
    const read = format.read({
      moves: [
        { type: 'add', text: 'tea' },
        { type: 'tag', card: 'K1' },
      ],
    });
    expect(read).toMatchObject({ ok: true, moves: [{ type: 'add', text: 'tea' }] });
    expect(read.ok && read.malformed).toEqual([
      {
        move: { type: 'tag', card: 'K1' },
        reason: 'malformed (moves[1] (tag): "tag" is missing (expected string))',
        malformed: true,
        index: 1,
        type: 'tag',
        problem: 'moves[1] (tag): "tag" is missing (expected string)',
        fields: ['tag'],
      },
    ]);
  });

  it('fails the whole answer when every move it lists is malformed, saying which types exist', () => {
    const read = format.read({ moves: [{ type: 'shout' }] });
    expect(read).toMatchObject({ ok: false, problem: 'moves[0]: "type": received "shout", expected one of "add" | "tag"' });
  });

  it('reads a type and keys spelled another way, and says so', () => {
    const read = format.read({ moves: [{ Type: 'TAG', Card_ID: 'K1', TAG: 'warm' }] });
    expect(read).toEqual({
      ok: true,
      moves: [{ type: 'tag', card: 'K1', tag: 'warm' }],
      malformed: [],
      repairs: [
        'moves[0]: "Type" read as "type"',
        'moves[0]: type "TAG" read as "tag"',
        'moves[0]: "Card_ID" read as "card"',
        'moves[0]: "TAG" read as "tag"',
      ],
    });
  });

  it('reads a null in an optional field as the field left out, and says so', () => {
    const optional = movesFormat(z.object({ type: z.literal('note'), text: z.string(), tags: z.array(z.string()).default([]) }));
    expect(optional.read({ moves: [{ type: 'note', text: 'hot', tags: null }] })).toEqual({
      ok: true,
      moves: [{ type: 'note', text: 'hot', tags: [] }],
      malformed: [],
      repairs: ['moves[0]: "tags": null read as absent'],
    });
  });

  it('names the keys a move has that its type does not take', () => {
    const read = format.read({ moves: [{ type: 'add', words: 'tea' }] });
    expect(read).toMatchObject({
      ok: false,
      problem: 'moves[0] (add): "text" is missing (expected string); it also has "words", which add does not take',
    });
  });

  it('reads an envelope inside a wrapper object, and keys in another case, and says so', () => {
    expect(format.read({ answer: { MOVES: [{ type: 'add', text: 'tea' }] } })).toEqual({
      ok: true,
      moves: [{ type: 'add', text: 'tea' }],
      malformed: [],
      repairs: ['read the answer inside "answer"', '"MOVES" read as "moves"'],
    });
  });

  it("forgives the spelling of the envelope's own fields and of the objects they hold", () => {
    const flags = answerFormat({
      envelope: z.object({ flags: z.array(z.object({ item: z.string() })).default([]) }),
      move: z.object({ type: z.literal('flag'), item: z.string() }),
      moves: (e) => ({ listed: [], implied: e.flags.map((f) => ({ type: 'flag' as const, item: f.item })) }),
    });
    expect(flags.read({ Flags: [{ Item: 'P1' }] })).toEqual({
      ok: true,
      moves: [{ type: 'flag', item: 'P1' }],
      malformed: [],
      repairs: ['"Flags" read as "flags"', 'the answer.flags[0]: "Item" read as "item"'],
    });
  });

  it('reads a lone move as a list of one', () => {
    expect(format.read({ type: 'add', text: 'tea' })).toEqual({
      ok: true,
      moves: [{ type: 'add', text: 'tea' }],
      malformed: [],
      repairs: ['a lone move read as the list of moves'],
    });
  });

  it('fails an answer whose envelope is wrong, quoting the problem', () => {
    expect(format.read({ move: [] })).toEqual({ ok: false, problem: '"moves" is missing (expected array)' });
  });

  it('accepts an answer that lists no moves', () => {
    expect(format.read({ moves: [] })).toEqual({ ok: true, moves: [], malformed: [] });
  });
});

describe('a format of its own', () => {
  const verdict = answerFormat({
    envelope: MOVES_ENVELOPE.extend({ verdict: z.string().optional() }),
    move: z.object({ type: z.string(), text: z.string() }),
    normalize: (body) => (typeof body === 'string' ? { moves: [], verdict: body } : body),
    moves: (e) => ({ listed: e.moves, implied: e.verdict ? [{ type: 'verdict', text: e.verdict }] : [] }),
  });

  it('puts the moves the envelope implies before the ones it lists', () => {
    expect(verdict.read({ verdict: 'tea', moves: [{ type: 'note', text: 'hot' }] })).toMatchObject({
      ok: true,
      moves: [
        { type: 'verdict', text: 'tea' },
        { type: 'note', text: 'hot' },
      ],
    });
  });

  it('rewrites an answer given another accepted way before reading it', () => {
    expect(verdict.read('coffee')).toMatchObject({ ok: true, moves: [{ type: 'verdict', text: 'coffee' }] });
  });
});

describe('the rules of one answer', () => {
  it('allows a thing once per answer and refuses it the second time', () => {
    const scope = new Set<string>();
    expect(once(scope, 'tag:K1', 'K1 tagged')).toBeNull();
    expect(once(scope, 'tag:K1', 'K1 tagged')).toBe('K1 tagged twice in one answer; only the first counts');
  });

  it('names a move by its type and what it is about', () => {
    expect(describeMove({ type: 'tag', card: 'K1' }, ['card'])).toBe('tag on K1');
    expect(describeMove({ type: 'add' }, ['card'])).toBe('add move');
    expect(describeMove('nonsense', ['card'])).toBe('move');
  });
});
