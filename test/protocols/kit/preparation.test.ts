import { describe, expect, it } from 'vitest';
import { declaredPersona, preparationPlan, preparedSeat, unpreparedSeats } from '../../../src/protocols/kit/preparation.js';
import type { SeatDecl } from '../../../src/protocols/types.js';

describe('seat preparation', () => {
  it('owes a persona to every agent seat not yet prepared, not to the person or a script', () => {
    const seats = { ann: { kind: 'claude' }, bob: { kind: 'human' }, cat: { kind: 'script' }, dan: { kind: 'codex' }, eve: undefined };
    expect(unpreparedSeats(seats, { dan: 'sha-1' })).toEqual(['ann']);
  });

  it('plans the preparation of those seats with their personas, and nothing when none is owed', () => {
    expect(preparationPlan(['ann'], (seat) => `persona of ${seat}`)).toEqual({
      kind: 'prepare',
      seats: [{ seat: 'ann', persona: 'persona of ann' }],
    });
    expect(preparationPlan([], () => '')).toBeNull();
  });

  it('reads which seat a seat.prepared event prepared', () => {
    const event = { seq: 1, at: '', actor: 'runner', type: 'seat.prepared', data: { seat: 'ann', personaRef: 'sha-1' } };
    expect(preparedSeat(event)).toEqual({ seat: 'ann', personaRef: 'sha-1' });
    expect(preparedSeat({ ...event, type: 'agent.requested' })).toBeNull();
    expect(preparedSeat({ ...event, data: { seat: 'ann' } })).toBeNull();
  });

  it("gives a repeated seat its kind's persona, and an unknown seat a plain one", () => {
    const decls: SeatDecl[] = [
      {
        name: 'debater',
        label: 'Debater',
        description: '',
        required: true,
        whenAbsent: 'nobody',
        repeat: { min: 2, max: 4 },
        persona: 'You debate.',
      },
    ];
    expect(declaredPersona(decls, 'debater-2')).toBe('You debate.');
    expect(declaredPersona(decls, 'judge')).toContain('as the judge');
  });
});
