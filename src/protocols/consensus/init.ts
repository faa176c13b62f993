// The state before any event. The personas start as the domain's templates; when the proposer is an
// agent and --personas proposer, its first turn writes them (Phase 0), otherwise the preflight is due.
import { isPersonSeat } from '../kit/players.js';
import { initialBookkeeping } from '../kit/state.js';
import { CHALLENGERS, type ConsensusConfig } from './config.js';
import { startPreflight } from './flow.js';
import { templatePersonas } from './personas.js';
import type { ChallengerState, ConsensusState } from './state.js';

export function init(config: ConsensusConfig): ConsensusState {
  const { domain, personas } = templatePersonas(config.question);
  const challengers = Object.fromEntries(
    CHALLENGERS.map((seat): [string, ChallengerState] => [
      seat,
      config.seats[seat]
        ? { status: 'active', check: 'pending' }
        : { status: 'unseated', reason: 'nobody sits in this seat', check: 'skipped' },
    ]),
  ) as ConsensusState['challengers'];
  const state: ConsensusState = {
    ...initialBookkeeping([], ['V', 'A', 'R', 'S', 'D']),
    config,
    phase: 'PERSONAS',
    passed: ['PERSONAS'],
    round: 0,
    bound: config.maxRounds,
    domain,
    personas,
    personasFrom: 'templates',
    challengers,
    version: 0,
    items: {},
    order: [],
    dissents: {},
    dissentOrder: [],
    failures: [],
    confronted: 0,
  };
  if (config.personas === 'proposer' && !isPersonSeat(config, 'proposer')) {
    state.pending = [{ seat: 'proposer', purpose: 'personas' }];
    state.personasFrom = 'proposer';
  } else startPreflight(state);
  return state;
}
