// A RunContext for runner tests: the argumentation protocol, an in-memory sink, a fixed clock.
import { argumentation } from '../../src/protocols/argumentation/index.js';
import type { RunContext } from '../../src/runner/runner.js';
import type { Agent } from '../../src/runner/types.js';
import { emptyUsage } from '../../src/runner/usage.js';
import { MemorySink } from './memory-sink.js';

export function testRunContext(
  agents: Record<string, Agent>,
  config: Record<string, unknown>,
  extra: Partial<RunContext<unknown>> = {},
): { ctx: RunContext<unknown>; sink: MemorySink } {
  // A seat given an agent here is an agent's seat, unless the config seats it otherwise.
  const agentSeats = Object.fromEntries(Object.keys(agents).map((seat) => [seat, { kind: 'script' }]));
  const configured = argumentation.configure({
    ...config,
    seats: { ...agentSeats, ...(config.seats as Record<string, unknown> | undefined) },
  });
  if (!configured.ok) throw new Error(configured.problem);
  const state = argumentation.init(configured.config);
  const sink = new MemorySink(argumentation, state);
  const ctx: RunContext<unknown> = {
    protocol: argumentation as never,
    state,
    sink,
    agents,
    resumeRefs: {},
    usage: emptyUsage(),
    budgets: {},
    timeoutMs: {},
    defaultTimeoutMs: 5_000,
    signal: new AbortController().signal,
    clock: () => new Date('2026-11-22T10:00:00Z'),
    ...extra,
  };
  return { ctx, sink };
}
