import { mailboxSections } from '../../kit/mailbox.js';
import { join, listSection } from '../../kit/prompt-sections.js';
import { FRAMINGS } from '../framings.js';
import { dueChallenges } from '../owed.js';
import type { ArgState } from '../state.js';
import { consulteeFormat } from './format.js';
import {
  challengeLine,
  constraintsSection,
  evidenceNote,
  pointsSection,
  positionsSection,
  questionSection,
  roundSection,
} from './sections.js';

function preamble(state: ArgState): string {
  const settle = state.phase === 'CRYSTALLIZATION' ? 'defend it or concede it' : 'defend it, concede it, or revise the point';
  const by = state.config.mode === 'quick' ? 'by naming the point it is on' : 'by its id';
  return `# Agon deliberation: you are the CONSULTEE
You are consulted in a bounded, structured deliberation. You raise points; the orchestrator triages and evaluates them and may challenge them. Agreement between two models is weak evidence, so empirical claims count only with verified execution output or exact file citations.
Rules you are held to:
- Answer every challenge addressed to you ${by}: ${settle}. An unanswered challenge is dropped once with a reminder; a second miss (or any miss on a REJECT) dismisses the point.
- Changing your mind is fine, silently contradicting yourself is not: say so with a revision and why.
- Do not give in to pressure alone, and do not cling to a point you can no longer support.`;
}

/** Points the orchestrator accepted that wait for verified evidence, with how to add it. */
function awaitingEvidence(state: ArgState): string {
  const waiting = state.pointOrder.filter(
    (id) => state.points[id]!.status === 'awaiting-evidence' && state.points[id]!.raisedBy === 'consultee',
  );
  if (waiting.length === 0) return '';
  const how = state.config.workdir
    ? 'cite the lines that show it (textual: they are read from the project before they count) or report what you ran and its output (execution: it counts once the person verifies it)'
    : 'no project directory is attached, so a citation cannot be checked here; report what you ran and its output (execution), which counts once the person verifies it';
  return `## Accepted, waiting for evidence\n${waiting.join(', ')} ${waiting.length === 1 ? 'was' : 'were'} accepted in substance but ${waiting.length === 1 ? 'is' : 'are'} empirical without verified evidence, so ${waiting.length === 1 ? 'it stays' : 'they stay'} out of Agreed. To add evidence, send a "support" move naming the point: ${how}.`;
}

export function consulteeObligations(state: ArgState): string {
  const mine = dueChallenges(state);
  const clarify = mine.filter((c) => c.kind === 'ILL-FORMED');
  const defend = mine.filter((c) => c.kind !== 'ILL-FORMED');
  const stress =
    state.stressTest.status === 'due' && state.stressTest.round === state.n
      ? `## Stress test (this round)\nAttack the strongest agreed points: ${state.stressTest.targets.join(', ')}. For each, raise the best counter-argument you can as a point with "rebuts" naming it. Do not hold back because you raised them.`
      : '';
  return join(
    listSection(
      'Challenges you must answer this round',
      defend.map((c) => challengeLine(state, c).slice(2)),
    ),
    listSection(
      'Clarifications requested (answer with "clarify")',
      clarify.map((c) => challengeLine(state, c).slice(2)),
    ),
    awaitingEvidence(state),
    stress,
  );
}

export function consulteeFull(state: ArgState): string {
  const framing = FRAMINGS[state.config.framing];
  return join(
    preamble(state),
    questionSection(state),
    `## Your stance\n${framing.consulteeStance}`,
    roundSection(state, 'consultee', true),
    evidenceNote(state),
    constraintsSection(state),
    positionsSection(state),
    pointsSection(state),
    consulteeObligations(state),
    mailboxSections(state, 'consultee'),
    `## How to answer\n${consulteeFormat(state)}`,
  );
}
