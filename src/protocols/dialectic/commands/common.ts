// What the dialectic's commands share: reading their options, the resolution out of a debate's
// outcome, and how a resolution is printed and exits.
import * as z from 'zod';
import type { CommandInput, CommandPrint, CommandStep, DebateResult, MemoryLine } from '../../types.js';
import { EXIT_BY_RESOLUTION } from '../exits.js';
import { RESOLUTIONS } from '../moves.js';
import { type DebateLine, debateLine, type DebateUpdate, debateUpdate, METRICS } from '../records.js';

export const text = (input: CommandInput, key: string): string | undefined => {
  const v = input.options[key];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};
export const flag = (input: CommandInput, key: string): boolean => input.options[key] === true;
export const lines = (memory: readonly MemoryLine[], file: string) => memory.filter((m) => m.file === file).map((m) => m.line);

const outcomeJson = z.object({ resolution: z.looseObject({ resolution: z.enum(RESOLUTIONS) }), lines: z.string() });

/** The debate's resolution as the command prints it: the CSP/1 lines, the JSON, and the exit code. */
export function resolved(debate: DebateResult, json: Record<string, unknown>): Extract<CommandStep, { kind: 'finish' }> {
  const read = outcomeJson.safeParse(debate.outcome);
  if (!read.success)
    return {
      kind: 'finish',
      print: {
        text: `the debate ${debate.session} ended without a resolution: ${debate.summary}`,
        json: { ...json, debate: debate.session, resolution: null },
      },
      exit: 1,
    };
  const { resolution, lines: text } = read.data;
  return {
    kind: 'finish',
    print: {
      text,
      json: { ...json, debate: debate.session, ...resolution, lines: text },
      note: `debate ${debate.session} (agon show ${debate.session}); once you know how it went: agon outcome ${debate.session} success|failure`,
    },
    exit: EXIT_BY_RESOLUTION[resolution.resolution],
  };
}

/** A resolution made without a debate (a bypass, an auto-escalation), printed the same way. */
export function without(
  resolution: keyof typeof EXIT_BY_RESOLUTION,
  rationale: string,
  json: Record<string, unknown>,
  extra: string[] = [],
): CommandPrint {
  const text = [`RESOLUTION ${resolution}`, `RATIONALE ${rationale}`, ...extra].join('\n');
  return { text, json: { ...json, resolution, rationale, debate: null, lines: text } };
}

export interface FoldedDebate extends DebateLine {
  /** Lines about it after the first (outcomes, overrules). */
  updates: number;
}

/** debate-metrics.jsonl folded by debate: its line, with later outcomes and overrules applied. */
export function foldDebates(metrics: readonly Record<string, unknown>[]): FoldedDebate[] {
  const byId = new Map<string, FoldedDebate>();
  for (const raw of metrics) {
    const first = debateLine.safeParse(raw);
    if (first.success && raw.type !== undefined) {
      if (!byId.has(first.data.debate_id)) byId.set(first.data.debate_id, { ...first.data, updates: 0 });
      continue;
    }
    const update = debateUpdate.safeParse(raw);
    const known = update.success ? byId.get(update.data.debate_id) : undefined;
    if (!update.success || !known) continue;
    const u = update.data;
    byId.set(u.debate_id, {
      ...known,
      ...(u.resolution ? { resolution: u.resolution } : {}),
      ...(u.outcome ? { outcome: u.outcome } : {}),
      ...(u.helped !== undefined && u.helped !== null ? { helped: u.helped } : {}),
      updates: known.updates + 1,
    });
  }
  return [...byId.values()];
}

/** The outcome line for a debate, as `agon outcome` and `agon attempt` append it. */
export function outcomeRecord(
  debate: Pick<DebateLine, 'debate_id' | 'task_id'>,
  outcome: 'success' | 'failure',
  helped: boolean | null,
  ts: string,
) {
  const line: DebateUpdate = { debate_id: debate.debate_id, task_id: debate.task_id, outcome, helped, ts };
  return { file: METRICS, line };
}
