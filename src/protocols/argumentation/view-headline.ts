// Where the debate stands in one sentence (the buckets, and at the end the arbiter's flags; while it
// runs, the phase and who owes what), the questions left to the person as the spotlight, and the
// words the rows use, for the help screen.
import { table } from '../kit/markdown.js';
import type { Headline, LegendEntry, Spotlight } from '../types.js';
import { type ArgState, OPEN_CHALLENGE, pointsIn } from './state.js';

const ENDED: Record<NonNullable<ArgState['done']>['reason'], string> = {
  converged: 'Converged',
  bound: 'Stopped at the round bound',
  trivial: 'Ended early: the question was trivial',
  quality: 'Stopped for quality',
};

const OWED: Record<string, string> = {
  open: 'the opening position',
  raise: 'points and defenses',
  evaluate: 'an assessment of the points',
  arbitrate: 'the arbitration',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function headline(state: ArgState, awaitingHuman: boolean): Headline {
  const [agreed, dismissed, unresolved] = (['agreed', 'dismissed', 'unresolved'] as const).map((b) => pointsIn(state, b).length);
  const counts = `${agreed} agreed, ${dismissed} dismissed, ${unresolved} unresolved`;
  const run = state.arbitration.runs[state.arbitration.runs.length - 1];
  if (state.done && state.pending.length === 0) {
    const flagged = run && !run.failed && run.flags.length ? `; the arbiter flags ${run.flags.map((f) => f.item).join(', ')}` : '';
    const failed = run?.failed ? '; the arbitration failed' : '';
    const clean = unresolved === 0 && !flagged && !failed;
    return { text: `${ENDED[state.done.reason]}: ${counts}${flagged}${failed}.`, tone: clean ? 'good' : 'warning' };
  }
  const open = state.challengeOrder.filter((id) => OPEN_CHALLENGE.includes(state.challenges[id]!.status)).length;
  const next = state.pending[0];
  const owed = next
    ? `; ${awaitingHuman ? `waiting for you (${next.seat})` : `the ${next.seat}`} owes ${OWED[next.purpose] ?? next.purpose}`
    : '';
  const opened = open ? `, ${plural(open, 'challenge')} open` : '';
  return {
    text: `${state.phase}, round ${state.n} of ${state.maxRounds}: ${counts}${opened}${owed}.`,
    tone: awaitingHuman ? 'warning' : 'neutral',
  };
}

/** The questions the engine left for the person (unresolved points it cannot settle alone), when there are any. */
export function spotlight(state: ArgState): Spotlight | undefined {
  const asked = state.pointOrder.map((id) => state.points[id]!).filter((p) => p.status === 'unresolved' && p.question);
  if (asked.length === 0) return undefined;
  return {
    title: `Questions for you (${asked.length})`,
    markdown: table(
      ['Point', 'Claim', 'Question'],
      asked.map((p) => [p.id, p.claim, p.question!]),
    ),
  };
}

export const LEGEND: LegendEntry[] = [
  { mark: 'agreed', meaning: 'in the Agreed bucket: accepted, with the evidence its kind needs' },
  { mark: 'dismissed', meaning: 'in the Dismissed bucket: rejected with grounds, out of scope, or left undefended' },
  { mark: 'unresolved', meaning: 'in the Unresolved bucket: deadlocked, missing evidence or data, or cut off; it needs the person' },
  { mark: 'disputed', meaning: 'a challenge on it is open: the consultee owes a defense' },
  { mark: 'awaiting evidence', meaning: 'accepted in substance; an empirical point still needs verified evidence' },
  { mark: 'pending', meaning: 'raised, not yet assessed by the orchestrator' },
  { mark: 'user / verified / unverified / revision', meaning: "the provenance of the point's current wording" },
  { mark: 'SKEPTICAL / REJECT / ILL-FORMED', meaning: "a challenge's kind: doubt that needs a defense, a rejection, a point to restate" },
  { mark: 'IN / OUT / UNDEC', meaning: 'the grounded label in the argument map: accepted, defeated, or undecided' },
  { mark: 'score', meaning: 'the gradual score in [0, 1]: how strongly the point stands after its attackers and supporters' },
  { mark: 'arbiter', meaning: 'the arbiter flagged the point in its review' },
  { mark: 'deadlock', meaning: 'the point deadlocked: the same dispute went round without progress' },
  { mark: 'drift', meaning: 'a seat changed its stance on the point without acknowledging it' },
  { mark: 'relabelled', meaning: "the point's kind was relabelled from empirical to value" },
  { mark: 'human', meaning: 'the person placed the point: agents can no longer move it' },
  { mark: 'formal', meaning: "the point's formal label disagrees with its bucket" },
];
