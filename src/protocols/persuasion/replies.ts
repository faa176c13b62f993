// Seed 002's table of legal replies, and what a move claims, read once for legality, prompts and
// the property tests. Our reading, where the table leaves room (README.md, "Our reading"):
// - `φ since S` claims φ and every ψ in S (its effect rule commits the speaker to all of them), so
//   each may be met as a claim is: a counter-claim rebuts φ or a ψ. The table's own rows for
//   `since` — `why ψ` and `concede ψ` for ψ in S — stand as written: asking why φ again after its
//   reasons were given is not a reply.
// - an undercut attacks the step from reasons to a conclusion, so it replies to the move that gave
//   the reasons: a `since`, or a claim that came with evidence.
// - concessions and retractions end a line: the table gives them no replies ("—").
import type { Act, AttackType, DialogueMove } from './state.js';

export interface ReplyRow {
  act: Act;
  meaning: string;
  replies: string;
}

/** The table as the agents read it in their prompts. */
export const REPLY_TABLE: readonly ReplyRow[] = [
  { act: 'claim', meaning: 'assert φ', replies: 'why φ · claim ¬φ (a counter-claim against φ) · concede φ' },
  { act: 'why', meaning: 'ask for the reasons for φ', replies: 'φ since S · retract φ' },
  { act: 'concede', meaning: 'admit φ', replies: '— (nothing)' },
  { act: 'retract', meaning: 'withdraw φ', replies: '— (nothing)' },
  {
    act: 'since',
    meaning: 'give reasons S for φ',
    replies: 'why ψ (ψ in S) · concede ψ (ψ in S) · claim ¬φ or ¬ψ (rebut) · an undercut of the step from S to φ',
  },
];

/** Acts the table gives no replies. */
export const CLOSED_ACTS: readonly Act[] = ['concede', 'retract', 'final'];

/** The statements a move asserts: a claim's φ, a since's φ and its reasons. */
export function claimedBy(move: DialogueMove): string[] {
  if (move.act === 'claim' && move.statement) return [move.statement];
  if (move.act === 'since' && move.statement) return [move.statement, ...(move.reasons ?? [])];
  return [];
}

/** What `why φ` may reply to: a claim of φ, or a since giving φ as a reason. */
export function whyAnswers(replied: DialogueMove, statement: string): boolean {
  if (replied.act === 'claim') return replied.statement === statement;
  return replied.act === 'since' && (replied.reasons ?? []).includes(statement);
}

/** What `concede φ` may reply to: the same moves as `why φ` (the claim row, and ψ in S). */
export const concedeAnswers = whyAnswers;

/** What a counter-claim against φ may reply to: rebut any statement the move claims; undercut a step it gave. */
export function attackAnswers(replied: DialogueMove, target: string, type: AttackType): boolean {
  if (type === 'rebut') return claimedBy(replied).includes(target);
  if (replied.statement !== target) return false;
  return replied.act === 'since' || (replied.act === 'claim' && replied.evidence.length > 0);
}

/** What `since` and `retract` reply to: a why on that very statement. */
export function answersWhy(replied: DialogueMove, statement: string): boolean {
  return replied.act === 'why' && replied.statement === statement;
}

/** Attacking replies keep a line of dispute going; surrendering ones (concede, retract) end it. */
export function isAttacking(move: DialogueMove): boolean {
  return move.act === 'why' || move.act === 'claim' || move.act === 'since';
}
