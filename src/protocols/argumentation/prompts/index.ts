// The prompt each seat receives: in full, and as a delta of what is new since its last answer for
// agents that keep their own session (kit/delta.ts).
import { withDelta } from '../../kit/delta.js';
import { mailboxSections } from '../../kit/mailbox.js';
import type { Prompt } from '../../types.js';
import type { ArgState, Turn } from '../state.js';
import { arbiterFull } from './arbiter.js';
import { consulteeFull, consulteeObligations } from './consultee.js';
import { openingFull, orchestratorFull, orchestratorWorkSection } from './orchestrator.js';
import { pointsSection } from './sections.js';

const SAME_FORMAT = 'Answer in the same JSON format as before ({"moves": [...]}).';

export function promptFor(state: ArgState, turn: Turn): Prompt {
  switch (turn.purpose) {
    case 'open':
      return { full: openingFull(state) };
    case 'arbitrate':
      return { full: arbiterFull(state) };
    case 'raise':
      return deltaOf(state, turn.seat, consulteeFull(state), () => consulteeObligations(state));
    case 'evaluate':
      return deltaOf(state, turn.seat, orchestratorFull(state), () => orchestratorWorkSection(state));
  }
}

/** Quick mode is stateless: full prompts only. A delta shows the points while they are few. */
function deltaOf(state: ArgState, seat: string, full: string, work: () => string): Prompt {
  if (state.config.mode === 'quick') return { full };
  return withDelta(state, seat, full, `# Round ${state.n} of ${state.maxRounds}: ${state.phase}`, () => [
    state.pointOrder.length <= 12 ? pointsSection(state) : '',
    work(),
    mailboxSections(state, seat),
    SAME_FORMAT,
  ]);
}
