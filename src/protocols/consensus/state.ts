// The debate's state: the personas, the position's versions, every verdict, answer and rebuttal in
// the order they came (the record), the dissents the proposer must answer, each challenger's
// standing, and how the debate ended. Plain data, never changed in place (kit/draft.ts).
import type { KitState } from '../kit/state.js';
import type { Turn as KitTurn } from '../kit/turns.js';
import type { Challenger, ConsensusConfig } from './config.js';
import type { Confidence, Decision, Point, RebuttalKind, Strength, Verdict } from './moves.js';

/** The seed's phases that take turns; the consensus and iteration checks happen between them. */
export type Phase = 'PERSONAS' | 'PREFLIGHT' | 'OPENING' | 'CHALLENGE' | 'CONFRONTATION' | 'REBUTTAL' | 'ASSUMPTIONS' | 'REPORT';

/** Why a seat is asked: Phase 0 personas, 0.5 confirm, 1 open, 2 challenge, 4 confront (or address minor points), 5 rebut, 7 assumptions. */
export type Purpose = 'personas' | 'confirm' | 'open' | 'challenge' | 'address' | 'confront' | 'rebut' | 'assumptions';
export type Turn = KitTurn<Purpose>;

export interface Persona {
  title: string;
  expertise: string;
  focus: string[];
  /** The markdown written as the seat's context file (with the platform's conduct added). */
  text: string;
  source: 'proposer' | 'template' | 'person';
}

export interface Override {
  value: string;
  reason: string;
  seq: number;
}

interface Said {
  id: string;
  round: number;
  /** The event that recorded it. */
  seq: number;
}

export interface PositionItem extends Said {
  kind: 'position';
  version: number;
  text: string;
  reasoning: string;
  confidence: Confidence | null;
  weaknesses: string[];
  assumptions: string[];
  /** "Changed because <perspective> found <text>". */
  changes: { perspective: Challenger; text: string }[];
  by: 'proposer' | 'person';
  wrapped: boolean;
}

export interface VerdictItem extends Said {
  kind: 'verdict';
  seat: Challenger;
  verdict: Verdict;
  strength: Strength;
  summary: string;
  points: Point[];
  /** The version of the position judged. */
  judged: number;
  /** The skepticism rule's finding: an agreement that does not engage its own angle. */
  hollow?: string;
  wrapped: boolean;
  override?: { verdict?: Override; strength?: Override };
  dissent?: string;
}

export interface ResponseItem extends Said {
  kind: 'response';
  seat: Challenger;
  dissent: string;
  decision: Decision | null;
  reason: string;
  change: string;
  by: 'proposer' | 'person';
}

export interface RebuttalItem extends Said {
  kind: 'rebuttal';
  seat: Challenger;
  dissent: string;
  response: RebuttalKind | null;
  reason: string;
  points: Point[];
  judged: number;
  wrapped: boolean;
  override?: Override;
}

/** Phase 7: why a party still disagrees, what would make the other side right, and its assumptions. */
export interface StatementItem extends Said {
  kind: 'statement';
  seat: string;
  why: string;
  wouldChange: string;
  assumptions: { text: string; perspective: Challenger | null }[];
  wrapped: boolean;
}

export type Item = PositionItem | VerdictItem | ResponseItem | RebuttalItem | StatementItem;

/** A challenger's objection the proposer must answer, from the consensus check until it is resolved. */
export interface Dissent {
  id: string;
  seat: Challenger;
  round: number;
  /** The verdict, answers and rebuttals of this dissent, in order. */
  items: string[];
  status: 'open' | 'resolved' | 'addressed';
  resolvedBy?: 'rebuttal' | 'person' | 'address';
  /** The person answered it for the proposer: the response item, binding on the next confrontation. */
  decided?: string;
}

export interface ChallengerState {
  status: 'active' | 'dropped' | 'unseated';
  reason?: string;
  check: 'pending' | 'confirmed' | 'skipped' | 'failed';
  /** What the challenger said it is, when it confirmed its persona. */
  confirmed?: string;
  /** The last agent failure, logged. */
  failure?: string;
}

export interface Failure {
  round: number;
  seat: string;
  kind: string;
  reason: string;
}

export interface Ending {
  kind: 'consensus' | 'tradeoff' | 'aborted';
  /** The fast exit or the route that led here, as the report says it. */
  route: 'agree' | 'minor' | 'resolved' | 'rounds' | 'person' | 'preflight' | 'failed' | 'min-challengers' | 'proposer';
  detail: string;
  round: number;
  confidence: Confidence;
}

export interface ConsensusState extends KitState<ConsensusState, Turn> {
  config: ConsensusConfig;
  phase: Phase;
  /** Phases entered so far, for the stages of the view. */
  passed: Phase[];
  /** The round in progress: 0 before the opening. */
  round: number;
  /** The round bound: --max-rounds plus the rounds the person added. */
  bound: number;
  domain: string;
  personas: Record<Challenger, Persona>;
  personasFrom: 'proposer' | 'templates';
  challengers: Record<Challenger, ChallengerState>;
  /** The current position's version (0 before the opening). */
  version: number;
  items: Record<string, Item>;
  /** Item ids in the order they were said. */
  order: string[];
  dissents: Record<string, Dissent>;
  dissentOrder: string[];
  failures: Failure[];
  /** The challengers asked together now (a persona check, a challenge, a rebuttal): who answered, who failed. */
  batch?: { purpose: Purpose; asked: Challenger[]; answered: Challenger[]; failed: Challenger[] };
  /** The last round in which the proposer answered the dissents (0: none yet). */
  confronted: number;
  /** The check of the latest challenge round: which exit it took, for the progress checklist. */
  check?: { round: number; decision: 'agree' | 'minor' | 'confront'; hollow: string[] };
  counters: { V: number; A: number; R: number; S: number; D: number };
  /** The person asked to end with the trade-off report; Phase 7 runs first. */
  endRequested?: true;
  ended?: Ending;
}

export const challengersWhere = (state: ConsensusState, status: ChallengerState['status']): Challenger[] =>
  (Object.keys(state.challengers) as Challenger[]).filter((seat) => state.challengers[seat].status === status);

export const openDissents = (state: ConsensusState): Dissent[] =>
  state.dissentOrder.map((id) => state.dissents[id]!).filter((d) => d.status === 'open');

export const openDissentOf = (state: ConsensusState, seat: string): Dissent | undefined => openDissents(state).find((d) => d.seat === seat);

export const position = (state: ConsensusState, version = state.version): PositionItem | undefined =>
  state.items[`v${version}`] as PositionItem | undefined;

/** A challenger's latest verdict or rebuttal: where it stands now. */
export function latestStance(state: ConsensusState, seat: Challenger): VerdictItem | RebuttalItem | undefined {
  for (let i = state.order.length - 1; i >= 0; i--) {
    const item = state.items[state.order[i]!]!;
    if ((item.kind === 'verdict' || item.kind === 'rebuttal') && item.seat === seat) return item;
  }
  return undefined;
}
