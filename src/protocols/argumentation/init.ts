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
    config,
    prepared: {},
    maxRounds: roundBound(config),
    question: config.question,
    originalQuestion: config.question,
    n: 1,
    phase: phaseFor(1),
    pending: openingTurns(config),
    attempts: {},
    lastProblem: {},
    newPointsThisRound: 0,
    raisedThisRound: false,
    disputedAtLastClose: null,
    ledger: [],
    points: {},
    pointOrder: [],
    challenges: {},
    challengeOrder: [],
    evidence: {},
    counters: { P: 0, C: 0, L: 0, E: 0 },
    stressTest: { status: config.mode === 'standard' ? 'pending' : 'off', targets: [] },
    stability: [],
    inbox: {},
    notes: {},
    journal: [],
    seen: {},
    promptMark: {},
    everChallenged: false,
    arbitration: { pendingTriggers: [], runs: [] },
    undo: [],
  };
}
