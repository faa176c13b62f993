// Persuasion's reduction context: the kit's draft over the state (kit/draft.ts), and the helpers
// that know this protocol's items: statements, evidence and moves added copy-on-write, the
// commitment stores changed only through the seed's effect rules (effects.ts), flags raised.
import { append, type Draft, edit, insert, nextId, notify } from '../kit/draft.js';
import { remind } from '../kit/mailbox.js';
import { PREFIX, type Side, SIDE_NAME } from './config.js';
import { isFactId } from './moves.js';
import type { AttackType, DialogueMove, PersuasionState, RuleFlag, Statement } from './state.js';

export type Ctx = Draft<PersuasionState>;

export function addStatement(ctx: Ctx, side: Side, text: string, move: string, attack?: { target: string; type: AttackType }): string {
  const id = nextId(ctx, 'A');
  const statement: Statement = {
    id,
    text,
    side,
    move,
    round: ctx.d.round,
    evidence: [],
    ...(attack ? { attack: { ...attack, declared: attack.type, by: 'move' as const } } : {}),
  };
  insert(ctx, 'statements', id, statement);
  append(ctx, 'statementOrder', id);
  return id;
}

export const editStatement = (ctx: Ctx, id: string): Statement => edit(ctx, 'statements', id);

/** Cites K facts by id; any other evidence becomes an item of its own (E…), for the statement it backs. */
export function cite(ctx: Ctx, side: Side, statement: string, evidence: string[]): string[] {
  const ids = evidence.map((e) => {
    if (isFactId(e)) return e;
    const id = nextId(ctx, 'E');
    insert(ctx, 'evidence', id, { id, text: e, side, statement });
    return id;
  });
  if (ids.length > 0) {
    const s = editStatement(ctx, statement);
    s.evidence = [...new Set([...s.evidence, ...ids])];
  }
  return ids;
}

/** A new move of `side`, numbered in its own series (P1, P2, … or O1, O2, …). */
export function addMove(ctx: Ctx, side: Side, move: Omit<DialogueMove, 'id' | 'side' | 'round' | 'seq'>): DialogueMove {
  const id = nextId(ctx, PREFIX[side]);
  const full: DialogueMove = { ...move, id, side, round: ctx.d.round, seq: ctx.seq };
  insert(ctx, 'moves', id, full);
  append(ctx, 'moveOrder', id);
  return full;
}

export function flag(ctx: Ctx, raised: Omit<RuleFlag, 'round'>, tell?: Side): void {
  append(ctx, 'flags', { ...raised, round: ctx.d.round });
  notify(
    ctx,
    'rule.flagged',
    `Rule flagged (${raised.rule}, by ${raised.by === 'mod' ? 'the moderator' : raised.by === 'human' ? 'the person' : 'the engine'}): ${raised.text}`,
    { level: 'warning', ...(raised.item ? { item: raised.item } : {}) },
  );
  if (tell) remind(ctx, tell, `Flagged (${raised.rule}): ${raised.text}`);
}

export const sideName = (side: Side): string => SIDE_NAME[side];
