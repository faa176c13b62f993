// Is a crux question binary — could a person answer it YES or NO once the evidence is in? And the
// moderator's template that forces a binary framing when the debaters did not give one.

const AUXILIARIES = [
  'is',
  'are',
  'was',
  'were',
  'will',
  'would',
  'does',
  'do',
  'did',
  'can',
  'could',
  'should',
  'has',
  'have',
  'had',
  'must',
  'shall',
  'may',
];
const OPEN_WORDS = ['what', 'how', 'why', 'which', 'who', 'whom', 'whose', 'when', 'where'];

/** Why the question cannot be answered YES or NO, or null when it can. */
export function binaryProblem(question: string): string | null {
  const q = question.trim();
  if (q === '') return 'the question is empty';
  if (q.length > 300) return 'the question is longer than 300 characters: ask one thing';
  if (!q.endsWith('?')) return 'a question ends with "?"';
  if (q.indexOf('?') !== q.length - 1) return 'ask one question, not several';
  const first = /^[\p{L}']+/u.exec(q)?.[0]?.toLowerCase() ?? '';
  if (OPEN_WORDS.includes(first))
    return `an open question ("${first} …") has no YES or NO answer: ask whether a threshold is crossed instead`;
  if (!AUXILIARIES.includes(first)) return 'a YES-or-NO question starts with a verb such as Is, Will, Does or Should';
  if (/\bor\b(?!\s+not\b)/i.test(q)) return 'it offers alternatives ("… or …"): ask about one of them';
  return null;
}

/** The question framed so it can only be answered YES or NO: kept when it already is. */
export function forcedBinary(question: string): string {
  const q = question.trim();
  if (binaryProblem(q) === null) return q;
  const statement = q.replace(/[?.!\s]+$/, '').replace(/\?/g, '');
  return `Is the following true: ${statement}?`;
}
