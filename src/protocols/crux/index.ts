// The crux protocol (seed 004): two or more debaters find the binary question their disagreement
// turns on — DISCOVERY, CRUX_LOCK, EVIDENCE, CONVERGED — under message budgets, a steelman gate
// before any challenge, a four-criteria crux lock with a moderator who escalates, concrete
// falsifiers, and a crystallized crux validated for decision relevance.
import { configureWith } from '../kit/configure.js';
import { composeWith } from '../kit/move-forms.js';
import type { Protocol } from '../types.js';
import { checkHuman, humanActions } from './actions.js';
import { whenPossible } from './when-possible.js';
import { type CruxConfig, cruxConfigSchema } from './config.js';
import { CRUX_INFO } from './declaration.js';
import { demo } from './demo.js';
import { moveSheet } from './move-forms.js';
import type { Move } from './moves.js';
import { outcome } from './outcome.js';
import { parse } from './parse.js';
import { plan } from './plan.js';
import { reduce } from './reduce.js';
import { type CruxState, init } from './state.js';
import { summary, view } from './view.js';

export const crux: Protocol<CruxState, Move, CruxConfig> = {
  ...CRUX_INFO,
  movesVersion: 1,
  configure: configureWith(cruxConfigSchema),
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

export type { CruxState } from './state.js';
export type { CruxConfig } from './config.js';
