import { describe, expect, it, vi } from 'vitest';
import { dueBatch, dueTurn, failTurn, finishTurn, MAX_ATTEMPTS } from '../../../src/protocols/kit/turns.js';
import { deepFreeze } from '../../helpers/freeze.js';
import { draftOf, fakeState } from './fake.js';

const opening = [
  { seat: 'ann', purpose: 'open', group: 'opening' },
  { seat: 'bob', purpose: 'open', group: 'opening' },
  { seat: 'cat', purpose: 'judge' },
];

describe('due turns', () => {
  it("finds a seat's due turn, and none for a seat that is not due", () => {
    const state = fakeState(opening);
    expect(dueTurn(state, 'bob')).toBe(state.pending[1]);
    expect(dueTurn(state, 'dan')).toBeUndefined();
  });

  it('asks the first due turn together with the rest of its parallel group', () => {
    expect(dueBatch(fakeState(opening)).map((t) => t.seat)).toEqual(['ann', 'bob']);
  });

  it('asks a turn outside any group alone', () => {
    expect(
      dueBatch(
        fakeState([
          { seat: 'cat', purpose: 'judge' },
          { seat: 'ann', purpose: 'speak' },
        ]),
      ).map((t) => t.seat),
    ).toEqual(['cat']);
  });

  it('has nothing to ask when no turn is due', () => {
    expect(dueBatch(fakeState([]))).toEqual([]);
  });

  it('takes a finished turn off the list and leaves the others', () => {
    const draft = draftOf(deepFreeze(fakeState(opening)));
    finishTurn(draft, draft.d.pending[0]!);
    expect(draft.d.pending.map((t) => t.seat)).toEqual(['bob', 'cat']);
  });
});

describe('a turn that produced nothing usable', () => {
  it('stays due after the first failure, with the problem kept for the retry prompt', () => {
    const draft = draftOf(deepFreeze(fakeState()));
    const exit = vi.fn();
    failTurn(draft, 'ann', 'no JSON object found', exit);
    expect(draft.d.pending.map((t) => t.seat)).toEqual(['ann']);
    expect(draft.d.attempts.ann).toBe(1);
    expect(draft.d.lastProblem.ann).toBe('no JSON object found');
    expect(draft.out.map((n) => [n.type, n.text, n.level])).toEqual([
      ['turn.failed', "ann's answer could not be used: no JSON object found. It is asked once more.", 'warning'],
    ]);
    expect(exit).not.toHaveBeenCalled();
  });

  it('keeps its failure out of the journal: the seat reads the problem once, in its retry prompt', () => {
    const draft = draftOf(deepFreeze(fakeState()));
    failTurn(draft, 'ann', 'no JSON object found', vi.fn());
    expect(draft.d.journal).toEqual([]);
  });

  it(`is given up after ${MAX_ATTEMPTS} failures, and the protocol's exit says what follows`, () => {
    const draft = draftOf(deepFreeze(fakeState()));
    const exit = vi.fn();
    failTurn(draft, 'ann', 'timed out', exit);
    failTurn(draft, 'ann', 'timed out again', exit);
    expect(draft.d.pending).toEqual([]);
    expect(exit).toHaveBeenCalledExactlyOnceWith({ seat: 'ann', purpose: 'speak' }, 'timed out again');
  });

  it('changes nothing when the seat has no turn due', () => {
    const draft = draftOf(deepFreeze(fakeState()));
    failTurn(draft, 'bob', 'timed out', () => undefined);
    expect(draft.out).toEqual([]);
    expect(draft.d.attempts).toEqual({});
  });
});
