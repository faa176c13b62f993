// The TUI's handle on one open session: a thin subscriber over the session service's Session. It
// keeps what only a screen needs (a snapshot to render, seat activity, the transcript lines, text
// streaming in, auto-run) and passes every command to the Session. A session another agon holds is
// followed while read-only and taken over (writable) once that agon lets go (follow.ts). No React
// here: components subscribe. Every text in a snapshot has been through the output policy
// (credentials redacted, nothing but colours reaching the terminal), so no pane can show a raw
// control sequence.
import { parseSeatSpec } from '../agents/seat-spec.js';
import { SessionError } from './errors.js';
import { FORM_WORDING } from './form-wording.js';
import { describeProblem } from './problems.js';
import { EVENT, isEvent } from '../protocols/contract/platform-events.js';
import type { ActionAsk, ActionDescriptor, DebateEvent, HumanInput, Notice, Outcome } from '../protocols/types.js';
import type { Budgets, StepEnd } from '../runner/types.js';
import type { Session } from './session.js';
import type { Reduced, SessionChange } from './session-parts.js';
import { writeFileDurably } from '../../state/index.js';
import { eventLine, retryNote } from '../text/event-line.js';
import { sanitizeDeep, sanitizeForTerminal } from '../text/sanitize.js';
import { Follower } from './follow.js';
import { MoveDrafts } from './move-drafts.js';
import { type Refusal, refusalLine } from './when-possible.js';

import type { ActResult, ControllerOptions, SeatActivity, Snapshot, TranscriptLine } from './snapshot.js';

export type { ActResult, ControllerOptions, SeatActivity, Snapshot, TranscriptLine } from './snapshot.js';

const TRANSCRIPT_KEEP = 2000;

export class SessionController {
  #session: Session;
  readonly #options: ControllerOptions;
  #follower?: Follower;
  #unsubscribe: () => void = () => undefined;
  #notice?: string;
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
  /** The human actions offered in each state, on no item in particular. */
  #offered = new WeakMap<object, ActionDescriptor[]>();
  readonly #clean: (text: string) => string;
  /** Moves drafted in the person's seats and not sent yet ("esc later" keeps them). */
  readonly drafts = new MoveDrafts(() => this.#publish());

  constructor(session: Session, options: ControllerOptions = {}) {
    this.#session = session;
    // The session shown may change (follow.ts), so the policy reads the current one's secrets.
    this.#clean = (text) => sanitizeForTerminal(this.#session.redact(text));
    this.#options = options;
    this.#attach(session);
    this.#follow();
    this.#snapshot = this.#build();
  }

  /** Takes `session` as the one shown: its transcript as replayed, its changes from now on. */
  #attach(session: Session): void {
    this.#unsubscribe();
    this.#session = session;
    this.#transcript = [];
    session.storeNotices.forEach((text, i) => {
      this.#transcript.push({ key: `s${i}`, text: this.#clean(text), level: 'warning' });
    });
    for (const reduced of session.replayed) this.#transcript.push(...this.#linesOf(reduced));
    this.#transcript = this.#transcript.slice(-TRANSCRIPT_KEEP);
    this.#unsubscribe = session.subscribe((change) => this.#onChange(change));
  }

  /** While read-only: reads the session again when the other agon writes, and takes it once released. */
  #follow(): void {
    const reopen = this.#options.reopen;
    if (!this.#session.readOnly || !reopen || this.#follower) return;
    this.#follower = new Follower(this.#session.dir, reopen, this.#options.followEveryMs ?? 1000, async (next) => {
      const old = this.#session;
      this.#attach(next);
      await old.close().catch(() => undefined);
      if (!next.readOnly) {
        this.#follower?.stop();
        this.#follower = undefined;
        this.#notice = 'The other agon let go of this session: it is yours to change now.';
      }
      this.#publish();
    });
  }

  get id(): string {
    return this.#session.id;
  }

  snapshot = (): Snapshot => this.#snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Runs one step (or, on auto, until the debate ends, a person is due, or it is paused). After a seat's agent failed, this asks it again. */
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
  async move(seat: string, text: string): Promise<ActResult> {
    const result = await this.#attempt(() => this.#session.move(seat, text));
    if (result.ok) this.drafts.keep(seat, []);
    return result;
  }

  /**
   * Another agent in `seat` from now on, from a typed spec ("codex:model=gpt-5.2", "human"),
   * recorded as a seat change; a spec this machine cannot serve is refused and nothing is recorded.
   */
  async reseat(seat: string, specText: string): Promise<ActResult> {
    if (this.#snapshot.running) return { ok: false, problem: 'wait for the agents to finish (or cancel with c)' };
    const parsed = parseSeatSpec(`${seat}=${specText.trim()}`);
    if (!parsed.ok) return { ok: false, problem: describeProblem(parsed.problem, FORM_WORDING) };
    const spec = this.#options.absolutize ? this.#options.absolutize(parsed.value.spec) : parsed.value.spec;
    return this.#attempt(async () => {
      await this.#session.reseat(seat, spec);
      this.#seats[seat] = { state: 'idle' };
      return { ok: true };
    });
  }

  /** New budgets from now on (an empty object lifts them all), recorded like `agon step --budget-…`. */
  async setBudgets(budgets: Budgets): Promise<ActResult> {
    if (this.#snapshot.running) return { ok: false, problem: 'wait for the agents to finish (or cancel with c)' };
    return this.#attempt(async () => {
      await this.#session.setBudgets(budgets);
      return { ok: true };
    });
  }

  /** The outcome as the protocol states it: summary, buckets, the markdown report. */
  outcome(): Outcome {
    return this.#session.outcome();
  }

  /** Why the protocol would refuse the action `kind` with nothing filled in now, or null. */
  refusal(kind: string): string | null {
    return this.#session.protocol.checkHuman(this.#session.state, kind, {});
  }

  /** When an action not offered now becomes possible, in the protocol's words (the sentence `agon act` adds to its refusal). */
  whenPossible(ask: ActionAsk): string | undefined {
    const when = this.#session.whenPossible(ask);
    return when === undefined ? undefined : this.#clean(when);
  }

  /** The human actions possible now, for one item or overall. */
  actions(item?: string): ActionDescriptor[] {
    const state = this.#session.state;
    if (item !== undefined || typeof state !== 'object' || state === null) return this.#session.protocol.humanActions(state, item);
    // The screen asks on every key (which keys act now): once per state is enough.
    let offered = this.#offered.get(state);
    if (!offered) {
      offered = this.#session.protocol.humanActions(state);
      this.#offered.set(state, offered);
    }
    return offered;
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
    this.#follower?.stop();
    await this.cancel();
    this.#unsubscribe();
    await this.#session.close();
  }

  async #attempt(work: () => Promise<{ ok: true } | ({ ok: false } & Refusal)>): Promise<ActResult> {
    try {
      const result = await work();
      return result.ok ? { ok: true } : { ok: false, problem: refusalLine(result) };
    } catch (error) {
      return { ok: false, problem: error instanceof SessionError ? error.worded(FORM_WORDING) : (error as Error).message };
    }
  }

  #onChange(change: SessionChange): void {
    if (change.kind === 'text') {
      this.#live[change.seat] = (this.#live[change.seat] ?? '') + change.chunk;
      this.#publish();
      return;
    }
    this.#track(change.event);
    this.#transcript.push(...this.#linesOf(change));
    if (this.#transcript.length > TRANSCRIPT_KEEP) this.#transcript = this.#transcript.slice(-TRANSCRIPT_KEEP);
    this.#publish();
  }

  /** Seat activity, from the runner's events. */
  #track(event: DebateEvent): void {
    if (isEvent(event, EVENT.agentRequested)) {
      this.#seats[event.data.seat] = { state: 'thinking', since: Date.now(), timeoutMs: this.#timeoutMs(event.data.seat) };
      this.#live[event.data.seat] = '';
    }
    if (isEvent(event, EVENT.agentResponded)) this.#seats[event.data.seat] = { state: 'idle' };
    if (isEvent(event, EVENT.agentFailed)) {
      const retry = event.data.retryInMs !== undefined ? ` (${retryNote(event.data.retryInMs)})` : '';
      this.#seats[event.data.seat] = { state: 'failed', reason: this.#clean(`${event.data.reason}${retry}`) };
    }
    if (isEvent(event, EVENT.sessionSeat, EVENT.sessionRetry)) this.#seats[event.data.seat] = { state: 'idle' };
    if (isEvent(event, EVENT.agentResponded, EVENT.agentFailed)) delete this.#live[event.data.seat];
    if (isEvent(event, EVENT.runCancelled)) for (const s of Object.keys(this.#seats)) this.#seats[s] = { state: 'idle' };
  }

  #timeoutMs(seat: string): number {
    const config = this.#session.sessionConfig;
    const own = Number(this.#session.seats()[seat]?.timeout);
    return (Number.isFinite(own) && own > 0 ? own : (config.timeoutSeconds ?? 120)) * 1000;
  }

  #build(): Snapshot {
    const session = this.#session;
    return {
      id: session.id,
      ...(session.title ? { title: this.#clean(session.title) } : {}),
      protocol: session.protocol,
      readOnly: session.readOnly,
      ...(session.readOnlyReason ? { readOnlyReason: this.#clean(session.readOnlyReason) } : {}),
      view: this.#shownOf(session.view()),
      plan: this.#shownOf(session.plan()),
      usage: session.usage(),
      budgets: session.budgets(),
      ...(session.stopped() ? { stopped: sanitizeDeep(session.stopped()!, this.#clean) } : {}),
      failed: sanitizeDeep(session.failedSeats(), this.#clean),
      seatSpecs: sanitizeDeep(session.seats(), this.#clean),
      ...(this.#notice ? { notice: this.#notice } : {}),
      following: this.#follower !== undefined,
      seats: { ...this.#seats },
      running: this.#abort !== undefined,
      auto: this.#auto,
      ...(this.#lastEnd ? { lastEnd: sanitizeDeep(this.#lastEnd, this.#clean) } : {}),
      interrupted: this.#abort === undefined && interruptedStep(session.events()),
      transcript: this.#transcript,
      live: { ...this.#live },
      drafted: this.drafts.seats(),
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

  /** The strip's lines for one event, the same whether it happens now or is replayed on opening. */
  #linesOf({ event, notices }: Reduced): TranscriptLine[] {
    const lines = notices.map((n, i) => this.#line(`${event.seq}.${i}`, n));
    const own = isEvent(event, ...STRIP_EVENTS) ? eventLine(event) : undefined;
    if (own) lines.push({ key: `${event.seq}.p`, ...own, text: this.#clean(own.text) });
    return lines;
  }

  #line(key: string, notice: Notice): TranscriptLine {
    return {
      key,
      ...(notice.mark !== undefined ? { mark: this.#clean(notice.mark) } : {}),
      text: this.#clean(notice.text),
      level: notice.level ?? 'info',
    };
  }

  #publish(): void {
    this.#snapshot = this.#build();
    for (const listener of this.#listeners) listener();
  }
}

/** The platform events the strip shows (protocols raise no notice for them; seat activity shows in the seats). */
const STRIP_EVENTS = [EVENT.agentFailed, EVENT.runStopped, EVENT.runCancelled, EVENT.sessionRetry, EVENT.sessionBudgets] as const;

/** True when the last agent request has no reply or failure after it: that step was cut short. */
function interruptedStep(events: readonly DebateEvent[]): boolean {
  const open = new Set<string>();
  for (const e of events) {
    if (isEvent(e, EVENT.agentRequested)) open.add(e.data.seat);
    if (isEvent(e, EVENT.agentResponded, EVENT.agentFailed)) open.delete(e.data.seat);
  }
  return open.size > 0;
}
