import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { insert, nextId, notify } from '../../../src/protocols/kit/draft.js';
import { readEvent, reducer, UNDO_DEPTH } from '../../../src/protocols/kit/reducer.js';
import type { DebateEvent } from '../../../src/protocols/types.js';
import { deepFreeze } from '../../helpers/freeze.js';
import { fakeState, type FakeState, place, SHAPE } from './fake.js';

const tick = z.object({ rounds: z.number().int().min(1) });

/** A protocol with one runner event (`clock.ticked`) and one human action (`add`, a card). */
const reduce = reducer<FakeState>({
  shape: SHAPE,
  place,
  sealsUndo: ['clock.ticked'],
  dispatch(draft, event) {
    const data = readEvent(draft, event, tick);
    if (!data) return;
    draft.d.round += data.rounds;
    draft.closed = { unit: 'round', label: `round ${draft.d.round - 1}` };
  },
  checkHuman: (_state, kind, input) => {
    if (kind === 'undo') return null;
    if (kind !== 'add') return `"${kind}" is not available now`;
    return input.text?.trim() ? null : 'add needs a text';
  },
  applyHuman(draft, _kind, input) {
    const id = nextId(draft, 'K');
    insert(draft, 'cards', id, { id, text: input.text ?? '', tags: [] });
    notify(draft, 'card.added', `${id} is added.`);
  },
});

let seq = 0;
const event = (type: string, data: Record<string, unknown> = {}): DebateEvent => ({
  seq: ++seq,
  at: '2026-01-01T00:00:00.000Z',
  actor: 'human',
  type,
  data,
});
const fold = (state: FakeState, ...events: DebateEvent[]) => events.reduce((s, e) => reduce(deepFreeze(s), e).state, state);

describe('the reducer scaffold', () => {
  it('returns the very same state for an event the protocol does not read', () => {
    const state = deepFreeze(fakeState());
    const reduction = reduce(state, event('agent.responded', { seat: 'ann' }));
    expect(reduction).toEqual({ state, notices: [] });
    expect(reduction.state).toBe(state);
  });

  it('records which persona a prepared seat was given', () => {
    const { state } = reduce(deepFreeze(fakeState()), event('seat.prepared', { seat: 'ann', personaRef: 'sha-1' }));
    expect(state.prepared).toEqual({ ann: 'sha-1' });
  });

  it('applies a human action the protocol accepts, never touching the given state', () => {
    const before = deepFreeze(fakeState());
    const { state, notices } = reduce(before, event('human.add', { text: 'Coffee wakes', reason: 'x' }));
    expect(state.cards.K2).toEqual({ id: 'K2', text: 'Coffee wakes', tags: [] });
    expect(notices.map((n) => n.type)).toEqual(['card.added']);
    expect(before.cards.K2).toBeUndefined();
  });

  it('refuses a human action the protocol rejects: a warning in the journal, nothing else changes', () => {
    const before = deepFreeze(fakeState());
    const { state, notices } = reduce(before, event('human.add', { text: ' ' }));
    expect(notices).toEqual([
      { type: 'action.refused', text: 'Refused: add needs a text.', section: 'Round 1', mark: 'r1', level: 'warning' },
    ]);
    expect({ ...state, journal: [] }).toEqual({ ...before, journal: [] });
    expect(state.journal).toEqual(notices);
  });

  it('undoes the last human action, keeping both notices in the journal', () => {
    const added = fold(fakeState(), event('human.add', { text: 'Coffee wakes' }));
    const { state, notices } = reduce(deepFreeze(added), event('human.undo', { reason: 'typo' }));
    expect(state.cards.K2).toBeUndefined();
    expect(state.counters.K).toBe(1);
    expect(notices[0]!.text).toMatch(/^The person undoes their add \(event \d+\): typo\.$/);
    expect(state.journal.map((n) => n.type)).toEqual(['card.added', 'human.undo']);
    expect(state.undo).toEqual([]);
  });

  it('keeps a seat prepared after an undo: its persona is written and never taken back', () => {
    const added = fold(
      fakeState(),
      event('human.add', { text: 'Coffee wakes' }),
      event('seat.prepared', { seat: 'critic', personaRef: 'abc' }),
    );
    const { state } = reduce(deepFreeze(added), event('human.undo', {}));
    expect(state.cards.K2).toBeUndefined();
    expect(state.prepared).toEqual({ critic: 'abc' });
  });

  it('refuses an undo when there is nothing to undo', () => {
    const { notices } = reduce(deepFreeze(fakeState()), event('human.undo', {}));
    expect(notices.map((n) => n.text)).toEqual(['Refused: nothing to undo.']);
  });

  it('seals undo once agents act: what they saw can no longer be taken back', () => {
    const state = fold(fakeState(), event('human.add', { text: 'Coffee wakes' }), event('clock.ticked', { rounds: 1 }));
    expect(state.undo).toEqual([]);
    expect(reduce(deepFreeze(state), event('human.undo', {})).notices[0]!.type).toBe('action.refused');
  });

  it(`keeps the last ${UNDO_DEPTH} human actions undoable and lets older ones go`, () => {
    const adds = Array.from({ length: UNDO_DEPTH + 3 }, (_, i) => event('human.add', { text: `card ${i}` }));
    const state = fold(fakeState(), ...adds);
    expect(state.undo).toHaveLength(UNDO_DEPTH);
    expect(state.undo[0]!.seq).toBe(adds[3]!.seq);
  });

  it('ignores a malformed event with a warning naming it', () => {
    const e = event('clock.ticked', { rounds: 'many' });
    const { state, notices } = reduce(deepFreeze(fakeState()), e);
    expect(notices.map((n) => [n.type, n.text, n.level])).toEqual([
      ['event.ignored', `Event ${e.seq} (clock.ticked) is malformed and was ignored.`, 'warning'],
    ]);
    expect(state.round).toBe(1);
  });

  it('reports the step unit an event closed', () => {
    expect(reduce(deepFreeze(fakeState()), event('clock.ticked', { rounds: 1 })).closed).toEqual({ unit: 'round', label: 'round 1' });
  });
});
