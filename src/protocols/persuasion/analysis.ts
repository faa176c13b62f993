// Everything computed from a state rather than stored in it: the weighed framework, the
// dialectical status of the moves, and who wins by the rules. A reduced state is never modified,
// so each state's analysis is computed once, however often view, plan and prompts ask. Inside a
// reduction the state is still a draft being written: the reducer uses the uncached functions.
import type { ArgumentMap } from '../../semantics/argument-map.js';
import { other, type Side } from './config.js';
import { type Dialectic, dialectic } from './dialectic.js';
import { buildFramework } from './framework.js';
import type { PersuasionState, Surrender } from './state.js';

export interface Determination {
  winner: Side;
  /** A side surrendered its thesis; else (the convergence rule) the scores decided. */
  how: 'surrender' | 'scores';
  surrender?: Surrender;
  /** Each side's score: its thesis's; a side with no counter-thesis scores what the thesis lacks of 1. */
  scores: Record<Side, number>;
  /** Each side's statements scoring above 0.5, strongest first. */
  survivors: Record<Side, string[]>;
}

export interface Analysis {
  map: ArgumentMap;
  dialectic: Dialectic;
  determination: Determination;
}

const cache = new WeakMap<PersuasionState, Analysis>();

export function analysis(state: PersuasionState): Analysis {
  let found = cache.get(state);
  if (!found) {
    const map = buildFramework(state);
    found = { map, dialectic: dialectic(state), determination: determine(state, map) };
    cache.set(state, found);
  }
  return found;
}

/** Who wins by the rules now, computed afresh: safe on a draft. */
export function freshDetermination(state: PersuasionState): Determination {
  return determine(state, buildFramework(state));
}

/** An argument survives when its score is above 0.5 (seed 002, step 5). */
export const SURVIVAL = 0.5;

function determine(state: PersuasionState, map: ArgumentMap): Determination {
  const score = (id: string | undefined) => (id !== undefined ? map.status.get(id)?.score : undefined);
  const pro = score(state.thesis.pro) ?? 0;
  const opp = score(state.thesis.opp) ?? 1 - pro;
  const survivors = { pro: [] as string[], opp: [] as string[] };
  for (const id of state.statementOrder) {
    const s = score(id);
    if (s !== undefined && s > SURVIVAL) survivors[state.statements[id]!.side].push(id);
  }
  // Survivors were collected in the order they were said; the sort is stable, so ties keep it.
  for (const side of ['pro', 'opp'] as const) survivors[side].sort((a, b) => score(b)! - score(a)!);
  const scores = { pro, opp };
  if (state.surrendered)
    return { winner: other(state.surrendered.side), how: 'surrender', surrender: state.surrendered, scores, survivors };
  // The proponent carries the burden of proof: a tie goes to the opponent.
  return { winner: pro > opp ? 'pro' : 'opp', how: 'scores', scores, survivors };
}
