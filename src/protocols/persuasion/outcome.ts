// outcome(state): the one-line summary, the named groups (each side's commitments and surviving
// arguments), the markdown report, and the JSON outcome.
import type { Outcome } from '../types.js';
import { analysis } from './analysis.js';
import { SIDE_NAME } from './config.js';
import { derivedAttacks } from './derived.js';
import { kindOf } from './framework.js';
import { metrics } from './metrics.js';
import { report } from './report.js';
import { holders, movesOf, type PersuasionState } from './state.js';

export function outcome(state: PersuasionState): Outcome {
  const a = analysis(state);
  const d = a.determination;
  const v = state.verdict;
  const scores = `PRO ${d.scores.pro.toFixed(2)} vs OPP ${d.scores.opp.toFixed(2)}`;
  const summary = v
    ? `${SIDE_NAME[v.overruled?.winner ?? v.winner]} wins (${v.scores.pro.toFixed(2)} vs ${v.scores.opp.toFixed(2)}, ${v.overruled ? "by the person's ruling" : v.how === 'surrender' ? 'by surrender' : 'by the scores'}); ${state.statementOrder.length} arguments, ${movesOf(state).length} speech acts`
    : state.ended
      ? `no verdict: ${state.ended}`
      : `in progress (${state.stage}); ${scores}`;
  const view = a.map.view;
  const json = {
    protocol: 'persuasion',
    question: state.config.question,
    perspective: state.config.perspective ?? null,
    rounds: state.config.rounds,
    personas: state.personas,
    context: state.factOrder.map((id) => ({ ...state.facts[id]! })),
    moves: movesOf(state).map((m) => ({ ...m, status: a.dialectic.status.get(m.id) ?? null })),
    arguments: state.statementOrder.map((id) => {
      const s = state.statements[id]!;
      return {
        ...s,
        kind: kindOf(state, s),
        heldBy: holders(state, id),
        score: a.map.status.get(id)?.score ?? null,
        label: a.map.status.get(id)?.label ?? null,
        omitted: a.map.omitted.get(id) ?? null,
      };
    }),
    evidence: Object.values(state.evidence),
    commitments: { pro: state.stores.pro, opp: state.stores.opp },
    retractions: { pro: state.retracted.pro, opp: state.retracted.opp },
    relations: { direct: view.edges, derived: derivedAttacks(view) },
    scores: { method: view.method, sides: d.scores, survivors: d.survivors },
    dialogue: { leading: a.dialectic.leading ?? null, surrendered: state.surrendered ?? null },
    verdict: v ?? null,
    rulings: state.rulings,
    flags: state.flags,
    metrics: metrics(state, a),
    ended: state.ended ?? null,
  };
  return {
    summary,
    buckets: {
      C_PRO: [...state.stores.pro],
      C_OPP: [...state.stores.opp],
      'Surviving PRO': d.survivors.pro,
      'Surviving OPP': d.survivors.opp,
    },
    report: report(state, a, summary),
    json,
  };
}
