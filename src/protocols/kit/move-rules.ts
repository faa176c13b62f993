// A protocol's rule book for answers, written once and used twice: by parse (to refuse a move with
// a reason the seat reads next time) and again by reduce when the answer is applied (events are
// never trusted blindly). It holds each seat's answer format, the legality check of one move, and
// how a move is named in a refusal.
import * as z from 'zod';
import type { RefusedMove } from '../types.js';
import { findEnvelope, isPlainObject } from './envelope.js';
import { forgiveMove } from './forgive-move.js';
import { issuesProblem, knownType, moveProblem } from './move-problem.js';
import { fieldsOf } from './zod-shape.js';

/** What one answer already did, so a second move doing the same is refused (see `once`). */
export type ResponseScope = Set<string>;

export interface MoveRules<S, M> {
  /** Each seat's answer format; a seat without one has no turns in this protocol. */
  formats: Readonly<Record<string, AnswerFormat<M>>>;
  /** Why the move is illegal for the seat now, or null; `scope` spans one answer. */
  check(state: S, seat: string, move: M, scope: ResponseScope): string | null;
  /** The move as a refusal names it ("defend on C2"); it may be malformed. */
  describe(move: unknown): string;
  /**
   * The exact shape the seat must write, quoted in a retry: of one move `type` (whose `fields` were
   * wrong), or of the whole answer when `type` is undefined. Without it the shape is read from the
   * schema (zod-shape.ts).
   */
  shape?(state: S, seat: string, type?: string, fields?: readonly string[]): string | undefined;
  /**
   * What the seat owes this turn ("an answer to C2"), or null. An answer that yields no usable move
   * while something is owed is sent back once, as a format failure is (parse-answer.ts).
   */
  owed?(state: S, seat: string): string | null;
}

/** A move that does not match its schema: where it is in the answer and what is wrong with it. */
export interface MalformedMove<M> extends RefusedMove<M> {
  malformed: true;
  index: number;
  /** Its type, when the schema knows it. */
  type?: string;
  /** What is wrong, naming the move, the field and what was received (move-problem.ts). */
  problem: string;
  /** The move's top-level fields that are wrong. */
  fields: string[];
}

/** A format's own `read` may set malformed moves apart as plain refusals; the kit's give details. */
export type EnvelopeRead<M> =
  | { ok: true; moves: M[]; malformed: (RefusedMove<M> | MalformedMove<M>)[]; repairs?: string[] }
  | { ok: false; problem: string; malformed?: (RefusedMove<M> | MalformedMove<M>)[]; repairs?: string[] };

export interface AnswerFormat<M> {
  /** One move's schema: checked at parse, and again when a recorded answer is applied. */
  move: z.ZodType<M>;
  /** The keys of the answer's envelope: JSON holding one of them is the answer, not a fragment. */
  keys?: readonly string[];
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
  /** The keys that mark the answer (by default the envelope's own). */
  keys?: readonly string[];
}

/** The usual answer: `{"moves": [...]}`; protocols extend it with fields beside the moves. */
export const MOVES_ENVELOPE = z.object({ moves: z.array(z.unknown()) });

/**
 * An answer format. A bare list of moves is read as `{"moves": [...]}`, a lone move as a list of
 * one; a wrapper around the envelope and keys spelled another way are forgiven (and said). A
 * malformed move is set apart with what is wrong with it; the answer fails as a whole only when
 * every move it lists is malformed.
 */
export function answerFormat<M, E>(spec: FormatSpec<M, E>): AnswerFormat<M> {
  const keys = spec.keys ?? Object.keys(fieldsOf(spec.envelope) ?? {});
  return {
    move: spec.move,
    keys,
    read(value) {
      const found = envelopeBody(value, keys);
      // The envelope's own fields (and the objects they list) are forgiven their spelling too.
      const forgiven = forgiveMove(found.body, spec.envelope, 'the answer');
      const repairs = [...found.repairs, ...forgiven.repairs];
      const body = spec.normalize ? spec.normalize(forgiven.value) : forgiven.value;
      const parsed = spec.envelope.safeParse(body);
      if (!parsed.success) return { ok: false, problem: issuesProblem(parsed.error, body), ...(repairs.length ? { repairs } : {}) };
      const { listed, implied = [] } = spec.moves(parsed.data);
      const read = eachMove(listed, spec.move);
      const all = [...repairs, ...(read.repairs ?? [])];
      const withRepairs = all.length ? { repairs: all } : {};
      return read.ok ? { ...read, moves: [...implied, ...read.moves], ...withRepairs } : { ...read, ...withRepairs };
    },
  };
}

/** The usual format: the moves envelope, each move validated by `move`. */
export function movesFormat<M>(move: z.ZodType<M>): AnswerFormat<M> {
  return answerFormat({ envelope: MOVES_ENVELOPE, move, moves: (e) => ({ listed: e.moves }) });
}

function envelopeBody(value: unknown, keys: readonly string[]): { body: unknown; repairs: string[] } {
  if (Array.isArray(value)) return { body: { moves: value }, repairs: [] };
  const envelope = findEnvelope(value, keys);
  if (envelope) return envelope;
  if (keys.includes('moves') && isPlainObject(value) && 'type' in value) {
    return { body: { moves: [value] }, repairs: ['a lone move read as the list of moves'] };
  }
  return { body: value, repairs: [] };
}

function eachMove<M>(raw: unknown[], schema: z.ZodType<M>): EnvelopeRead<M> {
  const moves: M[] = [];
  const malformed: MalformedMove<M>[] = [];
  const repairs: string[] = [];
  raw.forEach((written, index) => {
    const forgiven = forgiveMove(written, schema, `moves[${index}]`);
    const parsed = schema.safeParse(forgiven.value);
    if (parsed.success) {
      repairs.push(...forgiven.repairs);
      moves.push(parsed.data);
      return;
    }
    const problem = moveProblem(index, forgiven.value, parsed.error, schema);
    const type = knownType(forgiven.value, schema);
    const fields = [...new Set(parsed.error.issues.flatMap((i) => (typeof i.path[0] === 'string' ? [i.path[0]] : [])))];
    malformed.push({
      move: forgiven.value as M,
      reason: `malformed (${problem})`,
      malformed: true,
      index,
      ...(type ? { type } : {}),
      problem,
      fields,
    });
  });
  const withRepairs = repairs.length ? { repairs } : {};
  if (moves.length === 0 && malformed.length > 0)
    return {
      ok: false,
      problem: malformed
        .slice(0, 3)
        .map((m) => m.problem)
        .join('; '),
      malformed,
      ...withRepairs,
    };
  return { ok: true, moves, malformed, ...withRepairs };
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
