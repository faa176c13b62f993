// reduce(state, event) → {state, notices}: the only way a crux debate changes, on the kit's reducer
// scaffold (preparation, undoable human actions, malformed events ignored). What is crux's own: a
// seat's answer applied move by move and what the finished turn leads to, a turn given up, and the
// agents' usage read from their replies.
import { EVENT, isEvent } from '../contract/platform-events.js';
import { notify } from '../kit/draft.js';
import { receiveAnswer } from '../kit/receive-answer.js';
import { reducer } from '../kit/reducer.js';
import { applyTurnEvent, TURN_EVENTS } from '../kit/turn-events.js';
import { failTurn } from '../kit/turns.js';
import type { RefusedMove } from '../types.js';
import { applyHuman, checkHuman } from './actions.js';
import { applyDebaterMove } from './apply-move.js';
import type { Ctx } from './context.js';
import { afterDebaterTurn, endDebate, enterStage } from './flow.js';
import { completeFraming, completeIntervention } from './moderator.js';
import type { DebaterMove, ModeratorMove, Move } from './moves.js';
import { RULES } from './rules.js';
import { type CruxState, markOf, type Turn } from './state.js';
import { clock, tally } from './usage.js';

export const reduce = reducer<CruxState>({
  shape: {
    records: ['entries', 'topClaims', 'commitments', 'steelmen', 'falsifiers', 'evidence'],
    lists: ['thread', 'concessions', 'locks'],
    shared: ['config'],
  },
  place: (state) => ({ section: `Stage ${state.stage}`, mark: markOf(state) }),
  sealsUndo: [...TURN_EVENTS, EVENT.agentResponded],
  dispatch(d, event) {
    clock(d, event.at);
    if (isEvent(event, EVENT.agentResponded, EVENT.agentFailed)) tally(d, event);
    if (!isEvent(event, EVENT.agentResponded)) applyTurnEvent(d, event, { answer: applyAnswer, failure: turnFailed });
  },
  checkHuman,
  applyHuman,
});

/**
 * Every move is judged against the state the answer found (as parse judged it), then the legal
 * ones are applied in order, then the turn's consequences follow.
 */
function applyAnswer(d: Ctx, seat: string, moves: unknown[], refused: RefusedMove<unknown>[]): void {
  const accepted: Move[] = [];
  const turn = receiveAnswer(d, seat, { moves, refused }, RULES, (move) => accepted.push(move));
  if (!turn) return;
  if (turn.purpose === 'speak') {
    for (const move of accepted) applyDebaterMove(d, seat, move as DebaterMove);
    return afterDebaterTurn(d, seat);
  }
  moderatorDone(d, turn, accepted as ModeratorMove[]);
}

function moderatorDone(d: Ctx, turn: Turn, moves: ModeratorMove[]): void {
  const due = d.d.due;
  delete d.d.due;
  if (turn.purpose === 'frame') {
    completeFraming(d, moves, 'DISCOVERY ended without a binary question');
    return enterStage(d, 'CRUX_LOCK', 'the moderator framed the crux question');
  }
  completeIntervention(d, due?.kind === 'lock' ? due.attempt : d.d.locks.length, moves);
}

/** A debater who cannot answer after one retry ends the debate; a moderator who cannot is replaced by its templates. */
function turnFailed(d: Ctx, seat: string, problem: string): void {
  failTurn(d, seat, problem, (turn) => {
    if (turn.purpose === 'speak') return endDebate(d, `${seat} gave no usable answer after one retry (${problem})`, true);
    notify(d, 'moderator_intervened', `The moderator could not answer (${problem}); its templates speak instead.`, { level: 'warning' });
    moderatorDone(d, turn, []);
  });
}
