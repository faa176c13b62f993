// A refused dialectic action says when it becomes possible.
import { describe, expect, it } from 'vitest';
import { RESOLUTION_ITEM } from '../../../src/protocols/dialectic/actions.js';
import { dialectic } from '../../../src/protocols/dialectic/index.js';
import { firstState, lastState, whenOf } from '../../harness/when.js';

describe('dialectic says when a refused action becomes possible', () => {
  it('says the resolution can be overruled once the synthesis has decided it', () => {
    const state = firstState(dialectic);
    expect(whenOf(dialectic, state, { command: 'override' })).toBeDefined();
    expect(whenOf(dialectic, state, { kind: 'overrule', item: RESOLUTION_ITEM })).toBeDefined();
  });

  it('says nothing once the resolution can be overruled, and says only the resolution can be, of any other item', () => {
    const state = lastState(dialectic);
    expect(whenOf(dialectic, state, { command: 'override', item: RESOLUTION_ITEM })).toBeUndefined();
    expect(whenOf(dialectic, state, { command: 'override', item: 'A1' })).toBeDefined();
  });
});
