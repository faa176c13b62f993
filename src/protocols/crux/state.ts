// The crux debate's state: the kit's bookkeeping (turns, mailboxes, journal, undo) and the thread
// itself — every message with its move, the TopClaims, the crux question, the commitments, the
// steelmen and their grades, the falsifiers and the evidence tied to them, each lock attempt, the
// cost and time the agents took, and at the end the crystallized crux.
import { initialBookkeeping, type KitState } from '../kit/state.js';
import type { Turn as KitTurn } from '../kit/turns.js';
import type { CruxConfig, Stage, WorkStage } from './config.js';
import type { ClaimSide, Grade, MoveType, Side } from './moves.js';

/** speak: a debater's turn; intervene / frame: a seated moderator's, after a failed lock or a question-less DISCOVERY. */
export type Purpose = 'speak' | 'intervene' | 'frame';
export type Turn = KitTurn<Purpose>;

/** What a row of the thread is: a debater's move, a TopClaim, the moderator, a lock attempt. */
export type EntryKind = MoveType | 'TOP_CLAIM' | 'MODERATOR' | 'LOCK';

export interface Entry {
  id: string;
  kind: EntryKind;
  /** The debater (or `moderator`, `human`, `engine`) behind it. */
  by: string;
  stage: Stage;
  /** Its place in the stage: "L5" is CRUX_LOCK's fifth message. */
  mark: string;
  /** The message as the thread reads in prompts and the report ("→ debater-1: …", "YES 0.80: …"). */
  text: string;
  /** Its own words, without what the view shows as marks beside them (the target, the side, the grade). */
  words?: string;
  /** A short mark fixed when it was said: a commitment's or a TopClaim's side and confidence. */
  stance?: string;
  /** Counts against the stage's message budget (debaters' moves do). */
  counted: boolean;
  /** The item it made or concerns (S2, F1, E3, K1). */
  item?: string;
  target?: string;
  /** The event it came from. */
  seq: number;
}

export interface TopClaimEntry {
  seat: string;
  statement: string;
  side: ClaimSide;
  confidence: number;
  history: { mark: string; text: string }[];
}

export interface CruxQuestion {
  text: string;
  by: string;
  mark: string;
  /** How it was set: proposed by a debater, framed by the moderator (or its template), or by the person. */
  how: 'proposed' | 'framed' | 'reframed';
}

export interface Commitment {
  seat: string;
  side: Side;
  confidence: number;
  topClaimFlips?: boolean;
  reasoning?: string;
  mark: string;
  /** Earlier commitments, oldest first. */
  history: { side: Side; confidence: number; mark: string }[];
}

export interface Steelman {
  id: string;
  by: string;
  of: string;
  text: string;
  attempt: number;
  mark: string;
  grade?: Grade;
  feedback?: string;
  gradedAt?: string;
  seq: number;
}

export interface Falsifier {
  id: string;
  /** The debater whose mind it would change. */
  seat: string;
  metric: string;
  threshold: string;
  deadline: string;
  reasoning?: string;
  /** A draft waits for its debater to accept or amend it; a declared one counts for the lock. */
  status: 'draft' | 'declared';
  draftedBy?: 'moderator' | 'engine';
  /** What a draft still lacks, by the validator. */
  problems: string[];
  mark: string;
  evidence: string[];
}

export interface EvidenceItem {
  id: string;
  by: string;
  falsifier: string;
  data: string;
  source?: string;
  mark: string;
}

export interface Concession {
  entry: string;
  seat: string;
  text: string;
  topClaimChanged: boolean;
}

export interface Criterion {
  key: 'committed' | 'split' | 'steelmen' | 'falsifiers';
  label: string;
  met: boolean;
  detail: string;
}

export interface LockAttempt {
  id: string;
  n: number;
  messages: number;
  criteria: Criterion[];
  ok: boolean;
  mark: string;
  seq: number;
}

export interface LockedCrux {
  question: string;
  attempt: number;
  commitments: Record<string, { side: Side; confidence: number; topClaimFlips: boolean | null }>;
  steelmen: { by: string; of: string; steelman: string }[];
  falsifiers: string[];
}

/** An intervention the seated moderator owes: after lock attempt `attempt`, or framing a question. */
export type Intervention = { kind: 'lock'; attempt: number } | { kind: 'frame' };

export interface SeatUsage {
  tokens: number;
  usd: number;
  seconds: number;
  calls: number;
}

export interface UsageTally extends SeatUsage {
  estimated: boolean;
  bySeat: Record<string, SeatUsage>;
  /** The first and the latest agent event's time: the debate's wall time lies between. */
  first?: string;
  last?: string;
}

export interface CruxState extends KitState<CruxState, Turn> {
  config: CruxConfig;
  stage: Stage;
  used: Record<WorkStage, number>;
  entries: Record<string, Entry>;
  thread: string[];
  topClaims: Record<string, TopClaimEntry>;
  question?: CruxQuestion;
  commitments: Record<string, Commitment>;
  steelmen: Record<string, Steelman>;
  falsifiers: Record<string, Falsifier>;
  evidence: Record<string, EvidenceItem>;
  concessions: Concession[];
  locks: LockAttempt[];
  locked?: LockedCrux;
  /** After the second failed lock: UNCERTAIN no longer counts, the question is strictly YES or NO. */
  binaryForced: boolean;
  /** The lock attempt forced by a spent CRUX_LOCK budget has been made. */
  budgetAttempted: boolean;
  /** Messages posted in the current round: a round with none stalls the stage. */
  roundPosted: number;
  due?: Intervention;
  usage: UsageTally;
  ended?: { reason: string; failed: boolean };
  counters: { M: number; S: number; F: number; E: number; K: number };
}

export function debaterTurn(seat: string): Turn {
  return { seat, purpose: 'speak' };
}

export const STAGE_MARK: Record<Stage, string> = { DISCOVERY: 'D', CRUX_LOCK: 'L', EVIDENCE: 'E', CONVERGED: 'C' };

/** Where the debate is: the stage's letter and its message count ("L5"). */
export function markOf(state: CruxState): string {
  return `${STAGE_MARK[state.stage]}${state.stage === 'CONVERGED' ? '' : state.used[state.stage]}`;
}

export function sideOf(state: CruxState, seat: string): Side | undefined {
  return state.commitments[seat]?.side;
}

export function declaredFalsifiers(state: CruxState, seat?: string): Falsifier[] {
  return Object.values(state.falsifiers).filter((f) => f.status === 'declared' && (seat === undefined || f.seat === seat));
}

export function init(config: CruxConfig): CruxState {
  return {
    ...initialBookkeeping([debaterTurn(config.debaters[0]!)], ['M', 'S', 'F', 'E', 'K']),
    config,
    stage: 'DISCOVERY',
    used: { DISCOVERY: 0, CRUX_LOCK: 0, EVIDENCE: 0 },
    entries: {},
    thread: [],
    topClaims: {},
    commitments: {},
    steelmen: {},
    falsifiers: {},
    evidence: {},
    concessions: [],
    locks: [],
    binaryForced: false,
    budgetAttempted: false,
    roundPosted: 0,
    usage: { tokens: 0, usd: 0, seconds: 0, calls: 0, estimated: false, bySeat: {} },
  };
}
