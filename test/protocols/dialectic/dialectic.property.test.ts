// The dialectic reducer on random walks, through the shared property harness, with the protocol's
// own invariants checked after every step: the turns come in the seed's order, a resolution is one
// its debate type may end in, the hard rules are never overridden but by the person, and the
// limits on further attempts hold.
import fc from 'fast-check';
import { decisionOf } from '../../../src/protocols/dialectic/decision.js';
import { dialectic } from '../../../src/protocols/dialectic/index.js';
import { RESOLUTIONS_OF } from '../../../src/protocols/dialectic/moves.js';
import { answerOf, type DialecticState, roundsOf } from '../../../src/protocols/dialectic/state.js';
import { describeProperties } from '../../harness/properties.js';

const pick = <T>(items: readonly T[], n: number) => items[n % items.length]!;

/** A plausible answer for whoever is due: varied confidences, severities, escalations and resolutions. */
function answer(raw: unknown, seat: string, n: number): string {
  const state = raw as DialecticState;
  const planning = state.config.request.type === 'planning';
  const judgement = pick(['yes', 'no', 'unsure'], n >> 2);
  switch (seat) {
    case 'advocate':
      return JSON.stringify(
        planning
          ? { claim: `claim ${n}`, supports: [`support ${n}`], confidence: (n % 11) / 10 }
          : { diagnosis: `cause ${n}`, fix: `fix ${n}`, diff_from_previous: `diff ${n}` },
      );
    case 'critic':
      return JSON.stringify(
        planning
          ? {
              objection: pick(['none', 'a risk', 'a serious risk'], n),
              risks: [],
              counter: pick(['', 'do it later'], n >> 1),
              severity: pick(['low', 'medium', 'high'], n >> 3),
            }
          : {
              pattern: pick(['none', 'the same import error'], n),
              blind_spot: pick(['none', 'the CI cache'], n >> 1),
              should_escalate: n % 5 === 0,
            },
      );
    default: {
      const resolution = pick(RESOLUTIONS_OF[state.config.request.type], n);
      return JSON.stringify({
        resolution,
        rationale: `because ${n}`,
        modifications: resolution === 'MODIFY' ? ['a change'] : [],
        next_approach: 'another way',
        counter_actionable: judgement,
        diff_substantial: judgement,
        next_attempt_limit: 1 + (n % 2),
      });
    }
  }
}

function invariant(raw: unknown): string | undefined {
  const state = raw as DialecticState;
  const expected = Array.from({ length: roundsOf(state) }, (_, i) => [`A${i + 1}`, `K${i + 1}`]).flat();
  if (state.order.some((id, i) => id !== (i < expected.length ? expected[i] : 'S')))
    return `answers out of order: ${state.order.join(' ')}`;
  if (state.pending.length > 1) return `${state.pending.length} turns due at once`;
  if (state.failed && state.resolution) return 'both failed and resolved';
  const r = state.resolution;
  if (!r) return undefined;
  if (!(RESOLUTIONS_OF[state.config.request.type] as readonly string[]).includes(r.resolution))
    return `${r.resolution} ends a ${state.config.request.type} debate`;
  if (r.resolution === 'RETRY' && r.nextAttemptLimit !== 1) return `RETRY allows ${r.nextAttemptLimit} more attempts`;
  if (r.resolution === 'MODIFY' && (r.modifications.length === 0 || !r.nextAttemptLimit || r.nextAttemptLimit > 2))
    return 'MODIFY without modifications or with a bad attempt limit';
  if (r.decidedBy === 'person') return undefined;
  const again = decisionOf(state, answerOf(state, 'S', 'synthesize'));
  if (again.resolution !== r.resolution || again.decidedBy !== r.decidedBy)
    return `the rules now say ${again.resolution} (${again.decidedBy}), the state ${r.resolution} (${r.decidedBy})`;
  if (answerOf(state, 'K1', 'review')?.shouldEscalate && r.resolution !== 'ESCALATE') return 'SHOULD_ESCALATE was overridden';
  return undefined;
}

describeProperties(dialectic, {
  configs: fc.oneof(
    fc.record({
      debate: fc.constant('planning'),
      stakes: fc.constantFrom('low', 'medium', 'high'),
      rounds: fc.integer({ min: 1, max: 3 }),
    }),
    fc.record({
      debate: fc.constant('failure'),
      attempts: fc.constant(['first try', 'second try']),
      errors: fc.constantFrom(['ENOENT: a', 'ENOENT: a'], ['ENOENT: a', 'EACCES: b']),
    }),
  ),
  answer,
  invariants: (walk) => invariant(walk.state) ?? null,
  numRuns: 150,
});
