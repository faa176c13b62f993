// Who has understood whom. Each ordered pair of debaters (A steelmans B) is tracked on its own, so
// A→B and B→A are separate: a pair's steelmen in order, the latest one's grade, whether A may
// challenge B (only once B graded a steelman of theirs ACCURATE), and the share of grades that are
// ACCURATE (over 90 % suggests rubber-stamping: the seed's risk table).
import type { CruxState, Steelman } from './state.js';

export type PairStatus = 'none' | 'awaiting' | 'ACCURATE' | 'INCOMPLETE' | 'WRONG';

export interface Pair {
  by: string;
  of: string;
  attempts: Steelman[];
  latest?: Steelman;
  status: PairStatus;
}

/** Over this share of ACCURATE grades (with at least RUBBER_STAMP_MIN grades) the debate is flagged. */
export const RUBBER_STAMP_SHARE = 0.9;
export const RUBBER_STAMP_MIN = 2;

export function pairOf(state: CruxState, by: string, of: string): Pair {
  const attempts = Object.values(state.steelmen).filter((s) => s.by === by && s.of === of);
  const latest = attempts.at(-1);
  const status: PairStatus = !latest ? 'none' : (latest.grade ?? 'awaiting');
  return { by, of, attempts, ...(latest ? { latest } : {}), status };
}

/** Every ordered pair of debaters, in seat order. */
export function allPairs(state: CruxState): Pair[] {
  const debaters = state.config.debaters;
  return debaters.flatMap((by) => debaters.filter((of) => of !== by).map((of) => pairOf(state, by, of)));
}

/** `by` may challenge `of` once `of` has graded one of `by`'s steelmen of them ACCURATE. */
export function mayChallenge(state: CruxState, by: string, of: string): boolean {
  return Object.values(state.steelmen).some((s) => s.by === by && s.of === of && s.grade === 'ACCURATE');
}

/** The steelman of `of` by `by` that still waits for a grade, if one does. */
export function ungraded(state: CruxState, by: string, of: string): Steelman | undefined {
  return Object.values(state.steelmen).find((s) => s.by === by && s.of === of && s.grade === undefined);
}

/** The steelmen `seat` owes a grade on. */
export function gradesOwed(state: CruxState, seat: string): Steelman[] {
  return Object.values(state.steelmen).filter((s) => s.of === seat && s.grade === undefined);
}

/**
 * The pairs the lock needs ACCURATE: committed debaters on different sides understand each other
 * both ways; when all sides agree, every committed pair does.
 */
export function requiredPairs(state: CruxState): Pair[] {
  const committed = state.config.debaters.filter((seat) => state.commitments[seat]);
  const pairs = committed.flatMap((by) => committed.filter((of) => of !== by).map((of) => [by, of] as const));
  const across = pairs.filter(([by, of]) => state.commitments[by]!.side !== state.commitments[of]!.side);
  return (across.length > 0 ? across : pairs).map(([by, of]) => pairOf(state, by, of));
}

export function gradeShare(state: CruxState): { graded: number; accurate: number } {
  const graded = Object.values(state.steelmen).filter((s) => s.grade !== undefined);
  return { graded: graded.length, accurate: graded.filter((s) => s.grade === 'ACCURATE').length };
}

/** Over 90 % of the grades are ACCURATE: the graders may be too kind. */
export function rubberStamped(state: CruxState): boolean {
  const { graded, accurate } = gradeShare(state);
  return graded >= RUBBER_STAMP_MIN && accurate / graded > RUBBER_STAMP_SHARE;
}
