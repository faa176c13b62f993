// The dialogue's state: the shared context K, the speech acts (P1, O1, …) replying to each other,
// the statements they put forward (A1, …, the arguments of the framework), both commitment
// stores, the moderator's rulings and the verdict, plus the kit's bookkeeping.
import type { KitState } from '../kit/state.js';
import type { Turn as KitTurn } from '../kit/turns.js';
import type { PersuasionConfig, Seat, Side } from './config.js';
import type { Persona, PersonaSeat } from './personas.js';

export const ACTS = ['claim', 'why', 'concede', 'retract', 'since', 'final'] as const;
export type Act = (typeof ACTS)[number];
export type AttackType = 'rebut' | 'undercut';

export const RULE_IDS = [
  'steel-man',
  'evidence',
  'honest-concessions',
  'protocol',
  'undercut',
  'convergence',
  'bias',
  'ad-hominem',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

/** Context K, then round 0 (opening), rounds 1..N, the closing round, the judgment, and the verdict given. */
export type Stage = 'context' | 'opening' | 'argumentation' | 'closing' | 'judgment' | 'done';
export type Purpose = 'gather' | 'open' | 'argue' | 'close' | 'review' | 'judge';
export type Turn = KitTurn<Purpose>;

/** Who made a move or a ruling: the seat itself, the engine enforcing a rule, or the person. */
export type Author = 'seat' | 'engine' | 'human';

export interface DialogueMove {
  id: string;
  side: Side;
  act: Act;
  /** 0 is the opening; rounds + 1 the closing. */
  round: number;
  /** The debater turn it was made in (counted over the dialogue): an owed why must be answered in the next one. */
  turn: number;
  /** The earlier move of the other side it replies to. */
  reply?: string;
  /** The statement it is about: the new one of a claim, the target of the other acts. */
  statement?: string;
  /** `since`: the reasons given, as statements. */
  reasons?: string[];
  /** What the seat wrote beside the act: the expanded argument, or the final statement. */
  argument: string;
  /** K facts and evidence items (E…) the move cites. */
  evidence: string[];
  by: Author;
  /** Why the engine made the move, when it did. */
  note?: string;
  /** The event that recorded it. */
  seq: number;
}

export interface Statement {
  id: string;
  text: string;
  side: Side;
  /** The move that put it forward. */
  move: string;
  round: number;
  /** A counter-claim's attack: the type its move declared, unless the moderator or the person reclassified it. */
  attack?: { target: string; type: AttackType; declared: AttackType; by: 'move' | 'mod' | 'human'; reason?: string };
  evidence: string[];
  /** Struck from the framework by the moderator (a weak argument, an ad hominem) or the person. */
  struck?: { by: 'mod' | 'human'; rule: RuleId | 'other'; reason: string };
}

export interface Fact {
  id: string;
  text: string;
  source?: string;
  by: Seat | 'human';
  removed?: string;
}

/** Evidence a move cited that is not in K: a file, a commit, a page, in the seat's words. */
export interface EvidenceItem {
  id: string;
  text: string;
  side: Side;
  statement: string;
}

export interface RuleFlag {
  rule: RuleId;
  text: string;
  by: 'engine' | 'mod' | 'human';
  item?: string;
  round: number;
}

/** A ruling of the moderator's review, or the person's (M1, …). */
export interface Ruling {
  id: string;
  by: 'mod' | 'human';
  kind: 'reclassify' | 'strike' | 'restore' | 'flag';
  target: string;
  detail: string;
  round: number;
}

export interface FiveAnswers {
  survivors: string;
  stronger: string;
  unaddressed: string;
  concessions: string;
  commitments: string;
}

export interface Verdict {
  winner: Side;
  /** A side gave up its thesis, or (the convergence rule) the scores decided. */
  how: 'surrender' | 'scores';
  scores: Record<Side, number>;
  /** The moderator's own words, or the engine's determination when the moderator gave none. */
  by: 'mod' | 'engine';
  answers?: FiveAnswers;
  rationale: string;
  strongest: string[];
  validPoints: { id: string; why: string }[];
  consensus: string;
  revisit: string[];
  bias: string;
  overruled?: { winner: Side; reason: string };
}

export interface Surrender {
  side: Side;
  move: string;
  how: string;
}

export interface PersuasionState extends KitState<PersuasionState, Turn> {
  config: PersuasionConfig;
  personas: Record<PersonaSeat, Persona>;
  stage: Stage;
  round: number;
  /** Debater turns taken in the current round. */
  turnInRound: number;
  /** Debater turns taken in the whole dialogue. */
  turnNo: number;
  facts: Record<string, Fact>;
  factOrder: string[];
  moves: Record<string, DialogueMove>;
  moveOrder: string[];
  statements: Record<string, Statement>;
  statementOrder: string[];
  evidence: Record<string, EvidenceItem>;
  stores: Record<Side, string[]>;
  /** Each side's retractions, in order. */
  retracted: Record<Side, string[]>;
  thesis: Partial<Record<Side, string>>;
  surrendered?: Surrender;
  /** The side currently winning the dialogue, after the last change (for the notice when it flips). */
  leading?: Side;
  flags: RuleFlag[];
  rulings: Ruling[];
  /** Turns given up, by seat. */
  givenUp: Record<string, number>;
  verdict?: Verdict;
  /** Why the debate ended, once it has. */
  ended?: string;
  /** It ended because seats could not answer. */
  failed?: boolean;
  counters: { P: number; O: number; A: number; K: number; E: number; M: number };
}

/** The whys still owed by `side`: challenges of statements it holds, answered neither by reasons nor by a retraction. */
export function owedWhys(state: PersuasionState, side: Side): DialogueMove[] {
  const moves = movesOf(state);
  const answered = new Set(moves.filter((m) => m.act === 'since' || m.act === 'retract').map((m) => m.reply));
  const held = new Set(state.stores[side]);
  return moves.filter(
    (m) => m.act === 'why' && m.side !== side && !answered.has(m.id) && m.statement !== undefined && held.has(m.statement),
  );
}

// A store's list is replaced by each change, never changed in place (effects.ts), so its set can be kept.
const storeSets = new WeakMap<readonly string[], Set<string>>();
function setOf(store: readonly string[]): Set<string> {
  let set = storeSets.get(store);
  if (!set) {
    set = new Set(store);
    storeSets.set(store, set);
  }
  return set;
}

export function holders(state: PersuasionState, statement: string): Side[] {
  return (['pro', 'opp'] as const).filter((s) => setOf(state.stores[s]).has(statement));
}

export function activeFacts(state: PersuasionState): Fact[] {
  return state.factOrder.map((id) => state.facts[id]!).filter((f) => !f.removed);
}

export function movesOf(state: PersuasionState): DialogueMove[] {
  return state.moveOrder.map((id) => state.moves[id]!);
}

export const isOver = (state: PersuasionState): boolean => state.ended !== undefined && state.pending.length === 0;
