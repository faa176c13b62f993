// Seed 002's debate quality metrics, counted from the dialogue and its framework.
import type { Analysis } from './analysis.js';
import { derivedAttacks } from './derived.js';
import { movesOf, type PersuasionState } from './state.js';

export interface Metrics {
  arguments: number;
  attacks: number;
  rebuts: number;
  undercuts: number;
  supports: number;
  supportedAttacks: number;
  secondaryAttacks: number;
  concessions: number;
  retractions: number;
  forcedRetractions: number;
  moves: number;
  engineWhys: number;
  flags: number;
  struck: number;
}

export function metrics(state: PersuasionState, a: Analysis): Metrics {
  const statements = state.statementOrder.map((id) => state.statements[id]!);
  const moves = movesOf(state);
  const attacks = statements.filter((s) => s.attack);
  const derived = derivedAttacks(a.map.view);
  return {
    arguments: statements.length,
    attacks: attacks.length,
    rebuts: attacks.filter((s) => s.attack!.type === 'rebut').length,
    undercuts: attacks.filter((s) => s.attack!.type === 'undercut').length,
    supports: a.map.view.edges.filter((e) => e.relation === 'support').length,
    supportedAttacks: derived.filter((d) => d.kind === 'supported').length,
    secondaryAttacks: derived.filter((d) => d.kind === 'secondary').length,
    concessions: moves.filter((m) => m.act === 'concede').length,
    retractions: moves.filter((m) => m.act === 'retract').length,
    forcedRetractions: moves.filter((m) => m.act === 'retract' && m.by === 'engine').length,
    moves: moves.length,
    engineWhys: moves.filter((m) => m.act === 'why' && m.by === 'engine').length,
    flags: state.flags.length,
    struck: statements.filter((s) => s.struck).length,
  };
}
