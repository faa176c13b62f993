// Each seat's answer format and parse(state, seat, text), on the kit's parse pipeline
// (kit/parse-answer.ts). What is argumentation's: the orchestrator may tag the question's nature
// beside its moves and open with {"position": ...}; the arbiter answers with flags and an
// assessment; the shapes quoted back in a retry, and what each seat owes on its turn.
import type * as z from 'zod';
import { keyForm } from '../kit/envelope.js';
import { answerFormat, describeMove, type MoveRules, MOVES_ENVELOPE, movesFormat } from '../kit/move-rules.js';
import { parseAnswer } from '../kit/parse-answer.js';
import { quote } from '../kit/quote.js';
import type { ParseResult } from '../types.js';
import { checkMove } from './legality.js';
import { arbiterMove, arbiterResponse, consulteeMove, type Move, natureSchema, orchestratorMove } from './moves.js';
import { owed } from './owed.js';
import { answerShape, moveShape } from './prompts/format.js';
import type { ArgState } from './state.js';

const orchestratorEnvelope = MOVES_ENVELOPE.extend({ nature: natureSchema.optional() });

export const MOVE_RULES: MoveRules<ArgState, Move> = {
  formats: {
    consultee: movesFormat<Move>(consulteeMove),
    orchestrator: answerFormat<Move, z.infer<typeof orchestratorEnvelope>>({
      envelope: orchestratorEnvelope,
      move: orchestratorMove,
      keys: ['moves', 'position'],
      normalize: (body) => outOfScopeVerdicts(liftPosition(body)),
      moves: (e) => ({ listed: e.moves, implied: e.nature ? [{ type: 'nature', nature: e.nature }] : [] }),
    }),
    arbiter: answerFormat<Move, z.infer<typeof arbiterResponse>>({
      envelope: arbiterResponse,
      move: arbiterMove,
      moves: (e) => ({
        listed: [],
        implied: [
          ...e.flags.map((f) => ({ type: 'flag' as const, item: f.item, concern: f.concern })),
          { type: 'assessment', text: e.assessment },
        ],
      }),
    }),
  },
  check: checkMove,
  describe: describeArgMove,
  shape: (state, seat, type, fields) => (type === undefined ? answerShape(state, seat) : moveShape(state, seat, type, fields)),
  owed,
};

export function parse(state: ArgState, seat: string, text: string): ParseResult<Move> {
  return parseAnswer(state, seat, text, MOVE_RULES);
}

/** A move as a refusal names it: a point by its claim, anything else by what it is about. */
function describeArgMove(move: unknown): string {
  const m = move as { type?: unknown; claim?: unknown };
  if (m && m.type === 'point' && typeof m.claim === 'string') return `point ${quote(m.claim)}`;
  return describeMove(move, ['challenge', 'point', 'item']);
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

/** "verdict": "OUT-OF-SCOPE" means what the format writes as "scope": "out". */
function outOfScopeVerdicts(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { moves?: unknown }).moves)) return body;
  const record = body as { moves: unknown[] };
  return {
    ...record,
    moves: record.moves.map((move) => {
      if (typeof move !== 'object' || move === null) return move;
      const entries = Object.entries(move as Record<string, unknown>);
      const verdict = entries.find(([k]) => keyForm(k) === 'verdict');
      if (!verdict || typeof verdict[1] !== 'string' || !['outofscope', 'out', 'outscope'].includes(keyForm(verdict[1]))) return move;
      return { ...Object.fromEntries(entries.filter(([k]) => k !== verdict[0])), scope: 'out' };
    }),
  };
}
