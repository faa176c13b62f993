// What a protocol shows: the cheap summary saved as meta, and the view the panes render.
import type { ProgressUnit } from './events.js';

/** Where the debate stands, cheaply: what `meta` in session.json and `agon list` are made of. */
export interface Summary {
  question: string;
  /** The phase or stage in force, or where it ended. */
  phase: string;
  progress: ProgressCount;
  status: 'running' | 'awaiting-human' | 'done';
  reason?: string;
}

export interface ProgressCount {
  unit: ProgressUnit;
  /** Units completed; 0 allowed. */
  done: number;
  /** Units in all, or 0 when there is no fixed bound. */
  total: number;
  /** As a person reads it: "round 3/8", "CRUX_LOCK · 3 of 8 messages". */
  label: string;
}

export interface Progress extends ProgressCount {
  phase: string;
  /** Why the phase is what it is, when that needs saying. */
  note?: string;
  /** Named stages in order, each with its state and budget when it has one. */
  stages: StageView[];
  /** Conditions a gate checks (a crux lock's criteria, a consensus exit), each met or not. */
  checklist: CheckItem[];
}

export interface StageView {
  name: string;
  state: 'done' | 'current' | 'upcoming' | 'skipped';
  budget?: { used: number; total: number };
  note?: string;
}

export interface CheckItem {
  label: string;
  state: 'met' | 'unmet' | 'unknown';
  detail?: string;
}

/**
 * How a row's standing reads, neutral for every protocol: said by the person or verified
 * (authoritative), backed by evidence (supported), an agent's word (claimed), a changed position
 * (revised), taken back (withdrawn), or nothing in particular (neutral).
 */
export type Tone = 'authoritative' | 'supported' | 'claimed' | 'revised' | 'withdrawn' | 'neutral';

/** An item's place in the debate's argument map: its grounded label and its gradual score. */
export interface FormalStatus {
  label: 'IN' | 'OUT' | 'UNDEC';
  /** In [0, 1]. */
  score: number;
  /** Set when the item's standing in the protocol and its formal label disagree: says how. */
  disagrees?: string;
}

/** One entry of what has been said (a ledger entry, a speech act, a message). */
export interface RecordRow {
  id: string;
  /** Where it happened, short ("r3", "D4"). */
  mark: string;
  /** What kind of entry it is ("user", "claim", "CHALLENGE"), shown in brackets. */
  badge: string;
  tone: Tone;
  seat?: string;
  text: string;
  /** The item this row belongs to; `enter` opens its detail. */
  item?: string;
  status?: string;
  flags: string[];
  formal?: FormalStatus;
  /** The newest thing said about the item (its latest challenge, the last verdict on it), shown under the focused row. */
  latest?: string;
}

/** Something open or owed: a challenge awaiting a defense, a reply owed, a dissent to answer. */
export interface OpenRow {
  id: string;
  /** One line naming it ("C2 on P3", "O2 why S2"). */
  title: string;
  /** The seat that owes an answer, if one does. */
  owner?: string;
  /** What is owed ("a defense", "reasons for S2"). */
  owes?: string;
  /** By when ("2 rounds left", "this round"). */
  due?: string;
  /** `urgent`: a last chance or overdue; `waiting`: answered, awaiting a ruling; `normal` otherwise. */
  urgency: 'normal' | 'urgent' | 'waiting';
  status: string;
  text: string;
  item?: string;
  formal?: FormalStatus;
}

export interface ViewPart<R> {
  title: string;
  /** Shown when there are no rows. */
  empty: string;
  rows: R[];
}

/** A named collection: a bucket, a commitment store, the validated and the dissenting. */
export interface Group {
  name: string;
  items: { id: string; text?: string }[];
}

export interface SeatView {
  seat: string;
  label: string;
  /** Who sits there: an agent kind, "you", "nobody", "the engine". */
  agent: string;
  human: boolean;
  /** Where the seat stands now ("YES 0.8", "agree", "score 0.62"). */
  stance?: string;
}

export interface Flag {
  text: string;
  level: 'info' | 'warning';
}

export interface ItemDetail {
  id: string;
  title: string;
  body: string;
  facts: { label: string; value: string }[];
  history: { mark: string; by: string; text: string }[];
  /** Event sequence numbers of the agent turns this item came from (their raw text is in raw/). */
  sources: number[];
}

/** The debate as a bipolar argumentation framework, with every argument's formal status. */
export interface ArgumentMapView {
  /**
   * How the labels and the scores were computed, for legends and exports. `converged` is false when
   * the score solver stopped at its limits first (see src/semantics/argument-map.ts, `MapOptions`);
   * `residual` then says how far the scores are from a fixpoint.
   */
  method: { labels: string; scores: string; converged: boolean; residual: number };
  nodes: ArgumentMapNode[];
  edges: { from: string; to: string; relation: 'support' | 'rebut' | 'undercut' }[];
  /** Items that are not arguments in the map, and why. */
  omitted: { id: string; reason: string }[];
}

export interface ArgumentMapNode {
  id: string;
  /** What the item is in its protocol (point, challenge, claim, …); exports group nodes by it. */
  kind: string;
  text: string;
  /** Its standing in the protocol (agreed, open, …), when it has one. */
  status?: string;
  /** An argument nothing may attack (what the person said). */
  unattackable?: boolean;
  formal: FormalStatus;
}

/** Where the debate stands, in one sentence a person can act on: who is winning and by which rule, the resolution, the crux. */
export interface Headline {
  text: string;
  tone: 'neutral' | 'good' | 'warning';
}

/**
 * What matters most in this protocol, drawn as Markdown across the main screen's full width without
 * opening anything: the crux card, the experts side by side, the synthesis rules with their verdicts,
 * each side's commitments. Agent text in it must be escaped for Markdown (`inline` in src/protocols/kit/markdown.ts).
 */
export interface Spotlight {
  title: string;
  markdown: string;
}

/** A word or mark the protocol's rows use, and what it means: the help screen lists them. */
export interface LegendEntry {
  mark: string;
  meaning: string;
}

export interface ViewModel {
  question: string;
  headline?: Headline;
  spotlight?: Spotlight;
  /** The protocol's own vocabulary on rows (statuses such as "standing" or "beaten"), for `?`. */
  legend?: LegendEntry[];
  progress: Progress;
  status: { state: 'running' | 'awaiting-human' | 'done'; reason?: string };
  /** What has been said. */
  record: ViewPart<RecordRow>;
  /** What is open or owed. */
  open: ViewPart<OpenRow>;
  groups: Group[];
  seats: SeatView[];
  flags: Flag[];
  details: Record<string, ItemDetail>;
  /** Protocols built on arguments give their argument map (for argdown and dot exports). */
  argumentMap?: ArgumentMapView;
}

export interface Outcome {
  summary: string;
  /** Named groups of item ids (buckets), when the protocol sorts items into them. */
  buckets?: Record<string, string[]>;
  report: string;
  json: unknown;
}
