// reduce(state, event) -> {state, notices}: the only way the dialogue changes, built on the kit's
// reducer scaffold (human actions checked and undoable, preparation, malformed events ignored).
import { roundPlace } from '../kit/notices.js';
import type { NoticePlace } from '../kit/notices.js';
import { reducer } from '../kit/reducer.js';
import { applyTurnEvent, TURN_EVENTS } from '../kit/turn-events.js';
import { applyHumanAction } from './apply-human.js';
import { applyTurn, turnFailed } from './apply-turn.js';
import { checkHuman } from './human-actions.js';
import type { PersuasionState } from './state.js';

/** Where a notice belongs: K, the opening, a round, the closing, the judgment. */
export function placeOf(state: PersuasionState): NoticePlace {
  switch (state.stage) {
    case 'context':
      return { section: 'Shared context K', mark: 'K' };
    case 'opening':
      return { section: 'Round 0: Opening', mark: 'r0' };
    case 'argumentation':
      return roundPlace(state.round);
    case 'closing':
      return { section: 'Closing', mark: 'cl' };
    case 'judgment':
    case 'done':
      return { section: 'Judgment', mark: 'J' };
  }
}

export const reduce = reducer<PersuasionState>({
  shape: {
    records: ['facts', 'moves', 'statements', 'evidence'],
    lists: ['factOrder', 'moveOrder', 'statementOrder', 'flags', 'rulings'],
    shared: ['config'],
  },
  place: placeOf,
  sealsUndo: [...TURN_EVENTS],
  dispatch: (ctx, event) => applyTurnEvent(ctx, event, { answer: applyTurn, failure: turnFailed }),
  checkHuman,
  applyHuman: applyHumanAction,
});
