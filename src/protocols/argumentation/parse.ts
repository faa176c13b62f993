// Each seat's answer format and parse(state, seat, text), on the kit's parse pipeline
// (kit/parse-answer.ts). What is argumentation's: the orchestrator may tag the question's nature
// beside its moves and open with {"position": ...}; the arbiter answers with flags and an assessment.
import { z } from 'zod';
import { answerFormat, type MoveRules, MOVES_ENVELOPE, movesFormat, describeMove } from '../kit/move-rules.js';
import { parseAnswer } from '../kit/parse-answer.js';
import type { ParseResult } from '../types.js';
import { checkMove } from './legality.js';
import { arbiterMove, arbiterResponse, consulteeMove, type Move, orchestratorMove } from './moves.js';
import type { ArgState } from './state.js';

const orchestratorEnvelope = MOVES_ENVELOPE.extend({ nature: z.enum(['factual', 'open']).optional() });

export const MOVE_RULES: MoveRules<ArgState, Move> = {
  formats: {
    consultee: movesFormat<Move>(consulteeMove),
    orchestrator: answerFormat<Move, z.infer<typeof orchestratorEnvelope>>({
      envelope: orchestratorEnvelope,
      move: orchestratorMove,
      normalize: liftPosition,
      moves: (e) => ({ listed: e.moves, implied: e.nature ? [{ type: 'nature', nature: e.nature }] : [] }),
    }),
    arbiter: answerFormat<Move, z.infer<typeof arbiterResponse>>({
      envelope: arbiterResponse,
      move: arbiterMove,
      moves: (e) => ({
        listed: [],
        implied: [...e.flags.map((f) => ({ type: 'flag' as const, item: f.item, concern: f.concern })), { type: 'assessment', text: e.assessment }],
      }),
    }),
  },
  check: checkMove,
  describe: (move) => describeMove(move, ['challenge', 'point', 'item']),
};

export function parse(state: ArgState, seat: string, text: string): ParseResult<Move> {
  return parseAnswer(state, seat, text, MOVE_RULES);
}

/** The opening may be answered as {"position": "..."}; it means one propose move. */
function liftPosition(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  if (typeof record.position !== 'string') return body;
  const { position, ...rest } = record;
  const moves = Array.isArray(rest.moves) ? rest.moves : [];
  return { ...rest, moves: [{ type: 'propose', position }, ...moves] };
}
