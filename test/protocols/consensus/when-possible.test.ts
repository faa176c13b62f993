// A refused consensus action says when it becomes possible.
import { describe, expect, it } from 'vitest';
import { consensus } from '../../../src/protocols/consensus/index.js';
import type { ConsensusState } from '../../../src/protocols/consensus/state.js';
import { demoState, firstState, lastState, whenOf } from '../../harness/when.js';

describe('consensus says when a refused action becomes possible', () => {
  it('says when a verdict can be overridden and a dissent answered before any challenge round', () => {
    const state = firstState(consensus);
    expect(whenOf(consensus, state, { command: 'override' })).toBeDefined();
    expect(whenOf(consensus, state, { kind: 'decide' })).toBeDefined();
  });

  it('says a verdict of an earlier round can no longer be overridden', () => {
    const state = demoState<ConsensusState>(
      consensus,
      (s) => s.round > 1 && s.order.some((id) => s.items[id]!.kind === 'verdict' && s.items[id]!.round < s.round),
    );
    const old = state.order.find((id) => state.items[id]!.kind === 'verdict' && state.items[id]!.round < state.round)!;
    expect(whenOf(consensus, state, { command: 'override', item: old })).toBeDefined();
  });

  it('says the personas are fixed once their files are written', () => {
    expect(whenOf(consensus, lastState(consensus), { command: 'edit' })).toBeDefined();
  });
});
