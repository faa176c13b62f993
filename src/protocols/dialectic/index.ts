// The dialectic protocol (seed 003): an advocate, a critic and the synthesis debate a plan before a
// risky action, or a repeated failure, and resolve it PROCEED, MODIFY, RETRY, PIVOT or ESCALATE.
import { composeWith } from '../kit/move-forms.js';
import type { Protocol } from '../types.js';
import { checkHuman, humanActions } from './actions.js';
import { whenPossible } from './when-possible.js';
import { COMMAND_LOGIC } from './commands/index.js';
import { configure, type DialecticConfig } from './config.js';
import { DIALECTIC_INFO } from './declaration.js';
import { demo } from './demo.js';
import { memory } from './memory.js';
import { moveSheet } from './move-forms.js';
import type { Move } from './moves.js';
import { outcome } from './outcome.js';
import { parse } from './parse.js';
import { plan } from './plan.js';
import { reduce } from './reduce.js';
import { initialState } from './init.js';
import type { DialecticState } from './state.js';
import { summary, view } from './view.js';

export const dialectic: Protocol<DialecticState, Move, DialecticConfig> = {
  ...DIALECTIC_INFO,
  movesVersion: 1,
  configure,
  init: initialState,
  reduce,
  plan,
  parse,
  humanActions,
  checkHuman,
  whenPossible,
  composeAnswer: composeWith(moveSheet),
  summary,
  view,
  outcome,
  demo,
  memory,
  commandLogic: COMMAND_LOGIC,
};
