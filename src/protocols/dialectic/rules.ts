// The synthesis rules of seed 003, "Synthesis Rules (Orchestrator)", in the order they are tried.
// A rule that holds decides the resolution whatever the synthesis seat proposed; the two judgement
// calls in them ("is the COUNTER actionable?", "is the DIFF substantial?") are the synthesis seat's,
// read with the seed's bias: only a plain "no" rejects, so an unsure or missing judgement accepts.
// When no rule holds, the synthesis's own resolution stands; without one, the debate escalates.
import { oneLine } from './csp.js';
import { errorFingerprint } from './fingerprint.js';
import type { ArgueMove, DiagnoseMove, Judgement, ObjectMove, ResolutionName, ReviewMove, SynthesizeMove } from './moves.js';
import type { Stakes } from './request.js';

export type RuleId =
  | 'high-severity-actionable-counter'
  | 'high-stakes-disagreement'
  | 'confident-advocate-low-severity'
  | 'critic-should-escalate'
  | 'repeated-pattern'
  | 'substantial-diff-no-blind-spot';

export interface PlanningFacts {
  stakes: Stakes;
  advocate?: ArgueMove;
  critic?: ObjectMove;
}

export interface FailureFacts {
  /** The errors the debated attempts ended with. */
  errors: readonly string[];
  /** Fingerprints of the patterns earlier failure debates on this task named. */
  priorPatterns: readonly string[];
  advocate?: DiagnoseMove;
  critic?: ReviewMove;
}

/** A resolution as the rules or the synthesis make it, before it is recorded. */
export interface Decision {
  resolution: ResolutionName;
  rationale: string;
  modifications: string[];
  nextApproach: string;
  escalateTo: string;
  nextAttemptLimit?: number;
  /** A rule that held, the synthesis's own resolution, or none of them (no usable synthesis answer). */
  decidedBy: RuleId | 'synthesis' | 'synthesis-unavailable';
}

interface Rule<F> {
  id: RuleId;
  /** The rule as the view's checklist shows it. */
  label: string;
  /** Whether it holds; undefined while the answers it reads are missing. */
  holds(facts: F, synthesis: SynthesizeMove | undefined): boolean | undefined;
  /** Why it holds or not (or what it waits for), in words, quoting the answers it read. */
  why(facts: F, synthesis: SynthesizeMove | undefined): string;
  decide(facts: F, synthesis: SynthesizeMove | undefined): Omit<Decision, 'decidedBy'>;
}

const NOTHING = /^(none|no objections?|no blind spots?|no pattern|n\/?a|nothing|-)\.?$/i;
/** A field that says something (not empty, not "none"). */
export const said = (text: string | undefined): text is string => text !== undefined && text.trim() !== '' && !NOTHING.test(text.trim());
/** The seed's bias: a judgement counts as yes unless it is a plain no. */
const accepted = (judgement: Judgement | undefined) => judgement !== 'no';

const ESCALATE_TO = 'human';
const WAITS = 'waits for the critic';
/** Agent words inside a reason: whole, on one line, in quotes. */
const words = (text: string) => `“${oneLine(text)}”`;
/** How a judgement call of the synthesis was counted, under the seed's bias. */
const judged = (judgement: Judgement | undefined) =>
  judgement === undefined
    ? 'not judged, so counted as yes'
    : judgement === 'unsure'
      ? 'the synthesis is unsure, so counted as yes'
      : `the synthesis says ${judgement}`;
const firstSentence = (text: string) => oneLine(/^(.+?[.!?])(\s|$)/.exec(oneLine(text))?.[1] ?? text);

function resolve(
  resolution: ResolutionName,
  rationale: string,
  more: Partial<Omit<Decision, 'decidedBy'>> = {},
): Omit<Decision, 'decidedBy'> {
  return { resolution, rationale, modifications: [], nextApproach: '', escalateTo: resolution === 'ESCALATE' ? ESCALATE_TO : '', ...more };
}

/** MODIFY with the critic's COUNTER first, then what the synthesis adds. */
function modify(rationale: string, critic: ObjectMove, synthesis: SynthesizeMove | undefined): Omit<Decision, 'decidedBy'> {
  const all = [...(said(critic.counter) ? [critic.counter] : []), ...(synthesis?.modifications ?? [])];
  // The same change written twice (once by the critic, once by the synthesis) is listed once.
  const modifications = all.filter((m, i) => all.findIndex((o) => oneLine(o).toLowerCase() === oneLine(m).toLowerCase()) === i);
  return resolve('MODIFY', rationale, { modifications, nextAttemptLimit: synthesis?.nextAttemptLimit ?? 1 });
}

export const PLANNING_RULES: readonly Rule<PlanningFacts>[] = [
  {
    id: 'high-severity-actionable-counter',
    label: 'critic SEVERITY:high with an actionable COUNTER → MODIFY',
    holds: ({ critic }, s) => (critic ? critic.severity === 'high' && said(critic.counter) && accepted(s?.counterActionable) : undefined),
    why: ({ critic }, s) => {
      if (!critic) return WAITS;
      if (critic.severity !== 'high') return `the critic's SEVERITY is ${critic.severity}, not high`;
      if (!said(critic.counter)) return 'SEVERITY high, but the critic gives no COUNTER';
      const actionable = accepted(s?.counterActionable) ? 'an actionable COUNTER' : 'a COUNTER the synthesis judged not actionable';
      return `SEVERITY high and ${actionable} (${judged(s?.counterActionable)}): ${words(critic.counter)}`;
    },
    decide: ({ critic }, s) =>
      modify("The critic found a serious risk and its counter is actionable, so the plan goes ahead with the critic's change.", critic!, s),
  },
  {
    id: 'high-stakes-disagreement',
    label: 'high stakes and any disagreement → MODIFY or ESCALATE',
    holds: ({ stakes, critic }) => (stakes !== 'high' ? false : critic ? said(critic.objection) : undefined),
    why: ({ stakes, critic }) => {
      if (stakes !== 'high') return `the stakes are ${stakes}, not high`;
      if (!critic) return WAITS;
      return said(critic.objection)
        ? `STAKES high and the critic objects: ${words(critic.objection)}`
        : 'STAKES high, but the critic raises no objection';
    },
    decide: ({ critic }, s) => {
      if (s?.resolution === 'ESCALATE') return resolve('ESCALATE', firstSentence(s.rationale), { escalateTo: s.escalateTo || ESCALATE_TO });
      if (said(critic!.counter) || (s?.modifications.length ?? 0) > 0)
        return modify('The stakes are high and the critic disagrees, so the plan only goes ahead changed.', critic!, s);
      return resolve('ESCALATE', 'The stakes are high, the critic disagrees and offers no change, so a person decides.');
    },
  },
  {
    id: 'confident-advocate-low-severity',
    label: 'advocate CONFIDENCE ≥ 0.8 and critic SEVERITY:low → PROCEED',
    holds: ({ advocate, critic }) => (advocate && critic ? advocate.confidence >= 0.8 && critic.severity === 'low' : undefined),
    why: ({ advocate, critic }) => {
      if (!advocate || !critic) return `waits for the ${advocate ? 'critic' : 'advocate'}`;
      const sure = advocate.confidence >= 0.8 ? 'at least 0.8' : 'below 0.8';
      return `the advocate's CONFIDENCE ${advocate.confidence} is ${sure}; the critic's SEVERITY is ${critic.severity}${critic.severity === 'low' ? '' : ', not low'}`;
    },
    decide: () => resolve('PROCEED', 'The advocate is confident and the critic found nothing serious.'),
  },
];

/** Whether an error repeats among the debated attempts (by fingerprint), or the pattern was named before. */
export function patternRepeats(facts: Pick<FailureFacts, 'errors' | 'priorPatterns'>, pattern: string): boolean {
  const prints = facts.errors.map(errorFingerprint);
  return new Set(prints).size < prints.length || facts.priorPatterns.includes(errorFingerprint(pattern));
}

export const FAILURE_RULES: readonly Rule<FailureFacts>[] = [
  {
    id: 'critic-should-escalate',
    label: 'critic SHOULD_ESCALATE:true → ESCALATE (no override)',
    holds: ({ critic }) => critic?.shouldEscalate,
    why: ({ critic }) =>
      !critic ? WAITS : critic.shouldEscalate ? 'the critic says SHOULD_ESCALATE true' : 'the critic says SHOULD_ESCALATE false',
    decide: (_, s) =>
      resolve('ESCALATE', 'The critic judged that this failure needs a person.', { escalateTo: s?.escalateTo || ESCALATE_TO }),
  },
  {
    id: 'repeated-pattern',
    label: "the critic's PATTERN matches the previous errors → ESCALATE",
    holds: (facts) => (facts.critic ? said(facts.critic.pattern) && patternRepeats(facts, facts.critic.pattern) : undefined),
    why: (facts) => {
      if (!facts.critic) return WAITS;
      const { pattern } = facts.critic;
      if (!said(pattern)) return 'the critic names no PATTERN';
      const prints = facts.errors.map(errorFingerprint);
      const reasons = [
        ...(new Set(prints).size < prints.length ? ['the debated errors share a fingerprint'] : []),
        ...(facts.priorPatterns.includes(errorFingerprint(pattern)) ? ['an earlier failure debate on this task named it'] : []),
      ];
      return reasons.length
        ? `the PATTERN ${words(pattern)} repeats: ${reasons.join(', and ')}`
        : `the PATTERN ${words(pattern)} matches neither the debated errors nor an earlier debate's pattern`;
    },
    decide: (_, s) =>
      resolve('ESCALATE', 'The same failure pattern keeps coming back, so another attempt alone will not break it.', {
        escalateTo: s?.escalateTo || ESCALATE_TO,
      }),
  },
  {
    id: 'substantial-diff-no-blind-spot',
    label: 'a substantial DIFF_FROM_PREVIOUS and no BLIND_SPOT → RETRY',
    holds: ({ advocate, critic }, s) => (advocate && critic ? !said(critic.blindSpot) && accepted(s?.diffSubstantial) : undefined),
    why: ({ advocate, critic }, s) => {
      if (!advocate || !critic) return `waits for the ${advocate ? 'critic' : 'advocate'}`;
      if (said(critic.blindSpot)) return `the critic names a BLIND_SPOT: ${words(critic.blindSpot)}`;
      const substantial = accepted(s?.diffSubstantial)
        ? 'a substantial DIFF_FROM_PREVIOUS'
        : 'a DIFF_FROM_PREVIOUS the synthesis judged not substantial';
      return `no BLIND_SPOT, and ${substantial} (${judged(s?.diffSubstantial)}): ${words(advocate.diff)}`;
    },
    decide: ({ advocate }, s) =>
      resolve('RETRY', 'The fix differs substantially from what failed and the critic sees no blind spot.', {
        nextApproach: s?.nextApproach || advocate!.fix,
        nextAttemptLimit: 1,
      }),
  },
];

export interface RuleState {
  id: RuleId;
  label: string;
  holds: boolean | undefined;
  why: string;
}

/** Each rule of the debate type, whether it holds now and why (for the view's checklist and spotlight). */
export function ruleStates<F>(rules: readonly Rule<F>[], facts: F, synthesis: SynthesizeMove | undefined): RuleState[] {
  return rules.map((r) => ({ id: r.id, label: r.label, holds: r.holds(facts, synthesis), why: r.why(facts, synthesis) }));
}

/**
 * The resolution: the first rule that holds, else the synthesis's own (a RETRY allowing one more
 * attempt, as no failure debate grants more), else — with no synthesis — ESCALATE.
 */
export function decide<F>(rules: readonly Rule<F>[], facts: F, synthesis: SynthesizeMove | undefined): Decision {
  const rule = rules.find((r) => r.holds(facts, synthesis) === true);
  if (rule) return { ...rule.decide(facts, synthesis), decidedBy: rule.id };
  if (!synthesis)
    return {
      ...resolve('ESCALATE', 'The synthesis gave no usable answer and no rule decides, so a person decides.'),
      decidedBy: 'synthesis-unavailable',
    };
  const { resolution } = synthesis;
  return {
    ...resolve(resolution, firstSentence(synthesis.rationale), {
      modifications: synthesis.modifications,
      nextApproach: synthesis.nextApproach,
      ...(resolution === 'ESCALATE' ? { escalateTo: synthesis.escalateTo || ESCALATE_TO } : {}),
      ...(resolution === 'MODIFY'
        ? { nextAttemptLimit: synthesis.nextAttemptLimit ?? 1 }
        : resolution === 'RETRY'
          ? { nextAttemptLimit: 1 }
          : {}),
    }),
    decidedBy: 'synthesis',
  };
}
