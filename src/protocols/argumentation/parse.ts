// parse(state, seat, text): the agent's one JSON object, found in its prose, validated, and split
// into legal moves and moves refused with the reason the seat will read next time.
import { extractJson } from '../json-extract.js';
import type { ParseResult } from '../types.js';
import { zodProblem } from '../zod-problem.js';
import { checkMove, dueTurn } from './legality.js';
import { arbiterResponse, consulteeResponse, type Move, orchestratorResponse } from './moves.js';
import type { ArgState } from './state.js';

export function parse(state: ArgState, seat: string, text: string): ParseResult<Move> {
  if (!dueTurn(state, seat)) return { ok: false, problem: `it is not ${seat}'s turn` };
  const extracted = extractJson(text);
  if (!extracted.ok) return extracted;
  const read = readMoves(seat, extracted.value);
  if (!read.ok) return read;
  const scope = new Set<string>();
  const moves: Move[] = [];
  const refused: { move: Move; reason: string }[] = [];
  for (const move of read.moves) {
    const reason = checkMove(state, seat, move, scope);
    if (reason) refused.push({ move, reason });
    else moves.push(move);
  }
  return { ok: true, moves, refused };
}

function readMoves(seat: string, value: unknown): { ok: true; moves: Move[] } | { ok: false; problem: string } {
  const body = Array.isArray(value) ? { moves: value } : value;
  switch (seat) {
    case 'consultee': {
      const parsed = consulteeResponse.safeParse(body);
      return parsed.success ? { ok: true, moves: parsed.data.moves } : { ok: false, problem: zodProblem(parsed.error) };
    }
    case 'orchestrator': {
      const withPosition = liftPosition(body);
      const parsed = orchestratorResponse.safeParse(withPosition);
      if (!parsed.success) return { ok: false, problem: zodProblem(parsed.error) };
      const nature: Move[] = parsed.data.nature ? [{ type: 'nature', nature: parsed.data.nature }] : [];
      return { ok: true, moves: [...nature, ...parsed.data.moves] };
    }
    case 'arbiter': {
      const parsed = arbiterResponse.safeParse(body);
      if (!parsed.success) return { ok: false, problem: zodProblem(parsed.error) };
      return {
        ok: true,
        moves: [
          ...parsed.data.flags.map((f) => ({ type: 'flag' as const, item: f.item, concern: f.concern })),
          { type: 'assessment' as const, text: parsed.data.assessment },
        ],
      };
    }
    default:
      return { ok: false, problem: `${seat} is not a seat of this protocol` };
  }
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
