// The output policy: what a person's screen, viewer or markdown renderer may be handed. Text that
// came from anyone but agon itself (a question, an agent's answer, a person's move, a file name)
// is shown, never obeyed: every control character is made visible (`^[`, `^G`, `^M`), and every
// character that is invisible or reorders what is read (bidi overrides, zero-width and other
// format characters, Unicode tags, line and paragraph separators, variation selectors beyond the
// emoji ones, Hangul fillers, lone surrogates) is shown by its code point (`<U+202E>`). So nothing
// can move the cursor, clear the screen, retitle the window, write the clipboard (OSC 52), hide a
// link (OSC 8), conceal text (SGR 8), smuggle unseen instructions (tags) or reorder a line.
//
// Two displays: `sanitizeForTerminal` (the TUI) keeps colours (SGR) an agent chose, without
// concealment; `sanitizeForPlain` (text output, stderr, transcript.md, exports) lets no escape
// sequence through at all. `--json` keeps the characters but escapes them: see json.ts. The raw
// text stays untouched in the session. Both are idempotent: their output passes unchanged.

/**
 * Shown by code point or caret: C0 controls but newline and tab, DEL, C1 controls, format
 * characters (bidi, zero-width, tags …), separators, lone surrogates, fillers, VS17 and beyond.
 */
const UNSAFE = String.raw`[\x00-\x08\x0b-\x1f\x7f-\x9f\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u115f\u1160\u3164\uffa0\u{E0100}-\u{E01EF}]`;
const PLAIN = new RegExp(UNSAFE, 'gu');
/** An SGR sequence (kept, without concealment), or a character to show. */
const TERMINAL = new RegExp(String.raw`\x1b\[([0-9;:]*)m|${UNSAFE}`, 'gu');

export function codePoint(ch: string): string {
  return `<U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`;
}

/** A control as a caret (`^[`, `^G`, `^?`), anything else by its code point. */
function visible(ch: string): string {
  const code = ch.codePointAt(0)!;
  if (code < 0x20) return `^${String.fromCharCode(code + 0x40)}`;
  if (code === 0x7f) return '^?';
  return codePoint(ch);
}

/** An SGR sequence without the parameters that conceal text (8), or '' when nothing is left. */
function withoutConcealment(params: string): string {
  const parts = params.split(';');
  const kept: string[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    const p = parts[i]!;
    // 38/48/58 take a colour: `5;N` or `2;R;G;B`, whose numbers are not attributes.
    if ((p === '38' || p === '48' || p === '58') && (parts[i + 1] === '5' || parts[i + 1] === '2')) {
      const width = parts[i + 1] === '5' ? 2 : 4;
      kept.push(...parts.slice(i, i + 1 + width));
      i += width;
      continue;
    }
    if (p === '8' || p === '08') continue;
    kept.push(p);
  }
  if (parts.length > 0 && kept.length === 0) return '';
  return `\x1b[${kept.join(';')}m`;
}

/** For the TUI: colours (SGR) are kept, without concealment; everything else is made visible. */
export function sanitizeForTerminal(text: string): string {
  return text.replace(TERMINAL, (match: string, params: string | undefined) =>
    params === undefined ? visible(match) : withoutConcealment(params),
  );
}

/** For text output, stderr and files meant for people: no escape sequence passes, colours neither. */
export function sanitizeForPlain(text: string): string {
  return text.replace(PLAIN, visible);
}

/** Every string in a value (objects and arrays walked, other values kept), through `clean`. */
export function sanitizeDeep<T>(value: T, clean: (text: string) => string): T {
  if (typeof value === 'string') return clean(value) as T;
  if (Array.isArray(value)) return value.map((item) => sanitizeDeep(item, clean)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = sanitizeDeep(item, clean);
    return out as T;
  }
  return value;
}
