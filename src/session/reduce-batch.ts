// One batch of new events reduced in order, before anything is saved: each numbered after the
// events already saved, checked as the store will read it back, and reduced (its moves upgraded to
// the protocol's current shapes). `then` adds the events that follow from the state the batch led to
// (an answer's parsed moves); if it throws, the batch alone is kept and the error handed back, so
// what came in (an agent's answer) is saved even when what should follow from it cannot be.
import { upgradeEvent } from '../protocols/replay.js';
import type { AnyProtocol, DebateEvent, Notice } from '../protocols/types.js';
import type { Applied, NewEvent } from '../runner/types.js';
import { unavailable } from './errors.js';
import { eventProblem } from './events.js';

export interface ReducedBatch {
  /** The events to save, `then`'s included (unless it threw). */
  events: NewEvent[];
  state: unknown;
  reduced: { event: DebateEvent; notices: Notice[] }[];
  closed: Applied['closed'];
  /** What `then` threw, if it did. */
  failure?: unknown;
}

export function reduceBatch(
  protocol: AnyProtocol,
  from: unknown,
  saved: number,
  given: NewEvent[],
  then?: (state: unknown) => NewEvent[],
): ReducedBatch {
  const batch: ReducedBatch = { events: [], state: from, reduced: [], closed: [] };
  const add = (events: NewEvent[]) => {
    for (const e of events) {
      const event: DebateEvent = { ...e, seq: saved + batch.reduced.length + 1 };
      // What could not be read back is never written.
      const problem = eventProblem(event);
      if (problem) throw unavailable(`refusing to save ${problem}`);
      const reduction = protocol.reduce(batch.state, upgradeEvent(protocol, event));
      batch.state = reduction.state;
      batch.reduced.push({ event, notices: reduction.notices });
      if (reduction.closed) batch.closed.push(reduction.closed);
    }
    batch.events.push(...events);
  };
  add(given);
  if (!then) return batch;
  const kept = { state: batch.state, reduced: batch.reduced.length, closed: batch.closed.length };
  try {
    add(then(batch.state));
  } catch (failure) {
    batch.state = kept.state;
    batch.reduced.length = kept.reduced;
    batch.closed.length = kept.closed;
    batch.failure = failure;
  }
  return batch;
}
