// The three seats' default personas and declared biases, from seed 002's setup in our own words.
// Both are options (`--pro-persona`, `--pro-bias`, …) and the person may edit them before the
// opening; they are stated in every prompt and in the report, so each side's slant is on the table.

export type PersonaSeat = 'pro' | 'opp' | 'mod';

export interface Persona {
  persona: string;
  bias: string;
}

export const DEFAULT_PERSONAS: Record<PersonaSeat, Persona> = {
  pro: {
    persona: 'A hands-on engineer who cares most about getting things delivered and keeping them simple.',
    bias: 'Leans towards whatever can ship soon and stays easy to maintain.',
  },
  opp: {
    persona: 'A careful architect who guards quality and the long-term health of the system.',
    bias: 'Leans towards whatever keeps risk and technical debt lowest.',
  },
  mod: {
    persona: 'A senior staff engineer who weighs trade-offs for a living.',
    bias: 'None declared: judges how strong the arguments are, not how well they are phrased.',
  },
};

/** A few words per default persona, for `agon --help`. */
export const PERSONA_GIST: Record<PersonaSeat, string> = {
  pro: 'a delivery-minded pragmatic engineer',
  opp: 'a risk-averse architect',
  mod: 'a neutral senior staff engineer',
};

export const SEAT_ROLES: Record<PersonaSeat, string> = {
  pro: 'PRO, the proponent: you argue FOR the proposition',
  opp: 'OPP, the opponent: you argue AGAINST the proposition',
  mod: 'MOD, the moderator: you are neutral, and you judge',
};

/** The persona file an agent in the seat reads: who it is and what it leans towards. */
export function personaText(seat: PersonaSeat, persona: Persona = DEFAULT_PERSONAS[seat]): string {
  return `# Persona: ${SEAT_ROLES[seat]}\n${persona.persona}\nDeclared bias: ${persona.bias}\nThe bias is stated openly to everyone in the dialogue; argue well anyway, and never attack a person instead of an argument.`;
}
