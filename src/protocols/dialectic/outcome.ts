// outcome(state): the resolution in one line, the report (the request, each seat's fields, the
// synthesis response lines, which rule decided, the task's history) and the JSON a program reads.
import type { Outcome } from '../types.js';
import { ruleChecklist } from './decision.js';
import { fields } from './fields.js';
import { requestLine } from './request.js';
import type { DialecticState } from './state.js';
import { view } from './view.js';
import { resolutionJson, resolutionLines } from './words.js';

export function outcome(state: DialecticState): Outcome {
  const r = state.resolution;
  const summary = r
    ? `${r.resolution}: ${r.rationale}`
    : state.failed
      ? `no resolution: ${state.failed}`
      : `in progress: ${view(state).progress.label}`;
  const answers = state.order.map((id) => ({
    id,
    seat: state.answers[id]!.seat,
    round: state.answers[id]!.round,
    ...state.answers[id]!.move,
  }));
  return {
    summary,
    ...(r?.resolution === 'MODIFY' ? { buckets: { Modifications: r.modifications.map((_, i) => `M${i + 1}`) } } : {}),
    report: report(state, summary),
    json: {
      protocol: 'dialectic',
      type: state.config.request.type,
      request: requestLine(state.config.request),
      task_id: state.config.taskId,
      ...(state.config.request.type === 'failure' ? { attempt: state.config.attempt } : {}),
      answers,
      resolution: r ? resolutionJson(r) : null,
      lines: r ? resolutionLines(r).join('\n') : null,
      failed: state.failed ?? null,
      rules: ruleChecklist(state).map((rule) => ({ id: rule.id, holds: rule.holds ?? null })),
      tokens: state.tokens,
      over_limit: state.overLimit.map(({ seat, limit, measured }) => ({ seat, limit, measured })),
    },
  };
}

function report(state: DialecticState, summary: string): string {
  const v = view(state);
  const lines = [
    `# ${state.config.request.subject}`,
    '',
    `Protocol: dialectic · ${state.config.request.type} debate · task ${state.config.taskId}`,
    '',
    '```',
    requestLine(state.config.request),
    '```',
    '',
    `**Outcome:** ${summary}`,
    '',
  ];
  for (const id of state.order) {
    const a = state.answers[id]!;
    lines.push(
      `## ${id} · the ${a.seat}${a.seat === 'synthesis' ? '' : `, round ${a.round}`}`,
      '',
      ...fields(a.move).map(([k, value]) => `- ${k}: ${value}`),
      '',
    );
  }
  if (state.resolution)
    lines.push(
      '## Synthesis response',
      '',
      '```',
      ...resolutionLines(state.resolution),
      '```',
      '',
      `Decided by: ${state.resolution.decidedBy}${state.resolution.proposed ? ` (over ${state.resolution.proposed})` : ''}`,
      '',
    );
  lines.push(
    '## Rules',
    '',
    ...v.progress.checklist.map(
      (c) => `- [${c.state === 'met' ? 'x' : c.state === 'unmet' ? ' ' : '?'}] ${c.label}${c.detail ? ` (${c.detail})` : ''}`,
    ),
    '',
  );
  const history = v.groups.find((g) => g.name === 'Failure history')!;
  if (history.items.length) lines.push('## Failure history', '', ...history.items.map((i) => `- ${i.id} ${i.text}`), '');
  if (v.flags.length) lines.push('## Flags', '', ...v.flags.map((f) => `- ${f.text}`), '');
  return `${lines.join('\n').trimEnd()}\n`;
}
