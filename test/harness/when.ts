// For the tests of each protocol's `whenPossible`: states of its demo, and the sentence a refused
// action carries (the session layer's, which asks the protocol only about an action not offered now).
import type { ActionAsk, AnyProtocol } from '../../src/protocols/types.js';
import { whenPossible } from '../../src/session/when-possible.js';
import { playDemo } from './contract.js';
import { Walk } from './walk.js';

/** The protocol's first state, its demo's config changed by `options`. */
export function firstState(protocol: AnyProtocol, options: Record<string, unknown> = {}): unknown {
  const seats = Object.fromEntries(Object.keys(protocol.demo.answers).map((seat) => [seat, { kind: 'script' }]));
  return Walk.configured(protocol, { question: protocol.demoQuestion, ...protocol.demo.config, seats, ...options }).state;
}

/** The first state of the demo that `test` holds for. */
export function demoState<S>(protocol: AnyProtocol, test: (state: S) => boolean): S {
  const found = playDemo(protocol).plans.find(({ state }) => test(state as S));
  if (!found) throw new Error(`no state of the ${protocol.id} demo fits`);
  return found.state as S;
}

/** The demo's last state. */
export function lastState<S>(protocol: AnyProtocol): S {
  return playDemo(protocol).walk.state as S;
}

/** What a refusal of `ask` in `state` says about when it becomes possible. */
export const whenOf = (protocol: AnyProtocol, state: unknown, ask: ActionAsk) => whenPossible(protocol, state, ask);
