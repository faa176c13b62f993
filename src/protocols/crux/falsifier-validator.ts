// Is a falsifier concrete enough to settle anything? Its structure must be complete (metric,
// threshold, deadline), its threshold must name a number, its deadline a date or a period, and no
// part of it may hedge ("probably", "likely", "might", …): the seed's line between "drops >50%
// when SPY drops >30%" and "probably correlated".

export interface FalsifierText {
  metric?: string;
  threshold?: string;
  deadline?: string;
}

/** Words that let a falsifier never be wrong. "may" counts unless it is the month (May 2027). */
export const VAGUE_WORDS = [
  'probably',
  'likely',
  'unlikely',
  'might',
  'maybe',
  'perhaps',
  'possibly',
  'could',
  'may',
  'somewhat',
  'significant',
  'significantly',
  'substantial',
  'substantially',
  'considerable',
  'considerably',
  'soon',
  'eventually',
  'someday',
  'sometime',
  'arguably',
  'generally',
] as const;

const NUMBER = /\d/;
const DEADLINE_FORMS = [
  /\b\d{4}-\d{2}(?:-\d{2})?\b/, // 2027-12-31, 2027-12
  /\b(?:19|20|21)\d{2}\b/, // a year: "end of 2027", "Q3 2026", "Dec 2027"
  /\b\d+\s*(?:day|week|month|quarter|year)s?\b/i, // "within 12 months"
];

function vagueWordIn(text: string): string | undefined {
  const lower = text.toLowerCase();
  return VAGUE_WORDS.find((word) => {
    const pattern = new RegExp(`\\b${word.replace(/ /g, '\\s+')}\\b${word === 'may' ? '(?!\\s+\\d)' : ''}`, 'i');
    return pattern.test(lower);
  });
}

/** Every reason the falsifier is not concrete; none when it is. */
export function falsifierProblems(f: FalsifierText): string[] {
  const problems: string[] = [];
  const parts = { metric: f.metric?.trim() ?? '', threshold: f.threshold?.trim() ?? '', deadline: f.deadline?.trim() ?? '' };
  for (const [name, value] of Object.entries(parts)) {
    if (value === '') problems.push(`the ${name} is missing`);
    const vague = vagueWordIn(value);
    if (vague) problems.push(`the ${name} hedges ("${vague}")`);
  }
  if (parts.threshold !== '' && !NUMBER.test(parts.threshold))
    problems.push('the threshold names no number (such as ">= $100B" or "drops >50%")');
  if (parts.deadline !== '' && !DEADLINE_FORMS.some((form) => form.test(parts.deadline))) {
    problems.push('the deadline is no date or period (such as 2027-12-31 or "within 12 months")');
  }
  return problems;
}

export function isConcrete(f: FalsifierText): boolean {
  return falsifierProblems(f).length === 0;
}
