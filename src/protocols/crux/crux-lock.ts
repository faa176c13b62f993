// The crux lock gate: four criteria, all required, each checked on its own and worded for the
// person and the debaters (which debater owes what).
import { allPairs, requiredPairs } from './steelman-tracker.js';
import { type Criterion, type CruxState, declaredFalsifiers } from './state.js';

export function lockCriteria(state: CruxState): Criterion[] {
  const debaters = state.config.debaters;
  const committed = debaters.filter((seat) => state.commitments[seat]);
  const sides = new Set(committed.map((seat) => state.commitments[seat]!.side));
  const uncommitted = debaters.filter((seat) => !state.commitments[seat]);
  const required = requiredPairs(state);
  const wanting = [...required, ...allPairs(state).filter((p) => p.latest && !required.some((r) => r.by === p.by && r.of === p.of))].filter(
    (p) => p.status !== 'ACCURATE',
  );
  const withoutFalsifier = committed.filter((seat) => declaredFalsifiers(state, seat).length === 0);
  return [
    {
      key: 'committed',
      label: 'at least 2 debaters committed',
      met: committed.length >= 2,
      detail: `${committed.length} of ${debaters.length} committed${uncommitted.length ? `; not yet: ${uncommitted.join(', ')}` : ''}`,
    },
    {
      key: 'split',
      label: 'both YES and NO present',
      met: sides.has('YES') && sides.has('NO'),
      detail: committed.length ? committed.map((seat) => `${seat} ${state.commitments[seat]!.side}`).join(', ') : 'no commitments',
    },
    {
      key: 'steelmen',
      label: 'every steelman graded ACCURATE',
      met: required.length > 0 && wanting.length === 0,
      detail:
        required.length === 0
          ? 'no pair of committed debaters yet'
          : wanting.length === 0
            ? `${required.length} pair(s) ACCURATE`
            : wanting.map((p) => `${p.by}→${p.of} ${pairWord(p.status)}`).join(', '),
    },
    {
      key: 'falsifiers',
      label: 'every committed debater has a falsifier',
      met: committed.length > 0 && withoutFalsifier.length === 0,
      detail:
        committed.length === 0
          ? 'nobody committed'
          : withoutFalsifier.length
            ? `missing: ${withoutFalsifier.join(', ')}`
            : committed
                .map(
                  (seat) =>
                    `${seat} ${declaredFalsifiers(state, seat)
                      .map((f) => f.id)
                      .join('+')}`,
                )
                .join(', '),
    },
  ];
}

function pairWord(status: string): string {
  return status === 'none' ? 'no steelman' : status === 'awaiting' ? 'awaiting its grade' : status;
}

export const lockHolds = (criteria: Criterion[]) => criteria.every((c) => c.met);
