// A refused persuasion action says when it becomes possible.
import { describe, expect, it } from 'vitest';
import { persuasion } from '../../../src/protocols/persuasion/index.js';
import type { PersuasionState } from '../../../src/protocols/persuasion/state.js';
import { demoState, firstState, lastState, whenOf } from '../../harness/when.js';

describe('persuasion says when a refused action becomes possible', () => {
  it("says the verdict's winner can be overruled once the moderator has given the verdict", () => {
    expect(whenOf(persuasion, firstState(persuasion), { command: 'decide' })).toBeDefined();
  });

  it('says personas can be edited only before the first move', () => {
    const state = demoState<PersuasionState>(persuasion, (s) => s.moveOrder.length > 0);
    expect(whenOf(persuasion, state, { kind: 'persona' })).toBeDefined();
  });

  it("says a side's thesis is never struck", () => {
    const state = demoState<PersuasionState>(persuasion, (s) => s.thesis.pro !== undefined && s.stage !== 'done');
    expect(whenOf(persuasion, state, { command: 'override', item: state.thesis.pro! })).toBeDefined();
  });

  it("sends an override of a speech act's row to the statement it puts forward", () => {
    const state = demoState<PersuasionState>(persuasion, (s) => s.moveOrder.length > 0 && s.stage !== 'done');
    const claim = state.moveOrder.find((id) => state.moves[id]!.statement !== undefined)!;
    expect(whenOf(persuasion, state, { command: 'override', item: claim })).toContain(state.moves[claim]!.statement);
  });

  it('says K is closed once the debate has ended', () => {
    expect(whenOf(persuasion, lastState(persuasion), { command: 'constrain' })).toBeDefined();
  });
});
