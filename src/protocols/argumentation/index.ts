// The argumentation protocol (seed 000): bounded consultation between an orchestrator and a
// consultee, with provenance, challenges, evidence gates, phases and optional arbitration.
import type { Protocol } from '../types.js';
import { zodProblem } from '../zod-problem.js';
import { type ArgumentationConfig, argumentationConfigSchema, MODES, SEATS } from './config.js';
import { composeAnswer } from './compose.js';
import { FRAMING_IDS, FRAMINGS } from './framings.js';
import { humanActions } from './human-actions.js';
import { init } from './init.js';
import type { Move } from './moves.js';
import { outcome } from './outcome.js';
import { parse } from './parse.js';
import { plan } from './plan.js';
import { reduce } from './reduce.js';
import type { ArgState } from './state.js';
import { view } from './view.js';

export const argumentation: Protocol<ArgState, Move, ArgumentationConfig> = {
  id: 'argumentation',
  title: 'Argumentation: ledger, challenges, evidence gates, phases',
  seats: SEATS,
  requiredSeats: ['orchestrator', 'consultee'],
  configure(raw) {
    const parsed = argumentationConfigSchema.safeParse(raw);
    return parsed.success ? { ok: true, config: parsed.data } : { ok: false, problem: zodProblem(parsed.error, 1) };
  },
  init,
  reduce,
  plan,
  parse,
  humanActions,
  composeAnswer,
  framings: FRAMING_IDS.map((id) => ({ id, label: FRAMINGS[id].label })),
  modes: MODES,
  view,
  outcome,
};

export type { ArgState } from './state.js';
export type { ArgumentationConfig } from './config.js';
