// Classifications and rulings, shared by the orchestrator and the person overriding it.
import { notify } from '../kit/draft.js';
import { remind } from '../kit/mailbox.js';
import { quote } from '../kit/quote.js';
import { type Ctx, challengeLabel, editChallenge, editPoint, logPoint, settleOptions } from './context.js';
import { closeOpenChallenges, dismiss, loseChallenge, raiseChallenge, settleAgreement, unresolve } from './acceptance.js';
import type { Verdict } from './moves.js';
import { type Judge, OPEN_CHALLENGE, windowEnd } from './state.js';

export type Classification = Verdict | 'OUT-OF-SCOPE';

/** Between rounds, before the consultee's turn: a challenge raised now can be answered in this round. */
function consulteeStillToSpeak(ctx: Ctx): boolean {
  return !ctx.d.raisedThisRound && ctx.d.pending.some((t) => t.seat === 'consultee' && t.purpose === 'raise');
}

export function applyClassification(
  ctx: Ctx,
  pointId: string,
  verdict: Classification,
  by: Judge,
  objection: string,
  evidence: string[] = [],
): void {
  const point = editPoint(ctx, pointId);
  point.verdict = verdict;
  point.classifiedBy = by;
  point.assessedVersion = point.version;
  logPoint(ctx, pointId, by, `classified ${verdict}${objection ? `: ${objection}` : ''}`);
  switch (verdict) {
    case 'OUT-OF-SCOPE':
      closeOpenChallenges(ctx, pointId, by === 'human' ? 'overridden' : 'withdrawn');
      dismiss(ctx, pointId, by, `out of scope${objection ? `: ${objection}` : ''}`);
      return;
    case 'AGREE':
      closeOpenChallenges(ctx, pointId, by === 'human' ? 'overridden' : 'withdrawn');
      settleAgreement(ctx, pointId, by, by === 'human' ? 'the person agrees' : 'classified AGREE');
      return;
    case 'SKEPTICAL':
    case 'REJECT':
      closeOpenChallenges(ctx, pointId, by === 'human' ? 'overridden' : 'withdrawn');
      raiseChallenge(ctx, {
        point: pointId,
        kind: verdict,
        origin: by === 'human' ? 'human' : 'evaluation',
        objection: objection || `${by} classified it ${verdict}`,
        raisedBy: by,
        evidence,
        ...(by === 'human' && consulteeStillToSpeak(ctx) ? { answerableNow: true } : {}),
      });
      return;
    case 'ILL-FORMED': {
      closeOpenChallenges(ctx, pointId, by === 'human' ? 'overridden' : 'withdrawn');
      const askedBefore = ctx.d.challengeOrder.some((id) => {
        const c = ctx.d.challenges[id]!;
        return c.point === pointId && c.kind === 'ILL-FORMED';
      });
      if (point.clarified || askedBefore) {
        dismiss(ctx, pointId, by, 'still ill-formed after its one clarification');
        return;
      }
      raiseChallenge(ctx, {
        point: pointId,
        kind: 'ILL-FORMED',
        origin: by === 'human' ? 'human' : 'evaluation',
        objection: objection || 'the point cannot be evaluated as stated: restate it as one clear claim',
        raisedBy: by,
        evidence,
        ...(by === 'human' && consulteeStillToSpeak(ctx) ? { answerableNow: true } : {}),
      });
      return;
    }
  }
}

/**
 * A ruling on the latest defense. Accepted: the challenge is defended and, with no other dispute
 * left, the point meets the evidence gate. Rejected: REJECT is terminal; SKEPTICAL stays open while
 * its window lasts.
 */
export function applyRuling(ctx: Ctx, challengeId: string, ruling: 'accepted' | 'rejected', by: Judge, reason: string): void {
  const challenge = editChallenge(ctx, challengeId);
  const defense = challenge.defenses[challenge.defenses.length - 1];
  if (defense) {
    defense.ruling = ruling;
    defense.ruledBy = by;
    defense.reason = reason;
  }
  const pointId = challenge.point;
  const name = challengeLabel(ctx, challengeId);
  logPoint(ctx, pointId, by, `defense of ${name} ${ruling}: ${reason}`);
  if (ruling === 'accepted') {
    challenge.status = 'defended';
    notify(ctx, 'challenge.ruled', `${by} accepts the defense of ${challengeId}: ${quote(reason)}`, { item: challengeId });
    remind(ctx, 'consultee', `Your defense of ${name} was accepted: ${reason}`);
    const stillDisputed = ctx.d.challengeOrder.some((id) => {
      const c = ctx.d.challenges[id]!;
      return c.point === pointId && OPEN_CHALLENGE.includes(c.status);
    });
    if (stillDisputed) return;
    const point = ctx.d.points[pointId]!;
    if (point.verdict === undefined || point.assessedVersion !== point.version) return awaitAssessment(ctx, pointId, name);
    settleAgreement(ctx, pointId, by, `defense of ${name} accepted`);
    return;
  }
  notify(ctx, 'challenge.ruled', `${by} rejects the defense of ${challengeId}: ${quote(reason)}`, { item: challengeId });
  const windowLeft = !ctx.d.done && challenge.kind === 'SKEPTICAL' && ctx.d.n < windowEnd(challenge);
  if (windowLeft) {
    challenge.status = 'open';
    const point = editPoint(ctx, pointId);
    if (point.status !== 'disputed') {
      point.status = 'disputed';
      point.reason = `the defense of ${name} was rejected; the challenge stays open`;
      delete point.unresolvedCause;
    }
    remind(
      ctx,
      'consultee',
      `Your defense of ${name} was rejected (${reason}). It stays open one more round: ${settleOptions(ctx, pointId, 'defend it again with better support')}.`,
    );
    return;
  }
  loseChallenge(ctx, challengeId, 'rejected', by, `defense of ${name} rejected: ${reason}`);
}

/**
 * A point challenged before it was ever assessed (a contradiction flagged on a new point) is not
 * agreed by surviving that challenge: it goes to the orchestrator to be assessed on its merits.
 */
function awaitAssessment(ctx: Ctx, pointId: string, name: string): void {
  if (ctx.d.done)
    return unresolve(
      ctx,
      pointId,
      'cut-off',
      'engine',
      `${name} was answered after the debate ended, and the point was never assessed on its merits`,
    );
  const point = editPoint(ctx, pointId);
  point.status = 'pending';
  point.reason = `${name} was answered; it awaits assessment on its merits`;
  logPoint(ctx, pointId, 'engine', point.reason);
  notify(ctx, 'point.changed', `${pointId} survived ${name} and goes to assessment on its merits.`, { item: pointId });
}
