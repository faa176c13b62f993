// An agent's (or a human seat's) answer arriving: check each move again, apply it, finish the turn.
import { z } from 'zod';
import { applyConsulteeMove, enforceDefenseObligation } from './apply-consultee.js';
import { applyOrchestratorMove } from './apply-orchestrator.js';
import { type Ctx, editPoint, notify, remind } from './context.js';
import { checkMove, dueTurn } from './legality.js';
import { type ArbiterMove, arbiterMove, consulteeMove, type Move, orchestratorMove } from './moves.js';
import { afterConsultee, closeRound, terminate } from './round.js';
import { pointsIn } from './state.js';
import { describeMove } from './describe.js';

const SCHEMAS: Record<string, z.ZodType<Move>> = {
  consultee: consulteeMove,
  orchestrator: orchestratorMove,
  arbiter: arbiterMove,
};

export function applyTurn(ctx: Ctx, seat: string, rawMoves: unknown[], refused: { move: unknown; reason: string }[]): void {
  const turn = dueTurn(ctx.d, seat);
  const schema = SCHEMAS[seat];
  if (!turn || !schema) {
    notify(ctx, 'move.ignored', `An answer from ${seat} arrived out of turn and was ignored.`, { seat });
    return;
  }
  ctx.d.seen[seat] = ctx.d.promptMark[seat] ?? ctx.d.journal.length;
  ctx.d.inbox[seat] = [];
  ctx.d.notes[seat] = [];
  ctx.d.attempts[seat] = 0;
  delete ctx.d.lastProblem[seat];

  for (const { move, reason } of refused) refuse(ctx, seat, move, reason);
  const scope = new Set<string>();
  const answered = new Set<string>();
  const arbiterMoves: ArbiterMove[] = [];
  for (const raw of rawMoves) {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      refuse(ctx, seat, raw, parsed.error.issues[0]?.message ?? 'malformed move');
      continue;
    }
    const move = parsed.data;
    const problem = checkMove(ctx.d, seat, move, scope);
    if (problem) {
      refuse(ctx, seat, move, problem);
      continue;
    }
    const pointId = (move as { point?: string }).point;
    if (pointId && ctx.d.points[pointId]) editPoint(ctx, pointId).sources.push(ctx.seq);
    if (seat === 'consultee') applyConsulteeMove(ctx, move as never, answered);
    else if (seat === 'orchestrator') applyOrchestratorMove(ctx, move as never);
    else arbiterMoves.push(move as ArbiterMove);
  }

  ctx.d.pending = ctx.d.pending.filter((t) => t !== turn);
  switch (turn.purpose) {
    case 'raise':
      enforceDefenseObligation(ctx, answered);
      ctx.d.raisedThisRound = true;
      if (ctx.d.stressTest.status === 'due' && ctx.d.stressTest.round === ctx.d.n) {
        ctx.d.stressTest.status = 'done';
        notify(ctx, 'stress.done', 'The stress test has run.');
      }
      return afterConsultee(ctx);
    case 'open':
      if (ctx.d.pending.length > 0) return;
      if (ctx.d.raisedThisRound) return afterConsultee(ctx);
      ctx.d.pending.push({ seat: 'consultee', purpose: 'raise' });
      return;
    case 'evaluate':
      return closeRound(ctx);
    case 'arbitrate':
      return recordArbitration(ctx, arbiterMoves);
  }
}

function refuse(ctx: Ctx, seat: string, move: unknown, reason: string): void {
  const what = describeMove(move);
  notify(ctx, 'move.refused', `Refused ${seat}'s ${what}: ${reason}.`, { seat });
  remind(ctx, seat, `Your ${what} was refused: ${reason}.`);
}

/** A turn that produced nothing usable: one retry, then the protocol's quality exit. */
export function failTurn(ctx: Ctx, seat: string, problem: string): void {
  const turn = dueTurn(ctx.d, seat);
  if (!turn) return;
  const attempts = (ctx.d.attempts[seat] ?? 0) + 1;
  ctx.d.attempts[seat] = attempts;
  ctx.d.lastProblem[seat] = problem;
  notify(ctx, 'turn.failed', `${seat} gave no usable answer (${problem}).`, { seat });
  if (attempts < 2) return;
  if (seat === 'arbiter') {
    ctx.d.pending = ctx.d.pending.filter((t) => t !== turn);
    ctx.d.arbitration.runs.push({ round: ctx.d.n, triggers: ctx.d.arbitration.pendingTriggers, flags: [], assessment: '', failed: problem });
    ctx.d.arbitration.pendingTriggers = [];
    notify(ctx, 'arbitration.failed', `Arbitration failed after one retry: ${problem}.`);
    return;
  }
  terminate(ctx, 'quality', `${seat} could not give a structured answer after one retry (${problem})`);
}

function recordArbitration(ctx: Ctx, moves: ArbiterMove[]): void {
  const flags = moves.flatMap((m) => (m.type === 'flag' ? [{ item: m.item, concern: m.concern }] : []));
  const assessment = moves.flatMap((m) => (m.type === 'assessment' ? [m.text] : [])).join('\n');
  ctx.d.arbitration.runs.push({ round: ctx.d.n, triggers: ctx.d.arbitration.pendingTriggers, flags, assessment });
  ctx.d.arbitration.pendingTriggers = [];
  const bucketed = pointsIn(ctx.d, 'agreed').length + pointsIn(ctx.d, 'dismissed').length + pointsIn(ctx.d, 'unresolved').length;
  notify(ctx, 'arbitration.done', `The arbiter flags ${flags.length} of ${bucketed} items${flags.length ? `: ${flags.map((f) => f.item).join(', ')}` : ''}.`);
  if (bucketed > 0 && flags.length * 2 >= bucketed) {
    notify(ctx, 'arbitration.warning', 'Half or more of the items were flagged: present the outcome with a warning, or re-examine.');
  }
}
