// State is always the protocol's reduce folded over the events, from init(config). Moves stored at
// an older version of the protocol's move shapes are brought up to the current ones first, so a
// tightened schema never silently changes an old debate.
import { EVENT, isEvent } from './contract/platform-events.js';
import type { AnyProtocol, DebateEvent, Notice, Reduction } from './types.js';

/** The event as the protocol's current reduce reads it: old move shapes migrated, a version at a time. */
export function upgradeEvent(protocol: AnyProtocol, event: DebateEvent): DebateEvent {
  if (!isEvent(event, EVENT.moveAccepted) || !protocol.migrateMoves) return event;
  const from = typeof event.data.v === 'number' ? event.data.v : 1;
  if (from >= protocol.movesVersion || !Array.isArray(event.data.moves)) return event;
  let moves: unknown[] = event.data.moves;
  for (let v = from; v < protocol.movesVersion; v += 1) moves = protocol.migrateMoves(v, moves);
  return { ...event, data: { ...event.data, moves, v: protocol.movesVersion } };
}

/** Folds the events, calling `each` with every event and what its reduction gave. */
export function replay(
  protocol: AnyProtocol,
  config: unknown,
  events: readonly DebateEvent[],
  each?: (event: DebateEvent, reduction: Reduction<unknown>) => void,
): { state: unknown; notices: Notice[] } {
  let state = protocol.init(config);
  const notices: Notice[] = [];
  for (const event of events) {
    const reduction = protocol.reduce(state, upgradeEvent(protocol, event));
    state = reduction.state;
    notices.push(...reduction.notices);
    each?.(event, reduction);
  }
  return { state, notices };
}
