// Where the JSON of an answer may be: the body of each fenced block that starts like JSON, and each
// balanced {...} or [...] in the prose around the fences. Scanning only; json-read.ts reads a
// candidate and json-extract.ts chooses among them.

export interface Span {
  start: number;
  end: number;
}

export interface Fence {
  /** The fence's body, where it starts in the answer. */
  body: string;
  start: number;
}

// A fence may carry a language tag and may hold its JSON on the opening line: ```json {"a": 1}```.
const FENCE = /```([A-Za-z0-9_+-]*)[ \t]*(?:\r?\n)?([\s\S]*?)```/g;

/** Every fenced block whose body starts with `{` or `[`. */
export function fencedBodies(text: string): Fence[] {
  const fences: Fence[] = [];
  for (const match of text.matchAll(FENCE)) {
    const raw = match[2] ?? '';
    const body = raw.trim();
    if (!body.startsWith('{') && !body.startsWith('[')) continue;
    fences.push({ body, start: (match.index ?? 0) + match[0].indexOf(raw) + raw.indexOf(body) });
  }
  return fences;
}

/** The answer with every fenced block blanked out (same length), so prose is scanned alone. */
export function withoutFences(text: string): string {
  return text.replace(FENCE, (block) => ' '.repeat(block.length));
}

/** A `[ ]` or `[x]` box of a markdown checklist (`- [ ] task`): never an answer. */
export function isChecklistBox(text: string, start: number): boolean {
  if (!/^\[[ xX]?\]/.test(text.slice(start, start + 3))) return false;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  return /^\s*(?:[-*+]|\d+[.)])\s*$/.test(text.slice(lineStart, start));
}

/**
 * The index of the bracket closing the one at `start`, or -1 when it never closes. Brackets inside
 * strings do not count: double-quoted ones (with escapes), typographic “…” ones, and single-quoted
 * ones where JSON would start a key or a value.
 */
export function matchingClose(text: string, start: number): number {
  const stack: string[] = [];
  let close: string | null = null;
  let lastSignificant = '';
  for (let i = start; i < text.length; i++) {
    const ch = text[i]!;
    if (close !== null) {
      if (ch === '\\' && close !== '”') i++;
      else if (ch === close) {
        close = null;
        lastSignificant = '"';
      }
      continue;
    }
    if (ch === '"') close = '"';
    else if (ch === '“') close = '”';
    else if (ch === "'" && '{[,:'.includes(lastSignificant)) close = "'";
    else if (ch === '{') stack.push('}');
    else if (ch === '[') stack.push(']');
    else if (ch === '}' || ch === ']') {
      if (stack.pop() !== ch) return -1;
      if (stack.length === 0) return i;
    }
    if (close === null && !/\s/.test(ch)) lastSignificant = ch;
  }
  return -1;
}

/** Whether an unclosed bracket at `start` opens what looks like a JSON answer, not prose. */
export function opensJson(text: string, start: number): boolean {
  return /^[{[]\s*[{["'“]/.test(text.slice(start, start + 40));
}
