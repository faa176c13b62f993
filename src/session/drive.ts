// Runs an open session forward (run, step, move, demo, a protocol's commands): prints its events as
// they are recorded, stops when agon is told to (SIGINT, SIGTERM, SIGHUP, a closed stdout: what
// finished is saved, running agents are killed, exit 128 + the signal), and reports the end.
import type { StepEnd } from '../runner/types.js';
import type { Session } from './session.js';
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
  switch (end.kind) {
    case 'await-human':
      output.result({ kind: 'await-human', ...base, seat: end.seat, actions: end.actions }, [
        `Session ${session.id} waits for the person in the ${end.seat} seat. See what is asked with \`agon show ${session.id}\`; answer with \`agon move ${session.id} --seat ${end.seat} --file MOVE.json\`.`,
      ]);
      return EXIT.human;
    case 'await-agent':
      output.result({ kind: 'await-agent', ...base, seat: end.seat }, [
        `Session ${session.id} waits for the agent connected through \`agon mcp\` in the ${end.seat} seat; it answers with the move tool.`,
      ]);
      return EXIT.human;
    case 'done':
      output.result({ kind: 'outcome', ...base, outcome: { summary: outcome.summary, buckets: outcome.buckets ?? null, json: outcome.json } }, [
        `Session ${session.id} is done: ${end.reason}.`,
        outcome.summary,
      ]);
      if (end.failed) printError(`${session.id}: ${end.reason}`);
      return end.failed ? EXIT.failure : EXIT.ok;
    case 'step':
      output.result({ kind: 'step', ...base, outcome: { summary: outcome.summary } }, [`Session ${session.id}: ${end.label} closed. ${outcome.summary}`]);
      return EXIT.ok;
    case 'budget':
      output.result({ kind: 'stopped', ...base }, [`Session ${session.id} stopped: ${end.reason}. It is saved; continue with \`agon step ${session.id} --budget-seconds|--budget-tokens|--budget-usd …\`.`]);
      return EXIT.budget;
    case 'cancelled': {
      const signal = stopRequested() ?? 'SIGINT';
      output.result({ kind: 'cancelled', ...base, signal }, [`Session ${session.id} cancelled; everything that finished is saved. Continue with \`agon step ${session.id}\`.`]);
      return STOP_CODES[signal] as ExitCode;
    }
    case 'failed':
      output.result({ kind: 'failed', ...base }, [`Session ${session.id} failed: ${end.reason}`]);
      return EXIT.failure;
    case 'seat-failed':
      output.result({ kind: 'seat-failed', ...base, seat: end.seat }, [
        `Session ${session.id}: the ${end.seat} agent failed (${end.reason}) after ${end.attempts} ${end.attempts === 1 ? 'try' : 'tries'}. The debate is open and saved:`,
        `  try again:          agon step ${session.id}`,
        `  another agent:      agon step ${session.id} --seat ${end.seat}=KIND[:key=value,…]`,
        `  take the seat:      agon step ${session.id} --seat ${end.seat}=human`,
      ]);
      process.stderr.write(`agon: ${session.id}: the ${end.seat} agent failed: ${end.reason}\n`);
      return EXIT.failure;
  }
}
