// The summary saved as `meta` with every append, so listing sessions never replays them. A run that
// was stopped (a budget), cancelled, or ended by a seat's failing agent says so until the next
// event moves the session on (`last` is the last that did: a rename does not, title.ts). The title
// is the one a person gave the session, if any.
import type { SessionMeta } from '../../state/schema.js';
import { EVENT, isEvent } from '../protocols/contract/platform-events.js';
import type { DebateEvent, Summary } from '../protocols/types.js';
import { lastMove, titleAfter } from './title.js';

export function metaOf(summary: Summary, last: DebateEvent | undefined, eventCount: number, now: Date, title?: string): SessionMeta {
  const stopped = !last
    ? undefined
    : isEvent(last, EVENT.runStopped)
      ? last.data.reason
      : isEvent(last, EVENT.runCancelled)
        ? 'cancelled'
        : isEvent(last, EVENT.agentFailed) && last.data.retryInMs === undefined
          ? `the ${last.data.seat} agent failed: ${last.data.reason}`
          : undefined;
  const reason = stopped ?? summary.reason;
  return {
    question: summary.question,
    ...(title ? { title } : {}),
    phase: summary.phase,
    progress: { ...summary.progress },
    status: stopped && summary.status !== 'done' ? 'stopped' : summary.status,
    ...(reason ? { reason } : {}),
    updatedAt: now.toISOString(),
    eventCount,
  };
}

/**
 * The meta once `added` (which led to `summary`) follows the session's `events`. A batch that only
 * renames moves nothing on: the status, a stop and `updatedAt` (the session's place in the list)
 * stay as `before` has them.
 */
export function metaAfter(
  summary: Summary,
  added: readonly DebateEvent[],
  events: readonly DebateEvent[],
  before: SessionMeta,
  now: Date,
): SessionMeta {
  const moved = lastMove(added);
  const meta = metaOf(summary, moved ?? lastMove(events), events.length + added.length, now, titleAfter(added, before.title));
  return moved ? meta : { ...meta, updatedAt: before.updatedAt };
}
