// The argumentation protocol (seed 000): bounded consultation between an orchestrator and a
// consultee, with provenance, challenges, evidence gates, phases and optional arbitration.
import { configureWith } from '../kit/configure.js';
import { composeWith } from '../kit/move-forms.js';
import type { Protocol } from '../types.js';
import { type ArgumentationConfig, argumentationConfigSchema } from './config.js';
import { ARGUMENTATION_INFO } from './declaration.js';
import { demo } from './demo.js';
import { checkHuman, humanActions } from './human-actions.js';
import { whenPossible } from './when-possible.js';
import { init } from './init.js';
import { moveSheet } from './move-forms.js';
import type { Move } from './moves.js';
import { outcome } from './outcome.js';
import { parse } from './parse.js';
import { plan } from './plan.js';
import { reduce } from './reduce.js';
import type { ArgState } from './state.js';
import { summary, view } from './view.js';

export const argumentation: Protocol<ArgState, Move, ArgumentationConfig> = {
  ...ARGUMENTATION_INFO,
  movesVersion: 1,
  configure: configureWith(argumentationConfigSchema),
  init,
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
};

export type { ArgState } from './state.js';
export type { ArgumentationConfig } from './config.js';
