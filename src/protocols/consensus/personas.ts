// Phase 0: the three personas. Each is rendered from a seed (a title, who the expert is, what it
// looks for) into the markdown written once as the challenger's context file.
import { type PersonaSeed, templateSeed } from './domains.js';
import { ANGLES, type Challenger, CHALLENGERS } from './persona-text.js';
import type { Persona } from './state.js';

/** The persona a challenger's agent reads on every call: who it is, its angle, how it judges. */
export function renderPersona(seat: Challenger, seed: PersonaSeed): string {
  const { label, angle } = ANGLES[seat];
  return [
    `# Persona: the ${label} — ${seed.title}`,
    seed.expertise,
    '',
    `You take part in a structured debate as one of three expert challengers. Yours is the ${label}'s angle: ${angle}. The other two experts cover the other angles, so stay on yours and go deep.`,
    '',
    '## What you look for',
    ...seed.focus.map((f) => `- ${f}`),
    '',
    '## How you judge',
    '- Agree only when the position holds from your angle, and say what you checked.',
    '- Name each flaw precisely: where it bites, under which conditions, and what would fix it.',
    '- A strong objection is one that must change the position; a minor one only refines it.',
    '- Change your mind only for a reason, never because you were pushed.',
  ].join('\n');
}

export function personaOf(seat: Challenger, seed: PersonaSeed, source: Persona['source']): Persona {
  return { title: seed.title, expertise: seed.expertise, focus: [...seed.focus], text: renderPersona(seat, seed), source };
}

/** The built-in experts for the question's domain. */
export function templatePersonas(question: string): { domain: string; personas: Record<Challenger, Persona> } {
  let domain = '';
  const personas = {} as Record<Challenger, Persona>;
  for (const seat of CHALLENGERS) {
    const template = templateSeed(question, seat);
    domain = template.domain;
    personas[seat] = personaOf(seat, template.seed, 'template');
  }
  return { domain, personas };
}
