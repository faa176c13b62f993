// The seed's error table. A challenger's agent that fails (timeout, auth, exit, …) is logged and the
// others go on; an answer that cannot be read is asked for once more (the kit's retry), and after
// that kept as raw text by parse; a challenger whose persona was not read, or is not distinct, is
// dropped with the reason; when nobody is left, or fewer than --min-challengers, the debate aborts.
// The proposer gets the kit's one retry; without it there is no position to defend.
import { append, edit, notify } from '../kit/draft.js';
import { dueTurn, failTurn, finishTurn } from '../kit/turns.js';
import { consensusCheck } from './check.js';
import { type Challenger, isChallenger, perspectiveName } from './config.js';
import type { Ctx } from './context.js';
import { abortIfTooFew, afterAssumptions, afterPreflight, end, iterationCheck } from './flow.js';
import { ANGLES } from './persona-text.js';
import type { Turn } from './state.js';
import { personasFromTemplates } from './answers.js';

/** `agent.failed`: what the runner records once the agent could not be asked (after its own retries). */
export function agentFailed(ctx: Ctx, seat: string, kind: string, reason: string): void {
  const turn = dueTurn(ctx.d, seat);
  if (!turn) return;
  append(ctx, 'failures', { round: ctx.d.round, seat, kind, reason });
  if (!isChallenger(seat)) return failTurn(ctx, seat, `${kind}: ${reason}`, (t, problem) => proposerGaveUp(ctx, t, problem));
  finishTurn(ctx, turn);
  challengerFailed(ctx, seat, turn, `${kind}: ${reason}`);
}

/** `move.rejected`: the answer could not be read; asked once more, then given up. */
export function answerUnusable(ctx: Ctx, seat: string, problem: string): void {
  failTurn(ctx, seat, problem, (turn, why) => {
    if (!isChallenger(seat)) return proposerGaveUp(ctx, turn, why);
    append(ctx, 'failures', { round: ctx.d.round, seat, kind: 'unreadable', reason: why });
    challengerFailed(ctx, seat, turn, `no usable answer: ${why}`);
  });
}

/** Logged; the round goes on with the others and is decided once all of them are done. */
export function challengerFailed(ctx: Ctx, seat: Challenger, turn: Turn, why: string): void {
  edit(ctx, 'challengers', seat).failure = why;
  if (ctx.d.batch && !ctx.d.batch.failed.includes(seat)) ctx.d.batch.failed.push(seat);
  notify(ctx, 'challenger.failed', `${perspectiveName(ctx.d.config, seat)} failed (${why}); the debate goes on with the others.`, {
    seat,
    level: 'warning',
  });
  switch (turn.purpose) {
    case 'confirm':
      dropChallenger(ctx, seat, `it could not confirm its persona (${why})`, 'failed');
      return afterPreflight(ctx);
    case 'challenge':
      return consensusCheck(ctx);
    case 'rebut':
      if (!ctx.d.pending.some((t) => t.purpose === 'rebut')) iterationCheck(ctx);
      return;
    case 'assumptions':
      return afterAssumptions(ctx);
    default:
  }
}

/** Out of the debate for good, with the reason logged; nobody left (or too few) aborts it. */
export function dropChallenger(ctx: Ctx, seat: Challenger, reason: string, check: 'failed' | 'skipped' | 'confirmed'): void {
  Object.assign(edit(ctx, 'challengers', seat), { status: 'dropped', reason, check });
  ctx.d.pending = ctx.d.pending.filter((t) => t.seat !== seat);
  notify(ctx, 'challenger.dropped', `The ${ANGLES[seat].label} is dropped: ${reason}.`, { seat, level: 'warning' });
  abortIfTooFew(ctx);
}

function proposerGaveUp(ctx: Ctx, turn: Turn, problem: string): void {
  switch (turn.purpose) {
    case 'personas':
      return personasFromTemplates(ctx, problem);
    case 'assumptions':
      notify(ctx, 'assumptions.stated', `The proposer gave no assumptions (${problem}).`, { seat: 'proposer', level: 'warning' });
      return afterAssumptions(ctx);
    default:
      return end(ctx, {
        kind: 'aborted',
        route: 'proposer',
        detail: `the proposer could not answer after one retry (${problem}): there is no position to defend`,
        confidence: 'LOW',
      });
  }
}
