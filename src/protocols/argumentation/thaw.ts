// A private, writable copy of the state's top level for one reduction. Small maps and lists are
// copied (cheap: they hold references); points, challenges and evidence are copied only when
// edited (editPoint and friends), the growing lists (journal, ledger, orders, stability) only when
// appended to (append); what is never edited in place (entries, notices, runs, undo snapshots,
// the config) is shared.
import type { ArgState } from './state.js';

const copyLists = (record: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, [...v]]));

export function thaw(s: ArgState): ArgState {
  return {
    ...s,
    prepared: { ...s.prepared },
    pending: s.pending.map((t) => ({ ...t })),
    attempts: { ...s.attempts },
    lastProblem: { ...s.lastProblem },
    disputedAtLastClose: s.disputedAtLastClose ? [...s.disputedAtLastClose] : null,
    points: { ...s.points },
    challenges: { ...s.challenges },
    evidence: { ...s.evidence },
    counters: { ...s.counters },
    stressTest: { ...s.stressTest, targets: [...s.stressTest.targets] },
    inbox: copyLists(s.inbox),
    notes: copyLists(s.notes),
    seen: { ...s.seen },
    promptMark: { ...s.promptMark },
    arbitration: { pendingTriggers: [...s.arbitration.pendingTriggers], runs: [...s.arbitration.runs] },
    ...(s.done ? { done: { ...s.done } } : {}),
    ...(s.extension !== undefined ? { extension: s.extension } : {}),
    undo: [...s.undo],
  };
}
