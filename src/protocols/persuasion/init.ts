import { initialBookkeeping } from '../kit/state.js';
import type { PersuasionConfig } from './config.js';
import type { PersuasionState, Turn } from './state.js';

/** Who gathers K first: the moderator, all three seats at once, or nobody (the person adds facts, then the opening). */
export function openingTurns(config: PersuasionConfig): Turn[] {
  switch (config.gather) {
    case 'mod':
      return [{ seat: 'mod', purpose: 'gather' }];
    case 'all':
      return (['mod', 'pro', 'opp'] as const).map((seat) => ({ seat, purpose: 'gather' as const, group: 'gather' }));
    case 'none':
      return [{ seat: 'pro', purpose: 'open' }];
  }
}

export function init(config: PersuasionConfig): PersuasionState {
  const gathering = config.gather !== 'none';
  return {
    ...initialBookkeeping(openingTurns(config), ['P', 'O', 'A', 'K', 'E', 'M']),
    config,
    personas: config.personas,
    stage: gathering ? 'context' : 'opening',
    round: 0,
    turnInRound: 0,
    turnNo: 0,
    facts: {},
    factOrder: [],
    moves: {},
    moveOrder: [],
    statements: {},
    statementOrder: [],
    evidence: {},
    stores: { pro: [], opp: [] },
    retracted: { pro: [], opp: [] },
    thesis: {},
    flags: [],
    rulings: [],
    givenUp: {},
  };
}
