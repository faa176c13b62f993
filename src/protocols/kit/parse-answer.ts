// parse(state, seat, text) for any protocol: the one JSON value the seat answered with, found in
// its prose, read by the seat's answer format, and its moves split into legal ones and ones refused
// with the reason the seat reads next time. Only an answer nothing can be used from fails as a whole.
import type { ParseResult, RefusedMove } from '../types.js';
import { extractJson } from './json-extract.js';
import type { MoveRules, ResponseScope } from './move-rules.js';
import { dueTurn, type TurnState } from './turns.js';

export function parseAnswer<S extends TurnState, M>(state: S, seat: string, text: string, rules: MoveRules<S, M>): ParseResult<M> {
  if (!dueTurn(state, seat)) return { ok: false, problem: `it is not ${seat}'s turn` };
  const extracted = extractJson(text);
  if (!extracted.ok) return extracted;
  const format = rules.formats[seat];
  if (!format) return { ok: false, problem: `${seat} is not a seat of this protocol` };
  const read = format.read(extracted.value);
  if (!read.ok) return read;
  const scope: ResponseScope = new Set();
  const moves: M[] = [];
  const refused: RefusedMove<M>[] = [...read.malformed];
  for (const move of read.moves) {
    const reason = rules.check(state, seat, move, scope);
    if (reason) refused.push({ move, reason });
    else moves.push(move);
  }
  return { ok: true, moves, refused };
}
