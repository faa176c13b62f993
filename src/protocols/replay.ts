// State is always the protocol's reduce folded over the events, from init(config).
import type { DebateEvent, Notice, Protocol } from './types.js';

export function replay<S, M, C>(
  protocol: Protocol<S, M, C>,
  config: C,
  events: readonly DebateEvent[],
): { state: S; notices: Notice[] } {
  let state = protocol.init(config);
  const notices: Notice[] = [];
  for (const event of events) {
    const next = protocol.reduce(state, event);
    state = next.state;
    notices.push(...next.notices);
  }
  return { state, notices };
}
