// A challenger's prompts: the persona check (0.5), the challenge (2), the rebuttal (5) and its
// assumptions (7). They are full every time and show only the position and what was said to this
// challenger, never another challenger's answer: the challenge is blind, and each call re-reads its
// persona from its context file. The persona check names no perspective, so only the file can tell.
import { isPersonSeat } from '../../kit/players.js';
import { join } from '../../kit/prompt-sections.js';
import type { Challenger } from '../config.js';
import { ANGLES } from '../persona-text.js';
import { type ConsensusState, openDissentOf } from '../state.js';
import { pointLine, positionSection, questionSection } from './sections.js';

const ROLE = '# Consensus debate: you are one of three expert challengers';

/** A person in the seat has no context file: the persona is shown instead. */
function personaForPerson(state: ConsensusState, seat: Challenger): string {
  return isPersonSeat(state.config, seat) ? `## Your persona\n${state.personas[seat].text}` : '';
}

const angleLine = (seat: Challenger) =>
  `You are the ${ANGLES[seat].label}, as your context file describes: judge from ${ANGLES[seat].angle}, and only from there; the other experts cover the other angles.`;

export function confirmPrompt(): string {
  return join(
    `${ROLE}\nBefore the debate starts, confirm you have read the context file in your working folder: it says which expert you are and what you look for.`,
  );
}

export function challengePrompt(state: ConsensusState, seat: Challenger): string {
  return join(
    `${ROLE}\nRound ${state.round}, Phase 2: judge the proposer's position. ${angleLine(seat)} The other experts answer at the same time; you will not see their answers, nor they yours.`,
    personaForPerson(state, seat),
    questionSection(state),
    positionSection(state, "The proposer's position"),
  );
}

/** The challenger's own dissent: its objection, and the proposer's answer to it this round. */
function ownDissent(state: ConsensusState, seat: Challenger): string {
  const dissent = openDissentOf(state, seat);
  if (!dissent) return '';
  const lines = dissent.items.map((id) => {
    const item = state.items[id]!;
    if (item.kind === 'verdict')
      return [
        `- your verdict (round ${item.round}): ${item.verdict}, ${item.strength}${item.summary ? ` — ${item.summary}` : ''}`,
        ...item.points.map((p) => `  - ${pointLine(p)}`),
      ].join('\n');
    if (item.kind === 'rebuttal') return `- your rebuttal (round ${item.round}): ${item.response ?? 'unreadable'} — ${item.reason}`;
    if (item.kind === 'response')
      return `- ${item.by === 'person' ? 'the person, for the proposer' : 'the proposer'} (round ${item.round}): ${item.decision ?? 'no decision'} — ${item.reason}${item.change ? ` (changed: ${item.change})` : ''}`;
    return '';
  });
  const answered = dissent.items.some((id) => state.items[id]!.kind === 'response' && state.items[id]!.round === state.round);
  return join(
    `## Your objection (${dissent.id}) and the answers to it`,
    lines.filter(Boolean).join('\n'),
    answered ? '' : 'The proposer gave no answer to your objection this round.',
  );
}

export function rebutPrompt(state: ConsensusState, seat: Challenger): string {
  return join(
    `${ROLE}\nRound ${state.round}, Phase 5: the proposer has answered your objection and revised its position. ${angleLine(seat)}`,
    personaForPerson(state, seat),
    questionSection(state),
    ownDissent(state, seat),
    positionSection(state, 'The position now'),
  );
}

export function challengerAssumptionsPrompt(state: ConsensusState, seat: Challenger): string {
  return join(
    `${ROLE}\nThe rounds are over and your objection still stands. Phase 7: say why you still disagree, what would have to be true for the proposer to be right, and the assumptions your objection rests on. ${angleLine(seat)}`,
    personaForPerson(state, seat),
    questionSection(state),
    ownDissent(state, seat),
    positionSection(state, 'The final position'),
  );
}
