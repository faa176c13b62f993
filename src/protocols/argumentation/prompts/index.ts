// The prompt each seat receives: in full, and as a delta of what is new since its last answer for
// agents that keep their own session.
import type { Prompt } from '../../types.js';
import type { ArgState, Turn } from '../state.js';
import { arbiterFull } from './arbiter.js';
import { consulteeFull, consulteeMailbox, consulteeObligations } from './consultee.js';
import { openingFull, orchestratorFull, orchestratorMailbox, orchestratorWorkSection } from './orchestrator.js';
import { join, listSection, pointsSection } from './sections.js';

export function promptFor(state: ArgState, turn: Turn): Prompt {
  switch (turn.purpose) {
    case 'open':
      return { full: openingFull(state) };
    case 'arbitrate':
      return { full: arbiterFull(state) };
    case 'raise': {
      const full = consulteeFull(state);
      return withDelta(state, turn.seat, full, () =>
        join(consulteeObligations(state), consulteeMailbox(state), 'Answer in the same JSON format as before ({"moves": [...]}).'),
      );
    }
    case 'evaluate': {
      const full = orchestratorFull(state);
      return withDelta(state, turn.seat, full, () =>
        join(orchestratorWorkSection(state), orchestratorMailbox(state), 'Answer in the same JSON format as before ({"moves": [...]}).'),
      );
    }
  }
}

/** Quick mode is stateless and a seat's first turn has nothing to build on: full prompts only. */
function withDelta(state: ArgState, seat: string, full: string, rest: () => string): Prompt {
  const seen = state.seen[seat];
  if (state.config.mode === 'quick' || seen === undefined) return { full };
  const news = state.journal.slice(seen).map((n) => n.text);
  const delta = join(
    `# Round ${state.n} of ${state.maxRounds}: ${state.phase}`,
    listSection('What happened since your last answer', news),
    state.pointOrder.length <= 12 ? pointsSection(state) : '',
    rest(),
  );
  return { full, delta };
}
