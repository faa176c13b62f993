// Reading and writing CSP/1 text, the line protocol of seed 003: `KEY:value` pairs on one line
// (`DEBATE REQ:… ROUNDS:2 STAKES:high`), `KEY value` at the start of a line (`RESOLUTION MODIFY`),
// and lists written `[first, second]`. Keys are upper-case words from a known set, so a proposal
// that mentions "stakes" in lower case, or a word in capitals that is no key, never cuts a value.

/** The values of the known `keys` in `text`, each running until the next key; absent keys are left out. */
export function readFields<K extends string>(text: string, keys: readonly K[]): Partial<Record<K, string>> {
  const alternatives = [...keys].sort((a, b) => b.length - a.length).join('|');
  // A key anywhere after a space when a colon follows it; at a line's start, a space may follow instead.
  const key = new RegExp(`(^|\\s)(${alternatives})(?::|(?<=^[ \\t]*(?:${alternatives}))[ \\t])`, 'gm');
  // Markdown around a key at a line's start (`- **CLAIM**:`) is dropped; a list's own bullets stay.
  const cleaned = text.replace(new RegExp(`^[ \\t]*(?:[-*>]+[ \\t]*)?\\*{0,2}(${alternatives})\\*{0,2}(?=[:\\s])`, 'gm'), '$1');
  const found: { key: K; start: number; end: number }[] = [];
  for (const match of cleaned.matchAll(key)) {
    const at = match.index + match[1]!.length;
    found.push({ key: match[2] as K, start: at, end: match.index + match[0].length });
  }
  const out: Partial<Record<K, string>> = {};
  found.forEach((f, i) => {
    if (out[f.key] !== undefined) return;
    const next = found[i + 1]?.start ?? cleaned.length;
    out[f.key] = unquote(cleaned.slice(f.end, next).trim());
  });
  return out;
}

function unquote(value: string): string {
  const quoted = /^"([\s\S]*)"$|^“([\s\S]*)”$/.exec(value);
  return quoted ? (quoted[1] ?? quoted[2] ?? '') : value;
}

/**
 * A list as CSP/1 writes it: `[a, b]`, a JSON array, bullet lines, or one value. Items may be
 * JSON-quoted to hold commas (`["open '/a', then '/b'", "second"]`); `none` and `[]` are empty.
 */
export function readList(value: string): string[] {
  const text = value.trim();
  if (text === '' || /^(none|n\/a|-)$/i.test(text)) return [];
  if (text.startsWith('[') && text.endsWith(']')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (Array.isArray(parsed)) return parsed.map((v) => String(v).trim()).filter(Boolean);
    } catch {
      return splitItems(text.slice(1, -1));
    }
  }
  const bullets = text.split('\n').map((l) => /^\s*(?:[-*•]|\d+[.)])\s+(.*)$/.exec(l)?.[1]?.trim());
  if (bullets.length > 1 && bullets.every((b) => b !== undefined)) return bullets as string[];
  return [text];
}

/** Items separated by commas, where an item in double quotes may hold commas. */
function splitItems(inner: string): string[] {
  const items: string[] = [];
  const item = /\s*("(?:[^"\\]|\\.)*"|[^,]*)\s*(?:,|$)/g;
  for (const match of inner.matchAll(item)) {
    if (match[0] === '') break;
    const raw = match[1]!.trim();
    let value = raw;
    if (raw.startsWith('"')) {
      try {
        value = String(JSON.parse(raw));
      } catch {
        value = raw.slice(1, -1);
      }
    }
    if (value !== '') items.push(value);
  }
  return items;
}

/** A list written so `readList` reads it back: items holding a comma, a bracket or a quote are JSON-quoted. */
export function writeList(items: readonly string[]): string {
  return `[${items.map((i) => (/[,[\]"]/.test(i) || i !== i.trim() ? JSON.stringify(i) : i)).join(', ')}]`;
}

/** One line: a value never breaks a CSP/1 line. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
