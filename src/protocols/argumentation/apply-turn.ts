// An agent's (or a human seat's) answer arriving, and a turn that produced nothing usable. The kit
// receives the answer (kit/receive-answer.ts) and keeps the retry (kit/turns.ts); what a finished
// turn leads to, and what a turn given up means, are argumentation's.
import { notify } from '../kit/draft.js';
import { receiveAnswer } from '../kit/receive-answer.js';
import { failTurn } from '../kit/turns.js';
import type { RefusedMove } from '../types.js';
import { applyConsulteeMove, enforceDefenseObligation } from './apply-consultee.js';
import { applyOrchestratorMove } from './apply-orchestrator.js';
import { type Ctx, editPoint } from './context.js';
import type { ArbiterMove, ConsulteeMove, OrchestratorMove } from './moves.js';
import { unreadableAnswers } from './owed.js';
import { MOVE_RULES } from './parse.js';
import { afterConsultee, closeRoundWhenChecked, refreshExtension, terminate } from './round.js';
import { pointsIn, type Turn } from './state.js';

export function applyTurn(ctx: Ctx, seat: string, moves: unknown[], refused: RefusedMove<unknown>[]): void {
  const answered = new Set<string>();
  const arbiterMoves: ArbiterMove[] = [];
  const turn = receiveAnswer(ctx, seat, { moves, refused }, MOVE_RULES, (move) => {
    const pointId = (move as { point?: string }).point;
    if (pointId && ctx.d.points[pointId]) editPoint(ctx, pointId).sources.push(ctx.seq);
    if (seat === 'consultee') applyConsulteeMove(ctx, move as ConsulteeMove, answered);
    else if (seat === 'orchestrator') applyOrchestratorMove(ctx, move as OrchestratorMove);
    else arbiterMoves.push(move as ArbiterMove);
  });
  switch (turn?.purpose) {
    case undefined:
      return;
    case 'raise':
      ctx.d.raisedThisRound = true;
      enforceDefenseObligation(ctx, answered, unreadableAnswers(ctx.d, refused));
      finishStressTest(ctx);
      refreshExtension(ctx);
      return afterConsultee(ctx);
    case 'open':
      if (ctx.d.pending.length > 0) return;
      if (ctx.d.raisedThisRound) return afterConsultee(ctx);
      ctx.d.pending.push({ seat: 'consultee', purpose: 'raise' });
      return;
    case 'evaluate':
      return closeRoundWhenChecked(ctx);
    case 'arbitrate':
      return recordArbitration(ctx, arbiterMoves);
  }
}

/** The stress test counts as run only when the consultee actually attacked an agreed point. */
function finishStressTest(ctx: Ctx): void {
  const { stressTest, n } = ctx.d;
  if (stressTest.status !== 'due' || stressTest.round !== n) return;
  const attacks = ctx.d.pointOrder.filter((id) => ctx.d.points[id]!.stress && ctx.d.points[id]!.round === n);
  if (attacks.length > 0) {
    ctx.d.stressTest.status = 'done';
    notify(
      ctx,
      'stress.done',
      `The stress test has run: ${attacks.join(', ')} attack${attacks.length === 1 ? 's' : ''} ${stressTest.targets.join(', ')}.`,
    );
    return;
  }
  ctx.d.stressTest.status = 'skipped';
  notify(ctx, 'stress.skipped', `The consultee attacked none of ${stressTest.targets.join(', ')}: the stress test did not run.`, {
    level: 'warning',
  });
}

/** A turn that produced nothing usable: one retry (the kit's), then the protocol's quality exit. */
export function turnFailed(ctx: Ctx, seat: string, problem: string): void {
  failTurn(ctx, seat, problem, (turn) => giveUp(ctx, turn, problem));
}

/** Arbitration only lowers confidence, so the debate stands without it; any other seat ends it. */
function giveUp(ctx: Ctx, turn: Turn, problem: string): void {
  if (turn.seat !== 'arbiter')
    return terminate(ctx, 'quality', `${turn.seat} could not give a structured answer after one retry (${problem})`);
  ctx.d.arbitration.runs.push({ round: ctx.d.n, triggers: ctx.d.arbitration.pendingTriggers, flags: [], assessment: '', failed: problem });
  ctx.d.arbitration.pendingTriggers = [];
  notify(ctx, 'arbitration.failed', `Arbitration failed after one retry: ${problem}.`, { level: 'warning' });
}

function recordArbitration(ctx: Ctx, moves: ArbiterMove[]): void {
  const flags = moves.flatMap((m) => (m.type === 'flag' ? [{ item: m.item, concern: m.concern }] : []));
  const assessment = moves.flatMap((m) => (m.type === 'assessment' ? [m.text] : [])).join('\n');
  ctx.d.arbitration.runs.push({ round: ctx.d.n, triggers: ctx.d.arbitration.pendingTriggers, flags, assessment });
  ctx.d.arbitration.pendingTriggers = [];
  const bucketed = pointsIn(ctx.d, 'agreed').length + pointsIn(ctx.d, 'dismissed').length + pointsIn(ctx.d, 'unresolved').length;
  notify(
    ctx,
    'arbitration.done',
    `The arbiter flags ${flags.length} of ${bucketed} items${flags.length ? `: ${flags.map((f) => f.item).join(', ')}` : ''}.`,
  );
  if (bucketed > 0 && flags.length * 2 >= bucketed) {
    notify(ctx, 'arbitration.warning', 'Half or more of the items were flagged: present the outcome with a warning, or re-examine.', {
      level: 'warning',
    });
  }
}
