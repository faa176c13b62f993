// The debates an `agon serve` runs: each session stepped to its end in the background, every
// recorded event kept with its notices for the streams that join late, and the end told to every
// stream. A saved session the server does not run is replayed from disk instead.
import type { Session } from '../session/session.js';
import type { SessionService } from '../session/service.js';
import { replay } from '../protocols/replay.js';
import type { DebateEvent, Notice } from '../protocols/types.js';
import type { StepEnd } from '../runner/types.js';

export interface Recorded {
  event: DebateEvent;
  notices: Notice[];
}

export type Listener = { event(recorded: Recorded): void; end(end: StepEnd | undefined): void };

export class LiveDebate {
  readonly log: Recorded[] = [];
  readonly #listeners = new Set<Listener>();
  readonly #controller = new AbortController();
  end?: StepEnd;
  /** Settles once the debate has stopped and its session is closed. */
  readonly finished: Promise<void>;

  constructor(readonly session: Session) {
    for (const { event, notices } of replayed(session)) this.log.push({ event, notices });
    const unsubscribe = session.subscribe((change) => {
      if (change.kind !== 'event') return;
      const recorded = { event: change.event, notices: change.notices };
      this.log.push(recorded);
      for (const listener of this.#listeners) listener.event(recorded);
    });
    this.finished = session
      .step(Infinity, this.#controller.signal)
      .catch((error: unknown): StepEnd => ({ kind: 'failed', reason: (error as Error)?.message ?? String(error) }))
      .then(async (end) => {
        unsubscribe();
        this.end = end;
        await session.close();
        for (const listener of this.#listeners) listener.end(end);
        this.#listeners.clear();
      });
  }

  get id(): string {
    return this.session.id;
  }

  /** Sends what was recorded from `from` on, then everything new, then the end. */
  follow(from: number, listener: Listener): () => void {
    for (const recorded of this.log) if (recorded.event.seq >= from) listener.event(recorded);
    if (this.end) {
      listener.end(this.end);
      return () => undefined;
    }
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  stop(): Promise<void> {
    this.#controller.abort();
    return this.finished;
  }
}

export class Debates {
  readonly #live = new Map<string, LiveDebate>();

  constructor(readonly service: SessionService) {}

  start(session: Session): LiveDebate {
    const debate = new LiveDebate(session);
    this.#live.set(debate.id, debate);
    return debate;
  }

  live(id: string): LiveDebate | undefined {
    return this.#live.get(id);
  }

  /** A saved session's recorded events with their notices, replayed from disk. */
  async saved(idOrPrefix: string): Promise<{ id: string; log: Recorded[]; status: string }> {
    const session = await this.service.open(idOrPrefix, { readOnly: true });
    try {
      return { id: session.id, log: replayed(session), status: session.summary().status };
    } finally {
      await session.close();
    }
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.#live.values()].map((d) => d.stop()));
  }
}

function replayed(session: Session): Recorded[] {
  const log: Recorded[] = [];
  replay(session.protocol, session.config, session.events(), (event, { notices }) => log.push({ event, notices }));
  return log;
}
