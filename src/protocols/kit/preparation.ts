// Seat preparation, shared by every protocol: before a seat's agent is first asked, its persona is
// written once where the agent reads it, and a `seat.prepared` event records which text it was, so
// resume and fork keep it. Seats played by the person or by a script need no persona.
import { EVENT, platformEventData } from '../contract/platform-events.js';
import type { DebateEvent, Plan, SeatDecl, SeatPreparation } from '../types.js';

/** Agent kinds that read no persona: the person, and scripted answers. */
export const KINDS_WITHOUT_PERSONA: readonly string[] = ['human', 'script'];

/** The seat a `seat.prepared` event prepared, and the ref of its persona, or null for any other event. */
export function preparedSeat(event: DebateEvent): { seat: string; personaRef: string } | null {
  const prepared = platformEventData(event, EVENT.seatPrepared);
  return prepared ? { seat: prepared.seat, personaRef: prepared.personaRef } : null;
}

/** The seats an agent sits in (not the person, not a script) whose persona is not yet written. */
export function unpreparedSeats(seats: Record<string, { kind: string } | undefined>, prepared: Readonly<Record<string, string>>): string[] {
  return Object.entries(seats)
    .filter(([seat, spec]) => spec && !KINDS_WITHOUT_PERSONA.includes(spec.kind) && prepared[seat] === undefined)
    .map(([seat]) => seat);
}

/** The preparation plan for those seats, with each one's persona; null when none is owed. */
export function preparationPlan(seats: string[], personaOf: (seat: string) => string): Extract<Plan, { kind: 'prepare' }> | null {
  if (seats.length === 0) return null;
  return { kind: 'prepare', seats: seats.map((seat): SeatPreparation => ({ seat, persona: personaOf(seat) })) };
}

/** A seat's declared persona; seats of a repeated kind (`debater-2`) take their kind's. */
export function declaredPersona(decls: readonly SeatDecl[], seat: string): string {
  const decl = decls.find((d) => d.name === seat) ?? decls.find((d) => d.repeat && seat.startsWith(`${d.name}-`));
  return decl?.persona ?? `# Persona: ${seat}\nYou take part in a structured deliberation as the ${seat}.`;
}
