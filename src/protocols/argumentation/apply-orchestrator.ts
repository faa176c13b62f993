// The orchestrator's moves: the opening position, triage and evaluation, rulings, contradiction
// flags and deadlock classification.
import { append, notify } from '../kit/draft.js';
import { remind } from '../kit/mailbox.js';
import { quote } from '../kit/quote.js';
import { addEntry, type Ctx, editChallenge, editPoint, logPoint } from './context.js';
import { closeOpenChallenges, raiseChallenge, unresolve } from './acceptance.js';
import { recordEvidence } from './evidence.js';
import { applyClassification, applyRuling, type Classification } from './judgements.js';
import { ruledChallenge } from './legality.js';
import type { OrchestratorMove } from './moves.js';
import { setKind } from './relabel.js';
import { OPEN_CHALLENGE } from './state.js';

const REVISION_PHRASE = /revis/i;

export function applyOrchestratorMove(ctx: Ctx, move: OrchestratorMove): void {
  switch (move.type) {
    case 'propose':
      addEntry(ctx, { provenance: 'unverified', seat: 'orchestrator', kind: 'position', text: move.position });
      notify(ctx, 'position.stated', `The orchestrator puts a position on the table: ${quote(move.position)}`);
      return;
    case 'nature':
      ctx.d.nature = move.nature;
      notify(ctx, 'question.tagged', `The orchestrator tags the question as ${move.nature}.`);
      return;
    case 'assess':
      return assess(ctx, move);
    case 'rule':
      return applyRuling(ctx, ruledChallenge(ctx.d, move)!, move.ruling, 'orchestrator', move.reason);
    case 'contradiction': {
      const earlier = ctx.d.points[move.earlier]!;
      const later = ctx.d.points[move.point]!;
      raiseChallenge(ctx, {
        point: later.id,
        kind: 'SKEPTICAL',
        origin: 'contradiction',
        cause: earlier.id,
        objection: `In round ${earlier.round} you claimed ${quote(earlier.claim)} (${earlier.id}); in round ${later.round} you claim ${quote(later.claim)} (${later.id}). Reconcile the two. (${move.explanation})`,
        raisedBy: 'orchestrator',
      });
      return;
    }
    case 'deadlock':
      return classifyDeadlock(ctx, move);
  }
}

function assess(ctx: Ctx, move: Extract<OrchestratorMove, { type: 'assess' }>): void {
  const point = editPoint(ctx, move.point);
  const verdict: Classification = move.scope === 'out' ? 'OUT-OF-SCOPE' : move.verdict!;
  if (move.kind) setKind(ctx, point.id, move.kind, 'orchestrator', move.because);
  const changedMind =
    point.verdict !== undefined &&
    point.classifiedBy === 'orchestrator' &&
    point.assessedVersion === point.version &&
    point.verdict !== verdict;
  if (changedMind) checkStability(ctx, point.id, point.verdict!, verdict, move.revision);
  // Evidence given with AGREE supports the point; given with any other verdict it backs the objection.
  let objectionEvidence: string[] = [];
  if (verdict === 'AGREE') recordEvidence(ctx, point.id, 'orchestrator', move.evidence);
  else objectionEvidence = recordObjectionEvidence(ctx, point.id, move.evidence);
  applyClassification(ctx, point.id, verdict, 'orchestrator', move.objection ?? '', objectionEvidence);
}

/** The orchestrator's own evidence backs its objection, not the point, so it is kept apart. */
function recordObjectionEvidence(ctx: Ctx, pointId: string, items: Extract<OrchestratorMove, { type: 'assess' }>['evidence']): string[] {
  const ids = recordEvidence(ctx, pointId, 'orchestrator', items);
  const point = editPoint(ctx, pointId);
  point.evidence = point.evidence.filter((id) => !ids.includes(id));
  return ids;
}

/** Position stability: a change of classification must be stated as a revision. */
function checkStability(ctx: Ctx, pointId: string, from: string, to: string, revision?: string): void {
  const acknowledged = revision !== undefined && REVISION_PHRASE.test(revision) && /because/i.test(revision);
  append(ctx, 'stability', {
    seat: 'orchestrator',
    point: pointId,
    from,
    to,
    round: ctx.d.n,
    acknowledged,
    ...(revision ? { justification: revision } : {}),
  });
  addEntry(ctx, {
    provenance: 'revision',
    seat: 'orchestrator',
    kind: 'revision',
    item: pointId,
    text: acknowledged ? revision! : `Unacknowledged change on ${pointId}: ${from} → ${to}, with no "revising from X to Y because …"`,
  });
  if (!acknowledged) {
    notify(ctx, 'stability.flag', `Position drift: the orchestrator moved ${pointId} from ${from} to ${to} without an explicit revision.`, {
      item: pointId,
    });
    remind(
      ctx,
      'orchestrator',
      `You changed ${pointId} from ${from} to ${to} without saying why. When you change a classification, write "Revising from ${from} to ${to} because …" in "revision".`,
    );
  }
}

function classifyDeadlock(ctx: Ctx, move: Extract<OrchestratorMove, { type: 'deadlock' }>): void {
  const point = editPoint(ctx, move.point);
  const deadlock = point.deadlock!;
  deadlock.cause = move.cause;
  deadlock.detail = move.detail;
  logPoint(ctx, point.id, 'orchestrator', `deadlock classified ${move.cause}: ${move.detail}`);
  switch (move.cause) {
    case 'missing-data':
      point.question = move.detail;
      closeOpenChallenges(ctx, point.id, 'blocked');
      unresolve(ctx, point.id, 'missing-data', 'orchestrator', `blocked on missing data: ${move.detail}`);
      notify(ctx, 'human.question', `A question for the person about ${point.id}: ${move.detail}`, { item: point.id });
      return;
    case 'definitional': {
      addEntry(ctx, { provenance: 'unverified', seat: 'orchestrator', kind: 'definition', text: move.detail, item: point.id });
      deadlock.retryRound = ctx.d.n + 1;
      for (const id of ctx.d.challengeOrder) {
        const original = ctx.d.challenges[id]!;
        if (original.point !== point.id || !OPEN_CHALLENGE.includes(original.status)) continue;
        const c = editChallenge(ctx, id);
        c.windowStart = ctx.d.n + 1;
        c.windowRounds = 1;
        c.drops = 0;
        // The retry asks for a fresh answer in the clarified terms, replacing any pending defense.
        c.status = 'open';
      }
      remind(
        ctx,
        'consultee',
        `${point.id} is stuck on what the terms mean. Clarified terms: ${move.detail}. Answer its challenge once more with these terms.`,
      );
      notify(ctx, 'deadlock.definitional', `${point.id}: terms clarified, one more round to settle it.`, { item: point.id });
      return;
    }
    case 'criteria':
      point.question = move.detail;
      closeOpenChallenges(ctx, point.id, 'blocked');
      unresolve(ctx, point.id, 'criteria', 'orchestrator', `the criteria diverge: ${move.detail}`);
      notify(ctx, 'human.tradeoff', `A trade-off for the person to choose on ${point.id}: ${move.detail}`, { item: point.id });
      return;
  }
}
