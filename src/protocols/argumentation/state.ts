// S = (ledger, challenges, buckets, phase, n), plus the bookkeeping the mechanics need.
import type { KitState } from '../kit/state.js';
import type { Turn as KitTurn } from '../kit/turns.js';
import type { ArgumentationConfig } from './config.js';
import type { DeadlockCause, EvidenceType, PointKind, Verdict } from './moves.js';

export type Phase = 'CONSTRUCTIVE' | 'DEVELOPMENT' | 'CRYSTALLIZATION';
export type Bucket = 'agreed' | 'dismissed' | 'unresolved';
export type Provenance = 'user' | 'verified' | 'unverified' | 'revision';
/** Who made a judgement: a seat, the person, or the engine applying a rule. */
export type Judge = 'orchestrator' | 'consultee' | 'arbiter' | 'human' | 'engine';

export interface LedgerEntry {
  id: string;
  round: number;
  provenance: Provenance;
  /** The seat behind an unverified or revision entry. */
  seat?: string;
  kind:
    | 'point'
    | 'position'
    | 'defense'
    | 'revision'
    | 'clarification'
    | 'constraint'
    | 'citation'
    | 'attestation'
    | 'answer'
    | 'definition'
    | 'choice'
    | 'reframe';
  text: string;
  item?: string;
  ref?: string;
  supersedes?: string;
  /** The event that created the entry. */
  cause: number;
}

export type EvidenceStatus =
  | 'unchecked' // a textual citation waiting for the runner to read it
  | 'verified' // checked against the file, or attested by the person
  | 'mismatch' // the cited lines do not hold the quoted text
  | 'unverifiable' // a citation with no workdir to check it against
  | 'unverified' // an agent's word (execution output, a claim)
  | 'n/a';

export interface Evidence {
  id: string;
  point: string;
  type: EvidenceType;
  detail: string;
  source?: string;
  quote?: string;
  by: Judge;
  round: number;
  status: EvidenceStatus;
  checkDetail?: string;
}

export type PointStatus = 'pending' | 'disputed' | 'awaiting-evidence' | 'agreed' | 'dismissed' | 'unresolved';

export type UnresolvedCause = DeadlockCause | 'cut-off' | 'human';

export interface Deadlock {
  detectedRound: number;
  cause?: DeadlockCause;
  detail?: string;
  /** Definitional mismatch: the round given to retry with clarified terms. */
  retryRound?: number;
}

export interface HistoryLine {
  round: number;
  by: Judge;
  text: string;
}

export interface Point {
  id: string;
  round: number;
  raisedBy: string;
  claim: string;
  kind: PointKind;
  /** The ledger entry holding the current wording. */
  entry: string;
  evidence: string[];
  extends?: string;
  rebuts?: string;
  /** Raised as an attack during the stress test. */
  stress: boolean;
  status: PointStatus;
  verdict?: Verdict | 'OUT-OF-SCOPE';
  classifiedBy?: Judge;
  /** Bumped by every revision or clarification; tells re-assessment from a change of mind. */
  version: number;
  assessedVersion?: number;
  reason?: string;
  unresolvedCause?: UnresolvedCause;
  /** A dismissal by REJECT: the challenge, its objection and the evidence it rested on. */
  grounds?: { challenge: string; objection: string; evidence: string[] };
  /** The person placed this point; agents can no longer move it. */
  pinned: boolean;
  clarified: boolean;
  /** Coverage: the consultee has answered a dispute on this point at least once. */
  answered: boolean;
  disputedRounds: number;
  deadlock?: Deadlock;
  question?: string;
  history: HistoryLine[];
  sources: number[];
}

export type ChallengeKind = 'SKEPTICAL' | 'REJECT' | 'ILL-FORMED';

export type ChallengeStatus =
  | 'open'
  | 'dropped' // open, missed once, reminder sent
  | 'answered' // a defense waits for a ruling
  | 'defended'
  | 'undefended'
  | 'rejected'
  | 'conceded'
  | 'revised'
  | 'clarified'
  | 'unclarified'
  | 'withdrawn'
  | 'overridden'
  | 'blocked'
  | 'cut-off';

export const OPEN_CHALLENGE: readonly ChallengeStatus[] = ['open', 'dropped', 'answered'];

export interface Defense {
  round: number;
  argument: string;
  evidence: string[];
  ruling?: 'accepted' | 'rejected';
  ruledBy?: Judge;
  reason?: string;
}

export interface Challenge {
  id: string;
  point: string;
  kind: ChallengeKind;
  origin: 'evaluation' | 'contradiction' | 'rebuttal' | 'human';
  /** The point behind a rebuttal or contradiction challenge. */
  cause?: string;
  objection: string;
  raisedBy: Judge;
  round: number;
  /** First round whose consultee turn must answer it. */
  windowStart: number;
  windowRounds: number;
  status: ChallengeStatus;
  drops: number;
  defenses: Defense[];
  evidence: string[];
  source?: number;
}

export type Purpose = 'open' | 'raise' | 'evaluate' | 'arbitrate';

export type Turn = KitTurn<Purpose>;

export interface StabilityFlag {
  seat: string;
  point: string;
  from: string;
  to: string;
  round: number;
  acknowledged: boolean;
  justification?: string;
}

/** An empirical point relabelled a value judgement (which the evidence gate lets pass): always flagged. */
export interface Relabel {
  point: string;
  by: Judge;
  round: number;
  justification: string;
}

export interface ArbitrationRun {
  round: number;
  triggers: string[];
  flags: { item: string; concern: string }[];
  assessment: string;
  failed?: string;
}

export interface Arbitration {
  /** Triggers found at synthesis or asked for by the person, waiting for the arbiter. */
  pendingTriggers: string[];
  runs: ArbitrationRun[];
}

export interface Termination {
  reason: 'converged' | 'bound' | 'trivial' | 'quality';
  round: number;
  detail: string;
}

/** The kit's bookkeeping (turns, mailboxes, journal, undo) and the debate itself. */
export interface ArgState extends KitState<ArgState, Turn> {
  config: ArgumentationConfig;
  maxRounds: number;
  question: string;
  originalQuestion: string;
  n: number;
  phase: Phase;
  /** Round 3 kept in CONSTRUCTIVE, and why. */
  extension?: string;
  newPointsThisRound: number;
  /** The consultee has taken its turn this round. */
  raisedThisRound: boolean;
  /** The round's turns are done; it closes once the citations it brought are checked. */
  closing?: boolean;
  disputedAtLastClose: string[] | null;
  ledger: LedgerEntry[];
  points: Record<string, Point>;
  pointOrder: string[];
  challenges: Record<string, Challenge>;
  challengeOrder: string[];
  evidence: Record<string, Evidence>;
  counters: { P: number; C: number; L: number; E: number };
  nature?: 'factual' | 'open';
  stressTest: { status: 'pending' | 'due' | 'done' | 'skipped' | 'off'; round?: number; targets: string[] };
  stability: StabilityFlag[];
  relabels: Relabel[];
  everChallenged: boolean;
  arbitration: Arbitration;
  done?: Termination;
}

export function openChallenges(state: ArgState, point?: string): Challenge[] {
  return state.challengeOrder
    .map((id) => state.challenges[id]!)
    .filter((c) => OPEN_CHALLENGE.includes(c.status) && (point === undefined || c.point === point));
}

export function bucketOf(point: Point): Bucket | undefined {
  switch (point.status) {
    case 'agreed':
      return 'agreed';
    case 'dismissed':
      return 'dismissed';
    case 'unresolved':
      return 'unresolved';
    case 'pending':
    case 'disputed':
    case 'awaiting-evidence':
      return undefined;
  }
}

export function pointsIn(state: ArgState, bucket: Bucket): Point[] {
  return state.pointOrder.map((id) => state.points[id]!).filter((p) => bucketOf(p) === bucket);
}

/** The last round whose consultee turn may still answer the challenge. */
export function windowEnd(challenge: Challenge): number {
  return challenge.windowStart + challenge.windowRounds - 1;
}
