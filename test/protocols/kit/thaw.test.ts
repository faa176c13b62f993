import { describe, expect, it } from 'vitest';
import { copyPlain, thaw } from '../../../src/protocols/kit/thaw.js';
import { deepFreeze } from '../../helpers/freeze.js';
import { fakeState, type FakeState, SHAPE } from './fake.js';

describe('thawing a state for one reduction', () => {
  const state: FakeState = deepFreeze({
    ...fakeState(),
    inbox: { ann: ['a reminder'] },
    undo: [{ seq: 1, kind: 'note', before: fakeState() }],
    journal: [{ type: 'x', text: 'y' }],
  });
  const thawed = thaw(state, SHAPE);

  it('gives a new top level with the same content', () => {
    expect(thawed).not.toBe(state);
    expect(thawed).toEqual(state);
  });

  it('copies a map of entries but shares its entries', () => {
    expect(thawed.cards).not.toBe(state.cards);
    expect(thawed.cards.K1).toBe(state.cards.K1);
  });

  it('shares the growing lists, the shared parts, the journal and the undo snapshots', () => {
    expect(thawed.order).toBe(state.order);
    expect(thawed.config).toBe(state.config);
    expect(thawed.journal).toBe(state.journal);
    expect(thawed.undo).toBe(state.undo);
  });

  it('copies everything else whole, so it can be changed in place', () => {
    expect(thawed.pending[0]).not.toBe(state.pending[0]);
    expect(thawed.inbox.ann).not.toBe(state.inbox.ann);
    thawed.inbox.ann!.push('another');
    expect(state.inbox.ann).toEqual(['a reminder']);
  });
});

describe('copying plain data', () => {
  it('copies nested objects and arrays, and keeps primitives', () => {
    const value = { a: [1, { b: 'c' }], d: null, e: undefined };
    const copy = copyPlain(value);
    expect(copy).toEqual(value);
    expect(copy.a).not.toBe(value.a);
    expect(copy.a[1]).not.toBe(value.a[1]);
  });
});
