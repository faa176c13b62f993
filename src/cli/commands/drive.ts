// Runs a loaded session forward (run, step, move): wires the runner to the session, handles
// SIGINT (what finished is saved, running agents are killed, exit 130), and reports the end.
import type { SessionStore } from '../../../state/index.js';
import type { SeatSpec } from '../../../state/schema.js';
import { step } from '../../runner/runner.js';
import type { Agent, Budgets, StepEnd } from '../../runner/types.js';
import { usageOf } from '../../runner/usage.js';
import type { DebateEvent } from '../../protocols/types.js';
import { buildAgents } from '../agents.js';
import { EXIT, type ExitCode } from '../exit.js';
import type { Output } from '../output.js';
import { type Loaded, metaOf, storeSink } from '../session.js';
import { writeTranscript } from '../transcript-file.js';

export const DEFAULT_TIMEOUT_SECONDS = 120;

export interface DriveOptions {
  rounds: number;
  clock?: () => Date;
  /** Agents already built for this session (run builds them before creating it). */
  agents?: Record<string, Agent>;
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

export async function drive(store: SessionStore, loaded: Loaded, output: Output, options: DriveOptions): Promise<ExitCode> {
  const clock = options.clock ?? (() => new Date());
  const { open, protocol } = loaded;
  const config = open.doc.config;
  const events = open.doc.events as DebateEvent[];
  const controller = new AbortController();
  const onSigint = () => {
    if (controller.signal.aborted) process.exit(EXIT.cancelled);
    process.stderr.write('agon: cancelling: stopping the agents and saving what finished (Ctrl+C again to quit at once)\n');
    controller.abort();
  };
  process.on('SIGINT', onSigint);
  let end: StepEnd;
  try {
    const agents = options.agents ?? (await buildAgents(store, config.seats, events));
    const sink = storeSink(loaded, clock);
    end = await step(
      {
        protocol,
        state: loaded.state,
        sink,
        agents,
        resumeRefs: lastResumeRefs(events),
        usage: usageOf(events),
        budgets: currentBudgets(config.budgets ?? {}, events),
        timeoutMs: seatTimeouts(config.seats),
        defaultTimeoutMs: (config.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000,
        ...(config.workdir ? { workdir: config.workdir } : {}),
        signal: controller.signal,
        clock,
        onEvent: (event, notices) => output.event(open.id, event, notices),
      },
      { rounds: options.rounds },
    );
    loaded.state = sink.state();
  } finally {
    process.off('SIGINT', onSigint);
  }
  if (end.kind === 'budget' || end.kind === 'cancelled') {
    const reason = end.kind === 'budget' ? end.reason : 'cancelled';
    await open.updateMeta(metaOf(protocol, loaded.state, config, open.doc.events.length, clock(), reason));
  }
  await writeTranscript(open, protocol, loaded.config);
  return report(loaded, output, end);
}

export function report(loaded: Loaded, output: Output, end: StepEnd): ExitCode {
  const { open, protocol, state } = loaded;
  const outcome = protocol.outcome(state);
  const base = { session: open.id, end };
  switch (end.kind) {
    case 'await-human':
      output.result({ kind: 'await-human', ...base, seat: end.seat, actions: end.actions }, [
        `Session ${open.id} waits for the person in the ${end.seat} seat. See what is asked with \`agon show ${open.id}\`; answer with \`agon move ${open.id} --seat ${end.seat} --file MOVE.json\`.`,
      ]);
      return EXIT.human;
    case 'done':
      output.result({ kind: 'outcome', ...base, outcome: { summary: outcome.summary, buckets: outcome.buckets ?? null, json: outcome.json } }, [
        `Session ${open.id} is done: ${end.reason}.`,
        outcome.summary,
      ]);
      if (end.failed) process.stderr.write(`agon: ${open.id}: ${end.reason}\n`);
      return end.failed ? EXIT.failure : EXIT.ok;
    case 'round':
      output.result({ kind: 'step', ...base, outcome: { summary: outcome.summary } }, [`Session ${open.id}: ${end.round} round${end.round === 1 ? '' : 's'} run. ${outcome.summary}`]);
      return EXIT.ok;
    case 'budget':
      output.result({ kind: 'stopped', ...base }, [`Session ${open.id} stopped: ${end.reason}. It is saved; continue with \`agon step ${open.id} --budget-seconds|--budget-tokens|--budget-usd …\`.`]);
      return EXIT.budget;
    case 'cancelled':
      output.result({ kind: 'cancelled', ...base }, [`Session ${open.id} cancelled; everything that finished is saved. Continue with \`agon step ${open.id}\`.`]);
      return EXIT.cancelled;
    case 'failed':
      output.result({ kind: 'failed', ...base }, [`Session ${open.id} failed: ${end.reason}`]);
      return EXIT.failure;
  }
}
