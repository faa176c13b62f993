// Who plays each seat, resolved once from the declaration before an engine reads the config: an
// agent, the person, nobody, or the engine itself. A seat nobody was assigned to follows its
// declaration (`inherits` another seat's agent, else `whenAbsent`), so no engine writes its own
// rule for an empty seat. The table travels in the configured config (`players`); a seat changing
// hands during the debate (`session.seat`) is applied to it by `withSeat` (seats.ts).
import type { SeatDecl } from '../types.js';
import type { SeatAssignment } from './seats.js';

export type SeatPlayer = { by: 'agent'; spec: SeatAssignment } | { by: 'person' } | { by: 'nobody' } | { by: 'engine' };

export type SeatTable = Readonly<Record<string, SeatPlayer>>;

/** A config whose seats the platform resolved. */
export interface Seated {
  players: SeatTable;
}

/** The player of a seat given `spec`: kind `human` is the person. */
export function assignedPlayer(spec: SeatAssignment): SeatPlayer {
  return spec.kind === 'human' ? { by: 'person' } : { by: 'agent', spec };
}

function absentPlayer(decl: SeatDecl, seats: Readonly<Record<string, SeatAssignment>>): SeatPlayer {
  const inherited = decl.inherits ? seats[decl.inherits] : undefined;
  if (inherited) return assignedPlayer(inherited);
  switch (decl.whenAbsent) {
    case 'person':
      return { by: 'person' };
    case 'nobody':
      return { by: 'nobody' };
    case 'engine':
      return { by: 'engine' };
  }
}

/** Every declared seat's player (a repeated family only for its assigned seats), then any other assigned seat's. */
export function resolveSeats(decls: readonly SeatDecl[], seats: Readonly<Record<string, SeatAssignment>>): SeatTable {
  const table: Record<string, SeatPlayer> = {};
  for (const decl of decls)
    if (!decl.repeat) table[decl.name] = seats[decl.name] ? assignedPlayer(seats[decl.name]!) : absentPlayer(decl, seats);
  for (const [seat, spec] of Object.entries(seats)) table[seat] = assignedPlayer(spec);
  return table;
}

/** The config with its seats resolved, for a config schema's `.transform`. */
export function withPlayers(decls: readonly SeatDecl[]) {
  return <C extends { seats: Record<string, SeatAssignment> }>(config: C): C & Seated => ({
    ...config,
    players: resolveSeats(decls, config.seats),
  });
}

/** Who plays `seat`; a seat neither declared nor assigned is played by nobody. */
export function playerOf(config: Seated, seat: string): SeatPlayer {
  return config.players[seat] ?? { by: 'nobody' };
}

export function isPersonSeat(config: Seated, seat: string): boolean {
  return playerOf(config, seat).by === 'person';
}
