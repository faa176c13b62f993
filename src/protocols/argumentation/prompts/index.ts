// The prompt each seat receives: in full, and as a delta of what is new since its last answer for
// agents that keep their own session (kit/delta.ts). A delta restates the round's phase rules and
// what the seat owes, so an agent resuming its session never works from stale rules.
import { withDelta } from '../../kit/delta.js';
import { mailboxSections } from '../../kit/mailbox.js';
import { join } from '../../kit/prompt-sections.js';
import type { Prompt } from '../../types.js';
import { PHASE_RULES } from '../phases.js';
import type { ArgState, Turn } from '../state.js';
import { arbiterFull } from './arbiter.js';
import { consulteeFull, consulteeObligations } from './consultee.js';
import { consulteeShapes } from './format.js';
import { judgedPointsSection, openingFull, orchestratorFull, orchestratorWorkSection } from './orchestrator.js';
import { pointsSection } from './sections.js';

export function promptFor(state: ArgState, turn: Turn): Prompt {
  switch (turn.purpose) {
    case 'open':
      return { full: openingFull(state) };
    case 'arbitrate':
      return { full: arbiterFull(state) };
    case 'raise':
      return deltaOf(state, 'consultee', consulteeFull(state), () => [
        state.pointOrder.length <= 12 ? pointsSection(state) : '',
        consulteeObligations(state),
        `Answer in the same JSON format as before: {"moves": [<move>, …]}. Moves this round: ${Object.keys(consulteeShapes(state)).join(', ')}.`,
      ]);
    case 'evaluate':
      return deltaOf(state, 'orchestrator', orchestratorFull(state), () => [
        state.pointOrder.length <= 12 ? judgedPointsSection(state) : '',
        orchestratorWorkSection(state),
        'Answer in the same JSON format as before: {"moves": [<move>, …]} with assess, rule, contradiction and deadlock moves.',
      ]);
  }
}

/** Quick mode is stateless: full prompts only. A delta shows the points while they are few. */
function deltaOf(state: ArgState, seat: 'consultee' | 'orchestrator', full: string, work: () => string[]): Prompt {
  if (state.config.mode === 'quick') return { full };
  const heading = `# Round ${state.n} of ${state.maxRounds}: ${state.phase}\n${PHASE_RULES[seat][state.phase]}`;
  return withDelta(state, seat, full, heading, () => {
    const [points, owed, format] = work();
    return [join(points ?? '', owed ?? ''), mailboxSections(state, seat), format ?? ''];
  });
}
