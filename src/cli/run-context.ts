// Everything the runner needs to drive a loaded session, shared by the headless commands and the
// TUI: agents, resume refs, usage and budgets so far, timeouts, the store-backed sink.
import type { SessionStore } from '../../state/index.js';
import type { SeatSpec } from '../../state/schema.js';
import type { DebateEvent, Notice } from '../protocols/types.js';
import type { RunContext } from '../runner/runner.js';
import type { Agent, Budgets } from '../runner/types.js';
import { usageOf } from '../runner/usage.js';
import { buildAgents, placeSessionAgents } from './agents.js';
import { type Loaded, storeSink } from './session.js';

export const DEFAULT_TIMEOUT_SECONDS = 120;

export interface RunWiring {
  signal: AbortSignal;
  clock: () => Date;
  onEvent?: (event: DebateEvent, notices: Notice[]) => void;
  onText?: (seat: string, chunk: string) => void;
  /** Agents already built for this session (run builds them before creating it). */
  agents?: Record<string, Agent>;
}

export async function runContext(store: SessionStore, loaded: Loaded, wiring: RunWiring): Promise<{ ctx: RunContext<unknown>; sink: ReturnType<typeof storeSink> }> {
  const config = loaded.open.doc.config;
  const events = loaded.open.doc.events as DebateEvent[];
  const agents = wiring.agents ?? (await buildAgents(store, config.seats, events));
  await placeSessionAgents(agents, config, (seat) => loaded.open.seatDir(seat));
  const sink = storeSink(loaded, wiring.clock);
  return {
    sink,
    ctx: {
      protocol: loaded.protocol,
      state: loaded.state,
      sink,
      agents,
      resumeRefs: lastResumeRefs(events),
      usage: usageOf(events),
      budgets: currentBudgets(config.budgets ?? {}, events),
      timeoutMs: seatTimeouts(config.seats),
      defaultTimeoutMs: (config.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000,
      ...(config.workdir ? { workdir: config.workdir } : {}),
      signal: wiring.signal,
      clock: wiring.clock,
      ...(wiring.onEvent ? { onEvent: wiring.onEvent } : {}),
      ...(wiring.onText ? { onText: wiring.onText } : {}),
    },
  };
}

function lastResumeRefs(events: readonly DebateEvent[]): Record<string, string> {
  const refs: Record<string, string> = {};
  for (const e of events) {
    if (e.type === 'agent.responded' && typeof e.data.seat === 'string' && typeof e.data.resumeRef === 'string') refs[e.data.seat] = e.data.resumeRef;
  }
  return refs;
}

/** The session's budgets: as created, unless a later `agon step --budget-…` set new ones. */
function currentBudgets(initial: Budgets, events: readonly DebateEvent[]): Budgets {
  const last = [...events].reverse().find((e) => e.type === 'session.budgets');
  return last ? (last.data.budgets as Budgets) : initial;
}

function seatTimeouts(seats: Record<string, SeatSpec>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [seat, spec] of Object.entries(seats)) {
    const seconds = Number(spec.timeout);
    if (typeof spec.timeout === 'string' && Number.isFinite(seconds) && seconds > 0) out[seat] = seconds * 1000;
  }
  return out;
}
