import { describe, expect, it } from 'vitest';
import { edit, insert, nextId } from '../../../src/protocols/kit/draft.js';
import { receiveAnswer, refuseMove } from '../../../src/protocols/kit/receive-answer.js';
import { deepFreeze } from '../../helpers/freeze.js';
import { draftOf, fakeState, type FakeState } from './fake.js';
import { type FakeMove, RULES } from './rules.js';

/** Ann is due, with a note, a reminder and a problem from her last answer waiting for her. */
function waiting(): FakeState {
  return deepFreeze({
    ...fakeState(),
    attempts: { ann: 1 },
    lastProblem: { ann: 'no JSON object found' },
    inbox: { ann: ['a reminder'] },
    notes: { ann: ['a note'] },
    promptMark: { ann: 0 },
  });
}

function receive(state: FakeState, seat: string, moves: unknown[], refused: { move: unknown; reason: string }[] = []) {
  const draft = draftOf(state);
  const applied: FakeMove[] = [];
  const turn = receiveAnswer(draft, seat, { moves, refused }, RULES, (move) => {
    applied.push(move);
    if (move.type === 'add') {
      const id = nextId(draft, 'K');
      insert(draft, 'cards', id, { id, text: move.text, tags: [] });
    } else edit(draft, 'cards', move.card).tags.push(move.tag);
  });
  return { draft, turn, applied };
}

describe('receiving an answer', () => {
  it('applies the legal moves in order and finishes the turn', () => {
    const { draft, turn, applied } = receive(waiting(), 'ann', [{ type: 'add', text: 'tea' }]);
    expect(applied).toEqual([{ type: 'add', text: 'tea' }]);
    expect(turn).toEqual({ seat: 'ann', purpose: 'speak' });
    expect(draft.d.pending).toEqual([]);
  });

  it('checks each move against the state the moves before it left', () => {
    const { draft, applied } = receive(waiting(), 'ann', [
      { type: 'add', text: 'tea' },
      { type: 'tag', card: 'K2', tag: 'hot' },
    ]);
    expect(applied).toHaveLength(2);
    expect(draft.d.cards.K2!.tags).toEqual(['hot']);
  });

  it('delivers the mailbox: notes, reminders, the last problem and the failed attempts are cleared', () => {
    const { draft } = receive(waiting(), 'ann', []);
    expect(draft.d).toMatchObject({ inbox: { ann: [] }, notes: { ann: [] }, lastProblem: {}, attempts: { ann: 0 }, seen: { ann: 0 } });
  });

  it('tells the seat about the moves parse refused', () => {
    const { draft } = receive(waiting(), 'ann', [], [{ move: { type: 'tag', card: 'K7' }, reason: 'K7 does not exist' }]);
    expect(draft.out.map((n) => n.text)).toEqual(["Refused ann's tag on K7: K7 does not exist."]);
    expect(draft.d.inbox.ann).toEqual(['Your tag on K7 was refused: K7 does not exist.']);
  });

  it('refuses a recorded move that breaks the rules now, or no longer fits the schema', () => {
    const { draft, applied } = receive(waiting(), 'ann', [{ type: 'tag', card: 'K9', tag: 'x' }, { type: 'add' }]);
    expect(applied).toEqual([]);
    expect(draft.out.map((n) => [n.type, n.level])).toEqual([
      ['move.refused', 'warning'],
      ['move.refused', 'warning'],
    ]);
    expect(draft.d.inbox.ann).toEqual([
      'Your tag on K9 was refused: K9 does not exist.',
      expect.stringMatching(/^Your add move was refused: /),
    ]);
  });

  it('ignores an answer from a seat that is not due, changing nothing else', () => {
    const { draft, turn, applied } = receive(waiting(), 'bob', [{ type: 'add', text: 'tea' }]);
    expect(turn).toBeUndefined();
    expect(applied).toEqual([]);
    expect(draft.out.map((n) => [n.type, n.text, n.seat])).toEqual([
      ['move.ignored', 'An answer from bob arrived out of turn and was ignored.', 'bob'],
    ]);
    expect(draft.d.pending).toHaveLength(1);
  });
});

describe('refusing a move', () => {
  it('warns the person and tells the seat in its next prompt', () => {
    const draft = draftOf(fakeState());
    refuseMove(draft, 'ann', 'tag on K1', 'K1 is closed');
    expect(draft.out).toEqual([
      expect.objectContaining({ type: 'move.refused', text: "Refused ann's tag on K1: K1 is closed.", seat: 'ann', level: 'warning' }),
    ]);
    expect(draft.d.inbox.ann).toEqual(['Your tag on K1 was refused: K1 is closed.']);
  });
});
