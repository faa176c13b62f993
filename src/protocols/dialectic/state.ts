// The dialectic's state: the kit's bookkeeping, the request (in the config), each seat's answer by
// id (`A1` the advocate in round 1, `K1` the critic, `S` the synthesis), the resolution once the
// rules and the synthesis have made it, and what the memory folder held for the task.
import type { KitState } from '../kit/state.js';
import type { Turn as KitTurn } from '../kit/turns.js';
import type { DialecticConfig } from './config.js';
import type { HistoryEntry } from './history.js';
import type { Move, ResolutionName } from './moves.js';
import type { Decision } from './rules.js';

export type Purpose = 'argue' | 'critique' | 'synthesize';
export type Turn = KitTurn<Purpose>;

export const SEATS = ['advocate', 'critic', 'synthesis'] as const;
/** The output each seat is asked to keep to (seed 003, "Response limits"), in tokens. */
export const TOKEN_LIMITS: Record<string, number> = { advocate: 500, critic: 500, synthesis: 200 };

export interface Answer {
  id: string;
  seat: string;
  round: number;
  move: Move;
  /** The event that recorded it. */
  seq: number;
}

/** A decision as it stands in the debate: who made it, over what, and when. */
export interface Resolution extends Omit<Decision, 'decidedBy'> {
  /** A hard rule of the seed, the synthesis's own judgement, or the person. */
  decidedBy: Decision['decidedBy'] | 'person';
  /** What the synthesis seat proposed (or, after an overrule, what stood before), when it differs. */
  proposed?: ResolutionName;
  /** The person's reason, when they overruled. */
  reason?: string;
  /** The event that decided it, and its time. */
  seq: number;
  at?: string;
}

export interface OverLimit {
  seat: string;
  limit: number;
  measured: number;
  estimated: boolean;
  seq: number;
}

export interface DialecticState extends KitState<DialecticState, Turn> {
  config: DialecticConfig;
  round: number;
  answers: Record<string, Answer>;
  order: string[];
  resolution?: Resolution;
  /** Why the debate ended without a resolution (an advocate or critic gave no usable answer). */
  failed?: string;
  /** The task's failures and resets, and the patterns earlier failure debates named (fingerprinted). */
  memory: { history: HistoryEntry[]; patterns: string[]; loadedAt?: string };
  tokens: number;
  overLimit: OverLimit[];
  /** The resolution last written to the memory folder: an overrule after it is written too. */
  saved?: ResolutionName;
  counters: Record<string, number>;
}

export const ended = (state: DialecticState) => state.resolution !== undefined || state.failed !== undefined;

export function answerOf<T extends Move['type']>(state: DialecticState, id: string, type: T): Extract<Move, { type: T }> | undefined {
  const move = state.answers[id]?.move;
  return move?.type === type ? (move as Extract<Move, { type: T }>) : undefined;
}

/** The rounds the debate has: a planning debate's ROUNDS, one for a failure debate. */
export const roundsOf = (state: DialecticState) => (state.config.request.type === 'planning' ? state.config.request.rounds : 1);
