// One open session: the one place that changes it. Every event — the runner's, a person's action, a
// person's move — goes through `#apply`, which reduces it once, saves it durably with the meta its
// state leads to, and only then takes the new state and tells subscribers. The CLI's commands and
// the TUI's controller both drive sessions through this class.
import type { OpenSession } from '../../state/index.js';
import type { SeatSpec, SessionConfig } from '../../state/schema.js';
import type { Transcript } from '../export/transcript.js';
import { EVENT, isEvent, platformEvent } from '../protocols/contract/platform-events.js';
import type { ActionAsk, AnyProtocol, DebateEvent, HumanInput, Notice, Outcome, Plan, Summary, ViewModel } from '../protocols/types.js';
import type { RetryPolicy } from '../runner/retry.js';
import { step } from '../runner/runner.js';
import type { Agent, Applied, Budgets, EventSink, NewEvent, RecordOptions, StepEnd } from '../runner/types.js';
import { addUsage, type Usage, usageOf } from '../runner/usage.js';
import { sanitizeDeep } from '../text/sanitize.js';
import { unavailable, usageError } from './errors.js';
import { answerUnexpected, moveUnexpected, readWhole } from './expected-input.js';
import { metaAfter } from './meta.js';
import { placeSeats } from './personas.js';
import { reduceBatch } from './reduce-batch.js';
import type { ActResult, Reduced, SessionChange, SessionParts } from './session-parts.js';
import { SessionFiles } from './session-files.js';
import { whenPossible } from './when-possible.js';
import type { AgentPort, MemoryStore } from './ports.js';
import { currentBudgets, runSettings } from './run-settings.js';
import { checkTitle } from './title.js';
import { exportText } from './export-text.js';
import { Channel } from './channel.js';
import { actionEvent, budgetsEvent, moveEvent, seatEvent, titleEvent } from './recorded.js';
import { checkReseat, currentSeats, type FailedSeat, failedSeats, standingStop } from './seats.js';

export class Session {
  readonly protocol: AnyProtocol;
  /** The protocol's configured config. */
  readonly config: unknown;
  /** What the replay that opened it reduced, event by event, oldest first. */
  readonly replayed: readonly Reduced[];
  /** Replaces every credential the session's agents are given (and other known secrets) by a marker. */
  readonly redact: (text: string) => string;
  readonly #open: OpenSession;
  readonly #port: AgentPort;
  readonly #memory?: MemoryStore;
  readonly #clock: () => Date;
  readonly #readOnlyReason?: string;
  readonly #transcript: Transcript;
  readonly #retry?: RetryPolicy;
  #state: unknown;
  #usage: Usage;
  #agents?: Record<string, Agent>;
  readonly #changes = new Channel<SessionChange>();
  /** Applications run one after another, each on the state the one before it reached. */
  #applying: Promise<unknown> = Promise.resolve();
  #derived?: { state: unknown; view?: ViewModel; plan?: Plan };
  readonly #files: SessionFiles;

  constructor(parts: SessionParts) {
    this.#open = parts.open;
    this.#files = new SessionFiles(parts.open, parts.protocol, parts.warn);
    this.protocol = parts.protocol;
    this.config = parts.config;
    this.#state = parts.state;
    this.replayed = parts.replayed;
    this.redact = parts.redact;
    this.#transcript = parts.transcript;
    this.#port = parts.agentPort;
    if (parts.memory) this.#memory = parts.memory;
    this.#clock = parts.clock;
    if (parts.agents) this.#agents = parts.agents;
    const reason = parts.readOnlyReason ?? parts.open.readOnlyReason;
    if (reason) this.#readOnlyReason = reason;
    if (parts.retry) this.#retry = parts.retry;
    this.#usage = usageOf(this.events());
  }

  get id(): string {
    return this.#open.id;
  }

  get dir(): string {
    return this.#open.dir;
  }

  get sessionConfig(): SessionConfig {
    return this.#open.doc.config;
  }

  get createdAt(): string {
    return this.#open.doc.createdAt;
  }
  /** The title a person gave the session (title.ts), if any. */
  get title(): string | undefined {
    return this.#open.doc.meta.title;
  }

  get state(): unknown {
    return this.#state;
  }

  get readOnly(): boolean {
    return this.#open.readOnly;
  }

  get readOnlyReason(): string | undefined {
    return this.#readOnlyReason;
  }

  /** Things the person should hear about the open (a stale lock taken over). */
  get storeNotices(): string[] {
    return this.#open.notices;
  }

  events(): readonly DebateEvent[] {
    return this.#open.doc.events as DebateEvent[];
  }

  summary(): Summary {
    return this.protocol.summary(this.#state);
  }

  /** The view of the current state, computed once per state. */
  view(): ViewModel {
    const derived = this.#derivedFor();
    derived.view ??= this.protocol.view(this.#state);
    return derived.view;
  }

  plan(): Plan {
    const derived = this.#derivedFor();
    derived.plan ??= this.protocol.plan(this.#state);
    return derived.plan;
  }

  outcome(): Outcome {
    return this.protocol.outcome(this.#state);
  }

  usage(): Usage {
    return { ...this.#usage, bySeat: { ...this.#usage.bySeat } };
  }

  budgets(): Budgets {
    return currentBudgets(this.sessionConfig, this.events());
  }

  /** Who plays each seat now: as created, unless the person gave a seat another agent since. */
  seats(): Record<string, SeatSpec> {
    return currentSeats(this.sessionConfig, this.events());
  }

  /** Seats whose agent failed through its retries; the next step asks them again. */
  failedSeats(): FailedSeat[] {
    return failedSeats(this.events());
  }

  /** Why the last run stopped (a budget), while nothing has happened since. */
  stopped(): string | undefined {
    return standingStop(this.events());
  }

  subscribe(listener: (change: SessionChange) => void): () => void {
    return this.#changes.subscribe(listener);
  }

  /** Runs the debate until `units` rounds (or stages) close, it ends, a person is due, or it stops. */
  async step(units: number, signal: AbortSignal): Promise<StepEnd> {
    this.#writable();
    // Stepping after a seat's agent failed asks it again: that choice of the person's is recorded.
    const retried = this.failedSeats();
    if (retried.length > 0)
      await this.#apply(retried.map((f) => ({ actor: 'human', ...platformEvent(EVENT.sessionRetry, { seat: f.seat }), at: this.#now() })));
    const config = this.sessionConfig;
    const seats = this.seats();
    const agents = await this.#agentsFor();
    const preparer = await placeSeats(this.#open, this.#port, (text) => this.#putRaw(text), agents, seats, this.events(), config.workdir);
    const stopped = this.stopped();
    const end = await step(
      {
        protocol: this.protocol,
        state: this.#state,
        sink: this.#sink(),
        agents,
        preparer,
        ...runSettings(config, seats, this.events()),
        signal,
        clock: this.#clock,
        onText: (seat, chunk) => this.#changes.emit({ kind: 'text', seat, chunk }),
        ...(this.#retry ? { retry: this.#retry } : {}),
        ...(stopped ? { stopped } : {}),
      },
      { units },
    );
    if (end.kind === 'done') await this.#saveMemory();
    await this.#writeTranscript();
    return end;
  }

  /**
   * Another agent in a seat from now on, or the person (kind `human`): recorded as `session.seat`.
   * The agent is built first, so a spec this machine cannot serve changes nothing.
   */
  async reseat(seat: string, spec: SeatSpec, reason?: string): Promise<DebateEvent> {
    this.#writable();
    checkReseat(this.protocol, this.seats(), seat, spec);
    const built = await this.#port.build(this.protocol, { [seat]: spec }, this.events());
    const applied = await this.#apply([seatEvent(seat, spec, reason, this.#now())]);
    if (this.#agents) {
      delete this.#agents[seat];
      if (built[seat]) this.#agents[seat] = built[seat];
    }
    await this.#writeTranscript();
    return applied.events[0]!;
  }

  /** A human action: checked by the protocol first, so a refused one records nothing. */
  async act(kind: string, input: HumanInput): Promise<ActResult> {
    this.#writable();
    const problem = this.protocol.checkHuman(this.#state, kind, input);
    const when = problem ? this.whenPossible(input.item === undefined ? { kind } : { kind, item: input.item }) : undefined;
    if (problem) return { ok: false, problem, ...(when ? { when } : {}) };
    const applied = await this.#apply([actionEvent(kind, input, this.#now())]);
    if (this.plan().kind === 'done') await this.#saveMemory();
    await this.#writeTranscript();
    return { ok: true, event: applied.events[0]!, notices: applied.notices };
  }

  /** When an action not offered now becomes possible, in the protocol's words (undefined when it is possible now or cannot be said). */
  whenPossible(ask: ActionAsk): string | undefined {
    return whenPossible(this.protocol, this.#state, ask);
  }

  /** The person's move in a seat they hold, read by the same parse as an agent's answer; refused whole if any of it is illegal. */
  async move(seat: string, text: string): Promise<ActResult> {
    this.#writable();
    const unexpected = moveUnexpected(this.plan(), seat, this.id);
    if (unexpected) return { ok: false, problem: unexpected };
    // A key pasted into a move is kept no more than one an agent repeats.
    const said = this.redact(text);
    const parsed = readWhole(this.protocol, this.#state, seat, said);
    if (!parsed.ok) return parsed;
    // What the person typed is kept verbatim, like an agent's raw answer.
    const rawRef = await this.#putRaw(said);
    const applied = await this.#apply([moveEvent(seat, parsed.moves, rawRef, this.protocol.movesVersion, this.#now())]);
    await this.#writeTranscript();
    return { ok: true, event: applied.events[0]!, notices: applied.notices };
  }

  /**
   * The answer of a seat played from outside agon (an `mcp` seat) to the prompt its step handed out:
   * read by the same parse as any agent's answer and refused whole, with nothing written, if it
   * cannot be read or breaks the rules; otherwise a step goes on from it, recording it as that
   * seat's reply like any agent's.
   */
  async answer(
    seat: string,
    text: string,
    units: number,
    signal: AbortSignal,
  ): Promise<{ ok: true; end: StepEnd } | { ok: false; problem: string }> {
    this.#writable();
    const unexpected = answerUnexpected(this.plan(), seat, this.id);
    if (unexpected) return { ok: false, problem: unexpected };
    const outside = (await this.#agentsFor())[seat]?.outside;
    if (!outside)
      return { ok: false, problem: `seat ${seat} is played by ${this.sessionConfig.seats[seat]?.kind ?? 'nobody'}, not from outside agon` };
    const parsed = readWhole(this.protocol, this.#state, seat, text);
    if (!parsed.ok) return parsed;
    outside.hand(text);
    return { ok: true, end: await this.step(units, signal) };
  }

  /** New budgets from now on, recorded as an event like everything else that changes a session. */
  async setBudgets(budgets: Budgets): Promise<DebateEvent> {
    this.#writable();
    const applied = await this.#apply([budgetsEvent(budgets, this.#now())]);
    return applied.events[0]!;
  }

  /** A title of the person's own, shown beside the question (empty clears it): recorded as `session.title`, unless it is the same. */
  async rename(given: string): Promise<DebateEvent | undefined> {
    this.#writable();
    const checked = checkTitle(given);
    if (!checked.ok) throw usageError(checked.problem);
    if (checked.title === (this.title ?? '')) return undefined;
    const applied = await this.#apply([titleEvent(checked.title, this.#now())]);
    await this.#writeTranscript();
    return applied.events[0]!;
  }

  /** The transcript and report (md) or the outcome with every event (json), as a file meant for people. */
  exportText(format: 'md' | 'json'): string {
    const parts = {
      doc: this.#open.doc,
      events: this.events(),
      outcome: this.outcome(),
      transcript: this.#transcript,
      redact: this.redact,
    };
    return exportText(format, parts);
  }

  /** Records events of the platform's own (e.g. what the memory folder held), like the runner's. */
  async record(events: NewEvent[]): Promise<Applied> {
    this.#writable();
    return this.#apply(events);
  }

  readRaw(ref: string): Promise<string> {
    return this.#open.readRaw(ref);
  }

  /** Rewrites transcript.md (and the protocol's derived files) from the events. */
  refreshTranscript(): Promise<void> {
    return this.#writeTranscript();
  }

  /** The raw text an event refers to (an agent's answer, a prompt), for detail views. */
  async rawOf(seq: number): Promise<string | undefined> {
    const data = this.events().find((e) => e.seq === seq)?.data;
    const ref = data?.rawRef ?? data?.promptRef;
    return typeof ref === 'string' ? this.readRaw(ref) : undefined;
  }

  /** Waits for pending writes and releases the lock. */
  async close(): Promise<void> {
    await this.#applying.catch(() => undefined);
    await this.#open.close();
  }

  async #agentsFor(): Promise<Record<string, Agent>> {
    this.#agents ??= await this.#port.build(this.protocol, this.seats(), this.events());
    return this.#agents;
  }

  #sink(): EventSink {
    return { record: (events, options) => this.#apply(events, options), putRaw: (text) => this.#putRaw(text) };
  }

  #putRaw(text: string): Promise<string> {
    return this.#open.putRaw(this.redact(text));
  }

  #apply(given: NewEvent[], options: RecordOptions = {}): Promise<Applied & { notices: Notice[] }> {
    // Credentials never reach the disk: each event is redacted before it is reduced and saved.
    const redacted = (list: NewEvent[]) => list.map((e) => ({ ...e, data: sanitizeDeep(e.data, this.redact) }));
    const run = this.#applying.then(async () => {
      const base = this.events().length;
      const followUp = options.followUp;
      const batch = reduceBatch(this.protocol, this.#state, base, redacted(given), followUp && ((state) => redacted(followUp(state))));
      const { events, state, reduced, closed, failure } = batch;
      const added = reduced.map((r) => r.event);
      const meta = metaAfter(this.protocol.summary(state), added, this.events(), this.#open.doc.meta, this.#clock());
      const stored = (await this.#open.append(events, meta, { flush: options.flush !== false })) as DebateEvent[];
      this.#state = state;
      // Derived files follow the debate round by round (and beside the transcript, below), not
      // event by event: they can always be rebuilt from the events (so each write is atomic, not fsynced).
      if (closed.length > 0) await this.#files.derived(state);
      for (const event of stored) addUsage(this.#usage, event);
      stored.forEach((event, i) => {
        this.#transcript.add(event, reduced[i]!.notices);
      });
      stored.forEach((event, i) => {
        this.#changes.emit({ kind: 'event', event, notices: reduced[i]!.notices });
      });
      if (failure !== undefined) throw failure;
      return { events: stored, state, closed, notices: reduced.flatMap((r) => r.notices) };
    });
    this.#applying = run.catch(() => undefined);
    return run;
  }

  async #saveMemory(): Promise<void> {
    const port = this.protocol.memory;
    if (!port || !this.#memory || (!port.amends && this.events().some((e) => isEvent(e, EVENT.memorySaved)))) return;
    const records = port.save(this.#state, { session: this.id });
    if (records.length === 0) return;
    await this.#memory.write(records);
    await this.#apply([
      { actor: 'runner', ...platformEvent(EVENT.memorySaved, { files: [...new Set(records.map((r) => r.file))] }), at: this.#now() },
    ]);
  }

  #writeTranscript(): Promise<void> {
    return this.#files.all(this.#state, () => this.exportText('md'));
  }

  #derivedFor(): { state: unknown; view?: ViewModel; plan?: Plan } {
    if (!this.#derived || this.#derived.state !== this.#state) this.#derived = { state: this.#state };
    return this.#derived;
  }

  #writable(): void {
    if (this.readOnly) throw unavailable(`session ${this.id} is read-only: ${this.#readOnlyReason ?? 'it cannot be changed'}`);
  }

  #now(): string {
    return this.#clock().toISOString();
  }
}
