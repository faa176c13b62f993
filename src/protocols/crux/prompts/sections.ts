// Prompt sections every crux seat reads: the question, the TopClaims, the positions, who has
// steelmanned whom, the falsifiers, and the thread. The bricks (listSection, join) are the kit's.
import { listSection } from '../../kit/prompt-sections.js';
import type { WorkStage } from '../config.js';
import { confidence, falsifierText, who } from '../context.js';
import { allPairs } from '../steelman-tracker.js';
import type { CruxState } from '../state.js';

/** How many of the latest thread entries a full prompt shows. */
export const THREAD_WINDOW = 40;

export function questionSection(state: CruxState): string {
  const crux = state.question
    ? `\n\nThe crux question${state.binaryForced ? ' (strictly YES or NO now)' : ''}: ${state.question.text}`
    : '\n\nNo crux question yet.';
  return `## The debate's question\n${state.config.question}${crux}`;
}

export function stageLine(state: CruxState): string {
  if (state.stage === 'CONVERGED') return '## Stage CONVERGED';
  const stage: WorkStage = state.stage;
  const { min, max } = state.config.budgets[stage];
  const used = state.used[stage];
  const over = used >= max ? ' (budget spent)' : '';
  return `## Stage ${stage}: ${used} of ${max} messages used${over}; the gate opens after ${min} at the earliest`;
}

export function topClaimsSection(state: CruxState): string {
  return listSection(
    'TopClaims (what each debater is really arguing)',
    state.config.debaters.map((seat) => {
      const t = state.topClaims[seat];
      return t ? `${who(state, seat)}: ${t.side} ${confidence(t.confidence)} — ${t.statement}` : `${who(state, seat)}: not stated yet`;
    }),
  );
}

export function positionsSection(state: CruxState): string {
  return listSection(
    'Positions on the crux question',
    Object.values(state.commitments).map(
      (c) =>
        `${who(state, c.seat)}: ${c.side} ${confidence(c.confidence)}${c.topClaimFlips === undefined ? '' : c.topClaimFlips ? ' (TopClaim flips if wrong)' : ' (TopClaim holds either way)'}`,
    ),
  );
}

export function steelmenSection(state: CruxState): string {
  const rows = allPairs(state).filter((p) => p.latest);
  return listSection(
    'Steelmen (who has shown they understand whom)',
    rows.map(
      (p) =>
        `${p.by} → ${p.of}: ${p.status === 'awaiting' ? `${p.latest!.id} awaits ${p.of}'s grade` : `${p.latest!.id} ${p.status}${p.latest!.feedback ? ` (${p.latest!.feedback})` : ''}`}`,
    ),
  );
}

export function falsifiersSection(state: CruxState): string {
  return listSection(
    'Falsifiers',
    Object.values(state.falsifiers).map(
      (f) =>
        `${f.id} ${f.status === 'draft' ? `(draft for ${f.seat}, awaiting acceptance)` : `(${f.seat})`}: ${falsifierText(f)}${f.evidence.length ? ` — evidence ${f.evidence.join(', ')}` : ''}`,
    ),
  );
}

export function threadSection(state: CruxState): string {
  const ids = state.thread.slice(-THREAD_WINDOW);
  const skipped = state.thread.length - ids.length;
  const lines = ids.map((id) => {
    const e = state.entries[id]!;
    return `${e.id} ${e.mark} ${e.by === 'engine' ? 'engine' : who(state, e.by)} [${e.kind}] ${e.text}`;
  });
  if (lines.length === 0) return '## The thread\n(nothing said yet)';
  return `## The thread${skipped ? ` (the latest ${ids.length}; ${skipped} earlier)` : ''}\n${lines.map((l) => `- ${l}`).join('\n')}`;
}
