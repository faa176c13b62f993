// reduce(state, event) -> {state, notices}: the only way the debate changes. Pure: everything it
// needs arrives in the event; notices are derived and recomputed on replay. The given state is
// never modified: changes are made on a private copy (thaw), so earlier states stay valid.
import { humanInputOf } from '../kit/human-input.js';
import { preparedSeat } from '../kit/preparation.js';
import type { DebateEvent, Notice, Reduction } from '../types.js';
import { recheckAwaitingEvidence } from './acceptance.js';
import { applyHumanAction } from './apply-human.js';
import { applyTurn, failTurn } from './apply-turn.js';
import { addEntry, type Ctx, editEvidence, notify, remind, roundMarks } from './context.js';
import { agentFailed, agentRequested, evidenceChecked, moveAccepted, moveRejected } from './events.js';
import { checkHuman } from './human-actions.js';
import type { ArgState } from './state.js';
import { thaw } from './thaw.js';

/** Agent activity makes earlier human actions part of what the agents saw: no undo past it. */
/** How many human actions can be undone in a row; older snapshots are let go. */
const UNDO_DEPTH = 20;
const SEALS_UNDO = new Set(['agent.requested', 'move.accepted', 'move.rejected', 'agent.failed', 'evidence.checked']);

export function reduce(state: ArgState, event: DebateEvent): Reduction<ArgState> {
  if (event.type === 'human.undo') return undo(state, event);
  const prepared = preparedSeat(event);
  if (prepared) return { state: { ...state, prepared: { ...state.prepared, [prepared.seat]: prepared.personaRef } }, notices: [] };
  // Events this engine does not read (agent.responded, runner bookkeeping) leave the state as it is.
  if (!SEALS_UNDO.has(event.type) && !event.type.startsWith('human.')) return { state, notices: [] };
  const notices: Notice[] = [];
  const d = thaw(state);
  if (SEALS_UNDO.has(event.type)) d.undo = [];
  const ctx: Ctx = { d, seq: event.seq, out: notices, owned: new Set() };
  dispatch(ctx, state, event);
  return { state: d, notices, ...(ctx.closed ? { closed: ctx.closed } : {}) };
}

function dispatch(ctx: Ctx, before: ArgState, event: DebateEvent): void {
  switch (event.type) {
    case 'agent.requested': {
      const data = agentRequested.safeParse(event.data);
      if (data.success) ctx.d.promptMark[data.data.seat] = ctx.d.journal.length;
      return;
    }
    case 'agent.failed': {
      const data = agentFailed.safeParse(event.data);
      if (data.success) failTurn(ctx, data.data.seat, data.data.reason);
      else ignored(ctx, event);
      return;
    }
    case 'move.rejected': {
      const data = moveRejected.safeParse(event.data);
      if (data.success) failTurn(ctx, data.data.seat, data.data.problem);
      else ignored(ctx, event);
      return;
    }
    case 'move.accepted': {
      const data = moveAccepted.safeParse(event.data);
      if (data.success) applyTurn(ctx, data.data.seat, data.data.moves, data.data.refused);
      else ignored(ctx, event);
      return;
    }
    case 'evidence.checked': {
      const data = evidenceChecked.safeParse(event.data);
      if (data.success) applyCheck(ctx, data.data);
      else ignored(ctx, event);
      return;
    }
    default:
      if (event.type.startsWith('human.')) applyHuman(ctx, before, event);
  }
}

function ignored(ctx: Ctx, event: DebateEvent): void {
  notify(ctx, 'event.ignored', `Event ${event.seq} (${event.type}) is malformed and was ignored.`);
}

function applyHuman(ctx: Ctx, before: ArgState, event: DebateEvent): void {
  const kind = event.type.slice('human.'.length);
  const input = humanInputOf(event.data);
  const problem = checkHuman(before, kind, input);
  if (problem) {
    notify(ctx, 'action.refused', `Refused: ${problem}.`);
    return;
  }
  ctx.d.undo = [...ctx.d.undo.slice(1 - UNDO_DEPTH), { seq: event.seq, kind, before: { ...before, undo: [] } }];
  applyHumanAction(ctx, kind, input);
}

function applyCheck(ctx: Ctx, check: { evidence: string; result: 'match' | 'mismatch' | 'unreadable'; detail: string }): void {
  if (ctx.d.evidence[check.evidence]?.status !== 'unchecked') return;
  const ev = editEvidence(ctx, check.evidence);
  ev.checkDetail = check.detail;
  if (check.result === 'match') {
    ev.status = 'verified';
    addEntry(ctx, { provenance: 'verified', kind: 'citation', text: ev.quote ?? '', item: ev.point, ref: ev.source ?? '' });
    notify(ctx, 'evidence.verified', `${check.evidence} checks out against ${ev.source ?? 'the file'}.`, { item: ev.point });
    recheckAwaitingEvidence(ctx, ev.point);
    return;
  }
  ev.status = check.result === 'mismatch' ? 'mismatch' : 'unverifiable';
  const text = `${check.evidence} (${ev.source ?? ''}) ${check.result === 'mismatch' ? 'does not hold the quoted text' : 'could not be read'}${check.detail ? `: ${check.detail}` : ''}`;
  notify(ctx, 'evidence.failed', `${text}.`, { item: ev.point });
  for (const seat of ['orchestrator', 'consultee']) remind(ctx, seat, `Citation check: ${text}.`);
}

function undo(state: ArgState, event: DebateEvent): Reduction<ArgState> {
  const input = humanInputOf(event.data);
  const problem = checkHuman(state, 'undo', input);
  const last = state.undo[state.undo.length - 1];
  if (problem || !last) {
    const notice: Notice = { type: 'action.refused', text: `Refused: ${problem ?? 'nothing to undo'}.`, ...roundMarks(state.n), level: 'warning' };
    return { state: { ...state, journal: [...state.journal, notice] }, notices: [notice] };
  }
  const notice: Notice = {
    type: 'human.undo',
    text: `The person undoes their ${last.kind} (event ${last.seq}): ${input.reason ?? ''}.`,
    ...roundMarks(state.n),
  };
  return {
    state: { ...last.before, undo: state.undo.slice(0, -1), journal: [...state.journal, notice] },
    notices: [notice],
  };
}
