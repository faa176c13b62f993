// Each seat's answer format and parse(state, seat, text), on the kit's parse pipeline. An answer is
// one JSON object of the seat's fields; one written as CSP/1 field lines instead (`CLAIM: …`,
// `RESOLUTION MODIFY`) is read as the same object. One rule book serves parse and reduce.
import { answerFormat, describeMove, type MoveRules, MOVES_ENVELOPE, once } from '../kit/move-rules.js';
import { parseAnswer } from '../kit/parse-answer.js';
import type { ParseResult } from '../types.js';
import { readFields } from './csp.js';
import { advocateMove, ANSWER_KEYS, asMoves, criticMove, type Move, RESOLUTIONS_OF, synthesizeMove } from './moves.js';
import type { DialecticState } from './state.js';

const format = (move: typeof advocateMove | typeof criticMove | typeof synthesizeMove) =>
  answerFormat<Move, { moves: unknown[] }>({ envelope: MOVES_ENVELOPE, move, normalize: asMoves, moves: (e) => ({ listed: e.moves }) });

/** The move each seat makes in each debate type, and the fields that make it (for refusals). */
const EXPECTED: Record<string, Record<'planning' | 'failure', [Move['type'], string]>> = {
  advocate: { planning: ['argue', 'CLAIM, SUPPORTS and CONFIDENCE'], failure: ['diagnose', 'DIAGNOSIS, FIX and DIFF_FROM_PREVIOUS'] },
  critic: {
    planning: ['object', 'OBJECTION, RISKS, COUNTER and SEVERITY'],
    failure: ['review', 'PATTERN, BLIND_SPOT and SHOULD_ESCALATE'],
  },
  synthesis: { planning: ['synthesize', 'RESOLUTION and RATIONALE'], failure: ['synthesize', 'RESOLUTION and RATIONALE'] },
};

function checkMove(state: DialecticState, seat: string, move: Move, scope: Set<string>): string | null {
  const type = state.config.request.type;
  const [expected, fields] = EXPECTED[seat]?.[type] ?? [];
  if (move.type !== expected) return `in a ${type} debate the ${seat} answers ${fields}`;
  if (move.type === 'synthesize') {
    const allowed: readonly string[] = RESOLUTIONS_OF[type];
    if (!allowed.includes(move.resolution)) return `${move.resolution} does not end a ${type} debate (${allowed.join(', ')})`;
    if (move.resolution === 'MODIFY' && move.modifications.length === 0) return 'MODIFY needs its MODIFICATIONS';
    if (move.resolution === 'PIVOT' && move.nextApproach === '') return 'PIVOT needs the NEXT_APPROACH';
  }
  return once(scope, 'answer', 'an answer');
}

export const MOVE_RULES: MoveRules<DialecticState, Move> = {
  formats: { advocate: format(advocateMove), critic: format(criticMove), synthesis: format(synthesizeMove) },
  check: checkMove,
  describe: (move) => describeMove(move, []),
};

export function parse(state: DialecticState, seat: string, text: string): ParseResult<Move> {
  const parsed = parseAnswer(state, seat, text, MOVE_RULES);
  if (parsed.ok) return parsed;
  // Field lines may hold a JSON list (`RISKS: ["…"]`) the JSON reading took for the answer.
  const fields = readFields(text, ANSWER_KEYS);
  if (Object.keys(fields).length === 0) return parsed;
  const read = parseAnswer(state, seat, JSON.stringify(fields), MOVE_RULES);
  return read.ok ? read : parsed;
}
