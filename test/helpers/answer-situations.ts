// The debate states the answer corpus (test/fixtures/answers/) is read in, one per folder: each
// builds a debate at the moment the folder's seat is asked.
import { assess, Debate, empirical, value } from './debate.js';

export const SITUATIONS = {
  /** Round 1, the consultee's first turn (a workdir is attached, so citations are checked). */
  'consultee-opening': () => new Debate({ mode: 'minimal', workdir: '/srv/app' }),
  /** Round 2, the consultee's turn: C1 (REJECT) on P1, C2 (SKEPTICAL) on P2, P3 accepted and waiting for evidence, C3 (ILL-FORMED) on P4. */
  'consultee-challenged': () => {
    const d = new Debate({ mode: 'minimal', workdir: '/srv/app' });
    d.consultee(
      value('Redis is the better fit for sessions'),
      value('Memcached needs less tuning'),
      empirical('The session TTL is one hour'),
      value('Caches are, in a sense, whatever'),
    );
    d.orchestrator(
      assess('P1', 'REJECT', { objection: 'sessions need no persistence' }),
      assess('P2', 'SKEPTICAL', { objection: 'Redis defaults are fine too' }),
      assess('P3', 'AGREE'),
      assess('P4', 'ILL-FORMED', { objection: 'not a claim' }),
    );
    return d;
  },
  /** Round 1, the orchestrator's turn: P1 (value), P2 (empirical) and P3 (off the question) wait for assessment. */
  'orchestrator-evaluating': () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(
      value('Redis fits a session cache better'),
      empirical('Memcached evicts per slab class'),
      value('Our office coffee machine is too slow'),
    );
    return d;
  },
  /** Round 1 of a critique: the orchestrator states the design under discussion. */
  'orchestrator-opening': () => new Debate({ mode: 'minimal', framing: 'critique' }),
  /** A high-stakes debate just ended with P1 and P2 Agreed: the arbiter reviews it. */
  'arbiter-reviewing': () => {
    const d = new Debate({ maxRounds: 1, highStakes: true, seats: { arbiter: { kind: 'script' } } });
    d.consultee(value('Redis fits a session cache better'), value('Sessions should survive deploys'));
    d.orchestrator(assess('P1', 'AGREE'), assess('P2', 'AGREE'));
    return d;
  },
} as const;

export type SituationId = keyof typeof SITUATIONS;

/** The seat each situation asks. */
export const SEAT_OF: Record<SituationId, string> = {
  'consultee-opening': 'consultee',
  'consultee-challenged': 'consultee',
  'orchestrator-evaluating': 'orchestrator',
  'orchestrator-opening': 'orchestrator',
  'arbiter-reviewing': 'arbiter',
};
