// outcome(state): the crystallized crux in the seed's JSON shape ({"crux": {question, positions,
// falsifiers, counterfactual, validated, …}}), with the lock attempts, the steelman table, the
// cost and the time; and the markdown report (report.ts).
import type { Outcome } from '../types.js';
import { confidence } from './context.js';
import { crystallize } from './crystallize.js';
import { report } from './report.js';
import { allPairs } from './steelman-tracker.js';
import type { CruxState } from './state.js';
import { usd, wallSeconds } from './usage.js';

export function outcome(state: CruxState): Outcome {
  const crux = crystallize(state);
  const sides = (side: string) =>
    Object.entries(crux.positions)
      .filter(([, p]) => p.side === side)
      .map(([seat]) => seat);
  const positions = Object.entries(crux.positions)
    .map(([seat, p]) => `${seat} ${p.side ?? '—'}${p.confidence !== null ? ` ${confidence(p.confidence)}` : ''}`)
    .join(' vs ');
  const ending =
    state.stage === 'CONVERGED'
      ? `crux ${crux.validated ? 'validated' : 'not validated'}`
      : state.ended
        ? `ended in ${state.stage}: ${state.ended.reason}`
        : `in ${state.stage}`;
  const summary = `${ending}: ${crux.question ?? 'no crux question'} — ${positions}; ${crux.falsifiers.length} falsifier(s); ${usd(state.usage.usd)}, ${wallSeconds(state.usage).toFixed(1)}s`;
  const json = {
    protocol: 'crux',
    question: state.config.question,
    stage: state.stage,
    ended: state.ended ?? null,
    crux,
    locked: state.locked ?? null,
    lockAttempts: state.locks.map((l) => ({ attempt: l.n, ok: l.ok, messages: l.messages, criteria: l.criteria })),
    topClaims: state.topClaims,
    steelmen: allPairs(state).map((p) => ({
      by: p.by,
      of: p.of,
      status: p.status,
      attempts: p.attempts.map((s) => ({ id: s.id, grade: s.grade ?? null, feedback: s.feedback ?? null })),
    })),
    stages: Object.fromEntries(
      (['DISCOVERY', 'CRUX_LOCK', 'EVIDENCE'] as const).map((s) => [s, { used: state.used[s], ...state.config.budgets[s] }]),
    ),
    usage: {
      usd: state.usage.usd,
      estimated: state.usage.estimated,
      tokens: state.usage.tokens,
      agentSeconds: state.usage.seconds,
      wallSeconds: wallSeconds(state.usage),
      bySeat: state.usage.bySeat,
    },
  };
  return {
    summary,
    buckets: { YES: sides('YES'), NO: sides('NO'), UNCERTAIN: sides('UNCERTAIN'), Falsifiers: crux.falsifiers.map((f) => f.id) },
    report: report(state, crux, summary),
    json,
  };
}
