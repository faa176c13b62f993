// outcome(state): every point in its bucket with a confidence, the arbitration flags, and a report.
import type { Outcome } from '../types.js';
import { describeEvidence } from './evidence.js';
import { FRAMINGS } from './framings.js';
import { outcomeFlags } from './view.js';
import { type ArgState, bucketOf, pointsIn } from './state.js';
import { flaggedWarning, overallConfidence, pointConfidence } from './confidence.js';

export function outcome(state: ArgState): Outcome {
  const warning = flaggedWarning(state);
  const { level: overall, reasons } = overallConfidence(state);
  const buckets = {
    Agreed: pointsIn(state, 'agreed').map((p) => p.id),
    Dismissed: pointsIn(state, 'dismissed').map((p) => p.id),
    Unresolved: pointsIn(state, 'unresolved').map((p) => p.id),
  };
  const ending = state.done
    ? `${state.done.reason} after round ${state.done.round}: ${state.done.detail}`
    : `in progress, round ${state.n}`;
  const summary = `${buckets.Agreed.length} agreed, ${buckets.Dismissed.length} dismissed, ${buckets.Unresolved.length} unresolved; ${ending}; confidence ${overall}${warning ? ' (WARNING: arbitration flagged half or more)' : ''}`;
  const json = {
    protocol: 'argumentation',
    question: state.question,
    originalQuestion: state.originalQuestion,
    framing: state.config.framing,
    mode: state.config.mode,
    termination: state.done ?? null,
    rounds: state.n,
    confidence: overall,
    confidenceReasons: reasons,
    warning,
    buckets,
    points: state.pointOrder.map((id) => {
      const p = state.points[id]!;
      return {
        id,
        claim: p.claim,
        kind: p.kind,
        bucket: bucketOf(p) ?? null,
        reason: p.reason ?? null,
        unresolvedCause: p.unresolvedCause ?? null,
        question: p.question ?? null,
        grounds: p.grounds ?? null,
        confidence: pointConfidence(state, p),
        evidence: p.evidence.map((e) => ({ ...state.evidence[e]! })),
      };
    }),
    arbitration: state.arbitration.runs,
    stability: state.stability,
    flags: outcomeFlags(state).map((f) => f.text),
  };
  return { summary, buckets, report: report(state, summary, reasons), json };
}

function report(state: ArgState, summary: string, reasons: string[]): string {
  const lines: string[] = [];
  lines.push(`# ${state.question}`, '');
  if (state.question !== state.originalQuestion) lines.push(`*Reframed by the person; originally:* ${state.originalQuestion}`, '');
  lines.push(`Protocol: argumentation · framing: ${FRAMINGS[state.config.framing].label} · mode: ${state.config.mode}`, '');
  lines.push(`**Outcome:** ${summary}`, '');
  if (reasons.length) lines.push(`Confidence is lowered because ${reasons.join('; ')}.`, '');
  const flags = outcomeFlags(state).map((f) => f.text);
  if (flags.length) lines.push('## Flags', '', ...flags.map((f) => `- ${f}`), '');
  const constraints = state.ledger.filter((e) => e.provenance === 'user' && e.kind === 'constraint');
  if (constraints.length) lines.push('## User constraints', '', ...constraints.map((e) => `- ${e.id}: ${e.text}`), '');
  const positions = state.ledger.filter((e) => e.kind === 'position');
  if (positions.length) lines.push('## Positions', '', ...positions.map((e) => `- ${e.id} (${e.seat ?? '?'}): ${e.text}`), '');
  for (const [bucket, title] of [
    ['agreed', 'Agreed'],
    ['dismissed', 'Dismissed'],
    ['unresolved', 'Unresolved'],
  ] as const) {
    const points = pointsIn(state, bucket);
    lines.push(`## ${title} (${points.length})`, '');
    if (points.length === 0) lines.push('(none)', '');
    for (const p of points) {
      lines.push(`- **${p.id}** [${p.kind}, confidence ${pointConfidence(state, p)}] ${p.claim}`);
      if (p.reason) lines.push(`  - why: ${p.reason}`);
      if (p.question) lines.push(`  - open question: ${p.question}`);
      for (const e of p.evidence) lines.push(`  - ${e}: ${describeEvidence(state.evidence[e]!)}`);
    }
    lines.push('');
  }
  const inPlay = state.pointOrder.map((id) => state.points[id]!).filter((p) => !bucketOf(p));
  if (inPlay.length) lines.push('## Still in play', '', ...inPlay.map((p) => `- ${p.id} (${p.status}) ${p.claim}`), '');
  if (state.challengeOrder.length) {
    lines.push('## Challenges', '');
    for (const id of state.challengeOrder) {
      const c = state.challenges[id]!;
      lines.push(`- ${id} ${c.kind} on ${c.point} (round ${c.round}, ${c.origin}) → ${c.status}: ${c.objection}`);
    }
    lines.push('');
  }
  const revisions = state.ledger.filter((e) => e.provenance === 'revision');
  if (revisions.length)
    lines.push('## Revisions', '', ...revisions.map((e) => `- ${e.id} (round ${e.round}, ${e.seat ?? '?'}): ${e.text}`), '');
  for (const run of state.arbitration.runs) {
    lines.push(`## Arbitration (round ${run.round})`, '', `Triggers: ${run.triggers.join('; ') || 'none'}`, '');
    if (run.failed) lines.push(`Failed: ${run.failed}`, '');
    for (const f of run.flags) lines.push(`- ${f.item}: ${f.concern}`);
    if (run.assessment) lines.push('', run.assessment);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
