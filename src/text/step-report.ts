// What a finished step says, for every surface: how it ended and what to do next. The advice names
// commands the way the surface does (the CLI writes `agon move 001 --seat arbiter --file F`, MCP
// says "the move tool"), so the surfaces differ in those names only.
import type { StepEnd } from '../runner/types.js';

/** How a surface names the ways on from a step's end, for one session. */
export interface NextSteps {
  /** Where a person sees what is asked of them. */
  show: string;
  /** How a person answers in a seat. */
  move(seat: string): string;
  /** How a person takes any other action. */
  act: string;
  /** How the agent connected from outside answers in its seat. */
  outsideAnswer(seat: string): string;
  /** How the debate goes on. */
  step: string;
  /** How it goes on with higher budgets. */
  stepWithBudgets: string;
  /** How a seat gets another agent of `kind` (`human`: the person takes it). */
  reseat(seat: string, kind: string): string;
}

/** The lines a step's end is reported in: the first says how it ended, the rest what comes next. */
export function stepReport(session: { id: string; summary: string }, end: StepEnd, next: NextSteps): string[] {
  const name = `Session ${session.id}`;
  switch (end.kind) {
    case 'await-human':
      return [
        `${name} waits for the person in the ${end.seat} seat. See what is asked with ${next.show}; answer with ${next.move(end.seat)}, or act with ${next.act}.`,
      ];
    case 'await-agent':
      return [`${name} waits for the agent in the ${end.seat} seat: ${next.outsideAnswer(end.seat)}.`];
    case 'done':
      return [`${name} is done: ${end.reason}.`, session.summary];
    case 'step':
      return [`${name}: ${end.label} closed. ${session.summary}`, `Go on with ${next.step}.`];
    case 'budget':
      return [`${name} stopped: ${end.reason}. It is saved; go on with ${next.stepWithBudgets}.`];
    case 'cancelled':
      return [`${name} was cancelled; everything that finished is saved. Go on with ${next.step}.`];
    case 'failed':
      return [`${name} failed: ${end.reason}`];
    case 'seat-failed':
      return [
        `${name}: the ${end.seat} agent failed (${end.reason}) after ${end.attempts} ${end.attempts === 1 ? 'try' : 'tries'}. The debate is open and saved:`,
        `  try again:          ${next.step}`,
        `  another agent:      ${next.reseat(end.seat, 'KIND[:key=value,…]')}`,
        `  take the seat:      ${next.reseat(end.seat, 'human')}`,
      ];
  }
}
