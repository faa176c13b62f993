// A refused crux action says when it becomes possible.
import { describe, expect, it } from 'vitest';
import { crux } from '../../../src/protocols/crux/index.js';
import type { CruxState } from '../../../src/protocols/crux/state.js';
import { demoState, firstState, lastState, whenOf } from '../../harness/when.js';

describe('crux says when a refused action becomes possible', () => {
  it('says the crux question is locked once EVIDENCE begins', () => {
    const state = demoState<CruxState>(crux, (s) => s.stage === 'EVIDENCE' && s.ended === undefined);
    expect(whenOf(crux, state, { command: 'reframe' })).toBeDefined();
  });

  it('says nothing about setting the crux question while it may still be set', () => {
    expect(whenOf(crux, firstState(crux), { command: 'reframe' })).toBeUndefined();
  });

  it('says a TopClaim and a note can no longer be given once the debate has ended', () => {
    const state = lastState<CruxState>(crux);
    expect(whenOf(crux, state, { kind: 'topclaim' })).toBeDefined();
    expect(whenOf(crux, state, { command: 'note' })).toBeDefined();
  });
});
