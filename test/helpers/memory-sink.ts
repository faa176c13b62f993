// An in-memory EventSink for runner tests: numbers events, reduces each once with the protocol (as
// the session service does), and keeps raw texts by hash.
import { createHash } from 'node:crypto';
import { upgradeEvent } from '../../src/protocols/replay.js';
import type { AnyProtocol, DebateEvent } from '../../src/protocols/types.js';
import type { Applied, EventSink, NewEvent, RecordOptions } from '../../src/runner/types.js';

export class MemorySink implements EventSink {
  events: DebateEvent[] = [];
  raw = new Map<string, string>();

  constructor(
    readonly protocol: AnyProtocol,
    public state: unknown,
  ) {}

  /** How many records were made, and how many of them were flushed (every one but those with flush: false). */
  writes = { records: 0, flushed: 0 };

  async record(events: NewEvent[], options: RecordOptions = {}): Promise<Applied> {
    const closed: Applied['closed'] = [];
    const stored: DebateEvent[] = [];
    const reduce = (more: NewEvent[]) => {
      for (const e of more) {
        const event = { ...e, seq: this.events.length + stored.length + 1 };
        const reduction = this.protocol.reduce(this.state, upgradeEvent(this.protocol, event));
        this.state = reduction.state;
        if (reduction.closed) closed.push(reduction.closed);
        stored.push(event);
      }
    };
    reduce(events);
    if (options.followUp) reduce(options.followUp(this.state));
    this.events.push(...stored);
    this.writes.records += 1;
    if (options.flush !== false) this.writes.flushed += 1;
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
