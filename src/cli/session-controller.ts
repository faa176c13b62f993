// The TUI's handle on one open session: a thin subscriber over the session service's Session. It
// keeps what only a screen needs (a snapshot to render, seat activity, the transcript lines, text
// streaming in, auto-run) and passes every command to the Session. No React here: components
// subscribe. Every text in a snapshot has been through the output policy (credentials redacted,
// nothing but colours reaching the terminal), so no pane can show a raw control sequence.
import type { ActionDescriptor, DebateEvent, HumanInput, Notice, Plan, ProtocolInfo, ViewModel } from '../protocols/types.js';
import type { StepEnd } from '../runner/types.js';
import type { Usage } from '../runner/usage.js';
import type { Session, SessionChange } from '../session/session.js';
import { writeFileDurably } from '../../state/index.js';
import { sanitizeDeep, sanitizeForTerminal } from '../text/sanitize.js';

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
  protocol: ProtocolInfo;
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
  /** A step asked agents that never answered (the app was closed or killed meanwhile). */
  interrupted: boolean;
  transcript: TranscriptLine[];
  /** Text streamed so far by each seat that is thinking. */
  live: Record<string, string>;
  error?: string;
}

export type ActResult = { ok: true } | { ok: false; problem: string };

const TRANSCRIPT_KEEP = 2000;

export class SessionController {
  readonly #session: Session;
  #listeners = new Set<() => void>();
  #snapshot: Snapshot;
  #abort?: AbortController;
  /** The step in progress, so cancel and close can wait for it to save and stop. */
  #running?: Promise<void>;
  #auto = false;
  #seats: Record<string, SeatActivity> = {};
  #live: Record<string, string> = {};
  #transcript: TranscriptLine[] = [];
  #lastEnd?: StepEnd;
  #error?: string;
  /** The view and plan as shown, computed once for each the session gives. */
  #shown = new WeakMap<object, unknown>();
  readonly #clean: (text: string) => string;

  constructor(session: Session) {
    this.#session = session;
    this.#clean = (text) => sanitizeForTerminal(session.redact(text));
    session.storeNotices.forEach((text, i) => this.#transcript.push({ key: `s${i}`, text: this.#clean(text), level: 'warning' }));
    session.openingNotices.forEach((n, i) => this.#transcript.push(this.#line(`h${i}`, n)));
    this.#transcript = this.#transcript.slice(-TRANSCRIPT_KEEP);
    session.subscribe((change) => this.#onChange(change));
    this.#snapshot = this.#build();
  }

  get id(): string {
    return this.#session.id;
  }

  snapshot = (): Snapshot => this.#snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Runs one step (or, on auto, until the debate ends, a person is due, or it is paused). */
  step(): Promise<void> {
    if (this.#snapshot.running || this.#session.readOnly) return this.#running ?? Promise.resolve();
    this.#running = this.#run();
    return this.#running;
  }

  async #run(): Promise<void> {
    this.#abort = new AbortController();
    this.#error = undefined;
    this.#publish();
    try {
      do {
        this.#lastEnd = await this.#session.step(1, this.#abort.signal);
        this.#publish();
      } while (this.#auto && this.#lastEnd.kind === 'step' && !this.#abort.signal.aborted);
    } catch (error) {
      this.#error = (error as Error).message;
    } finally {
      this.#abort = undefined;
      if (this.#lastEnd?.kind !== 'step') this.#auto = false;
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

  /** A human action, checked by the protocol first: a refused one records nothing. */
  async act(kind: string, input: HumanInput): Promise<ActResult> {
    if (this.#snapshot.running) return { ok: false, problem: 'wait for the agents to finish (or cancel with c)' };
    return this.#attempt(() => this.#session.act(kind, input));
  }

  /** The person's move in a seat they hold, in the agents' JSON; refused whole if any of it is illegal. */
  move(seat: string, text: string): Promise<ActResult> {
    return this.#attempt(() => this.#session.move(seat, text));
  }

  /** The human actions possible now, for one item or overall. */
  actions(item?: string): ActionDescriptor[] {
    return this.#session.protocol.humanActions(this.#session.state, item);
  }

  /** The raw text an event refers to (an agent's answer, a prompt), for the detail view. */
  rawOf(seq: number): Promise<string | undefined> {
    return this.#session.rawOf(seq);
  }

  /** The answer text a person's composed moves make, in the seat's format. */
  composeAnswer(seat: string, drafts: { kind: string; input: HumanInput }[]): string {
    return this.#session.protocol.composeAnswer(this.#session.state, seat, drafts);
  }

  /** Writes the report (md) or the whole session (json) to `path`; returns the path. */
  async exportTo(format: 'md' | 'json', path: string): Promise<string> {
    await writeFileDurably(path, this.#session.exportText(format));
    return path;
  }

  async close(): Promise<void> {
    await this.cancel();
    await this.#session.close();
  }

  async #attempt(work: () => Promise<{ ok: true } | { ok: false; problem: string }>): Promise<ActResult> {
    try {
      const result = await work();
      return result.ok ? { ok: true } : { ok: false, problem: result.problem };
    } catch (error) {
      return { ok: false, problem: (error as Error).message };
    }
  }

  #onChange(change: SessionChange): void {
    if (change.kind === 'text') {
      this.#live[change.seat] = (this.#live[change.seat] ?? '') + change.chunk;
      this.#publish();
      return;
    }
    this.#track(change.event);
    change.notices.forEach((n, i) => this.#transcript.push(this.#line(`${change.event.seq}.${i}`, n)));
    if (this.#transcript.length > TRANSCRIPT_KEEP) this.#transcript = this.#transcript.slice(-TRANSCRIPT_KEEP);
    this.#publish();
  }

  /** Seat activity, from the runner's events. */
  #track(event: DebateEvent): void {
    const seat = typeof event.data.seat === 'string' ? event.data.seat : undefined;
    if (event.type === 'agent.requested' && seat) {
      this.#seats[seat] = { state: 'thinking', since: Date.now(), timeoutMs: this.#timeoutMs(seat) };
      this.#live[seat] = '';
    }
    if (event.type === 'agent.responded' && seat) this.#seats[seat] = { state: 'idle' };
    if (event.type === 'agent.failed' && seat) this.#seats[seat] = { state: 'failed', reason: this.#clean(String(event.data.reason ?? 'failed')) };
    if ((event.type === 'agent.responded' || event.type === 'agent.failed') && seat) delete this.#live[seat];
    if (event.type === 'run.cancelled') for (const s of Object.keys(this.#seats)) this.#seats[s] = { state: 'idle' };
  }

  #timeoutMs(seat: string): number {
    const config = this.#session.sessionConfig;
    const own = Number(config.seats[seat]?.timeout);
    return (Number.isFinite(own) && own > 0 ? own : (config.timeoutSeconds ?? 120)) * 1000;
  }

  #build(): Snapshot {
    const session = this.#session;
    return {
      id: session.id,
      protocol: session.protocol,
      readOnly: session.readOnly,
      ...(session.readOnlyReason ? { readOnlyReason: this.#clean(session.readOnlyReason) } : {}),
      view: this.#shownOf(session.view()),
      plan: this.#shownOf(session.plan()),
      usage: session.usage(),
      seats: { ...this.#seats },
      running: this.#abort !== undefined,
      auto: this.#auto,
      ...(this.#lastEnd ? { lastEnd: this.#lastEnd } : {}),
      interrupted: this.#abort === undefined && interruptedStep(session.events()),
      transcript: this.#transcript,
      live: { ...this.#live },
      ...(this.#error ? { error: this.#clean(this.#error) } : {}),
    };
  }

  #shownOf<T extends object>(value: T): T {
    let shown = this.#shown.get(value) as T | undefined;
    if (!shown) {
      shown = sanitizeDeep(value, this.#clean);
      this.#shown.set(value, shown);
    }
    return shown;
  }

  #line(key: string, notice: Notice): TranscriptLine {
    return { key, ...(notice.mark !== undefined ? { mark: this.#clean(notice.mark) } : {}), text: this.#clean(notice.text), level: notice.level ?? 'info' };
  }

  #publish(): void {
    this.#snapshot = this.#build();
    for (const listener of this.#listeners) listener();
  }
}

/** True when the last agent request has no reply or failure after it: that step was cut short. */
function interruptedStep(events: readonly DebateEvent[]): boolean {
  const open = new Set<string>();
  for (const e of events) {
    const seat = typeof e.data.seat === 'string' ? e.data.seat : '';
    if (e.type === 'agent.requested') open.add(seat);
    if (e.type === 'agent.responded' || e.type === 'agent.failed') open.delete(seat);
  }
  return open.size > 0;
}
