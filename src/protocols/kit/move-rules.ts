// A protocol's rule book for answers, written once and used twice: by parse (to refuse a move with
// a reason the seat reads next time) and again by reduce when the answer is applied (events are
// never trusted blindly). It holds each seat's answer format, the legality check of one move, and
// how a move is named in a refusal.
import { z } from 'zod';
import type { RefusedMove } from '../types.js';
import { zodProblem } from './zod-problem.js';

/** What one answer already did, so a second move doing the same is refused (see `once`). */
export type ResponseScope = Set<string>;

export interface MoveRules<S, M> {
  /** Each seat's answer format; a seat without one has no turns in this protocol. */
  formats: Readonly<Record<string, AnswerFormat<M>>>;
  /** Why the move is illegal for the seat now, or null; `scope` spans one answer. */
  check(state: S, seat: string, move: M, scope: ResponseScope): string | null;
  /** The move as a refusal names it ("defend on C2"); it may be malformed. */
  describe(move: unknown): string;
}

export type EnvelopeRead<M> = { ok: true; moves: M[]; malformed: RefusedMove<M>[] } | { ok: false; problem: string };

export interface AnswerFormat<M> {
  /** One move's schema: checked at parse, and again when a recorded answer is applied. */
  move: z.ZodType<M>;
  /** Reads a whole answer (the JSON value found in it) into its valid moves and malformed ones. */
  read(value: unknown): EnvelopeRead<M>;
}

export interface FormatSpec<M, E> {
  /** The answer as a whole; an answer it rejects is a format failure, quoted back for the retry. */
  envelope: z.ZodType<E>;
  move: z.ZodType<M>;
  /** The moves the answer lists, validated one by one, and those it implies as a whole (first). */
  moves(envelope: E): { listed: unknown[]; implied?: M[] };
  /** Rewrites an answer given another accepted way into the envelope's shape, before validation. */
  normalize?(body: unknown): unknown;
}

/** The usual answer: `{"moves": [...]}`; protocols extend it with fields beside the moves. */
export const MOVES_ENVELOPE = z.object({ moves: z.array(z.unknown()) });

/**
 * An answer format. A bare list of moves is read as `{"moves": [...]}`. A malformed move is refused
 * on its own with the schema's problem; the answer fails as a whole only when every move it lists
 * is malformed.
 */
export function answerFormat<M, E>(spec: FormatSpec<M, E>): AnswerFormat<M> {
  return {
    move: spec.move,
    read(value) {
      const body = Array.isArray(value) ? { moves: value } : value;
      const parsed = spec.envelope.safeParse(spec.normalize ? spec.normalize(body) : body);
      if (!parsed.success) return { ok: false, problem: zodProblem(parsed.error) };
      const { listed, implied = [] } = spec.moves(parsed.data);
      const read = eachMove(listed, spec.move);
      return read.ok ? { ...read, moves: [...implied, ...read.moves] } : read;
    },
  };
}

/** The usual format: the moves envelope, each move validated by `move`. */
export function movesFormat<M>(move: z.ZodType<M>): AnswerFormat<M> {
  return answerFormat({ envelope: MOVES_ENVELOPE, move, moves: (e) => ({ listed: e.moves }) });
}

function eachMove<M>(raw: unknown[], schema: z.ZodType<M>): EnvelopeRead<M> {
  const moves: M[] = [];
  const malformed: RefusedMove<M>[] = [];
  const problems: string[] = [];
  raw.forEach((candidate, index) => {
    const parsed = schema.safeParse(candidate);
    if (parsed.success) {
      moves.push(parsed.data);
      return;
    }
    const problem = zodProblem(parsed.error, 2, ['moves', index]);
    problems.push(problem);
    malformed.push({ move: candidate as M, reason: `malformed (${problem})` });
  });
  if (moves.length === 0 && malformed.length > 0) return { ok: false, problem: problems.slice(0, 3).join('; ') };
  return { ok: true, moves, malformed };
}

/** Records `key` in the answer's scope; a second time, the reason to refuse: "`what` twice". */
export function once(scope: ResponseScope, key: string, what: string): string | null {
  if (scope.has(key)) return `${what} twice in one answer; only the first counts`;
  scope.add(key);
  return null;
}

/** "type on target" for the first of `targetKeys` the move names, else "type move". */
export function describeMove(move: unknown, targetKeys: readonly string[]): string {
  if (typeof move !== 'object' || move === null) return 'move';
  const m = move as Record<string, unknown>;
  const target = targetKeys.map((k) => m[k]).find((v) => typeof v === 'string');
  const type = typeof m.type === 'string' ? m.type : 'move';
  return target ? `${type} on ${String(target)}` : `${type} move`;
}
