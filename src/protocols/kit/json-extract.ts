// Finds the one JSON value an agent was asked to answer with, inside whatever prose surrounds it:
// a fenced block first (```json or a bare fence), otherwise the first balanced {...} or [...]
// that parses.

export type Extracted = { ok: true; value: unknown } | { ok: false; problem: string };

// Each attempt may scan to the end of the text; a cap keeps hostile input linear in practice.
const MAX_BARE_ATTEMPTS = 64;

const FENCE = /```[a-zA-Z0-9_-]*[ \t]*\r?\n([\s\S]*?)```/g;

export function extractJson(text: string): Extracted {
  for (const match of text.matchAll(FENCE)) {
    const body = (match[1] ?? '').trim();
    if (!body.startsWith('{') && !body.startsWith('[')) continue;
    const parsed = tryParse(body);
    if (parsed.ok) return parsed;
  }
  let attempts = 0;
  for (let start = 0; start < text.length && attempts < MAX_BARE_ATTEMPTS; start++) {
    const ch = text[start];
    if (ch !== '{' && ch !== '[') continue;
    attempts++;
    const end = matchingClose(text, start);
    if (end < 0) continue;
    const parsed = tryParse(text.slice(start, end + 1));
    if (parsed.ok && typeof parsed.value === 'object' && parsed.value !== null) return parsed;
  }
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'the answer was empty' };
  return {
    ok: false,
    problem: 'no JSON object found in the answer (expected one object, fenced or bare)',
  };
}

function tryParse(candidate: string): Extracted {
  try {
    return { ok: true, value: JSON.parse(candidate) as unknown };
  } catch (error) {
    return { ok: false, problem: `invalid JSON: ${(error as Error).message}` };
  }
}

/** Index of the bracket closing the one at `start`, skipping string contents; -1 if unbalanced. */
function matchingClose(text: string, start: number): number {
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') stack.push('}');
    else if (ch === '[') stack.push(']');
    else if (ch === '}' || ch === ']') {
      if (stack.pop() !== ch) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}
