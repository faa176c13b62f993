// The resolution in words a person acts on, and the headline: where the debate stands in one
// sentence ("MODIFY — the stakes are high and the critic disagrees, so the plan only goes ahead
// changed: rename the table tonight; drop it after the quarterly export").
import { isPersonSeat } from '../kit/players.js';
import type { Headline } from '../types.js';
import { oneLine } from './csp.js';
import { ruleChecklist } from './decision.js';
import { lead } from './fields.js';
import { FAILURE_RULES, PLANNING_RULES, type RuleId } from './rules.js';
import { type DialecticState, type Resolution, roundsOf } from './state.js';

export function ruleLabel(id: RuleId): string {
  return [...PLANNING_RULES, ...FAILURE_RULES].find((r) => r.id === id)?.label ?? id;
}

const unstop = (text: string) => oneLine(text).replace(/[.!;:]+$/, '');
/** A sentence's first letter in lower case, unless the word is an acronym or a name in capitals. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

/** The resolution as words: its rationale, then what it changes, where to go next or who decides. */
export function resolutionWords(r: Resolution): string {
  const why = unstop(r.rationale);
  switch (r.resolution) {
    case 'MODIFY':
      return r.modifications.length ? `${why}: ${r.modifications.map(unstop).join('; ')}` : `${why}.`;
    case 'RETRY':
    case 'PIVOT':
      return r.nextApproach ? `${why}; next: ${unstop(r.nextApproach)}` : `${why}.`;
    case 'ESCALATE':
      return `${why}; escalated to ${oneLine(r.escalateTo) || 'human'}`;
    case 'PROCEED':
      return `${why}.`;
  }
}

export function headline(state: DialecticState): Headline {
  const r = state.resolution;
  if (r)
    return {
      text: `${r.resolution} — ${lowerFirst(resolutionWords(r))}`,
      tone: r.resolution === 'ESCALATE' || r.resolution === 'PIVOT' ? 'warning' : r.resolution === 'PROCEED' ? 'good' : 'neutral',
    };
  if (state.failed) return { text: `No resolution: ${state.failed}`, tone: 'warning' };
  const due = state.pending[0]?.seat ?? 'synthesis';
  const whose = isPersonSeat(state.config, due) ? `your turn in the ${due} seat` : `the ${due}'s turn`;
  const where = due === 'synthesis' ? 'Synthesis' : `Round ${state.round} of ${roundsOf(state)}`;
  const lastId = state.order.at(-1);
  const last = lastId ? state.answers[lastId] : undefined;
  const said = last ? lead(last.move) : undefined;
  const holding = ruleChecklist(state).find((rule) => rule.holds === true);
  return {
    text: `${[
      `${where}, ${whose}`,
      ...(last && said ? [`the ${last.seat} said${said.status ? ` (${said.status})` : ''}: ${unstop(said.text)}`] : []),
      ...(holding ? [`so far the rule “${holding.label}” holds`] : []),
    ].join('; ')}.`,
    tone: 'neutral',
  };
}
