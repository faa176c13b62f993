// Saving a long session must cost about what writing its bytes costs, so session.json is not
// re-serialized whole on every append. Events are append-only and frozen once stored, so the UTF-8
// JSON of those already written is kept in one growing buffer and only new events are encoded;
// a save is then the small head, that buffer and the closing brackets, handed to one writev.
// The bytes are those of JSON.stringify(doc) when `events` is the document's last key (as the
// store writes it); any other order gives the same JSON with `events` moved last.
import type { SessionDoc, StoredEvent } from './schema.js';

export class SessionSerializer {
  /** The events whose JSON is in #bytes, by identity, in order. */
  #written: StoredEvent[] = [];
  #bytes: Buffer = Buffer.alloc(0);
  #length = 0;

  serialize(doc: SessionDoc): Buffer[] {
    const { events, ...head } = doc;
    if (this.#isPrefixOf(events)) {
      for (let i = this.#written.length; i < events.length; i += 1) this.#add(events[i] as StoredEvent);
    } else {
      this.#rebuild(events);
    }
    const headJson = JSON.stringify(head);
    const open = `${headJson.length > 2 ? `${headJson.slice(0, -1)},` : '{'}"events":[`;
    return [Buffer.from(open, 'utf8'), this.#bytes.subarray(0, this.#length), Buffer.from(']}', 'utf8')];
  }

  #isPrefixOf(events: StoredEvent[]): boolean {
    const written = this.#written;
    if (written.length === 0 || written.length > events.length) return false;
    for (let i = 0; i < written.length; i += 1) if (written[i] !== events[i]) return false;
    return true;
  }

  /** A fresh buffer, never the old one rewritten: a write in flight may still hold the old one. */
  #rebuild(events: StoredEvent[]): void {
    const json = Buffer.from(JSON.stringify(events).slice(1, -1), 'utf8');
    this.#bytes = Buffer.allocUnsafe(Math.max(4096, Math.ceil(json.length * 1.5)));
    json.copy(this.#bytes);
    this.#length = json.length;
    this.#written = events.slice();
  }

  #add(event: StoredEvent): void {
    const json = (this.#length === 0 ? '' : ',') + JSON.stringify(event);
    const size = Buffer.byteLength(json, 'utf8');
    if (this.#length + size > this.#bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(4096, (this.#length + size) * 2));
      this.#bytes.copy(grown, 0, 0, this.#length);
      this.#bytes = grown;
    }
    this.#bytes.write(json, this.#length, 'utf8');
    this.#length += size;
    this.#written.push(event);
  }
}

/** Freezes a stored value all the way down, so the JSON kept for it stays true. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
