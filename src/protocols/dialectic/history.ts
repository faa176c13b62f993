// A task's failure history from `failures.jsonl`: which failures count now (those since the last
// reset), which are stale (older than 24 hours: shown as such, still counted, as the seed says time
// alone resets nothing), and the last reset. Used by the commands and by the session's view.
import { type AttemptLine, attemptLine, type ResetLine, resetLine } from './records.js';

export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

export type HistoryEntry = ({ kind: 'attempt' } & AttemptLine & { counted: boolean; stale: boolean }) | ({ kind: 'reset' } & ResetLine);

export interface TaskHistory {
  entries: HistoryEntry[];
  /** The failures since the last reset, oldest first. */
  current: (AttemptLine & { stale: boolean })[];
  lastReset?: ResetLine;
}

export function isStale(ts: string, now: string): boolean {
  const then = Date.parse(ts);
  return Number.isFinite(then) && Date.parse(now) - then > STALE_AFTER_MS;
}

/** The history of `taskId` in the lines of failures.jsonl (other tasks' lines and unreadable ones are skipped). */
export function taskHistory(lines: readonly Record<string, unknown>[], taskId: string, now: string): TaskHistory {
  type Read = ({ kind: 'attempt' } & AttemptLine) | ({ kind: 'reset' } & ResetLine);
  const records = lines.flatMap((line): Read[] => {
    if (line.task_id !== taskId) return [];
    const reset = resetLine.safeParse(line);
    if (reset.success) return [{ kind: 'reset', ...reset.data }];
    const attempt = attemptLine.safeParse(line);
    return attempt.success ? [{ kind: 'attempt', ...attempt.data }] : [];
  });
  const lastResetAt = records.map((r) => r.kind).lastIndexOf('reset');
  const entries = records.map(
    (r, i): HistoryEntry => (r.kind === 'reset' ? r : { ...r, counted: i > lastResetAt, stale: isStale(r.ts, now) }),
  );
  const current = entries.flatMap((e) => (e.kind === 'attempt' && e.counted ? [e] : []));
  const last = records[lastResetAt];
  const lastReset = last?.kind === 'reset' ? last : undefined;
  return { entries, current, ...(lastReset ? { lastReset } : {}) };
}
