// The consultee's moves: raise, defend, concede, revise, clarify, and what its silence means.
import { append, insert, nextId, notify } from '../kit/draft.js';
import { remind } from '../kit/mailbox.js';
import { quote } from '../kit/quote.js';
import { addEntry, challengeLabel, type Ctx, editChallenge, editPoint, logPoint, settleOptions } from './context.js';
import { closeOpenChallenges, dismiss, loseChallenge, raiseChallenge, recheckAwaitingEvidence } from './acceptance.js';
import { setKind } from './relabel.js';
import { recordEvidence } from './evidence.js';
import { targetChallenge } from './legality.js';
import type { ConsulteeMove } from './moves.js';
import { OPEN_CHALLENGE, windowEnd } from './state.js';

export function applyConsulteeMove(ctx: Ctx, move: ConsulteeMove, answered: Set<string>): void {
  switch (move.type) {
    case 'point':
      return raisePoint(ctx, move);
    case 'defend': {
      const id = targetChallenge(ctx.d, move)!;
      const challenge = editChallenge(ctx, id);
      answered.add(id);
      const evidence = recordEvidence(ctx, challenge.point, 'consultee', move.evidence);
      challenge.defenses.push({ round: ctx.d.n, argument: move.argument, evidence });
      challenge.status = 'answered';
      editPoint(ctx, challenge.point).answered = true;
      addEntry(ctx, { provenance: 'unverified', seat: 'consultee', kind: 'defense', text: move.argument, item: challenge.point });
      logPoint(ctx, challenge.point, 'consultee', `defended ${id}: ${move.argument}`);
      notify(ctx, 'challenge.defended', `The consultee defends ${id}: ${quote(move.argument)}`, { item: id });
      return;
    }
    case 'concede': {
      const id = targetChallenge(ctx.d, move);
      const pointId = id ? ctx.d.challenges[id]!.point : move.point!;
      if (id) answered.add(id);
      editPoint(ctx, pointId).answered = true;
      closeOpenChallenges(ctx, pointId, 'conceded');
      logPoint(ctx, pointId, 'consultee', `conceded${move.reason ? `: ${move.reason}` : ''}`);
      dismiss(ctx, pointId, 'consultee', 'conceded');
      return;
    }
    case 'revise': {
      markAnswered(ctx, move.point, answered);
      const point = editPoint(ctx, move.point);
      const entry = addEntry(ctx, {
        provenance: 'revision',
        seat: 'consultee',
        kind: 'revision',
        text: `Revising ${point.id} from ${quote(point.claim)} to ${quote(move.claim)} because ${move.because}`,
        item: point.id,
        supersedes: point.entry,
      });
      point.entry = entry;
      point.claim = move.claim;
      if (move.kind) setKind(ctx, point.id, move.kind, 'consultee', move.because);
      recordEvidence(ctx, point.id, 'consultee', move.evidence);
      backToTriage(ctx, point.id, 'revised', `revised: ${move.because}`);
      return;
    }
    case 'clarify': {
      markAnswered(ctx, move.point, answered);
      const point = editPoint(ctx, move.point);
      const entry = addEntry(ctx, {
        provenance: 'unverified',
        seat: 'consultee',
        kind: 'clarification',
        text: move.claim,
        item: point.id,
        supersedes: point.entry,
      });
      point.entry = entry;
      point.claim = move.claim;
      if (move.kind) setKind(ctx, point.id, move.kind, 'consultee', undefined);
      point.clarified = true;
      backToTriage(ctx, point.id, 'clarified', 'clarified as asked');
      return;
    }
    case 'support': {
      const ids = recordEvidence(ctx, move.point, 'consultee', move.evidence);
      logPoint(ctx, move.point, 'consultee', `added evidence ${ids.join(', ')}`);
      notify(ctx, 'point.supported', `The consultee adds evidence to ${move.point}: ${ids.join(', ')}.`, { item: move.point });
      recheckAwaitingEvidence(ctx, move.point);
      return;
    }
  }
}

function markAnswered(ctx: Ctx, pointId: string, answered: Set<string>): void {
  editPoint(ctx, pointId).answered = true;
  for (const id of ctx.d.challengeOrder) {
    const c = ctx.d.challenges[id]!;
    if (c.point === pointId && OPEN_CHALLENGE.includes(c.status)) answered.add(id);
  }
}

/** A changed point goes back to triage: its disputes close and the orchestrator assesses it anew. */
function backToTriage(ctx: Ctx, pointId: string, closedAs: 'revised' | 'clarified', why: string): void {
  closeOpenChallenges(ctx, pointId, closedAs);
  const point = editPoint(ctx, pointId);
  point.version += 1;
  point.status = 'pending';
  point.reason = why;
  delete point.unresolvedCause;
  logPoint(ctx, pointId, 'consultee', why);
  notify(ctx, 'point.changed', `${pointId} ${closedAs}: now ${quote(point.claim)}; back to triage.`, { item: pointId });
}

function raisePoint(ctx: Ctx, move: Extract<ConsulteeMove, { type: 'point' }>): void {
  const id = nextId(ctx, 'P');
  const entry = addEntry(ctx, { provenance: 'unverified', seat: 'consultee', kind: 'point', text: move.claim, item: id });
  const stress = ctx.d.stressTest.status === 'due' && ctx.d.stressTest.round === ctx.d.n && move.rebuts !== undefined;
  insert(ctx, 'points', id, {
    id,
    round: ctx.d.n,
    raisedBy: 'consultee',
    claim: move.claim,
    kind: move.kind,
    entry,
    evidence: [],
    ...(move.extends ? { extends: move.extends } : {}),
    ...(move.rebuts ? { rebuts: move.rebuts } : {}),
    stress,
    status: 'pending',
    version: 1,
    pinned: false,
    clarified: false,
    answered: false,
    disputedRounds: 0,
    history: [{ round: ctx.d.n, by: 'consultee', text: `raised: ${move.claim}` }],
    sources: [ctx.seq],
  });
  append(ctx, 'pointOrder', id);
  ctx.d.newPointsThisRound += 1;
  recordEvidence(ctx, id, 'consultee', move.evidence);
  const relation = move.extends ? ` (extends ${move.extends})` : move.rebuts ? ` (rebuts ${move.rebuts})` : '';
  notify(ctx, 'point.raised', `The consultee raises ${id} [${move.kind}]${relation}: ${quote(move.claim)}`, { item: id });

  const earlier = move.rebuts ? ctx.d.points[move.rebuts] : undefined;
  if (earlier && earlier.raisedBy === 'consultee' && !stress && earlier.status !== 'dismissed') {
    raiseChallenge(ctx, {
      point: id,
      kind: 'SKEPTICAL',
      origin: 'contradiction',
      cause: earlier.id,
      objection: `In round ${earlier.round} you claimed ${quote(earlier.claim)} (${earlier.id}); now you claim ${quote(move.claim)} without revising or conceding it. Reconcile the two.`,
      raisedBy: 'engine',
    });
  }
}

/**
 * The defense obligation, checked when the consultee's turn ends: every challenge it had to answer
 * and did not is dropped (a reminder) or, past its window or on a second miss, closes the point.
 * A challenge whose answer could not be read (`unreadable`) is not missed: it stays open.
 */
export function enforceDefenseObligation(ctx: Ctx, answered: Set<string>, unreadable: ReadonlyMap<string, string> = new Map()): void {
  for (const id of ctx.d.challengeOrder) {
    const original = ctx.d.challenges[id]!;
    if (original.status !== 'open' && original.status !== 'dropped') continue;
    if (original.windowStart > ctx.d.n || answered.has(id)) continue;
    const c = editChallenge(ctx, id);
    const unread = unreadable.get(id);
    if (unread !== undefined) {
      // Its answer could not be read even on the retry: not a miss. It stays open one more round.
      c.windowRounds = Math.max(c.windowRounds, ctx.d.n + 2 - c.windowStart);
      const name = challengeLabel(ctx, id);
      remind(
        ctx,
        'consultee',
        `Your answer to ${name} could not be read (${unread}); it counts neither as an answer nor as a miss. Answer ${name} again next round.`,
      );
      continue;
    }
    if (c.kind === 'ILL-FORMED') {
      c.status = 'unclarified';
      closeOpenChallenges(ctx, c.point, 'withdrawn');
      dismiss(ctx, c.point, 'engine', `ill-formed and not clarified when asked (${challengeLabel(ctx, id)})`);
      continue;
    }
    const lastChance = ctx.d.n >= windowEnd(c) || c.drops >= 1 || c.kind === 'REJECT';
    if (lastChance) {
      loseChallenge(ctx, id, 'undefended', 'engine', `undefended: ${challengeLabel(ctx, id)} was not answered`);
      continue;
    }
    c.drops += 1;
    c.status = 'dropped';
    const name = challengeLabel(ctx, id);
    remind(
      ctx,
      'consultee',
      `Reminder: ${name} (${c.kind} on ${c.point}) went unanswered. Next round, ${settleOptions(ctx, c.point, `defend it citing ${name}`)}; another miss dismisses ${c.point}.`,
    );
    notify(ctx, 'challenge.dropped', `${id} was dropped by the consultee; a reminder goes out.`, { item: id });
  }
}
