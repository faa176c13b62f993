import { describe, expect, it } from 'vitest';
import { reducer } from '../../../src/protocols/kit/reducer.js';
import { EVENT } from '../../../src/protocols/contract/platform-events.js';
import { describeAssignment, seatChange, withSeat } from '../../../src/protocols/kit/seats.js';
import type { DebateEvent } from '../../../src/protocols/types.js';
import { deepFreeze } from '../../helpers/freeze.js';
import { fakeState, type FakeState, place, SHAPE } from './fake.js';

const event = (data: Record<string, unknown>, type: string = EVENT.sessionSeat): DebateEvent => ({
  seq: 9,
  at: '2026-01-01T00:00:00.000Z',
  actor: 'human',
  type,
  data,
});

type Seated = FakeState & { config: FakeState['config'] & { seats: Record<string, { kind: string }> } };
const seated = (): Seated => ({ ...fakeState(), config: { ...fakeState().config, seats: { ann: { kind: 'codex' } } } });

const reduce = reducer<FakeState>({
  shape: SHAPE,
  place,
  sealsUndo: [],
  dispatch: () => undefined,
  checkHuman: () => null,
  applyHuman: () => undefined,
});

describe('a seat changing hands', () => {
  it('is read from a session.seat event with a seat and a spec of some kind', () => {
    expect(seatChange(event({ seat: 'ann', spec: { kind: 'human' } }))).toEqual({ seat: 'ann', spec: { kind: 'human' } });
    expect(seatChange(event({ seat: 'ann', spec: { model: 'x' } }))).toBeUndefined();
    expect(seatChange(event({ seat: 'ann', spec: { kind: 'human' } }, 'session.budgets'))).toBeUndefined();
  });

  it('replaces the seat in the config of a state that keeps its seats there, and nothing else', () => {
    const state = deepFreeze(seated());
    const next = withSeat(state, 'ann', { kind: 'claude', model: 'opus' });
    expect(next.config.seats).toEqual({ ann: { kind: 'claude', model: 'opus' } });
    expect(next.config.limits).toBe(state.config.limits);
    expect(state.config.seats.ann).toEqual({ kind: 'codex' });
  });

  it('leaves a state without seats in its config as it is', () => {
    const state = fakeState();
    expect(withSeat(state, 'ann', { kind: 'human' })).toBe(state);
  });

  it('is applied by the reducer scaffold with a notice saying who plays the seat now', () => {
    const { state, notices } = reduce(deepFreeze(seated()), event({ seat: 'ann', spec: { kind: 'human' } }));
    expect((state as Seated).config.seats.ann).toEqual({ kind: 'human' });
    expect(notices).toEqual([
      expect.objectContaining({ type: 'seat.changed', text: 'The ann seat is now played by the person.', seat: 'ann' }),
    ]);
    expect(state.journal.at(-1)).toEqual(notices[0]);
  });

  it('names an agent by its kind and options', () => {
    expect(describeAssignment({ kind: 'openai', base: 'http://127.0.0.1:8080/v1', model: 'llama' })).toBe(
      'openai (base=http://127.0.0.1:8080/v1, model=llama)',
    );
    expect(describeAssignment({ kind: 'codex' })).toBe('codex');
  });
});
