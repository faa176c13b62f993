// The summary saved as `meta` with every append, so listing sessions never replays them. A run that
// was stopped (a budget), cancelled, or ended by a seat's failing agent says so until the next
// event moves the session on.
import type { SessionMeta } from '../../state/schema.js';
import type { DebateEvent, Summary } from '../protocols/types.js';

export function metaOf(summary: Summary, last: DebateEvent | undefined, eventCount: number, now: Date): SessionMeta {
  const stopped =
    last?.type === 'run.stopped'
      ? String(last.data.reason ?? 'stopped')
      : last?.type === 'run.cancelled'
        ? 'cancelled'
        : last?.type === 'agent.failed' && last.data.retryInMs === undefined
          ? `the ${String(last.data.seat)} agent failed: ${String(last.data.reason ?? 'no answer')}`
          : undefined;
  const reason = stopped ?? summary.reason;
  return {
    question: summary.question,
    phase: summary.phase,
    progress: { ...summary.progress },
    status: stopped && summary.status !== 'done' ? 'stopped' : summary.status,
    ...(reason ? { reason } : {}),
    updatedAt: now.toISOString(),
    eventCount,
  };
}
