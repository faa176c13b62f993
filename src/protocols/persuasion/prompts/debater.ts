// PRO's and OPP's prompts: their role and persona, the question, K, where the dialogue stands and
// what this turn asks of them (after seed 002's structure), the replies they owe, and the rules.
import { mailboxSections } from '../../kit/mailbox.js';
import { join, listSection } from '../../kit/prompt-sections.js';
import { other, type Side, SIDE_NAME } from '../config.js';
import { type PersuasionState, owedWhys, type Turn } from '../state.js';
import { debaterFormat } from './format.js';
import {
  dialogueSection,
  factsSection,
  questionSection,
  rulesSection,
  statementsSection,
  storesSection,
  tableOfReplies,
  tableSection,
} from './sections.js';

const STANCE: Record<Side, string> = { pro: 'FOR', opp: 'AGAINST' };

function preamble(side: Side): string {
  return `# Persuasion dialogue: you are ${SIDE_NAME[side]}
You argue ${STANCE[side]} the proposition below, against ${SIDE_NAME[other(side)]}, in a formal persuasion dialogue (Prakken's model). Every move is a speech act that replies to an earlier move of ${SIDE_NAME[other(side)]} by its id, and changes your commitment store (what you publicly hold) by fixed rules. A neutral moderator (MOD) reviews each round and gives the verdict, which rests on the scores of the argument framework built from what you both said: an argument starts at 0.5, each supporter adds 0.2 of its score, each rebuttal takes 0.3 and each undercut 0.4 of the attacker's score; only arguments above 0.5 survive.`;
}

/** What this turn asks, after the seed's debate structure. */
export function turnSection(state: PersuasionState, turn: Turn): string {
  const side = turn.seat as Side;
  const thesis = state.thesis.pro;
  switch (turn.purpose) {
    case 'open':
      return side === 'pro'
        ? '## Your turn: round 0, the opening\nState your thesis φ: one claim answering the question in favour of the proposition, replying to nothing. Back it with evidence (K facts by id, or named sources), or the engine asks why at once.'
        : `## Your turn: round 0, the opening\nAnswer PRO's thesis ${thesis} (${thesis ? state.statements[thesis]!.move : ''}): claim its negation (a counter-claim "against" ${thesis}, with evidence), ask why, or concede it.`;
    case 'argue': {
      const k = Math.floor(state.turnInRound / 2) + 1;
      const aim =
        side === 'pro'
          ? k === 1
            ? 'Give reasons (since) where your statements are challenged, and attack what OPP claims.'
            : 'Defend what OPP attacked, or concede what you cannot defend.'
          : k === 1
            ? "Attack PRO's reasons or its thesis: ask why, rebut, or better, undercut."
            : 'Press new attacks, or concede what PRO has established.';
      return `## Your turn: round ${state.round} of ${state.config.rounds}, your turn ${k} of 2 this round\n${aim}`;
    }
    case 'close':
      return '## Your turn: the closing round\nMake your final statement ("act": "final"): your final position, what you concede and what you retract. You may also answer owed whys (since), concede and retract; no new claims or challenges.';
    default:
      return '';
  }
}

export function owedSection(state: PersuasionState, side: Side): string {
  return listSection(
    'Replies you owe this turn (else the engine retracts the statement: rule 3)',
    owedWhys(state, side).map(
      (w) =>
        `${w.id} why ${w.statement} “${state.statements[w.statement!]?.text ?? ''}”: answer with since (reply ${w.id}, reasons for ${w.statement}) or retract ${w.statement}`,
    ),
  );
}

export function debaterFull(state: PersuasionState, turn: Turn): string {
  const side = turn.seat as Side;
  return join(
    preamble(side),
    tableSection(state, side),
    questionSection(state),
    factsSection(state),
    dialogueSection(state),
    statementsSection(state),
    storesSection(state),
    turnSection(state, turn),
    owedSection(state, side),
    rulesSection(),
    tableOfReplies(),
    mailboxSections(state, side),
    `## How to answer\n${debaterFormat()}`,
  );
}
