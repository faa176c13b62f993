// A debater's speech act applied: the move recorded (P…/O…), the statements it puts forward (A…),
// the commitment store changed by the seed's effect rule, and the rules the engine keeps on the
// spot: a claim without evidence is challenged at once (rule 2), words aimed at the debater are
// flagged (rule 8), and a side that gives up its thesis or concedes the other's is defeated.
import { notify } from '../kit/draft.js';
import { remind } from '../kit/mailbox.js';
import { quote } from '../kit/quote.js';
import { other, type Side, SIDE_NAME } from './config.js';
import { addMove, addStatement, cite, type Ctx, flag } from './context.js';
import { applyEffect, effect } from './effects.js';
import { type DebaterMove, isStatementId } from './moves.js';
import { moveText } from './describe.js';
import { adHominem } from './rules.js';
import type { DialogueMove } from './state.js';

export function applyDebaterMove(ctx: Ctx, side: Side, m: DebaterMove, turn: number): DialogueMove {
  const d = ctx.d;
  const base = {
    act: m.act,
    turn,
    argument: m.argument,
    evidence: [] as string[],
    by: 'seat' as const,
    ...(m.reply ? { reply: m.reply } : {}),
  };
  let move: DialogueMove;
  switch (m.act) {
    case 'claim': {
      move = addMove(ctx, side, base);
      const attack = m.against ? { target: m.against, type: m.attack ?? ('rebut' as const) } : undefined;
      const statement = addStatement(ctx, side, m.statement!, move.id, attack);
      move.statement = statement;
      move.evidence = cite(ctx, side, statement, m.evidence);
      if (!attack && side === 'pro' && !d.thesis.pro) d.thesis.pro = statement;
      if (attack?.type === 'rebut' && side === 'opp' && attack.target === d.thesis.pro && !d.thesis.opp) d.thesis.opp = statement;
      break;
    }
    case 'since': {
      move = addMove(ctx, side, { ...base, statement: m.statement! });
      const reasons = (m.reasons ?? []).map((r) => (isStatementId(r) ? r : (sameWords(ctx, r) ?? addStatement(ctx, side, r, move.id))));
      move.reasons = [...new Set(reasons)].filter((r) => r !== m.statement);
      move.evidence = cite(ctx, side, m.statement!, m.evidence);
      break;
    }
    default:
      move = addMove(ctx, side, { ...base, ...(m.statement ? { statement: m.statement } : {}) });
  }
  notify(ctx, 'speech.act', `${SIDE_NAME[side]} [${move.id}] ${moveText(ctx.d, move)}`, { seat: side, item: move.id });
  commit(ctx, move);
  const aimed = adHominem(`${m.statement ?? ''} ${m.argument}`);
  if (aimed)
    flag(
      ctx,
      {
        rule: 'ad-hominem',
        by: 'engine',
        item: move.id,
        text: `${move.id} may attack the debater rather than the argument (${quote(aimed, 60)})`,
      },
      side,
    );
  if (move.act === 'claim' && move.evidence.length === 0) challengeUnsupported(ctx, move);
  return move;
}

/** A premise worded exactly as a statement already made is that statement. */
function sameWords(ctx: Ctx, text: string): string | undefined {
  const words = text.trim().toLowerCase();
  return ctx.d.statementOrder.find((id) => !ctx.d.statements[id]!.struck && ctx.d.statements[id]!.text.trim().toLowerCase() === words);
}

/** The move's effect on its speaker's store, and what it means for the theses. */
export function commit(ctx: Ctx, move: DialogueMove): void {
  const d = ctx.d;
  d.stores[move.side] = applyEffect(d.stores[move.side], effect(move.act, move.statement, move.reasons));
  if (move.act === 'retract' && move.statement) d.retracted[move.side] = [...d.retracted[move.side], move.statement];
  const own = d.thesis[move.side];
  const theirs = d.thesis[other(move.side)];
  const gaveUp =
    (move.act === 'retract' && move.statement === own) || (move.act === 'concede' && move.statement === theirs && theirs !== undefined);
  if (!gaveUp || d.surrendered) return;
  const how =
    move.act === 'retract'
      ? `${SIDE_NAME[move.side]} retracted its thesis ${own} (${move.id})`
      : `${SIDE_NAME[move.side]} conceded the thesis ${theirs} (${move.id})`;
  d.surrendered = { side: move.side, move: move.id, how };
  notify(ctx, 'thesis.surrendered', `${how}: ${SIDE_NAME[other(move.side)]} wins the dialogue; the closing round comes next.`, {
    item: move.id,
  });
}

/** Rule 2: the other side asks why at once, in the engine's hand; the claimant owes reasons next turn. */
function challengeUnsupported(ctx: Ctx, claim: DialogueMove): void {
  const asker = other(claim.side);
  const why = addMove(ctx, asker, {
    act: 'why',
    turn: claim.turn,
    reply: claim.id,
    statement: claim.statement!,
    argument: '',
    evidence: [],
    by: 'engine',
    note: `${claim.id} came without evidence (rule 2)`,
  });
  notify(
    ctx,
    'why.engine',
    `${SIDE_NAME[asker]} [${why.id}] why ${claim.statement}? (asked by the engine: ${claim.id} came without evidence)`,
    { seat: asker, item: why.id },
  );
  remind(
    ctx,
    claim.side,
    `${why.id} asks why ${claim.statement}: your claim came without evidence. Give reasons ("since", replying to ${why.id}) in your next turn, or retract it.`,
  );
}
