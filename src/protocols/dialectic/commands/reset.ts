// agon reset: the person says a task's failures no longer count (seed 003, "Staleness Reset
// Logic"), and the reset rules decide whether that is a reason to start the count again.
import type { CommandStep, ProtocolCommand } from '../../types.js';
import { taskHistory } from '../history.js';
import { FAILURES, type ResetLine } from '../records.js';
import { EXIT_NOT_RESET } from '../exits.js';
import { resetVerdict } from '../reset-rules.js';
import { taskId } from '../task-id.js';
import { lines, text } from './common.js';

export const reset: ProtocolCommand = {
  reads: (input) => [{ file: FAILURES, match: { task_id: taskId(text(input, 'task') ?? '') } }],
  decide(input, memory): CommandStep {
    const task = text(input, 'task') ?? '';
    const id = taskId(task);
    const reason = text(input, 'reason');
    const verdict = resetVerdict(reason);
    const count = taskHistory(lines(memory, FAILURES), id, input.now).current.length;
    const json = { task_id: id, reset: verdict.reset, why: verdict.why, failures: count };
    if (!verdict.reset)
      return {
        kind: 'finish',
        print: { text: `NOT RESET task:${id}: ${verdict.why}; ${count} failure(s) still count`, json },
        exit: EXIT_NOT_RESET,
      };
    if (count === 0)
      return { kind: 'finish', print: { text: `task:${id} has no failures to reset`, json: { ...json, reset: false } }, exit: 0 };
    const line: ResetLine = { task_id: id, task, reset: verdict.kind, ts: input.now, reason: reason ?? '' };
    return {
      kind: 'finish',
      append: [{ file: FAILURES, line }],
      print: {
        text: `RESET task:${id} (${verdict.kind}: ${verdict.why}); ${count} failure(s) no longer count`,
        json: { ...json, kind: verdict.kind },
      },
      exit: 0,
    };
  },
};
