// reduce(state, event) -> {state, notices}: the only way the debate changes, built on the kit's
// reducer scaffold (human actions checked and undoable, preparation, malformed events ignored).
// What is argumentation's own: the events it reads, its turns' answers, and citation results.
import { EVENT, isEvent } from '../contract/platform-events.js';
import { citationChecked } from '../kit/citations.js';
import { notify } from '../kit/draft.js';
import { remind } from '../kit/mailbox.js';
import { roundPlace } from '../kit/notices.js';
import { readEvent, reducer } from '../kit/reducer.js';
import { applyTurnEvent, TURN_EVENTS } from '../kit/turn-events.js';
import { recheckAwaitingEvidence } from './acceptance.js';
import { applyHumanAction } from './apply-human.js';
import { applyTurn, turnFailed } from './apply-turn.js';
import { addEntry, type Ctx, editEvidence } from './context.js';
import { closeRoundWhenChecked } from './round.js';
import { checkHuman } from './human-actions.js';
import type { CitationResult } from '../types.js';
import type { ArgState } from './state.js';

export const reduce = reducer<ArgState>({
  shape: {
    records: ['points', 'challenges', 'evidence'],
    lists: ['ledger', 'pointOrder', 'challengeOrder', 'stability', 'relabels'],
    shared: ['config'],
  },
  place: (state) => roundPlace(state.n),
  sealsUndo: [...TURN_EVENTS, EVENT.evidenceChecked],
  dispatch(ctx, event) {
    if (!isEvent(event, EVENT.evidenceChecked)) return applyTurnEvent(ctx, event, { answer: applyTurn, failure: turnFailed });
    const check = readEvent(ctx, event, citationChecked);
    if (check) applyCheck(ctx, check);
  },
  checkHuman,
  applyHuman(ctx, kind, input) {
    applyHumanAction(ctx, kind, input);
    // The person may settle the last citation the round waits for (verify): it closes then.
    closeWhenChecked(ctx);
  },
});

function applyCheck(ctx: Ctx, check: CitationResult): void {
  if (ctx.d.evidence[check.evidence]?.status !== 'unchecked') return;
  const ev = editEvidence(ctx, check.evidence);
  ev.checkDetail = check.detail;
  if (check.result === 'match') {
    ev.status = 'verified';
    addEntry(ctx, { provenance: 'verified', kind: 'citation', text: ev.quote ?? '', item: ev.point, ref: ev.source ?? '' });
    notify(ctx, 'evidence.verified', `${check.evidence} checks out against ${ev.source ?? 'the file'}.`, { item: ev.point });
    recheckAwaitingEvidence(ctx, ev.point);
    return closeWhenChecked(ctx);
  }
  ev.status = check.result === 'mismatch' ? 'mismatch' : 'unverifiable';
  const text = `${check.evidence} (${ev.source ?? ''}) ${check.result === 'mismatch' ? 'does not hold the quoted text' : 'could not be read'}${check.detail ? `: ${check.detail}` : ''}`;
  notify(ctx, 'evidence.failed', `${text}.`, { item: ev.point, level: 'warning' });
  for (const seat of ['orchestrator', 'consultee']) remind(ctx, seat, `Citation check: ${text}.`);
  closeWhenChecked(ctx);
}

/** A round waiting for its citations closes with the last result. */
function closeWhenChecked(ctx: Ctx): void {
  if (ctx.d.closing) closeRoundWhenChecked(ctx);
}
