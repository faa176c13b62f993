// Seats a session is created with: a declared seat nobody was assigned to, which inherits another
// seat's agent (two sides of a debate run on the model of the seat that judges them), gets a copy of
// that seat's spec, so the saved config names every seat's agent and a resumed session needs no rule.
import type { SeatSpec } from '../../state/schema.js';
import type { SeatDecl } from '../protocols/types.js';

/** The seats in the order they are declared (inherited ones filled in), then any others as given. */
export function withInheritedSeats(decls: readonly SeatDecl[], seats: Readonly<Record<string, SeatSpec>>): Record<string, SeatSpec> {
  const out: Record<string, SeatSpec> = {};
  for (const decl of decls) {
    const spec = seats[decl.name] ?? (decl.inherits ? seats[decl.inherits] : undefined);
    if (spec) out[decl.name] = seats[decl.name] ?? { ...spec };
  }
  return { ...out, ...seats };
}
