import { describe, expect, it } from 'vitest';
import { initialBookkeeping } from '../../../src/protocols/kit/state.js';

describe("the kit's bookkeeping in a new state", () => {
  const opening = [{ seat: 'ann', purpose: 'open' }];
  const fresh = initialBookkeeping(opening, ['P', 'C']);

  it('starts with the opening turns due and a counter at 0 for each id prefix', () => {
    expect(fresh.pending).toBe(opening);
    expect(fresh.counters).toEqual({ P: 0, C: 0 });
  });

  it('starts with nothing prepared, said, owed or undoable', () => {
    expect(fresh).toMatchObject({
      prepared: {},
      attempts: {},
      lastProblem: {},
      inbox: {},
      notes: {},
      journal: [],
      seen: {},
      promptMark: {},
      undo: [],
    });
  });
});
