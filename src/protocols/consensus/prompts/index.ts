// The prompt each turn receives: what the seat must know, the person's notes and the engine's
// reminders (its mailbox), then how to answer. The proposer keeps its own session where its agent
// can, so it also gets a delta (what happened since its last answer, then its work); challengers get
// full prompts only, so each call starts fresh from its persona file and sees nothing of the others.
import { withDelta } from '../../kit/delta.js';
import { mailboxSections } from '../../kit/mailbox.js';
import { join } from '../../kit/prompt-sections.js';
import type { Prompt } from '../../types.js';
import { isChallenger } from '../config.js';
import type { ConsensusState, Purpose, Turn } from '../state.js';
import { challengePrompt, challengerAssumptionsPrompt, confirmPrompt, rebutPrompt } from './challenger.js';
import {
  ASSUMPTIONS_FORMAT,
  CHALLENGE_FORMAT,
  CONFIRM_FORMAT,
  OPENING_FORMAT,
  PERSONAS_FORMAT,
  REBUTTAL_FORMAT,
  respondFormat,
} from './format.js';
import { confrontPrompt, dissentsSection, openingPrompt, personasPrompt, proposerAssumptionsPrompt } from './proposer.js';
import { positionSection } from './sections.js';

const FORMATS: Record<Purpose, string> = {
  personas: PERSONAS_FORMAT,
  confirm: CONFIRM_FORMAT,
  open: OPENING_FORMAT,
  challenge: CHALLENGE_FORMAT,
  address: respondFormat(true),
  confront: respondFormat(false),
  rebut: REBUTTAL_FORMAT,
  assumptions: ASSUMPTIONS_FORMAT,
};

function body(state: ConsensusState, turn: Turn): string {
  const seat = turn.seat;
  if (isChallenger(seat)) {
    switch (turn.purpose) {
      case 'confirm':
        return confirmPrompt();
      case 'challenge':
        return challengePrompt(state, seat);
      case 'rebut':
        return rebutPrompt(state, seat);
      default:
        return challengerAssumptionsPrompt(state, seat);
    }
  }
  switch (turn.purpose) {
    case 'personas':
      return personasPrompt(state);
    case 'open':
      return openingPrompt(state);
    case 'address':
    case 'confront':
      return confrontPrompt(state, turn.purpose === 'address');
    default:
      return proposerAssumptionsPrompt(state);
  }
}

export function promptFor(state: ConsensusState, turn: Turn): Prompt {
  const mailbox = mailboxSections(state, turn.seat);
  const answer = `## How to answer\n${FORMATS[turn.purpose]}`;
  const full = join(body(state, turn), mailbox, answer);
  if (isChallenger(turn.seat) || (turn.purpose !== 'confront' && turn.purpose !== 'address')) return { full };
  return withDelta(state, turn.seat, full, `# Round ${state.round} of ${state.bound}: answer the dissents`, () => [
    positionSection(state, 'Your current position'),
    dissentsSection(state),
    mailbox,
    answer,
  ]);
}
