import type { Phase } from './state.js';

/** φ(n): the phase a round belongs to when no extension applies. */
export function phaseFor(n: number): Phase {
  if (n <= 2) return 'CONSTRUCTIVE';
  if (n <= 5) return 'DEVELOPMENT';
  return 'CRYSTALLIZATION';
}

export const PHASE_RULES: Record<Phase, string> = {
  CONSTRUCTIVE: 'New points are welcome, as are defenses, concessions and revisions.',
  DEVELOPMENT:
    'No new points: only extensions of an existing point ("extends"), rebuttals of one ("rebuts"), defenses, concessions, revisions and clarifications.',
  CRYSTALLIZATION:
    'Only answers to open challenges: defenses, concessions and requested clarifications. Nothing new, no revisions.',
};
