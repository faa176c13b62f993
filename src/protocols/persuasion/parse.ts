// Each seat's answer format and parse(state, seat, text), on the kit's parse pipeline
// (kit/parse-answer.ts): the debaters answer {"moves": [speech acts]} (and {"facts": […]} when every
// seat gathers K); the moderator answers
// {"facts": […]}, {"rulings": […]} or {"verdict": {…}} (a bare verdict is read as one).
import { answerFormat, describeMove, type MoveRules } from '../kit/move-rules.js';
import { parseAnswer } from '../kit/parse-answer.js';
import type { ParseResult } from '../types.js';
import { checkMove } from './legality.js';
import {
  asFact,
  debaterAnswerMove,
  type DebaterEnvelope,
  debaterEnvelope,
  type ModeratorEnvelope,
  moderatorEnvelope,
  moderatorMove,
  moderatorMoves,
  type Move,
  normalizeModerator,
} from './moves.js';
import type { PersuasionState } from './state.js';

const debaters = answerFormat<Move, DebaterEnvelope>({
  envelope: debaterEnvelope,
  move: debaterAnswerMove,
  moves: (e) => ({ listed: [...e.facts.map(asFact), ...e.moves] }),
});

export const MOVE_RULES: MoveRules<PersuasionState, Move> = {
  formats: {
    pro: debaters,
    opp: debaters,
    mod: answerFormat<Move, ModeratorEnvelope>({
      envelope: moderatorEnvelope,
      move: moderatorMove,
      normalize: normalizeModerator,
      moves: (e) => ({ listed: moderatorMoves(e) }),
    }),
  },
  check: checkMove,
  describe: (move) => {
    if (typeof move === 'object' && move !== null && 'act' in move) {
      const m = move as { act: unknown; statement?: unknown; reply?: unknown };
      const about = typeof m.statement === 'string' && /^A\d+$/.test(m.statement) ? ` ${m.statement}` : '';
      return `${String(m.act)}${about}${typeof m.reply === 'string' ? ` (reply to ${m.reply})` : ''}`;
    }
    return describeMove(move, ['statement', 'item']);
  },
};

export function parse(state: PersuasionState, seat: string, text: string): ParseResult<Move> {
  return parseAnswer(state, seat, text, MOVE_RULES);
}
