// plan(state): what happens next. Seats are prepared first (each debater's persona carries its
// character from --personas), then the due turn is asked — a debater, or a seated moderator — or
// the person in that seat is awaited; otherwise the debate is done and says why.
import { isPersonSeat } from '../kit/players.js';
import { declaredPersona, preparationPlan, unpreparedSeats } from '../kit/preparation.js';
import { offeredMoves } from '../kit/move-forms.js';
import { planTurns } from '../kit/turn-plan.js';
import type { Plan } from '../types.js';
import { CRUX_INFO } from './declaration.js';
import { moveSheet } from './move-forms.js';
import { debaterPersona } from './personas.js';
import { debaterPrompt } from './prompts/debater.js';
import { moderatorPrompt } from './prompts/moderator.js';
import type { CruxState } from './state.js';

export function plan(state: CruxState): Plan {
  if (state.pending.length > 0) {
    const preparation = preparationPlan(unpreparedSeats(state.config.seats, state.prepared), (seat) => personaOf(state, seat));
    if (preparation) return preparation;
  }
  const turns = planTurns(state, {
    isHuman: (seat) => isPersonSeat(state.config, seat),
    prompt: (turn) => (turn.seat === 'moderator' ? moderatorPrompt(state) : debaterPrompt(state, turn.seat)),
    actions: (seat) => offeredMoves(moveSheet(state, seat)),
  });
  if (turns) return turns;
  const ended = state.ended ?? { reason: 'nothing is due', failed: false };
  return { kind: 'done', reason: ended.reason, ...(ended.failed ? { failed: true } : {}) };
}

function personaOf(state: CruxState, seat: string): string {
  const index = state.config.debaters.indexOf(seat);
  return index >= 0 ? debaterPersona(state.config.characters[index], state.config.question) : declaredPersona(CRUX_INFO.seats, seat);
}
