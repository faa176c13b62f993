// The parts of a view every protocol builds alike: how far the debate is in rounds, its stages in
// order, whether it runs, waits for the person or is done, and the cheap summary saved as the
// session's meta (what `agon list` shows without replaying anything).
import type { ProgressCount, StageView, Summary, ViewModel } from '../types.js';
import type { Turn } from './turns.js';

/** Round `round` of `total`; a finished debate counts its last round as done. */
export function roundProgress(round: number, total: number, finished: boolean): ProgressCount {
  return { unit: 'round', done: finished ? round : round - 1, total, label: `round ${round}/${total}` };
}

/** The stages in order, marked done, current or upcoming around `current` (skipped once finished). */
export function stageViews(stages: readonly { name: string; note?: string }[], current: string, finished: boolean): StageView[] {
  const at = stages.findIndex((s) => s.name === current);
  return stages.map(
    ({ name, note }, i): StageView => ({
      name,
      state: i < at ? 'done' : i === at ? (finished ? 'done' : 'current') : finished ? 'skipped' : 'upcoming',
      ...(note !== undefined ? { note } : {}),
    }),
  );
}

/**
 * Done once the debate has ended (`ended` says why) and no turn is left, such as a last
 * arbitration; waiting for the person when the next turn is theirs; running otherwise.
 */
export function debateStatus(pending: readonly Turn[], ended: string | undefined, isHuman: (seat: string) => boolean): ViewModel['status'] {
  if (ended !== undefined && pending.length === 0) return { state: 'done', reason: ended };
  const next = pending[0];
  if (next && isHuman(next.seat)) return { state: 'awaiting-human', reason: `${next.seat} (${next.purpose})` };
  return { state: 'running' };
}

export function summaryOf(question: string, phase: string, progress: ProgressCount, status: ViewModel['status']): Summary {
  return { question, phase, progress, status: status.state, ...(status.reason ? { reason: status.reason } : {}) };
}
