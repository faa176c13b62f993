// Runs a loaded session forward (run, step, move): wires the runner to the session, handles
// SIGINT (what finished is saved, running agents are killed, exit 130), and reports the end.
import type { SessionStore } from '../../../state/index.js';
import { step } from '../../runner/runner.js';
import type { Agent, StepEnd } from '../../runner/types.js';
import { EXIT, type ExitCode } from '../exit.js';
import type { Output } from '../output.js';
import { runContext } from '../run-context.js';
import { type Loaded, metaOf } from '../session.js';
import { writeTranscript } from '../transcript-file.js';

export interface DriveOptions {
  rounds: number;
  clock?: () => Date;
  /** Agents already built for this session (run builds them before creating it). */
  agents?: Record<string, Agent>;
}

export async function drive(store: SessionStore, loaded: Loaded, output: Output, options: DriveOptions): Promise<ExitCode> {
  const clock = options.clock ?? (() => new Date());
  const { open, protocol } = loaded;
  const config = open.doc.config;
  const controller = new AbortController();
  const onSigint = () => {
    if (controller.signal.aborted) process.exit(EXIT.cancelled);
    process.stderr.write('agon: cancelling: stopping the agents and saving what finished (Ctrl+C again to quit at once)\n');
    controller.abort();
  };
  process.on('SIGINT', onSigint);
  let end: StepEnd;
  try {
    const { ctx, sink } = await runContext(store, loaded, {
      signal: controller.signal,
      clock,
      onEvent: (event, notices) => output.event(open.id, event, notices),
      ...(options.agents ? { agents: options.agents } : {}),
    });
    end = await step(ctx, { rounds: options.rounds });
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
