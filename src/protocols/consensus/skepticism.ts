// The seed's skepticism rule: a challenger that agrees must have engaged from its own expertise.
// An agreement counts as substantive when at least one of its points concerns the challenger's
// angle (the seed's words for it, or what its persona says it looks for) and it says enough to be
// checked (a dozen words or more). Otherwise it counts as partial and goes to confrontation, unless
// the person overrides the verdict.
import { ANGLES, type Challenger } from './persona-text.js';
import type { MoveOf } from './moves.js';
import type { Persona } from './state.js';

const MIN_WORDS = 12;

/** Word stems the challenger's angle is made of: the seed's, and its persona's focus. */
function angleStems(seat: Challenger, persona: Persona): string[] {
  const focus = persona.focus.flatMap((line) => line.toLowerCase().match(/[a-z][a-z-]{4,}/g) ?? []).map((w) => w.slice(0, 6));
  return [...ANGLES[seat].words, ...focus];
}

/** Why an agreement is hollow, or undefined when it is substantive (or not an agreement). */
export function hollowAgreement(seat: Challenger, persona: Persona, verdict: MoveOf<'verdict'>): string | undefined {
  if (verdict.verdict !== 'agree') return undefined;
  const { label, angle } = ANGLES[seat];
  if (verdict.points.length === 0) return `the ${label} agreed without naming anything it checked from its angle (${angle})`;
  const stems = angleStems(seat, persona);
  const engaged = verdict.points.some((p) => {
    const said = `${p.aspect} ${p.point}`.toLowerCase();
    return stems.some((stem) => said.includes(stem));
  });
  if (!engaged) return `none of the ${label}'s points concerns its angle (${angle})`;
  const words = [verdict.summary, ...verdict.points.map((p) => p.point)].join(' ').split(/\s+/).filter(Boolean).length;
  if (words < MIN_WORDS) return `the ${label}'s agreement says too little to be checked (${words} words)`;
  return undefined;
}
