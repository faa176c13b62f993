// Acceptance semantics: the evidence gate and every move of a point between buckets.
import { append, insert, nextId, notify } from '../kit/draft.js';
import { quote } from '../kit/quote.js';
import { challengeLabel, type Ctx, editChallenge, editPoint, logPoint } from './context.js';
import {
  type ArgState,
  type ChallengeKind,
  type ChallengeStatus,
  type Challenge,
  type Judge,
  OPEN_CHALLENGE,
  type Point,
  type UnresolvedCause,
} from './state.js';

const WINDOW: Record<ChallengeKind, number> = { SKEPTICAL: 2, REJECT: 1, 'ILL-FORMED': 1 };

/** Empirical claims need verified execution or textual evidence; value judgements pass (n/a). */
export function passesEvidenceGate(state: ArgState, point: Point): boolean {
  if (point.kind === 'value') return true;
  return point.evidence.some((id) => {
    const ev = state.evidence[id];
    return ev !== undefined && (ev.type === 'execution' || ev.type === 'textual') && ev.status === 'verified';
  });
}

/** Agreement in substance: Agreed when the gate passes, otherwise held until evidence is verified. */
export function settleAgreement(ctx: Ctx, pointId: string, by: Judge, why: string): void {
  const point = editPoint(ctx, pointId);
  // A settled point starts any later dispute afresh: deadlock counts one continuous dispute.
  point.disputedRounds = 0;
  if (passesEvidenceGate(ctx.d, point)) {
    setStatus(ctx, point, 'agreed', by, why);
    notify(ctx, 'point.agreed', `${pointId} is Agreed (${why}).`, { item: pointId });
    if (point.rebuts) reopenTarget(ctx, point);
    return;
  }
  if (ctx.d.done) {
    // After synthesis nothing is left in play: unevidenced agreement is blocked on missing data.
    point.question = `What verified execution output or file citation supports ${pointId}?`;
    unresolve(ctx, pointId, 'missing-data', by, `${why}, but no verified execution or textual evidence`);
    return;
  }
  setStatus(ctx, point, 'awaiting-evidence', by, why);
  notify(
    ctx,
    'evidence.gate',
    `${pointId} is accepted in substance but is an empirical claim without verified execution or textual evidence: it stays out of Agreed until such evidence is verified.`,
    { item: pointId },
  );
}

export function dismiss(ctx: Ctx, pointId: string, by: Judge, reason: string): void {
  const point = editPoint(ctx, pointId);
  setStatus(ctx, point, 'dismissed', by, reason);
  notify(ctx, 'point.dismissed', `${pointId} is Dismissed (${reason}).`, { item: pointId });
}

export function unresolve(ctx: Ctx, pointId: string, cause: UnresolvedCause, by: Judge, reason: string): void {
  const point = editPoint(ctx, pointId);
  setStatus(ctx, point, 'unresolved', by, reason);
  point.unresolvedCause = cause;
  notify(ctx, 'point.unresolved', `${pointId} is Unresolved (${reason}).`, { item: pointId });
}

function setStatus(ctx: Ctx, point: Point, status: Point['status'], by: Judge, reason: string): void {
  point.status = status;
  point.reason = reason;
  if (status !== 'unresolved') delete point.unresolvedCause;
  logPoint(ctx, point.id, by, `${status}: ${reason}`);
}

export function closeOpenChallenges(ctx: Ctx, pointId: string, status: ChallengeStatus): void {
  for (const id of ctx.d.challengeOrder) {
    const challenge = ctx.d.challenges[id]!;
    if (challenge.point === pointId && OPEN_CHALLENGE.includes(challenge.status)) {
      editChallenge(ctx, id).status = status;
    }
  }
}

export interface NewChallenge {
  point: string;
  kind: ChallengeKind;
  origin: Challenge['origin'];
  objection: string;
  raisedBy: Judge;
  evidence?: string[];
  cause?: string;
  /** The consultee has not spoken yet this round, so it may answer in this round already. */
  answerableNow?: boolean;
}

/**
 * A challenge raised in round n is answered from round n+1 on, or from round n when the consultee
 * has yet to speak in it (the person's override at the start of a round).
 */
export function raiseChallenge(ctx: Ctx, spec: NewChallenge): string {
  const id = nextId(ctx, 'C');
  insert(ctx, 'challenges', id, {
    id,
    point: spec.point,
    kind: spec.kind,
    origin: spec.origin,
    objection: spec.objection,
    raisedBy: spec.raisedBy,
    round: ctx.d.n,
    windowStart: spec.answerableNow ? ctx.d.n : ctx.d.n + 1,
    windowRounds: WINDOW[spec.kind],
    status: 'open',
    drops: 0,
    defenses: [],
    evidence: spec.evidence ?? [],
    ...(spec.cause ? { cause: spec.cause } : {}),
    source: ctx.seq,
  });
  append(ctx, 'challengeOrder', id);
  ctx.d.everChallenged = true;
  const point = editPoint(ctx, spec.point);
  if (point.status !== 'disputed') setStatus(ctx, point, 'disputed', spec.raisedBy, `challenged by ${challengeLabel(ctx, id)}`);
  const what = spec.kind === 'ILL-FORMED' ? 'asks to clarify' : `challenges (${spec.kind})`;
  notify(ctx, 'challenge.raised', `${id} ${what} ${spec.point}: ${quote(spec.objection)}`, {
    item: id,
  });
  return id;
}

/** An agreed rebuttal puts the point it rebuts back under challenge. */
function reopenTarget(ctx: Ctx, rebuttal: Point): void {
  const target = rebuttal.rebuts ? ctx.d.points[rebuttal.rebuts] : undefined;
  if (!target || target.pinned || target.status === 'dismissed' || ctx.d.done) return;
  const answeredBefore = ctx.d.challengeOrder.some((id) => {
    const c = ctx.d.challenges[id]!;
    return c.point === target.id && c.origin === 'rebuttal' && c.cause === rebuttal.id;
  });
  if (answeredBefore) return;
  raiseChallenge(ctx, {
    cause: rebuttal.id,
    point: target.id,
    kind: 'SKEPTICAL',
    origin: 'rebuttal',
    objection: `The agreed rebuttal ${rebuttal.id} undercuts this point: ${quote(rebuttal.claim)}`,
    raisedBy: 'engine',
  });
}

/** Re-runs the gate for points held only for evidence (after a citation check or an attestation). */
export function recheckAwaitingEvidence(ctx: Ctx, pointId: string): void {
  const point = ctx.d.points[pointId];
  if (point?.status === 'awaiting-evidence' && passesEvidenceGate(ctx.d, point)) {
    settleAgreement(ctx, pointId, 'engine', 'its evidence is now verified');
  }
}

/**
 * A challenge lost by the consultee: undefended, or its defense rejected for good. The point is
 * Dismissed, except in the round of its definitional retry, where it stays blocked on its terms
 * (Unresolved, definitional). A dismissal by REJECT records what it rests on: the objection and
 * its evidence, or the objection alone.
 */
export function loseChallenge(ctx: Ctx, challengeId: string, status: 'undefended' | 'rejected', by: Judge, reason: string): void {
  const challenge = editChallenge(ctx, challengeId);
  challenge.status = status;
  const deadlock = ctx.d.points[challenge.point]?.deadlock;
  if (deadlock?.cause === 'definitional' && deadlock.retryRound === ctx.d.n) {
    closeOpenChallenges(ctx, challenge.point, 'blocked');
    unresolve(
      ctx,
      challenge.point,
      'definitional',
      'engine',
      `the terms still diverge after clarification (${reason}): ${deadlock.detail ?? ''}`,
    );
    return;
  }
  closeOpenChallenges(ctx, challenge.point, status);
  if (challenge.kind !== 'REJECT') return dismiss(ctx, challenge.point, by, reason);
  editPoint(ctx, challenge.point).grounds = { challenge: challengeId, objection: challenge.objection, evidence: [...challenge.evidence] };
  const evidence = challenge.evidence.map((id) => `${id} (${ctx.d.evidence[id]?.type ?? '?'}, ${ctx.d.evidence[id]?.status ?? '?'})`);
  const grounds = evidence.length
    ? `evidence ${evidence.join(', ')} and its objection ${quote(challenge.objection)}`
    : `its objection alone, with no evidence: ${quote(challenge.objection)}`;
  dismiss(ctx, challenge.point, by, `${reason}; the REJECT rests on ${grounds}`);
}
