// Agent text on a terminal: colours (SGR) are kept; every other control character is made
// visible (`^[`, `^G`), and invisible bidi or format characters are shown as `<U+202E>`, so an
// agent can neither move the cursor, rewrite the title, set the clipboard (OSC 52), hide links
// (OSC 8) nor reorder what the person reads. The raw text stays untouched in the session.

const SGR = /^\x1b\[[0-9;:]*m/;
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

function caret(code: number): string {
  return code === 0x7f ? '^?' : `^${String.fromCharCode(code + 0x40)}`;
}

function codePoint(ch: string): string {
  return `<U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`;
}

export function sanitizeForTerminal(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const code = ch.charCodeAt(0);
    if (ch === '\x1b') {
      const sgr = SGR.exec(text.slice(i, i + 64));
      if (sgr) {
        out += sgr[0];
        i += sgr[0].length - 1;
        continue;
      }
      out += '^[';
      continue;
    }
    if (ch === '\n' || ch === '\t') {
      out += ch;
      continue;
    }
    if (code < 0x20 || code === 0x7f) {
      out += caret(code);
      continue;
    }
    if (code >= 0x80 && code <= 0x9f) {
      out += codePoint(ch);
      continue;
    }
    if (INVISIBLE.test(ch)) {
      out += codePoint(ch);
      continue;
    }
    out += ch;
  }
  return out;
}
