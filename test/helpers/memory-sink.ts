// An in-memory EventSink for runner tests: numbers events and keeps raw texts by hash.
import { createHash } from 'node:crypto';
import type { DebateEvent } from '../../src/protocols/types.js';
import type { EventSink, NewEvent } from '../../src/runner/types.js';

export class MemorySink implements EventSink {
  events: DebateEvent[] = [];
  raw = new Map<string, string>();

  async record(events: NewEvent[]): Promise<DebateEvent[]> {
    const stored = events.map((e, i) => ({ ...e, seq: this.events.length + i + 1 }));
    this.events.push(...stored);
    return stored;
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
