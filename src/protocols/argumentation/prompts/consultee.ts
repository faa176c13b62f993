import { mailboxSections } from '../../kit/mailbox.js';
import { join, listSection } from '../../kit/prompt-sections.js';
import { FRAMINGS } from '../framings.js';
import { PHASE_RULES } from '../phases.js';
import type { ArgState } from '../state.js';
import { consulteeFormat } from './format.js';
import {
  challengeLine,
  constraintsSection,
  evidenceNote,
  openChallengesOf,
  pointsSection,
  positionsSection,
  questionSection,
} from './sections.js';

const PREAMBLE = `# Agon deliberation: you are the CONSULTEE
You are consulted in a bounded, structured deliberation. You raise points; the orchestrator triages and evaluates them and may challenge them. Agreement between two models is weak evidence, so empirical claims count only with verified execution output or exact file citations.
Rules you are held to:
- Answer every challenge addressed to you by its id: defend it, concede it, or revise the point. An unanswered challenge is dropped once with a reminder; a second miss (or any miss on a REJECT) dismisses the point.
- Changing your mind is fine, silently contradicting yourself is not: use "revise" and say why.
- Do not give in to pressure alone, and do not cling to a point you can no longer support.`;

export function consulteeObligations(state: ArgState): string {
  const mine = openChallengesOf(state).filter((c) => c.windowStart <= state.n && c.status !== 'answered');
  const clarify = mine.filter((c) => c.kind === 'ILL-FORMED');
  const defend = mine.filter((c) => c.kind !== 'ILL-FORMED');
  const stress =
    state.stressTest.status === 'due' && state.stressTest.round === state.n
      ? `## Stress test (this round)\nAttack the strongest agreed points: ${state.stressTest.targets.join(', ')}. For each, raise the best counter-argument you can as a point with "rebuts". Do not hold back because you raised them.`
      : '';
  return join(
    listSection('Challenges you must answer this round', defend.map((c) => challengeLine(state, c).slice(2))),
    listSection('Clarifications requested (answer with "clarify")', clarify.map((c) => challengeLine(state, c).slice(2))),
    stress,
  );
}

export function consulteeFull(state: ArgState): string {
  const framing = FRAMINGS[state.config.framing];
  return join(
    PREAMBLE,
    questionSection(state),
    `## Your stance\n${framing.consulteeStance}`,
    `## Round ${state.n} of ${state.maxRounds}: ${state.phase}\n${PHASE_RULES[state.phase]}`,
    evidenceNote(state),
    constraintsSection(state),
    positionsSection(state),
    pointsSection(state),
    consulteeObligations(state),
    mailboxSections(state, 'consultee'),
    `## How to answer\n${consulteeFormat(state.config.mode)}`,
  );
}
