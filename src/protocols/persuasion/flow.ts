// How the dialogue moves on, after seed 002's structure: K is gathered; round 0 is the opening
// (PRO states its thesis, OPP answers it); rounds 1..N each give PRO, OPP, PRO, OPP a turn; the
// closing round gives each a final statement; the moderator reviews every round but the closing,
// then judges. A side that surrenders its thesis sends the dialogue to the closing round at once.
// After each debater turn the engine keeps rule 3: a why owed before the turn and still unanswered
// retracts its statement.
import { notify } from '../kit/draft.js';
import { remind } from '../kit/mailbox.js';
import { type Side, SIDE_NAME, SIDES } from './config.js';
import { commit } from './apply-debater.js';
import { addMove, type Ctx, flag } from './context.js';
import { dialectic, leadText } from './dialectic.js';
import { owedWhys, type Turn } from './state.js';

/** The debater turns of one argumentation round, in order. */
export const ROUND_TURNS: readonly Side[] = ['pro', 'opp', 'pro', 'opp'];

export const isDebaterTurn = (turn: Turn): boolean => turn.purpose === 'open' || turn.purpose === 'argue' || turn.purpose === 'close';

/** What a finished (or skipped) turn leads to. */
export function afterTurn(ctx: Ctx, turn: Turn): void {
  const d = ctx.d;
  switch (turn.purpose) {
    case 'gather':
      if (!d.pending.some((t) => t.purpose === 'gather')) closeContext(ctx);
      return;
    case 'review':
      return closeRound(ctx);
    case 'judge':
      return finish(ctx);
    case 'open':
    case 'argue':
    case 'close':
      return afterDebater(ctx, turn);
  }
}

function afterDebater(ctx: Ctx, turn: Turn): void {
  const d = ctx.d;
  const side = turn.seat as Side;
  d.turnNo += 1;
  enforceAnswers(ctx, side);
  announceLeader(ctx);
  d.turnInRound += 1;
  if (turn.purpose === 'argue' && d.surrendered) return endOfRound(ctx);
  const order = turn.purpose === 'argue' ? ROUND_TURNS : SIDES;
  const next = order[d.turnInRound];
  if (next) d.pending.push({ seat: next, purpose: turn.purpose });
  else endOfRound(ctx);
}

/** Rule 3: every why owed by `side` from before its turn just taken, still unanswered, retracts its statement. */
export function enforceAnswers(ctx: Ctx, side: Side): void {
  for (const why of owedWhys(ctx.d, side).filter((w) => w.turn < ctx.d.turnNo)) {
    const retract = addMove(ctx, side, {
      act: 'retract',
      turn: ctx.d.turnNo,
      reply: why.id,
      statement: why.statement!,
      argument: '',
      evidence: [],
      by: 'engine',
      note: `no reasons were given for ${why.id} in time (rule 3)`,
    });
    notify(
      ctx,
      'retract.forced',
      `${SIDE_NAME[side]} [${retract.id}] retract ${why.statement}: ${why.id} went unanswered, so the engine retracts it (rule 3).`,
      { seat: side, item: retract.id, level: 'warning' },
    );
    commit(ctx, retract);
    remind(ctx, side, `${why.id} went unanswered in your turn, so the engine retracted ${why.statement} for you (${retract.id}).`);
  }
}

export function announceLeader(ctx: Ctx): void {
  const d = dialectic(ctx.d);
  if (!d.leading || d.leading === ctx.d.leading) return;
  ctx.d.leading = d.leading;
  notify(ctx, 'dialogue.status', `${leadText(ctx.d, d)!.replace(' is winning', ' is now winning')}.`);
}

function endOfRound(ctx: Ctx): void {
  if (ctx.d.stage === 'closing') return closeRound(ctx);
  ctx.d.pending.push({ seat: 'mod', purpose: 'review' });
}

function closeContext(ctx: Ctx): void {
  const d = ctx.d;
  notify(
    ctx,
    'context.gathered',
    `K holds ${d.factOrder.filter((id) => !d.facts[id]!.removed).length} facts; round 0 (the opening) comes next.`,
  );
  ctx.closed = { unit: 'round', label: 'context K' };
  d.stage = 'opening';
  d.round = 0;
  d.turnInRound = 0;
  d.pending.push({ seat: 'pro', purpose: 'open' });
}

export function roundName(stage: string, round: number): string {
  return stage === 'opening' ? 'round 0' : stage === 'closing' ? 'the closing round' : `round ${round}`;
}

function closeRound(ctx: Ctx): void {
  const d = ctx.d;
  const name = roundName(d.stage, d.round);
  notify(ctx, 'round.closed', `${name.charAt(0).toUpperCase()}${name.slice(1)} closes.`);
  ctx.closed = { unit: 'round', label: name };
  if (d.stage === 'argumentation') flagRebuttalsOnly(ctx);
  d.turnInRound = 0;
  if (d.stage === 'closing') {
    d.stage = 'judgment';
    d.pending.push({ seat: 'mod', purpose: 'judge' });
    return;
  }
  if (d.surrendered || (d.stage === 'argumentation' && d.round >= d.config.rounds)) return enterClosing(ctx);
  d.stage = 'argumentation';
  d.round += 1;
  d.pending.push({ seat: 'pro', purpose: 'argue' });
}

export function enterClosing(ctx: Ctx): void {
  ctx.d.stage = 'closing';
  ctx.d.round = ctx.d.config.rounds + 1;
  ctx.d.turnInRound = 0;
  ctx.d.pending = [{ seat: 'pro', purpose: 'close' }];
}

/** Rule 5: a side that has attacked only by rebuttal is flagged, once. */
function flagRebuttalsOnly(ctx: Ctx): void {
  for (const side of SIDES) {
    if (ctx.d.flags.some((f) => f.rule === 'undercut' && f.by === 'engine' && f.item === side)) continue;
    const attacks = ctx.d.statementOrder.map((id) => ctx.d.statements[id]!).filter((s) => s.side === side && s.attack);
    if (attacks.length < 2 || attacks.some((s) => s.attack!.type === 'undercut')) continue;
    flag(
      ctx,
      {
        rule: 'undercut',
        by: 'engine',
        item: side,
        text: `${SIDE_NAME[side]} has attacked ${attacks.length} times, all by rebuttal: an undercutter (why the reasons fail) weighs more and shows why`,
      },
      side,
    );
  }
}

function finish(ctx: Ctx): void {
  const d = ctx.d;
  d.stage = 'done';
  d.pending = [];
  const v = d.verdict!;
  d.ended = `${SIDE_NAME[v.winner]} wins, ${v.how === 'surrender' ? 'by surrender' : 'by the scores'} (${v.scores.pro.toFixed(2)} vs ${v.scores.opp.toFixed(2)})`;
  ctx.closed = { unit: 'round', label: 'judgment' };
  notify(ctx, 'debate.ended', `The debate ends: ${d.ended}.`);
}

/** The debate cannot go on (no thesis): it ends without a verdict. */
export function abandon(ctx: Ctx, why: string): void {
  ctx.d.stage = 'done';
  ctx.d.pending = [];
  ctx.d.ended = why;
  ctx.d.failed = true;
  notify(ctx, 'debate.ended', `The debate ends: ${why}.`, { level: 'warning' });
}

/** A seat that cannot answer at all: the dialogue stops here and the moderator judges what was said. */
export function cutShort(ctx: Ctx, side: Side): void {
  flag(ctx, {
    rule: 'protocol',
    by: 'engine',
    item: side,
    text: `${SIDE_NAME[side]} gave no usable answer in two turns: the dialogue stops and goes to judgment`,
  });
  ctx.d.stage = 'judgment';
  ctx.d.pending = [{ seat: 'mod', purpose: 'judge' }];
}
