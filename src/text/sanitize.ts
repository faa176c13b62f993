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

const ESC = '\x1b';
const SGR = /^\x1b\[([0-9;:]*)m/;

/** Shown by code point: format characters (bidi, zero-width, tags …), separators, fillers, VS17+. */
const HIDDEN = /[\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u115f\u1160\u3164\uffa0\u{E0100}-\u{E01EF}]/u;

function caret(code: number): string {
  return code === 0x7f ? '^?' : `^${String.fromCharCode(code + 0x40)}`;
}

export function codePoint(ch: string): string {
  return `<U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`;
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
  return `${ESC}[${kept.join(';')}m`;
}

function sanitize(text: string, keepColours: boolean): string {
  let out = '';
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i)!;
    const ch = String.fromCodePoint(code);
    if (keepColours && ch === ESC) {
      const sgr = SGR.exec(text.slice(i, i + 64));
      if (sgr) {
        out += withoutConcealment(sgr[1]!);
        i += sgr[0].length;
        continue;
      }
    }
    if (ch === '\n' || ch === '\t') out += ch;
    else if (code < 0x20 || code === 0x7f) out += caret(code);
    else if ((code >= 0x80 && code <= 0x9f) || HIDDEN.test(ch)) out += codePoint(ch);
    else out += ch;
    i += ch.length;
  }
  return out;
}

/** For the TUI: colours (SGR) are kept, without concealment; everything else is made visible. */
export function sanitizeForTerminal(text: string): string {
  return sanitize(text, true);
}

/** For text output, stderr and files meant for people: no escape sequence passes, colours neither. */
export function sanitizeForPlain(text: string): string {
  return sanitize(text, false);
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
