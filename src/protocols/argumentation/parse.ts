// parse(state, seat, text): the agent's one JSON object, found in its prose, validated, and split
// into legal moves and moves refused with the reason the seat will read next time. A malformed
// move is refused on its own; the answer as a whole fails only when nothing in it can be used.
import { z } from 'zod';
import { extractJson } from '../kit/json-extract.js';
import type { ParseResult, RefusedMove } from '../types.js';
import { zodProblem } from '../kit/zod-problem.js';
import { checkMove, dueTurn } from './legality.js';
import { arbiterResponse, consulteeMove, type Move, orchestratorMove } from './moves.js';
import type { ArgState } from './state.js';

const envelope = z.object({ moves: z.array(z.unknown()) });
const orchestratorEnvelope = envelope.extend({ nature: z.enum(['factual', 'open']).optional() });

export function parse(state: ArgState, seat: string, text: string): ParseResult<Move> {
  if (!dueTurn(state, seat)) return { ok: false, problem: `it is not ${seat}'s turn` };
  const extracted = extractJson(text);
  if (!extracted.ok) return extracted;
  const read = readMoves(seat, extracted.value);
  if (!read.ok) return read;
  const scope = new Set<string>();
  const moves: Move[] = [];
  const refused: RefusedMove<Move>[] = [...read.malformed];
  for (const move of read.moves) {
    const reason = checkMove(state, seat, move, scope);
    if (reason) refused.push({ move, reason });
    else moves.push(move);
  }
  return { ok: true, moves, refused };
}

type Read = { ok: true; moves: Move[]; malformed: RefusedMove<Move>[] } | { ok: false; problem: string };

function readMoves(seat: string, value: unknown): Read {
  const body = Array.isArray(value) ? { moves: value } : value;
  switch (seat) {
    case 'consultee': {
      const parsed = envelope.safeParse(body);
      return parsed.success ? eachMove(parsed.data.moves, consulteeMove) : { ok: false, problem: zodProblem(parsed.error) };
    }
    case 'orchestrator': {
      const parsed = orchestratorEnvelope.safeParse(liftPosition(body));
      if (!parsed.success) return { ok: false, problem: zodProblem(parsed.error) };
      const read = eachMove(parsed.data.moves, orchestratorMove);
      if (!read.ok || !parsed.data.nature) return read;
      return { ...read, moves: [{ type: 'nature', nature: parsed.data.nature }, ...read.moves] };
    }
    case 'arbiter': {
      const parsed = arbiterResponse.safeParse(body);
      if (!parsed.success) return { ok: false, problem: zodProblem(parsed.error) };
      const flags = parsed.data.flags.map((f) => ({ type: 'flag' as const, item: f.item, concern: f.concern }));
      return { ok: true, moves: [...flags, { type: 'assessment', text: parsed.data.assessment }], malformed: [] };
    }
    default:
      return { ok: false, problem: `${seat} is not a seat of this protocol` };
  }
}

/** Validates moves one by one; an answer whose every move is malformed is a format failure. */
function eachMove(raw: unknown[], schema: z.ZodType<Move>): Read {
  const moves: Move[] = [];
  const malformed: RefusedMove<Move>[] = [];
  const problems: string[] = [];
  raw.forEach((candidate, index) => {
    const parsed = schema.safeParse(candidate);
    if (parsed.success) {
      moves.push(parsed.data);
      return;
    }
    const problem = zodProblem(parsed.error, 2, ['moves', index]);
    problems.push(problem);
    malformed.push({ move: candidate as Move, reason: `malformed (${problem})` });
  });
  if (moves.length === 0 && malformed.length > 0) return { ok: false, problem: problems.slice(0, 3).join('; ') };
  return { ok: true, moves, malformed };
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
