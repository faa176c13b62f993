// An in-memory EventSink for runner tests: numbers events, reduces each once with the protocol (as
// the session service does), and keeps raw texts by hash.
import { createHash } from 'node:crypto';
import { upgradeEvent } from '../../src/protocols/replay.js';
import type { AnyProtocol, DebateEvent } from '../../src/protocols/types.js';
import type { Applied, EventSink, NewEvent } from '../../src/runner/types.js';

export class MemorySink implements EventSink {
  events: DebateEvent[] = [];
  raw = new Map<string, string>();

  constructor(
    readonly protocol: AnyProtocol,
    public state: unknown,
  ) {}

  async record(events: NewEvent[]): Promise<Applied> {
    const stored = events.map((e, i) => ({ ...e, seq: this.events.length + i + 1 }));
    const closed: Applied['closed'] = [];
    for (const event of stored) {
      const reduction = this.protocol.reduce(this.state, upgradeEvent(this.protocol, event));
      this.state = reduction.state;
      if (reduction.closed) closed.push(reduction.closed);
    }
    this.events.push(...stored);
    return { events: stored, state: this.state, closed };
  }

  async putRaw(text: string): Promise<string> {
    const ref = createHash('sha256').update(text).digest('hex');
    this.raw.set(ref, text);
    return ref;
  }

  types(): string[] {
    return this.events.map((e) => e.type);
  }
}
