// One open session: the one place that changes it. Every event — the runner's, a person's action, a
// person's move — goes through `#apply`, which reduces it once, saves it durably with the meta its
// state leads to, and only then takes the new state and tells subscribers. The CLI's commands and
// the TUI's controller both drive sessions through this class.
import { readFile } from 'node:fs/promises';
import type { OpenSession } from '../../state/index.js';
import type { SessionConfig } from '../../state/schema.js';
import { sessionJson } from '../export/session-json.js';
import { Transcript } from '../export/transcript.js';
import { preparedSeat } from '../protocols/kit/preparation.js';
import { upgradeEvent } from '../protocols/replay.js';
import type { AnyProtocol, DebateEvent, HumanInput, Notice, Outcome, Plan, Summary, ViewModel } from '../protocols/types.js';
import { step } from '../runner/runner.js';
import type { Agent, Applied, Budgets, EventSink, NewEvent, SeatPreparer, StepEnd } from '../runner/types.js';
import { addUsage, type Usage, usageOf } from '../runner/usage.js';
import { unavailable } from './errors.js';
import { metaOf } from './meta.js';
import type { AgentPort, MemoryStore } from './ports.js';
import { currentBudgets, defaultTimeoutMs, lastResumeRefs, seatTimeouts } from './run-settings.js';

export type SessionChange =
  | { kind: 'event'; event: DebateEvent; notices: Notice[] }
  | { kind: 'text'; seat: string; chunk: string };

export type ActResult = { ok: true; event: DebateEvent; notices: Notice[] } | { ok: false; problem: string };

export interface SessionParts {
  open: OpenSession;
  protocol: AnyProtocol;
  config: unknown;
  state: unknown;
  /** Notices of the replay that opened it, for a transcript view. */
  notices: Notice[];
  /** transcript.md as the replay that opened it built it. */
  transcript: Transcript;
  agentPort: AgentPort;
  memory?: MemoryStore;
  clock: () => Date;
  /** Agents already built for the seats (a session just created checked them). */
  agents?: Record<string, Agent>;
  readOnlyReason?: string;
}

export class Session {
  readonly protocol: AnyProtocol;
  /** The protocol's configured config. */
  readonly config: unknown;
  /** What the replay that opened it said, oldest first. */
  readonly openingNotices: Notice[];
  readonly #open: OpenSession;
  readonly #port: AgentPort;
  readonly #memory?: MemoryStore;
  readonly #clock: () => Date;
  readonly #readOnlyReason?: string;
  readonly #transcript: Transcript;
  #state: unknown;
  #usage: Usage;
  #agents?: Record<string, Agent>;
  #listeners = new Set<(change: SessionChange) => void>();
  /** Applications run one after another, each on the state the one before it reached. */
  #applying: Promise<unknown> = Promise.resolve();
  #derived?: { state: unknown; view?: ViewModel; plan?: Plan };

  constructor(parts: SessionParts) {
    this.#open = parts.open;
    this.protocol = parts.protocol;
    this.config = parts.config;
    this.#state = parts.state;
    this.openingNotices = parts.notices;
    this.#transcript = parts.transcript;
    this.#port = parts.agentPort;
    if (parts.memory) this.#memory = parts.memory;
    this.#clock = parts.clock;
    if (parts.agents) this.#agents = parts.agents;
    const reason = parts.readOnlyReason ?? parts.open.readOnlyReason;
    if (reason) this.#readOnlyReason = reason;
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
    return (derived.view ??= this.protocol.view(this.#state));
  }

  plan(): Plan {
    const derived = this.#derivedFor();
    return (derived.plan ??= this.protocol.plan(this.#state));
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

  subscribe(listener: (change: SessionChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Runs the debate until `units` rounds (or stages) close, it ends, a person is due, or it stops. */
  async step(units: number, signal: AbortSignal): Promise<StepEnd> {
    this.#writable();
    const config = this.sessionConfig;
    const agents = await this.#agentsFor();
    const personas = await this.#personas();
    const place = () => this.#port.place(agents, { seats: config.seats, ...(config.workdir ? { workdir: config.workdir } : {}), seatDir: (seat) => this.#open.seatDir(seat), personas });
    await place();
    const preparer: SeatPreparer = {
      prepare: async (seat, persona) => {
        const prepared = await this.#prepareSeat(seat, persona);
        personas[seat] = prepared.text;
        await place();
        return { personaRef: prepared.personaRef, ...(prepared.file ? { file: prepared.file } : {}) };
      },
    };
    const end = await step(
      {
        protocol: this.protocol,
        state: this.#state,
        sink: this.#sink(),
        agents,
        preparer,
        resumeRefs: lastResumeRefs(this.events()),
        usage: usageOf(this.events()),
        budgets: this.budgets(),
        timeoutMs: seatTimeouts(config.seats),
        defaultTimeoutMs: defaultTimeoutMs(config),
        ...(config.workdir ? { workdir: config.workdir } : {}),
        signal,
        clock: this.#clock,
        onText: (seat, chunk) => this.#emit({ kind: 'text', seat, chunk }),
      },
      { units },
    );
    if (end.kind === 'done') await this.#saveMemory();
    await this.#writeTranscript();
    return end;
  }

  /** A human action: checked by the protocol first, so a refused one records nothing. */
  async act(kind: string, input: HumanInput): Promise<ActResult> {
    this.#writable();
    const problem = this.protocol.checkHuman(this.#state, kind, input);
    if (problem) return { ok: false, problem };
    const applied = await this.#apply([{ actor: 'human', type: `human.${kind}`, data: { ...input }, at: this.#now() }]);
    if (this.plan().kind === 'done') await this.#saveMemory();
    await this.#writeTranscript();
    return { ok: true, event: applied.events[0]!, notices: applied.notices };
  }

  /** The person's move in a seat they hold, read by the same parse as an agent's answer; refused whole if any of it is illegal. */
  async move(seat: string, text: string): Promise<ActResult> {
    this.#writable();
    const plan = this.plan();
    if (plan.kind !== 'await-human' || plan.seat !== seat) {
      const waiting = plan.kind === 'await-human' ? `it waits for the ${plan.seat} seat` : `it is not waiting for a person (${plan.kind})`;
      return { ok: false, problem: `${this.id} does not expect a move from ${seat}: ${waiting}` };
    }
    const parsed = this.protocol.parse(this.#state, seat, text);
    if (!parsed.ok) return { ok: false, problem: `the move cannot be read: ${parsed.problem}` };
    if (parsed.refused.length > 0) return { ok: false, problem: `the move breaks the rules: ${parsed.refused.map((r) => r.reason).join('; ')}` };
    // What the person typed is kept verbatim, like an agent's raw answer.
    const rawRef = await this.#open.putRaw(text);
    const applied = await this.#apply([
      { actor: 'human', type: 'move.accepted', data: { seat, moves: parsed.moves, refused: [], rawRef, v: this.protocol.movesVersion }, at: this.#now() },
    ]);
    await this.#writeTranscript();
    return { ok: true, event: applied.events[0]!, notices: applied.notices };
  }

  /**
   * The answer of a seat played from outside agon (an `mcp` seat) to the prompt its step handed out:
   * read by the same parse as any agent's answer and refused whole, with nothing written, if it
   * cannot be read or breaks the rules; otherwise a step goes on from it, recording it as that
   * seat's reply like any agent's.
   */
  async answer(seat: string, text: string, units: number, signal: AbortSignal): Promise<{ ok: true; end: StepEnd } | { ok: false; problem: string }> {
    this.#writable();
    const plan = this.plan();
    if (plan.kind !== 'ask' || !plan.requests.some((r) => r.seat === seat)) {
      const now = plan.kind === 'ask' ? `it asks ${plan.requests.map((r) => r.seat).join(', ')}` : plan.kind === 'await-human' ? `it waits for the person in the ${plan.seat} seat` : `its next step is ${plan.kind}`;
      return { ok: false, problem: `${this.id} does not expect an answer from ${seat} now: ${now}` };
    }
    const outside = (await this.#agentsFor())[seat]?.outside;
    if (!outside) return { ok: false, problem: `seat ${seat} is played by ${this.sessionConfig.seats[seat]?.kind ?? 'nobody'}, not from outside agon` };
    const parsed = this.protocol.parse(this.#state, seat, text);
    if (!parsed.ok) return { ok: false, problem: `the move cannot be read: ${parsed.problem}` };
    if (parsed.refused.length > 0) return { ok: false, problem: `the move breaks the rules: ${parsed.refused.map((r) => r.reason).join('; ')}` };
    outside.hand(text);
    return { ok: true, end: await this.step(units, signal) };
  }

  /** New budgets from now on, recorded as an event like everything else that changes a session. */
  async setBudgets(budgets: Budgets): Promise<DebateEvent> {
    this.#writable();
    const applied = await this.#apply([{ actor: 'human', type: 'session.budgets', data: { budgets }, at: this.#now() }]);
    return applied.events[0]!;
  }

  /** The transcript and report (md) or the outcome with every event (json). */
  exportText(format: 'md' | 'json'): string {
    const doc = this.#open.doc;
    return format === 'md' ? this.#transcript.render(doc, this.outcome().report) : sessionJson({ ...doc, events: this.events() }, this.outcome().json);
  }

  /** Records events of the platform's own (e.g. what the memory folder held), like the runner's. */
  async record(events: NewEvent[]): Promise<Applied> {
    this.#writable();
    return this.#apply(events);
  }

  readRaw(ref: string): Promise<string> {
    return this.#open.readRaw(ref);
  }

  /** Rewrites transcript.md from the events. */
  refreshTranscript(): Promise<void> {
    return this.#writeTranscript();
  }

  /** The raw text an event refers to (an agent's answer, a prompt), for detail views. */
  async rawOf(seq: number): Promise<string | undefined> {
    const event = this.events().find((e) => e.seq === seq);
    const ref = event?.data.rawRef ?? event?.data.promptRef;
    return typeof ref === 'string' ? this.#open.readRaw(ref) : undefined;
  }

  /** Waits for pending writes and releases the lock. */
  async close(): Promise<void> {
    await this.#applying.catch(() => undefined);
    await this.#open.close();
  }

  async #agentsFor(): Promise<Record<string, Agent>> {
    return (this.#agents ??= await this.#port.build(this.protocol, this.sessionConfig.seats, this.events()));
  }

  #sink(): EventSink {
    return { record: (events) => this.#apply(events), putRaw: (text) => this.#open.putRaw(text) };
  }

  #apply(events: NewEvent[]): Promise<Applied & { notices: Notice[] }> {
    const run = this.#applying.then(async () => {
      const base = this.events().length;
      let state = this.#state;
      const reduced: { event: DebateEvent; notices: Notice[] }[] = [];
      const closed: Applied['closed'] = [];
      events.forEach((e, i) => {
        const event: DebateEvent = { ...e, seq: base + i + 1 };
        const reduction = this.protocol.reduce(state, upgradeEvent(this.protocol, event));
        state = reduction.state;
        reduced.push({ event, notices: reduction.notices });
        if (reduction.closed) closed.push(reduction.closed);
      });
      const last = reduced.at(-1)?.event;
      const meta = metaOf(this.protocol.summary(state), last, base + events.length, this.#clock());
      const stored = (await this.#open.append(events, meta)) as DebateEvent[];
      this.#state = state;
      for (const event of stored) addUsage(this.#usage, event);
      stored.forEach((event, i) => this.#transcript.add(event, reduced[i]!.notices));
      stored.forEach((event, i) => this.#emit({ kind: 'event', event, notices: reduced[i]!.notices }));
      return { events: stored, state, closed, notices: reduced.flatMap((r) => r.notices) };
    });
    this.#applying = run.catch(() => undefined);
    return run;
  }

  async #prepareSeat(seat: string, persona: string): Promise<{ personaRef: string; text: string; file?: string }> {
    const spec = this.sessionConfig.seats[seat];
    let text = this.#port.persona(spec?.kind ?? '', persona);
    if (spec && typeof spec.persona === 'string') {
      text = await readFile(spec.persona, 'utf8').catch((error: NodeJS.ErrnoException) => {
        throw unavailable(`cannot read the persona file ${spec.persona} for seat ${seat} (${error.code ?? 'error'})`);
      });
    }
    // The seat folder is the session's own: the file is written there even when the agent runs in
    // the person's project (then the persona also travels in the prompt; nothing is written there).
    const file = spec ? this.#port.contextFile(spec.kind) : undefined;
    if (file) text = await this.#open.writeSeatFileOnce(seat, file, text);
    const personaRef = await this.#open.putRaw(text);
    return { personaRef, text, ...(file ? { file } : {}) };
  }

  /** Each prepared seat's persona, read back from raw/. */
  async #personas(): Promise<Record<string, string>> {
    const refs: Record<string, string> = {};
    for (const event of this.events()) {
      const prepared = preparedSeat(event);
      if (prepared) refs[prepared.seat] = prepared.personaRef;
    }
    const personas: Record<string, string> = {};
    for (const [seat, ref] of Object.entries(refs)) personas[seat] = await this.#open.readRaw(ref);
    // A seat folder emptied (a forked session) gets its context file back from the record.
    for (const [seat, text] of Object.entries(personas)) {
      const spec = this.sessionConfig.seats[seat];
      const file = spec ? this.#port.contextFile(spec.kind) : undefined;
      if (file && !this.readOnly) await this.#open.writeSeatFileOnce(seat, file, text);
    }
    return personas;
  }

  async #saveMemory(): Promise<void> {
    const port = this.protocol.memory;
    if (!port || !this.#memory || (!port.amends && this.events().some((e) => e.type === 'memory.saved'))) return;
    const records = port.save(this.#state, { session: this.id });
    if (records.length === 0) return;
    await this.#memory.write(records);
    await this.#apply([{ actor: 'runner', type: 'memory.saved', data: { files: [...new Set(records.map((r) => r.file))] }, at: this.#now() }]);
  }

  async #writeTranscript(): Promise<void> {
    await this.#open.writeTranscript(this.exportText('md'));
  }

  #derivedFor(): { state: unknown; view?: ViewModel; plan?: Plan } {
    if (!this.#derived || this.#derived.state !== this.#state) this.#derived = { state: this.#state };
    return this.#derived;
  }

  #emit(change: SessionChange): void {
    for (const listener of this.#listeners) listener(change);
  }

  #writable(): void {
    if (this.readOnly) throw unavailable(`session ${this.id} is read-only: ${this.#readOnlyReason ?? 'it cannot be changed'}`);
  }

  #now(): string {
    return this.#clock().toISOString();
  }
}
