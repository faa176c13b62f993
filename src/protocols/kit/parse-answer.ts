// parse(state, seat, text) for any protocol: the one JSON answer the seat gave, found in its prose
// (json-extract.ts), read by the seat's answer format, and its moves split into legal ones and ones
// refused with the reason the seat reads next time.
//
// Nothing is lost without a retry. On a turn's first answer, a move that cannot be read, or an
// answer with no usable move while the seat owes one, sends the whole answer back (a format
// failure: the seat is asked once more, the round does not advance) with a problem naming each
// move, its field, what it received and the exact shape expected. On the retry the rules of the
// protocol apply: legal moves count, malformed ones are refused with the same explanation.
import type { ParseResult, RefusedMove } from '../types.js';
import { extractJson } from './json-extract.js';
import type { AnswerFormat, MalformedMove, MoveRules, ResponseScope } from './move-rules.js';
import { dueTurn, type TurnState } from './turns.js';
import { moveVariants, shapeOf } from './zod-shape.js';

export function parseAnswer<S extends TurnState, M>(state: S, seat: string, text: string, rules: MoveRules<S, M>): ParseResult<M> {
  if (!dueTurn(state, seat)) return { ok: false, problem: `it is not ${seat}'s turn` };
  const format = rules.formats[seat];
  if (!format) return { ok: false, problem: `${seat} is not a seat of this protocol` };
  const expected = (type?: string, fields?: readonly string[]) => expectedShape(rules, state, seat, format, type, fields);
  const extracted = extractJson(text, format.keys ? { keys: format.keys } : {});
  if (!extracted.ok) return { ok: false, problem: `${extracted.problem}.\nExpected: ${expected()}` };
  const read = format.read(extracted.value);
  if (!read.ok) {
    if (read.malformed) return { ok: false, problem: resend(read.malformed, read.malformed.length, expected) };
    return { ok: false, problem: `${read.problem}.\nExpected: ${expected()}` };
  }
  const repairs = [...(extracted.repairs ?? []), ...(read.repairs ?? [])];
  const firstTry = !state.attempts[seat];
  if (firstTry && read.malformed.length > 0) {
    return { ok: false, problem: resend(read.malformed, read.moves.length + read.malformed.length, expected) };
  }
  const scope: ResponseScope = new Set();
  const moves: M[] = [];
  const refused: RefusedMove<M>[] = read.malformed.map((m) => ({
    move: m.move,
    reason: `malformed (${withShape(m, expected)})`,
    malformed: true,
  }));
  for (const move of read.moves) {
    const reason = rules.check(state, seat, move, scope);
    if (reason) refused.push({ move, reason });
    else moves.push(move);
  }
  const owed = firstTry && moves.length === 0 ? rules.owed?.(state, seat) : null;
  if (owed) return { ok: false, problem: nothingUsable(owed, refused, rules, expected()) };
  return { ok: true, moves, refused, ...(repairs.length ? { repairs } : {}) };
}

function expectedShape<S, M>(
  rules: MoveRules<S, M>,
  state: S,
  seat: string,
  format: AnswerFormat<M>,
  type?: string,
  fields?: readonly string[],
): string {
  const own = rules.shape?.(state, seat, type, fields);
  if (own) return own;
  if (type !== undefined) {
    const variant = moveVariants(format.move).get(type);
    return variant ? shapeOf(variant) : shapeOf(format.move);
  }
  const keys = format.keys ?? ['moves'];
  return `{${keys.map((k) => (k === 'moves' ? '"moves": [ …one object per move… ]' : `"${k}": …`)).join(', ')}}`;
}

type Expected = (type?: string, fields?: readonly string[]) => string;

/** What is wrong with the move, with its expected shape when its type is known. */
function withShape<M>(move: RefusedMove<M> | MalformedMove<M>, expected: Expected): string {
  if (!('problem' in move)) return move.reason;
  return move.type ? `${move.problem}. Expected: ${expected(move.type, move.fields)}` : move.problem;
}

/** The answer goes back whole: each malformed move with what is wrong and the shape it must have. */
function resend<M>(malformed: (RefusedMove<M> | MalformedMove<M>)[], total: number, expected: Expected): string {
  const count = malformed.length === 1 ? `1 of the ${total} moves` : `${malformed.length} of the ${total} moves`;
  const lines = malformed.map((m) => `- ${withShape(m, expected)}`);
  // The first line says what happened to anyone (a notice shows it); the rest tells the seat what to fix.
  return `${count} could not be read, so nothing from the answer was applied.\nSend the whole answer again, with ${malformed.length === 1 ? 'this' : 'these'} fixed:\n${lines.join('\n')}`;
}

function nothingUsable<S, M>(owed: string, refused: RefusedMove<M>[], rules: MoveRules<S, M>, expected: string): string {
  const why = refused.map((r) => `- ${rules.describe(r.move)}: ${r.reason}`);
  const head = `The answer has no move that can be used, though this turn owes ${owed}, so nothing was applied.\nAnswer again.`;
  return [head, ...(why.length ? ['Refused:', ...why] : []), `Expected: ${expected}`].join('\n');
}
