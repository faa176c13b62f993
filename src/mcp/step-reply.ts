// The compact answer to every call that moves a debate on (start, step, move): how the step ended,
// where the debate stands, and what is wanted next. When the client's own seat is due the reply
// carries that seat's prompt (and, on its first turn, its persona), since answering it is the
// client's next job; a finished debate's report stays on disk, linked, not pasted.
import { join } from 'node:path';
import { EVENT, isEvent } from '../protocols/contract/platform-events.js';
import { preparedSeat } from '../protocols/kit/preparation.js';
import type { StepEnd } from '../runner/types.js';
import type { Session } from '../session/session.js';
import { type NextSteps, stepReport } from '../text/step-report.js';
import type { Link, ToolReply } from './tool.js';

export function reportLink(session: Session): Link {
  return {
    uri: `agon://session/${session.id}/report`,
    name: `${session.id} report`,
    mimeType: 'text/markdown',
    description: `the report of ${session.id} (also in ${join(session.dir, 'transcript.md')})`,
  };
}

export async function stepReply(session: Session, end: StepEnd): Promise<ToolReply> {
  const summary = session.summary();
  const base = { session: session.id, end: end.kind, status: summary.status, phase: summary.phase, progress: summary.progress.label };
  const outcome = session.outcome();
  const text = stepReport({ id: session.id, summary: outcome.summary }, end, mcpNextSteps(session.id)).join('\n');
  switch (end.kind) {
    case 'await-agent': {
      const persona = await firstTurnPersona(session, end.seat);
      return {
        structured: { ...base, turn: { seat: end.seat, prompt: end.prompt, ...(persona ? { persona } : {}) } },
        text: [
          text,
          ...(persona ? ['', `--- your role in the ${end.seat} seat ---`, persona] : []),
          '',
          `--- what the ${end.seat} seat is asked ---`,
          end.prompt,
        ].join('\n'),
      };
    }
    case 'await-human':
      return { structured: { ...base, person: { seat: end.seat, actions: actionNames(end.actions) } }, text };
    case 'done': {
      const link = reportLink(session);
      return {
        structured: {
          ...base,
          reason: end.reason,
          ...(end.failed ? { failed: true } : {}),
          summary: outcome.summary,
          report: { uri: link.uri, path: join(session.dir, 'transcript.md') },
        },
        text: `${text}\nThe full report: ${link.uri} (read it as a resource) or ${join(session.dir, 'transcript.md')}.`,
        links: [link],
      };
    }
    case 'step':
      return { structured: { ...base, closed: end.closed, label: end.label }, text };
    case 'budget':
    case 'failed':
      return { structured: { ...base, reason: end.reason }, text };
    case 'cancelled':
      return { structured: base, text };
    case 'seat-failed':
      return { structured: { ...base, seat: end.seat, failure: end.failure, reason: end.reason, attempts: end.attempts }, text };
  }
}

/** The ways on from a step, as an MCP client takes them: its tools, and a person's terminal for a seat's agent. */
export function mcpNextSteps(id: string): NextSteps {
  return {
    show: 'the show tool',
    move: () => 'the move tool for that seat',
    act: 'the act tool',
    outsideAnswer: (seat) =>
      `answer with the move tool: {"session": "${id}", "seat": "${seat}", "answer": "<your answer in the format below>"}`,
    step: 'the step tool',
    stepWithBudgets: 'the step tool with higher budgets',
    reseat: (seat, kind) => `a person's \`agon step ${id} --seat ${seat}=${kind}\``,
  };
}

function actionNames(actions: unknown[]): string[] {
  return actions.map((a) => (a && typeof a === 'object' && 'kind' in a ? String((a as { kind: unknown }).kind) : String(a)));
}

/** The persona a seat was prepared with, while it has not answered yet: an outside agent has no context file to read it from. */
async function firstTurnPersona(session: Session, seat: string): Promise<string | undefined> {
  const events = session.events();
  if (events.some((e) => isEvent(e, EVENT.agentResponded) && e.data.seat === seat)) return undefined;
  for (const event of events) {
    const prepared = preparedSeat(event);
    if (prepared?.seat === seat) return session.readRaw(prepared.personaRef);
  }
  return undefined;
}
