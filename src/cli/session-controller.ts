// The TUI's handle on one open session: it owns the runner for that session, keeps a snapshot the
// screen renders from, and carries out the person's commands. No React here: components subscribe.
import type { SessionStore } from '../../state/index.js';
import type { AnyProtocol } from '../protocols/registry.js';
import type { DebateEvent, HumanInput, Notice, Plan, ViewModel } from '../protocols/types.js';
import { step } from '../runner/runner.js';
import type { StepEnd } from '../runner/types.js';
import { emptyUsage, type Usage, usageOf, addUsage } from '../runner/usage.js';
import { writeFileDurably } from '../../state/index.js';
import { sessionExport } from '../export/session-export.js';
import { runContext } from './run-context.js';
import { type Loaded, metaOf, storeSink } from './session.js';
import { writeTranscript } from './transcript-file.js';

export type SeatActivity =
  | { state: 'idle' }
  | { state: 'thinking'; since: number; timeoutMs: number }
  | { state: 'failed'; reason: string };

export interface TranscriptLine {
  key: string;
  round?: number;
  text: string;
  kind: string;
}

export interface Snapshot {
  id: string;
  readOnly: boolean;
  readOnlyReason?: string;
  view: ViewModel;
  plan: Plan;
  usage: Usage;
  seats: Record<string, SeatActivity>;
  running: boolean;
  auto: boolean;
  /** The last step's end, or the reason the session was stopped. */
  lastEnd?: StepEnd;
  /** A round was asked but never answered (the app was closed or killed meanwhile). */
  interrupted: boolean;
  transcript: TranscriptLine[];
  /** Text streamed so far by each seat that is thinking. */
  live: Record<string, string>;
  error?: string;
}

export type ActResult = { ok: true } | { ok: false; problem: string };

const TRANSCRIPT_KEEP = 2000;

export class SessionController {
  #loaded: Loaded;
  #store: SessionStore;
  #listeners = new Set<() => void>();
  #snapshot: Snapshot;
  #abort?: AbortController;
  /** The step in progress, so cancel and close can wait for it to save and stop. */
  #running?: Promise<void>;
  #auto = false;
  #seats: Record<string, SeatActivity> = {};
  #live: Record<string, string> = {};
  #transcript: TranscriptLine[] = [];
  #usage: Usage = emptyUsage();
  #lastEnd?: StepEnd;
  #error?: string;
  #clock: () => Date;
  /** view() and plan() are recomputed only when the state changed, not on every streamed chunk. */
  #derived?: { state: unknown; view: ViewModel; plan: Plan };

  #readOnlyReason?: string;

  constructor(store: SessionStore, loaded: Loaded, options: { clock?: () => Date; readOnlyReason?: string } = {}) {
    this.#store = store;
    this.#loaded = loaded;
    this.#clock = options.clock ?? (() => new Date());
    this.#readOnlyReason = options.readOnlyReason ?? loaded.open.readOnlyReason;
    this.#usage = usageOf(this.#events());
    loaded.notices.forEach((n, i) => this.#transcript.push(line(`h${i}`, n)));
    this.#transcript = this.#transcript.slice(-TRANSCRIPT_KEEP);
    this.#snapshot = this.#build();
  }

  get protocol(): AnyProtocol {
    return this.#loaded.protocol;
  }

  get id(): string {
    return this.#loaded.open.id;
  }

  snapshot = (): Snapshot => this.#snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Runs one round (or, on auto, until the debate ends, a person is due, or it is paused). */
  step(): Promise<void> {
    if (this.#snapshot.running || this.#loaded.open.readOnly) return this.#running ?? Promise.resolve();
    this.#running = this.#run();
    return this.#running;
  }

  async #run(): Promise<void> {
    this.#abort = new AbortController();
    this.#error = undefined;
    this.#publish();
    try {
      const { ctx, sink } = await runContext(this.#store, this.#loaded, {
        signal: this.#abort.signal,
        clock: this.#clock,
        onEvent: (event, notices) => this.#onEvent(event, notices),
        onText: (seat, chunk) => {
          this.#live[seat] = (this.#live[seat] ?? '') + chunk;
          this.#publish();
        },
      });
      do {
        this.#lastEnd = await step(ctx, { rounds: 1 });
        this.#loaded.state = sink.state();
        this.#publish();
      } while (this.#auto && this.#lastEnd.kind === 'round' && !this.#abort.signal.aborted);
      if (this.#lastEnd.kind === 'cancelled' || this.#lastEnd.kind === 'budget') {
        const reason = this.#lastEnd.kind === 'budget' ? this.#lastEnd.reason : 'cancelled';
        await this.#loaded.open.updateMeta(metaOf(this.protocol, this.#loaded.state, this.#loaded.open.doc.config, this.#events().length, this.#clock(), reason));
      }
      await writeTranscript(this.#loaded.open, this.protocol, this.#loaded.config);
    } catch (error) {
      this.#error = (error as Error).message;
    } finally {
      this.#abort = undefined;
      if (this.#lastEnd?.kind !== 'round') this.#auto = false;
      this.#publish();
    }
  }

  setAuto(on: boolean): void {
    this.#auto = on;
    this.#publish();
    if (on && !this.#snapshot.running) void this.step();
  }

  /** Stops the running step: running agents are killed, what finished is saved. */
  async cancel(): Promise<void> {
    this.#auto = false;
    this.#abort?.abort();
    await this.#running;
  }

  /** A human action, tried on the current state first: a refused one records nothing. */
  async act(kind: string, input: HumanInput): Promise<ActResult> {
    if (this.#loaded.open.readOnly) return { ok: false, problem: `read-only: ${this.#readOnlyReason ?? ''}` };
    if (this.#snapshot.running) return { ok: false, problem: 'wait for the agents to finish (or cancel with c)' };
    const event = { actor: 'human', type: `human.${kind}`, data: { ...input }, at: this.#clock().toISOString() };
    const trial = this.protocol.reduce(this.#loaded.state, { ...event, seq: this.#events().length + 1 });
    const refused = trial.notices.find((n) => n.type === 'action.refused');
    if (refused) return { ok: false, problem: refused.text.replace(/^Refused: /, '') };
    await this.#record([event], trial.notices);
    return { ok: true };
  }

  /** The person's move in a seat they hold, in the agents' JSON; refused whole if any of it is illegal. */
  async move(seat: string, text: string): Promise<ActResult> {
    if (this.#loaded.open.readOnly) return { ok: false, problem: 'the session is read-only' };
    const parsed = this.protocol.parse(this.#loaded.state, seat, text);
    if (!parsed.ok) return { ok: false, problem: parsed.problem };
    if (parsed.refused.length > 0) return { ok: false, problem: parsed.refused.map((r: { reason: string }) => r.reason).join('; ') };
    const rawRef = await this.#loaded.open.putRaw(text);
    const event = { actor: 'human', type: 'move.accepted', data: { seat, moves: parsed.moves, refused: [], rawRef }, at: this.#clock().toISOString() };
    const { notices } = this.protocol.reduce(this.#loaded.state, { ...event, seq: this.#events().length + 1 });
    await this.#record([event], notices);
    return { ok: true };
  }

  /** The human actions possible now, for one item or overall. */
  actions(item?: string) {
    return this.protocol.humanActions(this.#loaded.state, item);
  }

  /** The raw text an event refers to (an agent's answer, a prompt), for the detail view. */
  async rawOf(seq: number): Promise<string | undefined> {
    const event = this.#events().find((e) => e.seq === seq);
    const ref = event?.data.rawRef ?? event?.data.promptRef;
    return typeof ref === 'string' ? this.#loaded.open.readRaw(ref) : undefined;
  }

  /** The answer text a person's composed moves make, in the seat's format. */
  composeAnswer(seat: string, drafts: { kind: string; input: HumanInput }[]): string {
    return this.protocol.composeAnswer(this.#loaded.state, seat, drafts);
  }

  /** Writes the report (md) or the whole session (json) to `path`; returns the path. */
  async exportTo(format: 'md' | 'json', path: string): Promise<string> {
    const { open, protocol, config, state } = this.#loaded;
    await writeFileDurably(path, sessionExport(protocol, config, { ...open.doc, events: this.#events() }, state, format));
    return path;
  }

  async close(): Promise<void> {
    await this.cancel();
    await this.#loaded.open.close();
  }

  async #record(events: { actor: string; type: string; data: Record<string, unknown>; at: string }[], notices: Notice[]): Promise<void> {
    const sink = storeSink(this.#loaded, this.#clock);
    const stored = await sink.record(events);
    this.#loaded.state = sink.state();
    for (const e of stored) this.#onEvent(e, notices);
    await writeTranscript(this.#loaded.open, this.protocol, this.#loaded.config);
  }

  #events(): DebateEvent[] {
    return this.#loaded.open.doc.events as DebateEvent[];
  }

  #onEvent(event: DebateEvent, notices: Notice[]): void {
    const seat = typeof event.data.seat === 'string' ? event.data.seat : undefined;
    if (event.type === 'agent.requested' && seat) {
      this.#seats[seat] = { state: 'thinking', since: Date.now(), timeoutMs: (this.#loaded.open.doc.config.timeoutSeconds ?? 120) * 1000 };
      this.#live[seat] = '';
    }
    if (event.type === 'agent.responded' && seat) this.#seats[seat] = { state: 'idle' };
    if (event.type === 'agent.failed' && seat) this.#seats[seat] = { state: 'failed', reason: String(event.data.reason ?? 'failed') };
    if ((event.type === 'agent.responded' || event.type === 'agent.failed') && seat) delete this.#live[seat];
    if (event.type === 'run.cancelled') for (const s of Object.keys(this.#seats)) this.#seats[s] = { state: 'idle' };
    addUsage(this.#usage, event);
    notices.forEach((n, i) => this.#transcript.push(line(`${event.seq}.${i}`, n)));
    if (this.#transcript.length > TRANSCRIPT_KEEP) this.#transcript = this.#transcript.slice(-TRANSCRIPT_KEEP);
    this.#publish();
  }

  #build(): Snapshot {
    const open = this.#loaded.open;
    const events = this.#events();
    return {
      id: open.id,
      readOnly: open.readOnly,
      ...(this.#readOnlyReason ? { readOnlyReason: this.#readOnlyReason } : {}),
      ...this.#derive(),
      usage: { ...this.#usage, bySeat: { ...this.#usage.bySeat } },
      seats: { ...this.#seats },
      running: this.#abort !== undefined,
      auto: this.#auto,
      ...(this.#lastEnd ? { lastEnd: this.#lastEnd } : {}),
      interrupted: this.#abort === undefined && interruptedRound(events),
      transcript: this.#transcript,
      live: { ...this.#live },
      ...(this.#error ? { error: this.#error } : {}),
    };
  }

  #derive(): { view: ViewModel; plan: Plan } {
    const state = this.#loaded.state;
    const cached = this.#derived;
    const derived = cached && cached.state === state ? cached : { state, view: this.protocol.view(state), plan: this.protocol.plan(state) };
    this.#derived = derived;
    return { view: derived.view, plan: derived.plan };
  }

  #publish(): void {
    this.#snapshot = this.#build();
    for (const listener of this.#listeners) listener();
  }
}

function line(key: string, notice: Notice): TranscriptLine {
  return { key, ...(notice.round !== undefined ? { round: notice.round } : {}), text: notice.text, kind: notice.type };
}

/** True when the last agent request has no reply or failure after it: that round was cut short. */
function interruptedRound(events: readonly DebateEvent[]): boolean {
  const open = new Set<string>();
  for (const e of events) {
    const seat = typeof e.data.seat === 'string' ? e.data.seat : '';
    if (e.type === 'agent.requested') open.add(seat);
    if (e.type === 'agent.responded' || e.type === 'agent.failed') open.delete(seat);
  }
  return open.size > 0;
}
