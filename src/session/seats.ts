// Seats a session is created with: a declared seat nobody was assigned to, which inherits another
// seat's agent (the dialectic's advocate and critic run on the synthesis's model), gets a copy of
// that seat's spec, so the saved config names every seat's agent and a resumed session needs no rule.
import type { SeatSpec } from '../../state/schema.js';
import type { SeatDecl } from '../protocols/types.js';

export function withInheritedSeats(decls: readonly SeatDecl[], seats: Readonly<Record<string, SeatSpec>>): Record<string, SeatSpec> {
  const out: Record<string, SeatSpec> = { ...seats };
  for (const decl of decls) {
    const source = decl.inherits ? seats[decl.inherits] : undefined;
    if (!out[decl.name] && source) out[decl.name] = { ...source };
  }
  return out;
}
