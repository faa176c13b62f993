import { mailboxSections } from '../../kit/mailbox.js';
import { join, listSection } from '../../kit/prompt-sections.js';
import { describeEvidence } from '../evidence.js';
import { FRAMINGS } from '../framings.js';
import { orchestratorWork } from '../round.js';
import type { ArgState } from '../state.js';
import { openingFormat, orchestratorFormat } from './format.js';
import {
  challengeName,
  constraintsSection,
  evidenceNote,
  pointLine,
  pointsSection,
  positionsSection,
  questionSection,
  roundSection,
} from './sections.js';

const PREAMBLE = `# Agon deliberation: you are the ORCHESTRATOR
You run a bounded, structured deliberation with a consultee. You triage each of its points (in scope or out), evaluate it (AGREE, SKEPTICAL, REJECT, ILL-FORMED), and rule on its defenses. Apply the same scepticism to its proposals as to your own ideas: where an idea comes from is no evidence for or against it. Empirical claims reach Agreed only with verified execution or textual evidence; the engine checks citations itself.
Before each verdict ask: did I judge this point before, and does this contradict it? If so, write "Revising from X to Y because ..." in "revision". If the consultee contradicts an earlier claim of its own without saying so, flag it with a "contradiction" move.`;

/** The points judged so far, apart from those waiting for assessment (listed with the work). */
export function judgedPointsSection(state: ArgState): string {
  return pointsSection(state, true, orchestratorWork(state).assess);
}

export function orchestratorWorkSection(state: ArgState): string {
  const work = orchestratorWork(state);
  const assess = work.assess.map((id) => pointLine(state, state.points[id]!).slice(2));
  const rule = work.rule.map((id) => {
    const c = state.challenges[id]!;
    const d = c.defenses[c.defenses.length - 1]!;
    const evidence = d.evidence.map((e) => `\n    ${e}: ${describeEvidence(state.evidence[e]!)}`).join('');
    return `${challengeName(state, c)} (${c.kind}): objection: ${c.objection}\n    defense: ${d.argument}${evidence}`;
  });
  const deadlocks = work.deadlocks.map((id) => `${id}: disputed for ${state.points[id]!.disputedRounds} rounds; classify the deadlock`);
  return join(
    listSection('Points to triage and assess', assess),
    listSection('Defenses waiting for your ruling', rule),
    listSection('Deadlocks to classify', deadlocks),
  );
}

export function orchestratorFull(state: ArgState): string {
  const framing = FRAMINGS[state.config.framing];
  return join(
    PREAMBLE,
    questionSection(state),
    `## Your stance\n${framing.orchestratorStance}`,
    roundSection(state, 'orchestrator', true),
    state.n === 1 ? 'In round 1, also say whether the question is factual (one checkable answer) or open.' : '',
    evidenceNote(state),
    constraintsSection(state),
    positionsSection(state),
    judgedPointsSection(state),
    orchestratorWorkSection(state),
    mailboxSections(state, 'orchestrator'),
    `## How to answer\n${orchestratorFormat(state)}`,
  );
}

export function openingFull(state: ArgState): string {
  const framing = FRAMINGS[state.config.framing];
  return join(
    PREAMBLE,
    questionSection(state),
    `## Your opening\n${framing.orchestratorOpening ?? 'State your position on the question.'}\nThe consultee will then work on it: ${framing.consulteeStance}`,
    constraintsSection(state),
    mailboxSections(state, 'orchestrator'),
    `## How to answer\n${openingFormat()}`,
  );
}
