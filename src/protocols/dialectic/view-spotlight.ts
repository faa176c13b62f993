// The dialectic's card on the main screen: every synthesis rule the engine checks for this debate
// type, each with its verdict and why, then the resolution with its changes, next approach or who
// decides. And the legend: the seed's field words the rows and the card use.
import { inline, table } from '../kit/markdown.js';
import type { LegendEntry, Spotlight } from '../types.js';
import { ruleChecklist } from './decision.js';
import type { RuleState } from './rules.js';
import type { DialecticState, Resolution } from './state.js';
import { decidedWords } from './view-record.js';

function verdict(rule: RuleState, r: Resolution | undefined): string {
  if (rule.holds === undefined) return 'waiting';
  if (!rule.holds) return 'unmet';
  if (r?.decidedBy === rule.id) return 'decided';
  return r?.decidedBy === 'person' ? 'met, overruled by you' : 'met';
}

export function spotlight(state: DialecticState): Spotlight {
  const r = state.resolution;
  const rules = ruleChecklist(state);
  const lines = [
    table(
      ['Rule', 'Verdict', 'Why'],
      rules.map((rule) => [rule.label, verdict(rule, r), rule.why]),
    ),
    '',
    ...(r
      ? resolutionMarkdown(r)
      : [state.failed ? `No resolution: ${inline(state.failed)}` : 'No resolution yet: the synthesis answers last.']),
  ];
  return { title: `Synthesis rules (${state.config.request.type} debate)`, markdown: lines.join('\n') };
}

function resolutionMarkdown(r: Resolution): string[] {
  const head = `**${r.resolution}**, ${inline(decidedWords(r))}: ${inline(r.rationale)}`;
  const limit =
    (r.resolution === 'MODIFY' || r.resolution === 'RETRY') && r.nextAttemptLimit
      ? ['', `At most ${r.nextAttemptLimit} more attempt${r.nextAttemptLimit === 1 ? '' : 's'}.`]
      : [];
  switch (r.resolution) {
    case 'MODIFY':
      return [head, '', ...r.modifications.map((m, i) => `${i + 1}. ${inline(m)}`), ...limit];
    case 'RETRY':
    case 'PIVOT':
      return [head, ...(r.nextApproach ? ['', `Next approach: ${inline(r.nextApproach)}`] : []), ...limit];
    case 'ESCALATE':
      return [head, '', `Escalated to ${inline(r.escalateTo || 'human')}.`];
    case 'PROCEED':
      return [head];
  }
}

const COMMON: LegendEntry[] = [
  { mark: 'DEBATE, DEBATE_FAILURE', meaning: 'the request debated (its CSP/1 line is in the detail)' },
  { mark: 'r1, r2, r3', meaning: "the round of the seat's answer shown; earlier rounds are in the row's detail" },
  { mark: 'PROPOSAL', meaning: "the synthesis's own resolution and rationale; a rule that holds decides over it" },
  { mark: 'RESOLUTION', meaning: 'what the debate decided, by a rule, the synthesis or you (o overrules it)' },
  { mark: 'met, unmet, decided, waiting', meaning: 'a rule holds, does not, is the one that decided, or waits for an answer it reads' },
  { mark: 'ESCALATE', meaning: 'a person decides' },
];

const PLANNING: LegendEntry[] = [
  { mark: 'CLAIM', meaning: "the advocate's claim; its SUPPORTS and CONFIDENCE (0 to 1) are in the detail" },
  { mark: 'OBJECTION', meaning: "the critic's objection; its RISKS, COUNTER (the change it suggests) and SEVERITY in the detail" },
  { mark: 'severity low, medium, high', meaning: 'how serious the critic finds its objection' },
  { mark: 'PROCEED', meaning: 'go ahead with the plan as it is' },
  { mark: 'MODIFY', meaning: 'go ahead only with the listed changes' },
];

const FAILURE: LegendEntry[] = [
  { mark: 'ATTEMPT n, RESET', meaning: "the task's failure history: a failed attempt with its error, or a reset of the count" },
  { mark: 'stale, before a reset', meaning: 'a failure over 24 h old, or one a reset no longer counts' },
  { mark: 'FIX', meaning: "the advocate's fix; its DIAGNOSIS and DIFF_FROM_PREVIOUS are in the detail" },
  { mark: 'REVIEW', meaning: "the critic's PATTERN and BLIND_SPOT; SHOULD_ESCALATE is its mark (escalate, no escalation)" },
  { mark: 'RETRY', meaning: 'try once more with the tactical change named' },
  { mark: 'PIVOT', meaning: 'a fundamentally different approach, named' },
];

export function legend(state: DialecticState): LegendEntry[] {
  if (state.config.request.type === 'failure') return [...FAILURE, ...COMMON];
  return [...PLANNING, ...(state.memory.history.length ? [FAILURE[0]!, FAILURE[1]!] : []), ...COMMON];
}
