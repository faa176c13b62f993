// A refused argumentation action says when it becomes possible.
import { describe, expect, it } from 'vitest';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import type { ArgState } from '../../../src/protocols/argumentation/state.js';
import { demoState, firstState, whenOf } from '../../harness/when.js';

describe('argumentation says when a refused action becomes possible', () => {
  it('says when a point can be overridden before the consultee has made one', () => {
    const state = firstState(argumentation) as ArgState;
    expect(argumentation.humanActions(state).some((a) => a.command === 'override')).toBe(false);
    expect(whenOf(argumentation, state, { command: 'override' })).toBeDefined();
  });

  it('says arbitration never runs in minimal mode, and says nothing where it is possible', () => {
    expect(whenOf(argumentation, firstState(argumentation, { mode: 'minimal' }), { kind: 'arbitrate' })).toBeDefined();
    expect(whenOf(argumentation, firstState(argumentation), { kind: 'arbitrate' })).toBeUndefined();
  });

  it('says when a challenge can be ruled on while its defense is still owed', () => {
    const state = demoState<ArgState>(argumentation, (s) => Object.values(s.challenges).some((c) => c.status === 'open'));
    const open = Object.values(state.challenges).find((c) => c.status === 'open')!;
    expect(whenOf(argumentation, state, { command: 'override', item: open.id })).toBeDefined();
    expect(whenOf(argumentation, state, { kind: 'rule', item: open.id })).toBeDefined();
  });

  it('says when a point that is neither deadlocked nor unresolved can be resolved', () => {
    const state = demoState<ArgState>(argumentation, (s) => s.pointOrder.length > 0);
    expect(whenOf(argumentation, state, { command: 'resolve', item: state.pointOrder[0]! })).toBeDefined();
  });
});
