// The protocol harness must be able to fail: each invariant is broken on purpose in a copy of the
// test protocol, and one walk shows it.
import { describe, expect, it } from 'vitest';
import type { AnyProtocol } from '../../src/protocols/types.js';
import { relay } from '../fixtures/protocols/relay/index.js';
import { walkOnce } from './properties.js';

const steps = Array.from({ length: 12 }, (_, n) => ({ t: 'due' as const, n: n * 7 + 1 }));
const walk = (protocol: AnyProtocol) => () => walkOnce(protocol, {}, steps, { configs: undefined as never });

describe('the property harness', () => {
  it('passes the test protocol as it is', () => {
    expect(walk(relay)).not.toThrow();
  });

  it('catches a notice type that is not declared', () => {
    const broken: AnyProtocol = { ...relay, notices: relay.notices.filter((n) => n.type !== 'message.said') };
    expect(walk(broken)).toThrow(/the notice type "message.said" is not declared/);
  });

  it('catches a summary that disagrees with the view', () => {
    const broken: AnyProtocol = { ...relay, summary: (s: never) => ({ ...relay.summary(s), phase: 'ELSEWHERE' }) };
    expect(walk(broken)).toThrow(/disagrees with the view/);
  });

  it('catches a reducer that changes the state it was given', () => {
    const broken: AnyProtocol = {
      ...relay,
      reduce: (s: { messages: unknown[] }, e: never) => {
        s.messages.push('sneaky');
        return relay.reduce(s as never, e);
      },
    };
    expect(walk(broken)).toThrow(TypeError);
  });

  it('catches a replay that does not give the same state', () => {
    let calls = 0;
    const broken: AnyProtocol = {
      ...relay,
      reduce: (s: never, e: never) => ({ ...relay.reduce(s, e), state: { ...relay.reduce(s, e).state, calls: ++calls } }),
    };
    expect(walk(broken)).toThrow(/replaying the events gave another state/);
  });

  it("catches a broken invariant of the protocol's own, at the step that broke it", () => {
    const invariants = (w: { events: unknown[] }) => (w.events.length > 3 ? `too many events: ${w.events.length}` : null);
    expect(() => walkOnce(relay, {}, steps, { configs: undefined as never, invariants })).toThrow('too many events: 4');
  });
});
