// The dialectic's memory port: what a session reads from the memory folder when it is created (its
// task's failures, and the debates on the task, for the patterns they named) and what it writes
// when the debate resolves: the daily log entry and the debate's line in debate-metrics.jsonl. An
// overrule after that is written too (the port amends), as a log entry and a metrics line.
import type { MemoryPort, MemoryRecord } from '../types.js';
import type { DialecticConfig } from './config.js';
import { debateEntry, logPlace, overruleEntry } from './log-format.js';
import { type DebateLine, FAILURES, METRICS, type DebateUpdate } from './records.js';
import { answerOf, type DialecticState } from './state.js';
import { said } from './rules.js';
import { taskId } from './task-id.js';

export const memory: MemoryPort<DialecticState, DialecticConfig> = {
  load: (config) => [
    { file: FAILURES, match: { task_id: config.taskId } },
    { file: METRICS, match: { task_id: config.taskId } },
  ],
  amends: true,
  save(state, context) {
    const resolution = state.resolution;
    if (!resolution || state.saved === resolution.resolution) return [];
    const at = resolution.at ?? state.memory.loadedAt ?? '1970-01-01T00:00:00.000Z';
    const { file, time } = logPlace(at);
    // Without the session's id (a caller outside the platform), the debate is named by its task and time.
    const debate = context?.session ?? `${taskId(state.config.request.subject)}-${at}`;
    if (state.saved !== undefined) {
      const update: DebateUpdate = {
        debate_id: debate,
        task_id: state.config.taskId,
        resolution: resolution.resolution,
        ...(resolution.proposed ? { overruled_from: resolution.proposed } : {}),
        reason: resolution.reason ?? '',
        ts: at,
      };
      return [
        { file, text: overruleEntry(state, resolution, time) },
        { file: METRICS, line: update },
      ];
    }
    const named = answerOf(state, 'K1', 'review')?.pattern;
    const pattern = said(named) ? named : '';
    const line: DebateLine = {
      debate_id: debate,
      type: state.config.request.type,
      task: state.config.request.subject,
      task_id: state.config.taskId,
      resolution: resolution.resolution,
      outcome: null,
      helped: null,
      tokens: state.tokens,
      decided_by: resolution.decidedBy,
      pattern,
      ts: at,
    };
    const records: MemoryRecord[] = [
      { file, text: debateEntry(state, resolution, time) },
      { file: METRICS, line },
    ];
    return records;
  },
};
