// The markdown report: the crux first (question, positions, falsifiers, counterfactual, resolution
// criteria, validation), then how it was reached — each lock attempt criterion by criterion, the
// steelman table, concessions, the stages, the flags, cost and time — and the thread by stage.
import { STAGES, WORK_STAGES } from './config.js';
import { confidence, falsifierText, speaker, who } from './context.js';
import type { Crux } from './crystallize.js';
import { allPairs } from './steelman-tracker.js';
import type { CruxState } from './state.js';
import { usd, wallSeconds } from './usage.js';
import { flags } from './view.js';

export function report(state: CruxState, crux: Crux, summary: string): string {
  const lines: string[] = [`# ${state.config.question}`, ''];
  lines.push(
    `Protocol: crux · debaters: ${state.config.debaters.map((s) => who(state, s)).join(', ')} · moderator: ${state.config.seats.moderator?.kind ?? 'the engine'}`,
    '',
  );
  lines.push(`**Outcome:** ${summary}`, '');
  lines.push('## The crux', '', `**Question:** ${crux.question ?? '(none)'}`, '', `**Validated:** ${crux.validated ? 'yes' : 'no'}`, '');
  lines.push('| Debater | Position | TopClaim | Flips with the crux | Falsifiers |', '|---|---|---|---|---|');
  for (const [seat, p] of Object.entries(crux.positions)) {
    const position = p.side ? `${p.side} ${confidence(p.confidence!)}` : 'uncommitted';
    const claim = p.topClaim ? `${p.topClaim.side} ${confidence(p.topClaim.confidence)}: ${p.topClaim.statement}` : '—';
    lines.push(
      `| ${who(state, seat)} | ${position} | ${cell(claim)} | ${p.topClaimFlips === null ? '—' : p.topClaimFlips ? 'yes' : 'no'} | ${p.falsifiers.join(', ') || '—'} |`,
    );
  }
  lines.push('');
  if (crux.falsifiers.length) {
    lines.push('### Falsifiers', '');
    for (const f of crux.falsifiers) {
      lines.push(`- **${f.id}** (${who(state, f.debater)}): ${falsifierText(f)}${f.reasoning ? ` — ${f.reasoning}` : ''}`);
      for (const e of f.evidence) lines.push(`  - ${e.id} (${speaker(state, e.by)}): ${e.data}${e.source ? ` [${e.source}]` : ''}`);
    }
    lines.push('');
  }
  lines.push(
    '### Counterfactual',
    '',
    `- If the crux resolves YES, these TopClaims flip: ${crux.counterfactual.ifYes.topClaimsFlip.join(', ') || 'none'}`,
    `- If it resolves NO: ${crux.counterfactual.ifNo.topClaimsFlip.join(', ') || 'none'}`,
    '',
  );
  if (crux.resolutionCriteria.length) lines.push('### Resolution criteria', '', ...crux.resolutionCriteria.map((c) => `- ${c}`), '');
  lines.push('### Validation', '', ...Object.entries(crux.checks).map(([name, c]) => `- [${c.ok ? 'x' : ' '}] ${name}: ${c.detail}`), '');
  if (crux.failures.length) lines.push(...crux.failures.map((f) => `- not validated: ${f}`), '');
  if (state.locks.length) {
    lines.push('## Lock attempts', '');
    for (const l of state.locks) {
      lines.push(
        `### Attempt ${l.n} (after ${l.messages} CRUX_LOCK messages): ${l.ok ? 'locked' : 'failed'}`,
        '',
        ...l.criteria.map((c) => `- [${c.met ? 'x' : ' '}] ${c.label} — ${c.detail}`),
        '',
      );
    }
  }
  const pairs = allPairs(state).filter((p) => p.latest);
  if (pairs.length) {
    lines.push('## Steelmen', '', '| Steelman | Attempts | Grades |', '|---|---|---|');
    for (const p of pairs)
      lines.push(
        `| ${who(state, p.by)} → ${who(state, p.of)} | ${p.attempts.length} | ${p.attempts.map((s) => `${s.id} ${s.grade ?? 'ungraded'}`).join(', ')} |`,
      );
    lines.push('');
  }
  if (crux.concessions.length) {
    lines.push(
      '## Concessions',
      '',
      ...crux.concessions.map(
        (c) =>
          `- ${who(state, c.seat)}: ${c.text}${c.topClaimChanged ? ' (TopClaim changed)' : ' — **cheap**: its TopClaim did not change'}`,
      ),
      '',
    );
  }
  lines.push(
    '## Stages',
    '',
    ...WORK_STAGES.map(
      (s) =>
        `- ${s}: ${state.used[s]} of ${state.config.budgets[s].max} messages (gate from ${state.config.budgets[s].min})${STAGES.indexOf(s) < STAGES.indexOf(state.stage) ? '' : s === state.stage ? ' — where it ended' : ' — not reached'}`,
    ),
    '',
  );
  const raised = flags(state).map((f) => `- ${f.text}`);
  lines.push('## Flags', '', ...raised, '');
  const u = state.usage;
  lines.push(
    '## Cost and time',
    '',
    `- cost: ${usd(u.usd)}${u.estimated ? ' (partly estimated from the price table)' : ''} (the seed's target: under $0.50)`,
    `- tokens: ${u.tokens}; agent time ${u.seconds.toFixed(1)}s in ${u.calls} call(s); wall time ${wallSeconds(u).toFixed(1)}s (target: under 2 minutes)`,
  );
  for (const [seat, s] of Object.entries(u.bySeat))
    lines.push(`  - ${seat}: ${usd(s.usd)}, ${s.tokens} tokens, ${s.seconds.toFixed(1)}s, ${s.calls} call(s)`);
  lines.push('');
  for (const stage of STAGES) {
    const entries = state.thread.map((id) => state.entries[id]!).filter((e) => e.stage === stage);
    if (!entries.length) continue;
    lines.push(
      `## Thread: ${stage}`,
      '',
      ...entries.map((e) => `- ${e.mark} ${e.by === 'engine' ? 'engine' : speaker(state, e.by)} [${e.kind}] ${e.text}`),
      '',
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
