// plan(state): what happens next. Seats are prepared before they are first asked, the proposer alone
// while it writes the personas (the challengers' files wait for them, and for the person's edits);
// then the due turns are asked, a parallel group at once, or the person awaited.
import { isPersonSeat } from '../kit/players.js';
import { declaredPersona, preparationPlan, unpreparedSeats } from '../kit/preparation.js';
import { offeredMoves } from '../kit/move-forms.js';
import { planTurns } from '../kit/turn-plan.js';
import type { Plan } from '../types.js';
import { isChallenger } from './config.js';
import { CONSENSUS_INFO } from './declaration.js';
import { moveSheet } from './move-forms.js';
import { promptFor } from './prompts/index.js';
import type { ConsensusState } from './state.js';

function personaOf(state: ConsensusState, seat: string): string {
  return isChallenger(seat) ? state.personas[seat].text : declaredPersona(CONSENSUS_INFO.seats, seat);
}

export function plan(state: ConsensusState): Plan {
  if (state.pending.length > 0) {
    const seats = unpreparedSeats(state.config.seats, state.prepared).filter((seat) => {
      if (!isChallenger(seat)) return true;
      return state.phase !== 'PERSONAS' && state.challengers[seat].status === 'active';
    });
    const preparation = preparationPlan(seats, (seat) => personaOf(state, seat));
    if (preparation) return preparation;
  }
  const turns = planTurns(state, {
    isHuman: (seat) => isPersonSeat(state.config, seat),
    prompt: (turn) => promptFor(state, turn),
    actions: (seat) => offeredMoves(moveSheet(state, seat)),
  });
  if (turns) return turns;
  const ended = state.ended;
  return { kind: 'done', reason: ended ? ended.detail : 'nothing is due', ...(ended?.kind === 'aborted' ? { failed: true } : {}) };
}
