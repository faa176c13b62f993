// The proposer's prompts: the personas (Phase 0), the opening (1), the answers to the dissents (4,
// or brief ones before a fast exit), and its assumptions when the rounds run out (7).
import { join, listSection } from '../../kit/prompt-sections.js';
import { CHALLENGERS } from '../config.js';
import { ANGLES } from '../persona-text.js';
import { type ConsensusState, openDissents } from '../state.js';
import { dissentLines, positionSection, questionSection } from './sections.js';

const ROLE = '# Consensus debate: you are the PROPOSER';
const angles = () => CHALLENGERS.map((seat) => `- ${seat}: the ${ANGLES[seat].label}, who catches ${ANGLES[seat].angle}`).join('\n');

export function personasPrompt(state: ConsensusState): string {
  return join(
    `${ROLE}\nYou will form a position on the question below and defend it against three expert challengers. First, Phase 0: write those three experts' personas. Each critiques from one angle, and each must be a real expert of the question's domain, distinct from the other two.`,
    questionSection(state),
    `## The three angles\n${angles()}`,
  );
}

export function openingPrompt(state: ConsensusState): string {
  const seated = CHALLENGERS.filter((seat) => state.challengers[seat].status === 'active');
  return join(
    `${ROLE}\nPhase 1: state your opening position (v1). ${seated.length} expert(s) will then challenge it in parallel, each from its own angle: ${seated.map((s) => `the ${ANGLES[s].label} (${state.personas[s].title})`).join(', ')}.`,
    questionSection(state),
  );
}

/** What the proposer must answer now: the open dissents, and those the person already answered. */
export function dissentsSection(state: ConsensusState): string {
  const open = openDissents(state);
  const owed = open.filter((d) => !d.decided);
  const decided = open.filter((d) => d.decided);
  return join(
    owed.length ? `## Dissents to answer now\n${owed.map((d) => dissentLines(state, d)).join('\n')}` : '',
    decided.length
      ? `## Answered by the person for you (binding: your position must reflect them; do not answer them again)\n${decided.map((d) => dissentLines(state, d)).join('\n')}`
      : '',
  );
}

export function confrontPrompt(state: ConsensusState, brief: boolean): string {
  const intro = brief
    ? `Round ${state.round}: no challenger disagrees, but some raise minor points. Address them briefly, and give your final position.`
    : `Round ${state.round} of ${state.bound}, Phase 4: answer every dissent on its merits (ACCEPT, PARTIAL or REJECT, with the reason), then give your position after these answers. Each dissenter will then accept, maintain or escalate.`;
  return join(`${ROLE}\n${intro}`, questionSection(state), positionSection(state, 'Your current position'), dissentsSection(state));
}

export function proposerAssumptionsPrompt(state: ConsensusState): string {
  const open = openDissents(state);
  return join(
    `${ROLE}\nThe rounds are over and ${open.length} dissent(s) remain. Phase 7: say why you still disagree with them, what would have to be true for the dissenters to be right, and the assumptions your position rests on, each mapped to the angle it concerns.`,
    questionSection(state),
    positionSection(state, 'Your final position'),
    open.length
      ? `## The remaining dissents\n${open.map((d) => dissentLines(state, d)).join('\n')}`
      : listSection('The remaining dissents', ['none recorded']),
  );
}
