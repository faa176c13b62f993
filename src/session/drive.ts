// Runs an open session forward (run, step, move, demo, a protocol's commands): prints its events as
// they are recorded, stops when agon is told to (SIGINT, SIGTERM, SIGHUP, a closed stdout: what
// finished is saved, running agents are killed, exit 128 + the signal), and reports the end.
import type { StepEnd } from '../runner/types.js';
import type { Session } from './session.js';
import { type NextSteps, stepReport } from '../text/step-report.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import type { Output } from './output.js';
import { printError } from '../text/print.js';
import { STOP_CODES, stopRequested, stopSignal, whileStoppable } from '../system/shutdown.js';

export async function drive(session: Session, output: Output, units: number): Promise<ExitCode> {
  return report(session, output, await advance(session, output, units));
}

/** Steps the session, its events printed as they are recorded, until `units` close or it stops. */
export async function advance(session: Session, output: Output, units: number): Promise<StepEnd> {
  const unsubscribe = session.subscribe((change) => {
    if (change.kind === 'event') output.event(session.id, change.event, change.notices);
  });
  let end: StepEnd;
  try {
    end = await whileStoppable(() => session.step(units, stopSignal));
  } finally {
    unsubscribe();
  }
  return end;
}

export function report(session: Session, output: Output, end: StepEnd): ExitCode {
  const outcome = session.outcome();
  const base = { session: session.id, end };
  const lines = stepReport({ id: session.id, summary: outcome.summary }, end, cliNextSteps(session.id));
  switch (end.kind) {
    case 'await-human':
      output.result({ kind: 'await-human', ...base, seat: end.seat, actions: end.actions }, lines);
      return EXIT.human;
    case 'await-agent':
      output.result({ kind: 'await-agent', ...base, seat: end.seat }, lines);
      return EXIT.human;
    case 'done':
      output.result(
        { kind: 'outcome', ...base, outcome: { summary: outcome.summary, buckets: outcome.buckets ?? null, json: outcome.json } },
        lines,
      );
      if (end.failed) printError(`${session.id}: ${end.reason}`);
      return end.failed ? EXIT.failure : EXIT.ok;
    case 'step':
      output.result({ kind: 'step', ...base, outcome: { summary: outcome.summary } }, lines);
      return EXIT.ok;
    case 'budget':
      output.result({ kind: 'stopped', ...base }, lines);
      return EXIT.budget;
    case 'cancelled': {
      const signal = stopRequested() ?? 'SIGINT';
      output.result({ kind: 'cancelled', ...base, signal }, lines);
      return STOP_CODES[signal] as ExitCode;
    }
    case 'failed':
      output.result({ kind: 'failed', ...base }, lines);
      return EXIT.failure;
    case 'seat-failed':
      output.result({ kind: 'seat-failed', ...base, seat: end.seat }, lines);
      process.stderr.write(`agon: ${session.id}: the ${end.seat} agent failed: ${end.reason}\n`);
      return EXIT.failure;
  }
}

/** The ways on from a step, as the command line writes them. */
export function cliNextSteps(id: string): NextSteps {
  return {
    show: `\`agon show ${id}\``,
    move: (seat) => `\`agon move ${id} --seat ${seat} --file MOVE.json\``,
    act: `\`agon act ${id} ACTION\``,
    outsideAnswer: () => 'the agent connected through `agon mcp` answers with the move tool',
    step: `\`agon step ${id}\``,
    stepWithBudgets: `\`agon step ${id} --budget-seconds|--budget-tokens|--budget-usd …\``,
    reseat: (seat, kind) => `\`agon step ${id} --seat ${seat}=${kind}\``,
  };
}
