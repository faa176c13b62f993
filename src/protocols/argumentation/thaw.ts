// A private, writable copy of the state's top level for one reduction. Lists and maps are copied
// (cheap: they hold references); points, challenges and evidence are copied only when edited
// (editPoint and friends in context.ts); what is never edited in place (ledger entries, notices,
// stability flags, arbitration runs, undo snapshots, the config) is shared.
import type { ArgState } from './state.js';

const copyLists = (record: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, [...v]]));

export function thaw(s: ArgState): ArgState {
  return {
    ...s,
    pending: s.pending.map((t) => ({ ...t })),
    attempts: { ...s.attempts },
    lastProblem: { ...s.lastProblem },
    disputedAtLastClose: s.disputedAtLastClose ? [...s.disputedAtLastClose] : null,
    ledger: [...s.ledger],
    points: { ...s.points },
    pointOrder: [...s.pointOrder],
    challenges: { ...s.challenges },
    challengeOrder: [...s.challengeOrder],
    evidence: { ...s.evidence },
    counters: { ...s.counters },
    stressTest: { ...s.stressTest, targets: [...s.stressTest.targets] },
    stability: [...s.stability],
    inbox: copyLists(s.inbox),
    notes: copyLists(s.notes),
    journal: [...s.journal],
    seen: { ...s.seen },
    promptMark: { ...s.promptMark },
    arbitration: { pendingTriggers: [...s.arbitration.pendingTriggers], runs: [...s.arbitration.runs] },
    ...(s.done ? { done: { ...s.done } } : {}),
    ...(s.extension !== undefined ? { extension: s.extension } : {}),
    undo: [...s.undo],
  };
}
