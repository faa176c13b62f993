// plan(state): prepare the seats, then ask whoever is due (each seat with its token limit), or wait
// for the person in a seat they hold; done once the debate is resolved or has failed.
import { isPersonSeat } from '../kit/players.js';
import { declaredPersona, preparationPlan, unpreparedSeats } from '../kit/preparation.js';
import { offeredMoves } from '../kit/move-forms.js';
import { planTurns } from '../kit/turn-plan.js';
import type { Plan } from '../types.js';
import { DIALECTIC_INFO } from './declaration.js';
import { moveSheet } from './move-forms.js';
import { promptFor } from './prompts.js';
import { type DialecticState, TOKEN_LIMITS } from './state.js';

export function plan(state: DialecticState): Plan {
  if (state.pending.length > 0) {
    const preparation = preparationPlan(unpreparedSeats(state.config.seats, state.prepared), (seat) =>
      declaredPersona(DIALECTIC_INFO.seats, seat),
    );
    if (preparation) return preparation;
  }
  const turns = planTurns(state, {
    isHuman: (seat) => isPersonSeat(state.config, seat),
    prompt: (turn) => promptFor(state, turn),
    actions: (seat) => offeredMoves(moveSheet(state, seat)),
  });
  if (turns?.kind === 'ask')
    return { kind: 'ask', requests: turns.requests.map((r) => ({ ...r, limits: { outputTokens: TOKEN_LIMITS[r.seat] ?? 500 } })) };
  if (turns) return turns;
  if (state.failed) return { kind: 'done', reason: state.failed, failed: true };
  return { kind: 'done', reason: state.resolution ? `resolved: ${state.resolution.resolution}` : 'nothing left to do' };
}
