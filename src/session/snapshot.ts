// What a screen renders of one open session: the snapshot the controller publishes (view, plan,
// spend, seat activity, the transcript lines, text streaming in), and the controller's options.
import type { SeatSpec } from '../../state/schema.js';
import type { Plan, ProtocolInfo, ViewModel } from '../protocols/types.js';
import type { Budgets, StepEnd } from '../runner/types.js';
import type { Usage } from '../runner/usage.js';
import type { Reopen } from './follow.js';
import type { FailedSeat } from './seats.js';

export type SeatActivity =
  | { state: 'idle' }
  | { state: 'thinking'; since: number; timeoutMs: number }
  | { state: 'failed'; reason: string };

export interface TranscriptLine {
  key: string;
  mark?: string;
  text: string;
  level: 'info' | 'warning';
}

export interface Snapshot {
  id: string;
  /** The title a person gave the session, if any. */
  title?: string;
  protocol: ProtocolInfo;
  readOnly: boolean;
  readOnlyReason?: string;
  view: ViewModel;
  plan: Plan;
  usage: Usage;
  /** The budgets in force. */
  budgets: Budgets;
  /** Why the last run stopped (a spent budget), while nothing has happened since. */
  stopped?: string;
  /** Seats whose agent failed through its retries: the next step asks them again. */
  failed: FailedSeat[];
  /** Who plays each seat now (kind and options). */
  seatSpecs: Record<string, SeatSpec>;
  /** Something the person should know that is no event (the session became writable). */
  notice?: string;
  /** Read-only because another agon holds it: followed, and taken over once released. */
  following: boolean;
  seats: Record<string, SeatActivity>;
  running: boolean;
  auto: boolean;
  /** The last step's end, or the reason the session was stopped. */
  lastEnd?: StepEnd;
  /** A step asked agents that never answered (the app was closed or killed meanwhile). */
  interrupted: boolean;
  transcript: TranscriptLine[];
  /** Text streamed so far by each seat that is thinking. */
  live: Record<string, string>;
  /** Seats holding moves the person drafted and has not sent: quitting loses them. */
  drafted?: string[];
  error?: string;
}

export type ActResult = { ok: true } | { ok: false; problem: string };

export interface ControllerOptions {
  /** Opens the session again (read-only, or for writing): how a read-only session is followed. */
  reopen?: Reopen;
  /** Makes a typed seat spec independent of where agon runs (script and persona paths). */
  absolutize?: (spec: SeatSpec) => SeatSpec;
  /** How often a read-only session is looked at, in ms. */
  followEveryMs?: number;
}
