// agon metrics: the seed's "Metrics to analyze", from the memory folder: how often each debate type
// ran, how often MODIFY, RETRY and PIVOT worked, the false-positive rate (debates recorded as not
// needed), how often a task escalated without a debate, and the tokens a debate costs.
import type { CommandStep, ProtocolCommand } from '../../types.js';
import { attemptLine, FAILURES, METRICS } from '../records.js';
import { foldDebates, lines, text } from './common.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${Math.round((part / whole) * 100)}%`);
const count = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
};
const mean = (values: number[]) => (values.length === 0 ? 0 : Math.round(values.reduce((a, b) => a + b, 0) / values.length));

export const metrics: ProtocolCommand = {
  reads: () => [{ file: METRICS }, { file: FAILURES }],
  decide(input, memory): CommandStep {
    const since = text(input, 'since');
    if (since !== undefined && (!DAY.test(since) || Number.isNaN(Date.parse(since))))
      return { kind: 'refuse', problem: `metrics: --since takes a day as YYYY-MM-DD, not "${since}"` };
    const from = since ?? '';
    const debates = foldDebates(lines(memory, METRICS)).filter((d) => d.ts >= from);
    const attempts = lines(memory, FAILURES).flatMap((l) => {
      const a = attemptLine.safeParse(l);
      return a.success && a.data.ts >= from ? [a.data] : [];
    });
    const byType = count(debates, (d) => d.type);
    const byResolution = count(debates, (d) => d.resolution);
    const effectiveness = Object.fromEntries(
      (['MODIFY', 'RETRY', 'PIVOT'] as const).map((r) => {
        const known = debates.filter((d) => d.resolution === r && d.outcome !== null);
        return [
          r,
          { worked: known.filter((d) => d.outcome === 'success').length, known, total: debates.filter((d) => d.resolution === r).length },
        ];
      }),
    );
    const judged = debates.filter((d) => d.helped !== null);
    const notNeeded = judged.filter((d) => d.helped === false).length;
    const escalations = attempts.filter((a) => a.action === 'escalate').length;
    const tokens = {
      all: mean(debates.map((d) => d.tokens)),
      planning: mean(debates.filter((d) => d.type === 'planning').map((d) => d.tokens)),
      failure: mean(debates.filter((d) => d.type === 'failure').map((d) => d.tokens)),
    };
    const json = {
      since: since ?? null,
      debates: debates.length,
      by_type: { planning: byType.planning ?? 0, failure: byType.failure ?? 0 },
      by_resolution: byResolution,
      effectiveness: Object.fromEntries(
        Object.entries(effectiveness).map(([r, e]) => [r, { worked: e.worked, with_outcome: e.known.length, total: e.total }]),
      ),
      false_positives: { not_needed: notNeeded, judged: judged.length },
      auto_escalations: escalations,
      failed_attempts: attempts.length,
      tokens_per_debate: tokens,
    };
    const report = [
      `Debates${since ? ` since ${since}` : ''}: ${debates.length} (planning ${json.by_type.planning}, failure ${json.by_type.failure})`,
      `By resolution: ${
        Object.entries(byResolution)
          .map(([r, n]) => `${r} ${n}`)
          .join(', ') || 'none'
      }`,
      `Effectiveness (did it work?): ${Object.entries(effectiveness)
        .map(
          ([r, e]) =>
            `${r} ${e.worked}/${e.known.length}${e.total > e.known.length ? ` (${e.total - e.known.length} without an outcome)` : ''}`,
        )
        .join(', ')}`,
      `False positives (debates not needed): ${notNeeded} of ${judged.length} judged (${percent(notNeeded, judged.length)})`,
      `Auto-escalations (a 3rd failure, no debate): ${escalations} of ${attempts.length} failed attempts`,
      `Tokens per debate: ${tokens.all} on average (planning ${tokens.planning}, failure ${tokens.failure})`,
    ].join('\n');
    return { kind: 'finish', print: { text: report, json }, exit: 0 };
  },
};
