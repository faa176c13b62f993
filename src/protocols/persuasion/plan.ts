// plan(state): what must happen next. Pure: it reads the state and says who to ask (or whom to wait
// for); the runner carries it out.
import { isPersonSeat } from '../kit/players.js';
import { preparationPlan, unpreparedSeats } from '../kit/preparation.js';
import { offeredMoves } from '../kit/move-forms.js';
import { planTurns } from '../kit/turn-plan.js';
import type { Plan } from '../types.js';
import type { Seat } from './config.js';
import { moveSheet } from './move-forms.js';
import { personaText } from './personas.js';
import { promptFor } from './prompts/index.js';
import type { PersuasionState } from './state.js';

export function plan(state: PersuasionState): Plan {
  if (state.pending.length > 0) {
    const preparation = preparationPlan(unpreparedSeats(state.config.seats, state.prepared), (seat) =>
      personaText(seat as Seat, state.personas[seat as Seat]),
    );
    if (preparation) return preparation;
  }
  const turns = planTurns(state, {
    isHuman: (seat) => isPersonSeat(state.config, seat),
    prompt: (turn) => promptFor(state, turn),
    actions: (seat) => offeredMoves(moveSheet(state, seat)),
  });
  return turns ?? { kind: 'done', reason: state.ended ?? 'nothing left to do', ...(state.failed ? { failed: true } : {}) };
}
