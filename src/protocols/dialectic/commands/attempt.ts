// agon attempt: a program reports how an attempt at a task went (seed 003, "Failure Tracking
// State"). A failure is appended to failures.jsonl under the task's id; the count since the last
// reset decides: the first is only recorded, the second brings a failure debate (DEBATE_FAILURE with
// the last two attempts), the third and later escalate with no debate, since at most one attempt
// follows a failure debate. A success resets the count and marks the last debate on the task a success.
import type { CommandInput, CommandStep, MemoryLine, MemoryRecord, ProtocolCommand } from '../../types.js';
import { canonicalTask, taskId } from '../task-id.js';
import { errorFingerprint } from '../fingerprint.js';
import { type TaskHistory, taskHistory } from '../history.js';
import { type AttemptLine, FAILURES, METRICS } from '../records.js';
import { EXIT_BY_RESOLUTION } from '../exits.js';
import { flag, foldDebates, lines, outcomeRecord, resolved, text, without } from './common.js';

/** Failures that open a debate, and the count from which the task escalates without one. */
const DEBATE_AT = 2;
const ESCALATE_AT = 3;
/** How alike two descriptions' words must be for the command to ask whether they are one task. */
const SIMILAR = 0.6;

export const attempt: ProtocolCommand = {
  reads: (input) => [{ file: FAILURES }, { file: METRICS, match: { task_id: taskId(text(input, 'task') ?? '') } }],
  decide(input, memory): CommandStep {
    const task = text(input, 'task') ?? '';
    const id = taskId(task);
    const history = taskHistory(lines(memory, FAILURES), id, input.now);
    const error = text(input, 'error');
    if (flag(input, 'success'))
      return error
        ? { kind: 'refuse', problem: 'attempt: give --error or --success, not both' }
        : success(input, memory, task, id, history);
    if (!error) return { kind: 'refuse', problem: 'attempt: --error is required (the error the attempt ended with), or --success' };
    const n = history.current.length + 1;
    const approach = text(input, 'approach') ?? '';
    const line = (action: AttemptLine['action']): MemoryRecord => ({
      file: FAILURES,
      line: {
        task_id: id,
        task,
        attempt: n,
        ts: input.now,
        error,
        fingerprint: errorFingerprint(error),
        approach,
        action,
      } satisfies AttemptLine,
    });
    const stale = history.current.filter((a) => a.stale).length;
    const json = {
      task_id: id,
      attempt: n,
      fingerprint: errorFingerprint(error),
      stale,
      similar: n === 1 ? similarTasks(memory, task, id) : [],
    };
    const staleNote = stale
      ? `${stale} earlier failure(s) are over 24 h old and still count; if the context changed: agon reset --task … --reason …`
      : undefined;
    if (n < DEBATE_AT) {
      const similar = json.similar[0];
      const ask = similar ? `Is this the same task as "${similar.task}" (${similar.task_id})? If so, describe it the same way.` : undefined;
      return {
        kind: 'finish',
        append: [line('recorded')],
        print: {
          text: `ATTEMPT ${n} task:${id} recorded; a failure debate follows the next failure`,
          json: { ...json, action: 'recorded' },
          ...(ask ? { note: ask } : {}),
        },
        exit: 0,
      };
    }
    if (n >= ESCALATE_AT) {
      const rationale = `Attempt ${n} failed too, and at most one attempt follows a failure debate: a person takes over.`;
      return {
        kind: 'finish',
        append: [line('escalate'), ...openDebateOutcome(memory, history, 'failure', input.now)],
        print: {
          ...without('ESCALATE', rationale, { ...json, action: 'escalate' }, ['ESCALATE_TO human']),
          ...(staleNote ? { note: staleNote } : {}),
        },
        exit: EXIT_BY_RESOLUTION.ESCALATE,
      };
    }
    if (flag(input, 'noDebate'))
      return {
        kind: 'finish',
        append: [line('disabled')],
        print: {
          text: `ATTEMPT ${n} task:${id} recorded; debates are disabled, so no failure debate`,
          json: { ...json, action: 'disabled' },
        },
        exit: 0,
      };
    const previous = history.current.at(-1)!;
    return {
      kind: 'debate',
      append: [line('debate')],
      config: { question: task, debate: 'failure', attempts: [previous.approach, approach], errors: [previous.error, error], attempt: n },
      after: (debate) => resolved(debate, { ...json, action: 'debate' }),
    };
  },
};

function success(input: CommandInput, memory: readonly MemoryLine[], task: string, id: string, history: TaskHistory): CommandStep {
  const cleared = history.current.length;
  const marked = openDebateOutcome(memory, history, 'success', input.now);
  const debate = marked[0] && 'line' in marked[0] ? String(marked[0].line.debate_id) : null;
  const append: MemoryRecord[] = [
    ...(cleared ? [{ file: FAILURES, line: { task_id: id, task, reset: 'success', ts: input.now, reason: 'the task succeeded' } }] : []),
    ...marked,
  ];
  return {
    kind: 'finish',
    append,
    print: {
      text: `SUCCESS task:${id}; ${cleared} failure(s) cleared${debate ? `; debate ${debate} marked a success` : ''}`,
      json: { task_id: id, action: 'success', cleared, debate },
    },
    exit: 0,
  };
}

/** The outcome of the last debate on the task since its last reset, when none is recorded yet. */
function openDebateOutcome(
  memory: readonly MemoryLine[],
  history: TaskHistory,
  outcome: 'success' | 'failure',
  now: string,
): MemoryRecord[] {
  const since = history.lastReset?.ts ?? '';
  const open = foldDebates(lines(memory, METRICS))
    .filter((d) => d.ts >= since && d.outcome === null)
    .at(-1);
  return open ? [outcomeRecord(open, outcome, null, now)] : [];
}

/** Other tasks with failures on record whose words mostly match this one's: perhaps the same task described differently. */
function similarTasks(memory: readonly MemoryLine[], task: string, id: string): { task_id: string; task: string }[] {
  const words = new Set(canonicalTask(task).split(' '));
  const seen = new Map<string, string>();
  for (const line of lines(memory, FAILURES)) {
    if (typeof line.task_id !== 'string' || line.task_id === id || typeof line.task !== 'string' || seen.has(line.task_id)) continue;
    const other = new Set(canonicalTask(line.task).split(' '));
    const shared = [...words].filter((w) => other.has(w)).length;
    if (shared / new Set([...words, ...other]).size >= SIMILAR) seen.set(line.task_id, line.task);
  }
  return [...seen].map(([task_id, other]) => ({ task_id, task: other }));
}
