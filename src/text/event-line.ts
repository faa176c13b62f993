// What a platform event says, in one sentence, for every surface: the transcript, the TUI's strip
// and seat status, and MCP progress. Each surface chooses which events it shows; none words them
// its own way. Protocols word their own happenings as notices; a seat's change of agent is the
// kit's notice, and memory bookkeeping says nothing.
import { asPlatformEvent, EVENT, humanKindOf } from '../protocols/contract/platform-events.js';
import type { DebateEvent, NoticeLevel } from '../protocols/types.js';
import { grouped } from './numbers.js';

export interface EventLine {
  text: string;
  level: NoticeLevel;
}

/** "trying again in 3 s": what follows a failure the runner asks again. */
export function retryNote(retryInMs: number): string {
  return `trying again in ${Math.round(retryInMs / 1000)} s`;
}

/** The event's sentence, or undefined for an event the platform leaves to a notice, or says nothing of. */
export function eventLine(event: DebateEvent): EventLine | undefined {
  const e = asPlatformEvent(event);
  if (e === undefined) {
    const kind = humanKindOf(event);
    const reason = typeof event.data.reason === 'string' && event.data.reason ? ` (${event.data.reason})` : '';
    return kind === undefined ? undefined : info(`The person acts: ${kind}${reason}.`);
  }
  switch (e.type) {
    case EVENT.agentRequested: {
      const { seat, purpose, form, bytes } = e.data;
      const about = [purpose, `${form ?? 'full'} prompt`, bytes !== undefined ? `${grouped(bytes)} bytes` : undefined].filter(Boolean);
      return info(`The ${seat} agent is asked (${about.join(', ')}).`);
    }
    case EVENT.agentResponded: {
      const { seat, durationMs, tokens, costUsd, costEstimated, stoppedAfterAnswer } = e.data;
      const spent = [
        tokens?.total ? `${grouped(tokens.total)} tokens` : undefined,
        costUsd !== undefined ? `$${costUsd.toFixed(4)}${costEstimated ? ' (estimated)' : ''}` : undefined,
      ];
      const stopped = stoppedAfterAnswer ? ' (it did not exit and was stopped at its timeout)' : '';
      return info(
        `The ${seat} agent answered in ${grouped(Math.round(durationMs ?? 0))} ms${spent
          .filter(Boolean)
          .map((s) => `, ${s}`)
          .join('')}${stopped}.`,
      );
    }
    case EVENT.agentFailed: {
      const { seat, kind, reason, retryInMs } = e.data;
      return warning(
        `The ${seat} agent failed (${kind}): ${reason} — ${retryInMs !== undefined ? retryNote(retryInMs) : 'the step stops here'}.`,
      );
    }
    case EVENT.moveAccepted:
      return info(`The ${e.data.seat}'s answer was read: ${e.data.moves.length} move(s), ${e.data.refused?.length ?? 0} refused.`);
    case EVENT.moveRejected:
      return warning(`The ${e.data.seat}'s answer could not be used: ${e.data.problem}`);
    case EVENT.evidenceChecked:
      return info(`Citation ${e.data.evidence} checked: ${e.data.result}${e.data.detail ? ` (${e.data.detail})` : ''}.`);
    case EVENT.seatPrepared:
      return info(`The ${e.data.seat}'s persona was written${e.data.file ? ` (${e.data.file})` : ''}.`);
    case EVENT.runStopped:
      return warning(`Stopped: ${e.data.reason}.`);
    case EVENT.runCancelled:
      return info('The run was cancelled; what finished is saved.');
    case EVENT.sessionBudgets: {
      const b = e.data.budgets;
      const parts = [
        b.tokens !== undefined ? `${grouped(b.tokens)} tokens` : '',
        b.usd !== undefined ? `$${b.usd}` : '',
        b.seconds !== undefined ? `${b.seconds} s` : '',
      ];
      return info(`The person sets the budgets: ${parts.filter(Boolean).join(', ') || 'none'}.`);
    }
    case EVENT.sessionRetry:
      return info(`The person asks the ${e.data.seat} agent again.`);
    case EVENT.sessionTitle:
      return info(e.data.title ? `The person titles the session "${e.data.title}".` : "The person clears the session's title.");
    case EVENT.sessionSeat:
    case EVENT.memoryLoaded:
    case EVENT.memorySaved:
      return undefined;
    default:
      return unreachable(e);
  }
}

function unreachable(event: never): never {
  throw new Error(`no line for the event ${JSON.stringify(event)}`);
}

const info = (text: string): EventLine => ({ text, level: 'info' });
const warning = (text: string): EventLine => ({ text, level: 'warning' });
