// A seat's answer arriving, and a turn that produced nothing usable. The kit receives the answer
// (kit/receive-answer.ts) and keeps the retry after a failure (kit/turns.ts). What is persuasion's:
// what a turn must contain (a debater's turn at least one legal speech act, the opening PRO's
// thesis, a closing turn its final statement, the judgment a verdict) — asked for once more with
// the reasons, then the turn is skipped — and what a skipped turn means.
import { notify } from '../kit/draft.js';
import { receiveAnswer } from '../kit/receive-answer.js';
import { failTurn, MAX_ATTEMPTS } from '../kit/turns.js';
import type { RefusedMove } from '../types.js';
import { applyDebaterMove } from './apply-debater.js';
import { applyModeratorMove, engineVerdict } from './apply-moderator.js';
import { isSide, type Seat, type Side, SIDE_NAME } from './config.js';
import { type Ctx, flag } from './context.js';
import { abandon, afterTurn, cutShort, isDebaterTurn } from './flow.js';
import type { DebaterMove, ModeratorMove } from './moves.js';
import { MOVE_RULES } from './parse.js';
import type { Turn } from './state.js';

export function applyTurn(ctx: Ctx, seat: string, moves: unknown[], refused: RefusedMove<unknown>[]): void {
  const attempts = ctx.d.attempts[seat] ?? 0;
  let applied = 0;
  const turn = receiveAnswer(ctx, seat, { moves, refused }, MOVE_RULES, (move) => {
    applied += 1;
    if ('act' in (move as object)) applyDebaterMove(ctx, seat as Side, move as DebaterMove, ctx.d.turnNo + 1);
    else applyModeratorMove(ctx, seat as Seat, move as ModeratorMove);
  });
  if (!turn) return;
  const missing = missingFrom(ctx, turn, applied);
  if (!missing) return afterTurn(ctx, turn);
  notify(ctx, 'turn.failed', `${seat}'s answer left its turn unfinished (${missing}).`, { seat });
  if (attempts + 1 < MAX_ATTEMPTS) {
    ctx.d.pending = [turn, ...ctx.d.pending];
    ctx.d.attempts[seat] = attempts + 1;
    ctx.d.lastProblem[seat] = missing;
    return;
  }
  giveUp(ctx, turn, missing);
}

/** What the turn still lacks after the answer, or undefined when it is complete. */
function missingFrom(ctx: Ctx, turn: Turn, applied: number): string | undefined {
  const d = ctx.d;
  switch (turn.purpose) {
    case 'open':
      if (turn.seat === 'pro' && !d.thesis.pro) return 'the opening needs your thesis: one claim that replies to nothing';
      return applied === 0 ? 'no legal speech act: every turn makes at least one (rule 4)' : undefined;
    case 'argue':
      return applied === 0 ? 'no legal speech act: every turn makes at least one (rule 4)' : undefined;
    case 'close':
      return d.moveOrder.some((id) => d.moves[id]!.act === 'final' && d.moves[id]!.side === turn.seat)
        ? undefined
        : 'the closing turn needs your final statement ("act": "final")';
    case 'judge':
      return d.verdict ? undefined : 'no usable verdict';
    case 'gather':
    case 'review':
      return undefined;
  }
}

/** A turn that produced nothing usable: one retry (the kit's), then the turn is given up. */
export function turnFailed(ctx: Ctx, seat: string, problem: string): void {
  failTurn(ctx, seat, problem, (turn) => giveUp(ctx, turn, problem));
}

function giveUp(ctx: Ctx, turn: Turn, problem: string): void {
  const d = ctx.d;
  d.givenUp[turn.seat] = (d.givenUp[turn.seat] ?? 0) + 1;
  notify(ctx, 'turn.skipped', `${SIDE_NAME[turn.seat as Seat] ?? turn.seat}'s ${turn.purpose} turn is skipped: ${problem}.`, {
    seat: turn.seat,
    level: 'warning',
  });
  if (turn.purpose === 'judge') {
    engineVerdict(ctx, 'the moderator gave no usable verdict');
    d.failed = true;
    return afterTurn(ctx, turn);
  }
  if (turn.purpose === 'open' && turn.seat === 'pro' && !d.thesis.pro)
    return abandon(ctx, 'PRO stated no thesis, so there is nothing to debate');
  if (isDebaterTurn(turn) && isSide(turn.seat))
    flag(ctx, { rule: 'protocol', by: 'engine', item: turn.seat, text: `${SIDE_NAME[turn.seat]}'s turn was skipped: ${problem}` });
  if (isDebaterTurn(turn) && isSide(turn.seat) && d.givenUp[turn.seat]! >= 2 && d.stage !== 'closing') {
    d.turnNo += 1;
    return cutShort(ctx, turn.seat);
  }
  afterTurn(ctx, turn);
}
