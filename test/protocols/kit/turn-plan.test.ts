import { describe, expect, it } from 'vitest';
import { planTurns, type TurnAsker } from '../../../src/protocols/kit/turn-plan.js';
import type { Turn } from '../../../src/protocols/kit/turns.js';
import { fakeState } from './fake.js';

const asker = (humans: string[] = []): TurnAsker<Turn> => ({
  isHuman: (seat) => humans.includes(seat),
  prompt: (turn) => ({ full: `${turn.seat}, please ${turn.purpose}` }),
  actions: (seat) => [{ kind: 'say', command: 'other', label: `${seat} says`, targets: [], schema: {} }],
});

const parallel = [
  { seat: 'ann', purpose: 'open', group: 'opening' },
  { seat: 'bob', purpose: 'open', group: 'opening' },
];

describe('planning the due turns', () => {
  it('plans nothing when no turn is due', () => {
    expect(planTurns(fakeState([]), asker())).toBeUndefined();
  });

  it('asks every agent of a parallel group at once', () => {
    expect(planTurns(fakeState(parallel), asker())).toEqual({
      kind: 'ask',
      requests: [
        { seat: 'ann', prompt: { full: 'ann, please open' }, parallelGroup: 'opening', purpose: 'open' },
        { seat: 'bob', prompt: { full: 'bob, please open' }, parallelGroup: 'opening', purpose: 'open' },
      ],
    });
  });

  it('says a request is a retry when the seat failed before', () => {
    const state = { ...fakeState(), attempts: { ann: 1 } };
    expect(planTurns(state, asker())).toMatchObject({ kind: 'ask', requests: [{ seat: 'ann', purpose: 'retry speak' }] });
  });

  it('asks the agents of a batch first when the person sits in another of its seats', () => {
    expect(planTurns(fakeState(parallel), asker(['ann']))).toMatchObject({ kind: 'ask', requests: [{ seat: 'bob' }] });
  });

  it('waits for the person when only they are due, with their prompt and the moves they may compose', () => {
    expect(planTurns(fakeState(), asker(['ann']))).toEqual({
      kind: 'await-human',
      seat: 'ann',
      prompt: { full: 'ann, please speak' },
      actions: [{ kind: 'say', command: 'other', label: 'ann says', targets: [], schema: {} }],
    });
  });
});
