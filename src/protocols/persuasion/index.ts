// The persuasion protocol (seed 002): PRO and OPP argue in Prakken's speech acts over a shared
// context K, with commitment stores and a bipolar argumentation framework scored by gradual
// semantics; a moderator reviews each round and gives the verdict.
import { configureWith } from '../kit/configure.js';
import { composeWith } from '../kit/move-forms.js';
import type { Protocol } from '../types.js';
import { type PersuasionConfig, persuasionConfigSchema } from './config.js';
import { PERSUASION_INFO } from './declaration.js';
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
import type { PersuasionState } from './state.js';
import { summary, view } from './view.js';

export const persuasion: Protocol<PersuasionState, Move, PersuasionConfig> = {
  ...PERSUASION_INFO,
  movesVersion: 1,
  configure: configureWith(persuasionConfigSchema),
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

export type { PersuasionState } from './state.js';
export type { PersuasionConfig } from './config.js';
