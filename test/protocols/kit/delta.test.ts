import { describe, expect, it } from 'vitest';
import { withDelta } from '../../../src/protocols/kit/delta.js';
import { fakeState } from './fake.js';

const journal = [
  { type: 'card.added', text: 'K1 is added.' },
  { type: 'card.added', text: 'K2 is added.' },
];

describe('the delta prompt', () => {
  it('is not offered before the seat has answered once', () => {
    expect(withDelta({ ...fakeState(), journal }, 'ann', 'FULL', '# Round 2', () => ['rest'])).toEqual({ full: 'FULL' });
  });

  it('gives the heading, what happened since the seat last answered, then the rest', () => {
    const state = { ...fakeState(), journal, seen: { ann: 1 } };
    expect(withDelta(state, 'ann', 'FULL', '# Round 2', () => ['## Your work\n- tag K2', ''])).toEqual({
      full: 'FULL',
      delta: '# Round 2\n\n## What happened since your last answer\n- K2 is added.\n\n## Your work\n- tag K2',
    });
  });
});
