// reduce(state, event): the only way the debate changes, on the kit's reducer scaffold (human
// actions checked and undoable, malformed events ignored). Consensus reads its turns' events itself
// to tell an agent that failed (logged, the others go on) from an answer that could not be read
// (asked once more), and records each seat's preparation to check that the personas written are
// distinct.
import { EVENT, isEvent, PLATFORM_EVENTS } from '../contract/platform-events.js';
import { notify, openDraft } from '../kit/draft.js';
import { roundPlace } from '../kit/notices.js';
import { preparedSeat } from '../kit/preparation.js';
import { readEvent, reducer } from '../kit/reducer.js';
import type { DraftShape } from '../kit/thaw.js';
import { applyTurnEvent, TURN_EVENTS } from '../kit/turn-events.js';
import type { DebateEvent, Reduction } from '../types.js';
import { applyAnswer } from './answers.js';
import { applyHumanAction } from './apply-human.js';
import { CHALLENGERS, isChallenger } from './config.js';
import type { Ctx } from './context.js';
import { agentFailed, answerUnusable, dropChallenger } from './failures.js';
import { afterPreflight } from './flow.js';
import { checkHuman } from './human-actions.js';
import { ANGLES } from './persona-text.js';
import type { ConsensusState } from './state.js';

const SHAPE: DraftShape<ConsensusState> = {
  records: ['items', 'dissents', 'challengers', 'personas'],
  lists: ['order', 'dissentOrder', 'failures'],
  shared: ['config', 'passed'],
};

/** Notices go under their round; Phases 0 and 0.5 come before round 1. */
const place = (state: ConsensusState) =>
  state.round === 0 ? { section: 'Before round 1: personas and preflight', mark: 'r0' } : roundPlace(state.round);

const base = reducer<ConsensusState>({
  shape: SHAPE,
  place,
  sealsUndo: TURN_EVENTS,
  dispatch(ctx, event) {
    if (!isEvent(event, EVENT.agentFailed)) return applyTurnEvent(ctx, event, { answer: applyAnswer, failure: answerUnusable });
    const failure = readEvent(ctx, event, PLATFORM_EVENTS[EVENT.agentFailed]);
    // A failure the runner tries again after a pause is not the last word on that agent.
    if (failure && failure.retryInMs === undefined) agentFailed(ctx, failure.seat, failure.kind, failure.reason);
  },
  checkHuman,
  applyHuman: applyHumanAction,
});

export function reduce(state: ConsensusState, event: DebateEvent): Reduction<ConsensusState> {
  const prepared = preparedSeat(event);
  if (!prepared) return base(state, event);
  const ctx = openDraft(state, SHAPE, event.seq, place);
  ctx.d.prepared = { ...ctx.d.prepared, [prepared.seat]: prepared.personaRef };
  // A persona file once written is never taken back: the person's earlier actions stay.
  ctx.d.undo = [];
  verifyDistinct(ctx, prepared.seat);
  return { state: ctx.d, notices: ctx.out };
}

/** Two challengers given the same persona text would be one perspective twice: the second is dropped. */
function verifyDistinct(ctx: Ctx, seat: string): void {
  if (!isChallenger(seat) || ctx.d.challengers[seat].status !== 'active') return;
  const twin = CHALLENGERS.find(
    (other) => other !== seat && ctx.d.challengers[other].status === 'active' && ctx.d.prepared[other] === ctx.d.prepared[seat],
  );
  if (!twin) {
    notify(ctx, 'preflight.checked', `The ${ANGLES[seat].label}'s persona file is written and distinct.`, { seat });
    return;
  }
  dropChallenger(ctx, seat, `its persona is the same as the ${ANGLES[twin].label}'s, so it would add no perspective`, 'failed');
  if (ctx.d.batch) ctx.d.batch.asked = ctx.d.batch.asked.filter((s) => s !== seat);
  if (ctx.d.phase === 'PREFLIGHT' && !ctx.d.ended) afterPreflight(ctx);
}
