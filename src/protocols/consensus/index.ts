// The consensus protocol (seed 001): a proposer and three generated expert challengers, a parallel
// blind challenge, fast exits, confrontation and rebuttal, and a trade-off report when they differ.
import { configureWith } from '../kit/configure.js';
import { composeWith } from '../kit/move-forms.js';
import type { Protocol } from '../types.js';
import { type ConsensusConfig, consensusConfigSchema } from './config.js';
import { CONSENSUS_INFO } from './declaration.js';
import { demo } from './demo.js';
import { files } from './files.js';
import { checkHuman, humanActions } from './human-actions.js';
import { whenPossible } from './when-possible.js';
import { init } from './init.js';
import { moveSheet } from './move-forms.js';
import type { Move } from './moves.js';
import { outcome } from './outcome.js';
import { parse } from './parse.js';
import { plan } from './plan.js';
import { reduce } from './reduce.js';
import type { ConsensusState } from './state.js';
import { summary, view } from './view.js';

export const consensus: Protocol<ConsensusState, Move, ConsensusConfig> = {
  ...CONSENSUS_INFO,
  movesVersion: 1,
  configure: configureWith(consensusConfigSchema),
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
  files,
  demo,
};

export type { ConsensusState } from './state.js';
export type { ConsensusConfig } from './config.js';
