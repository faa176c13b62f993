import { describe, expect, it } from 'vitest';
import { isPersonSeat, playerOf, resolveSeats, withPlayers } from '../../../src/protocols/kit/players.js';
import { withSeat } from '../../../src/protocols/kit/seats.js';
import type { SeatDecl } from '../../../src/protocols/types.js';

const seat = (name: string, whenAbsent: SeatDecl['whenAbsent'], more: Partial<SeatDecl> = {}): SeatDecl => ({
  name,
  label: name,
  description: name,
  required: false,
  whenAbsent,
  persona: name,
  ...more,
});
const DECLS: SeatDecl[] = [
  seat('lead', 'person'),
  seat('aide', 'person', { inherits: 'lead' }),
  seat('critic', 'nobody'),
  seat('referee', 'engine'),
  seat('debater', 'person', { repeat: { min: 2, max: 4 } }),
];

describe('seats resolved from their declaration', () => {
  it('gives an assigned seat to its agent, or to the person when assigned human', () => {
    const table = resolveSeats(DECLS, { lead: { kind: 'codex' }, critic: { kind: 'human' } });
    expect(table.lead).toEqual({ by: 'agent', spec: { kind: 'codex' } });
    expect(table.critic).toEqual({ by: 'person' });
  });

  it('gives an empty seat to whom its declaration names: the person, nobody or the engine', () => {
    const table = resolveSeats(DECLS, {});
    expect([table.lead, table.critic, table.referee]).toEqual([{ by: 'person' }, { by: 'nobody' }, { by: 'engine' }]);
  });

  it('gives an empty seat that inherits another the agent of that seat', () => {
    expect(resolveSeats(DECLS, { lead: { kind: 'claude', model: 'opus' } }).aide).toEqual({
      by: 'agent',
      spec: { kind: 'claude', model: 'opus' },
    });
  });

  it('lists a repeated family only for its assigned seats; any other seat is played by nobody', () => {
    const config = withPlayers(DECLS)({ seats: { 'debater-1': { kind: 'human' }, 'debater-2': { kind: 'gemini' } } });
    expect(isPersonSeat(config, 'debater-1')).toBe(true);
    expect(playerOf(config, 'debater-2')).toEqual({ by: 'agent', spec: { kind: 'gemini' } });
    expect(playerOf(config, 'debater-3')).toEqual({ by: 'nobody' });
  });

  it('follows a seat changing hands during the debate', () => {
    const state = { config: withPlayers(DECLS)({ seats: { lead: { kind: 'codex' } } }) };
    const next = withSeat(state, 'lead', { kind: 'human' });
    expect(isPersonSeat(next.config, 'lead')).toBe(true);
    expect(isPersonSeat(state.config, 'lead')).toBe(false);
  });
});
