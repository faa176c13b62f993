// plan(state): what must happen next. Pure: it reads the state and says who to ask (or what to
// check, or whom to wait for); the runner carries it out.
import { citationChecks } from '../kit/citations.js';
import { isPersonSeat } from '../kit/players.js';
import { declaredPersona, preparationPlan, unpreparedSeats } from '../kit/preparation.js';
import { offeredMoves } from '../kit/move-forms.js';
import { planTurns } from '../kit/turn-plan.js';
import type { Plan } from '../types.js';
import { ARGUMENTATION_INFO } from './declaration.js';
import { moveSheet } from './move-forms.js';
import { promptFor } from './prompts/index.js';
import type { ArgState } from './state.js';

export function plan(state: ArgState): Plan {
  if (state.pending.length > 0) {
    const preparation = preparationPlan(unpreparedSeats(state.config.seats, state.prepared), (seat) =>
      declaredPersona(ARGUMENTATION_INFO.seats, seat),
    );
    if (preparation) return preparation;
  }
  const checks = citationChecks(Object.values(state.evidence), (ev) => ev.status === 'unchecked');
  if (checks.length > 0) return { kind: 'check', citations: checks };
  const turns = planTurns(state, {
    isHuman: (seat) => isPersonSeat(state.config, seat),
    prompt: (turn) => promptFor(state, turn),
    actions: (seat) => offeredMoves(moveSheet(state, seat)),
  });
  return (
    turns ?? {
      kind: 'done',
      reason: state.done?.detail ?? 'nothing left to do',
      ...(state.done?.reason === 'quality' ? { failed: true } : {}),
    }
  );
}
