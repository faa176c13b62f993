// parse(state, seat, text): the kit's pipeline with crux's rule book, and one rule of its own — a
// debater's first answer states its TopClaim (unless the person already set it), because the
// crux's decision relevance is judged against the TopClaims.
import { parseAnswer } from '../kit/parse-answer.js';
import type { ParseResult } from '../types.js';
import type { Move } from './moves.js';
import { RULES } from './rules.js';
import type { CruxState } from './state.js';

export const TOP_CLAIM_FIRST =
  'your first answer states your TopClaim beside your moves: {"topClaim": {"statement": "…", "side": "YES" | "NO" | "NUANCED", "confidence": 0.8}, "moves": [...]}';

export function parse(state: CruxState, seat: string, text: string): ParseResult<Move> {
  const result = parseAnswer(state, seat, text, RULES);
  if (!result.ok || !state.config.debaters.includes(seat) || state.topClaims[seat]) return result;
  return result.moves.some((m) => m.type === 'TOP_CLAIM') ? result : { ok: false, problem: TOP_CLAIM_FIRST };
}
