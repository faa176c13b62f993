// Seed 002's eight rules in our words, each with how this engine keeps it: enforced where a rule
// can be checked mechanically, flagged for the moderator and the person where it takes judgment.
// The heuristic for ad hominem is deliberately narrow (a flag, never a refusal): it catches words
// aimed at the debater, and the moderator or the person decides.
import type { RuleId } from './state.js';

export interface RuleText {
  id: RuleId;
  n: number;
  title: string;
  /** What a debater is asked to do. */
  duty: string;
  /** How the engine keeps it, for the README and the report. */
  kept: string;
}

export const RULES: readonly RuleText[] = [
  {
    id: 'steel-man',
    n: 1,
    title: 'Steel-man, not straw-man',
    duty: 'Argue the strongest version of your side, and attack the strongest version of theirs.',
    kept: 'flagged: the moderator strikes weak arguments from the framework in its review (so are straw men), and the person may too',
  },
  {
    id: 'evidence',
    n: 2,
    title: 'Evidence required',
    duty: 'Back every claim with evidence: cite K facts by id, or name your source.',
    kept: 'enforced: a claim without evidence is challenged at once with why, by the engine on behalf of the other side; an unsupported argument cannot score above 0.5, so it cannot survive',
  },
  {
    id: 'honest-concessions',
    n: 3,
    title: 'Honest concessions',
    duty: 'If you cannot defend a statement you hold, retract it.',
    kept: 'enforced: a why must be answered (since or retract) in your next turn, else the engine retracts the statement for you; the moderator may flag an indefensible premise',
  },
  {
    id: 'protocol',
    n: 4,
    title: 'Protocol adherence',
    duty: 'Every move is a speech act replying to an earlier move of the other side, as the table allows; never skip your turn.',
    kept: 'enforced: illegal moves are refused with the reason in your next prompt; a turn without a legal move is asked again once, then skipped and flagged',
  },
  {
    id: 'undercut',
    n: 5,
    title: 'Undercutting over rebutting',
    duty: 'Prefer undercutters (why the reasons fail to support the conclusion) to bare rebuttals.',
    kept: 'enforced in the scores (an undercut weighs 0.4, a rebuttal 0.3) and flagged when a side attacks only by rebuttal; the moderator or the person may reclassify an attack',
  },
  {
    id: 'convergence',
    n: 6,
    title: 'Convergence required',
    duty: 'Move towards a conclusion: the dialogue has a fixed number of rounds.',
    kept: 'enforced: rounds are bounded; after the last one, with no side defeated, the verdict follows the scores; a score computation that does not settle is reported, never looped on',
  },
  {
    id: 'bias',
    n: 7,
    title: 'Bias transparency',
    duty: 'Your declared bias is stated to everyone; do not hide behind it.',
    kept: 'enforced: every persona and bias is in every prompt and in the report, and the verdict must say how the biases were weighed',
  },
  {
    id: 'ad-hominem',
    n: 8,
    title: 'No ad hominem',
    duty: 'Attack arguments, never the other debater.',
    kept: 'flagged: words aimed at the debater are flagged by the engine; the moderator or the person strikes the argument',
  },
];

export const ruleTitle = (id: RuleId | 'other'): string => RULES.find((r) => r.id === id)?.title ?? 'another reason';

const AIMED_AT_THE_DEBATER: readonly RegExp[] = [
  /\byou (?:always|never|clearly|obviously|just|simply)\b[^.;]*/i,
  /\byou(?:'re| are) (?:wrong|biased|naive|clueless|incompetent|ignorant|lazy|confused|not qualified)\b/i,
  /\b(?:your|OPP's|PRO's) (?:bias|agenda|incompetence|ignorance|track record|inexperience)\b/i,
  /\b(?:idiot|stupid|clueless|incompetent|amateurish)\b/i,
];

/** The words in a move that seem aimed at the debater rather than the argument, if any. */
export function adHominem(text: string): string | undefined {
  for (const pattern of AIMED_AT_THE_DEBATER) {
    const match = pattern.exec(text);
    if (match) return match[0].trim();
  }
  return undefined;
}
