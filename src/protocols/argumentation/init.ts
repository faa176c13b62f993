import { initialBookkeeping } from '../kit/state.js';
import { FRAMINGS } from './framings.js';
import { roundBound, type ArgumentationConfig } from './config.js';
import { phaseFor } from './phases.js';
import type { ArgState, Turn } from './state.js';

/** The turns that open round 1: the framing decides whether the orchestrator states a position first. */
export function openingTurns(config: ArgumentationConfig): Turn[] {
  switch (FRAMINGS[config.framing].opener) {
    case 'consultee':
      return [{ seat: 'consultee', purpose: 'raise' }];
    case 'orchestrator':
      return [{ seat: 'orchestrator', purpose: 'open' }];
    case 'both':
      return [
        { seat: 'orchestrator', purpose: 'open', group: 'opening' },
        { seat: 'consultee', purpose: 'raise', group: 'opening' },
      ];
  }
}

export function init(config: ArgumentationConfig): ArgState {
  return {
    ...initialBookkeeping(openingTurns(config), ['P', 'C', 'L', 'E']),
    config,
    maxRounds: roundBound(config),
    question: config.question,
    originalQuestion: config.question,
    n: 1,
    phase: phaseFor(1),
    newPointsThisRound: 0,
    raisedThisRound: false,
    disputedAtLastClose: null,
    ledger: [],
    points: {},
    pointOrder: [],
    challenges: {},
    challengeOrder: [],
    evidence: {},
    stressTest: { status: config.mode === 'standard' ? 'pending' : 'off', targets: [] },
    stability: [],
    relabels: [],
    everChallenged: false,
    arbitration: { pendingTriggers: [], runs: [] },
  };
}
