// The engine's draft of a falsifier for a debater who could not state one (after the third failed
// lock): read from what the debater said, newest first — a comparison with a number as the
// threshold, the words around it as the metric, a date or period they named as the deadline (else
// the end of next year, counted from the latest event's time). What it cannot find stays empty,
// and the debater is told what to fill in when they accept or amend it.
import { falsifierProblems } from './falsifier-validator.js';
import type { CruxState } from './state.js';

const THRESHOLD =
  /(?:>=|<=|≥|≤|>|<|\bat least\b|\bat most\b|\bmore than\b|\bless than\b|\babove\b|\bbelow\b|\bover\b|\bunder\b)\s*[$€£]?\s?\d[\d,.]*\s*(?:%|percent\b|[kmbt]n?\b|billion\b|million\b|trillion\b)?|[$€£]?\d[\d,.]*\s*%/i;
const DEADLINE = /\b\d{4}-\d{2}(?:-\d{2})?\b|\b(?:within|in)\s+\d+\s*(?:day|week|month|quarter|year)s?\b|\b(?:19|20|21)\d{2}\b/i;

export interface DraftFields {
  metric: string;
  threshold: string;
  deadline: string;
  reasoning: string;
  problems: string[];
}

export function draftFalsifier(state: CruxState, seat: string): DraftFields {
  const said = state.thread
    .map((id) => state.entries[id]!)
    .filter((e) => e.by === seat && e.kind !== 'LOCK')
    .reverse();
  const sentences = said.flatMap((e) => e.text.split(/(?<=[.;!?])\s+/).map((text) => ({ text, entry: e.id })));
  const withThreshold = sentences.find((s) => THRESHOLD.test(s.text));
  const threshold = withThreshold ? THRESHOLD.exec(withThreshold.text)![0].trim() : '';
  const metric = withThreshold
    ? withThreshold.text
        .replace(THRESHOLD, ' ')
        .replace(DEADLINE, ' ')
        .replace(/^[→\w-]*\s*:\s*/, '')
        .replace(/\s+/g, ' ')
        .replace(/[\s,.;:]+$/, '')
        .trim()
        .slice(0, 120)
    : (state.question?.text ?? state.config.question).replace(/\?$/, '');
  const named = sentences.map((s) => DEADLINE.exec(s.text)?.[0]).find((d) => d !== undefined);
  const year = state.usage.last ? new Date(state.usage.last).getUTCFullYear() : undefined;
  const deadline = named ?? (year !== undefined && Number.isFinite(year) ? `${year + 1}-12-31` : '');
  const fields = { metric, threshold, deadline };
  return {
    ...fields,
    reasoning: withThreshold
      ? `drafted by the moderator from ${seat}'s ${withThreshold.entry}`
      : `drafted by the moderator from the crux question: ${seat} named no number`,
    problems: falsifierProblems(fields),
  };
}
