// Turns what the terminal sends into single keys. Ink hands its input listeners one event per
// escape sequence and one per run of plain characters, so "\t\t", "j\r" or three Backspaces arrive
// as one string; here every such run is split into its keys, an Esc followed at once by a key is
// an Esc and that key (never Alt+key), and a bracketed paste becomes one `paste` key whose text
// keeps its line breaks as "\n".

export interface Keypress {
  /** A printable character itself ('j', '?', 'G'), or a key's name: enter, tab, escape, backspace,
   *  delete, insert, up, down, left, right, home, end, pageup, pagedown, space, paste, unknown. */
  name: string;
  ctrl: boolean;
  meta: boolean;
  shift: boolean;
  /** What the key types: the character, the pasted text, or '' for a key that types nothing. */
  text: string;
}

const ESC = '\u001b';
export const PASTE_START = `${ESC}[200~`;
export const PASTE_END = `${ESC}[201~`;

const key = (name: string, extra: Partial<Keypress> = {}): Keypress => ({
  name,
  ctrl: false,
  meta: false,
  shift: false,
  text: '',
  ...extra,
});

/** Final bytes of CSI / SS3 sequences that name a key by themselves (ESC [ A, ESC O A). */
const FINAL: Record<string, string> = { A: 'up', B: 'down', C: 'right', D: 'left', H: 'home', F: 'end', Z: 'tab' };
/** ESC [ n ~ keys. */
const TILDE: Record<string, string> = {
  '1': 'home',
  '2': 'insert',
  '3': 'delete',
  '4': 'end',
  '5': 'pageup',
  '6': 'pagedown',
  '7': 'home',
  '8': 'end',
};

/** xterm's modifier parameter: 1 + shift(1) + alt(2) + ctrl(4). */
function modifiers(param: string | undefined): Pick<Keypress, 'shift' | 'meta' | 'ctrl'> {
  const bits = Math.max(0, Number(param ?? '1') - 1);
  return { shift: (bits & 1) !== 0, meta: (bits & 2) !== 0, ctrl: (bits & 4) !== 0 };
}

/** One escape sequence (ESC [ … or ESC O …) as a key; unknown sequences are named `unknown`. */
function sequenceKey(seq: string): Keypress {
  const body = /^\u001b(?:\[\[?|O)([\d;]*)([A-Za-z~])$/.exec(seq);
  if (!body) return key('unknown');
  const [, params = '', final = ''] = body;
  const parts = params.split(';');
  if (final === '~') {
    const name = TILDE[parts[0] ?? ''];
    return name ? key(name, modifiers(parts[1])) : key('unknown');
  }
  const name = FINAL[final];
  if (!name) return key('unknown');
  // ESC [ Z is shift+tab; ESC [ 1 ; 5 C is ctrl+right.
  return key(name, { ...modifiers(parts[1]), ...(final === 'Z' ? { shift: true } : {}) });
}

/** One character typed (or a control character) as a key. */
function charKey(ch: string): Keypress {
  const code = ch.codePointAt(0)!;
  switch (ch) {
    case '\r':
      return key('enter');
    case '\t':
      return key('tab');
    case '\u007f':
    case '\b':
      return key('backspace');
    case ' ':
      return key('space', { text: ' ' });
    case ESC:
      return key('escape');
  }
  if (code === 0) return key('space', { ctrl: true });
  // Ctrl+A … Ctrl+Z (Ctrl+J is "\n": a new line in a text field, never Enter).
  if (code >= 1 && code <= 26) return key(String.fromCharCode(code + 96), { ctrl: true });
  if (code < 32) return key(String.fromCharCode(code + 64), { ctrl: true });
  return key(ch, { text: ch, shift: ch !== ch.toLowerCase() });
}

/** The keys in one of Ink's input events. */
export function splitKeys(event: string): Keypress[] {
  const keys: Keypress[] = [];
  let i = 0;
  while (i < event.length) {
    if (event[i] !== ESC) {
      const ch = String.fromCodePoint(event.codePointAt(i)!);
      keys.push(charKey(ch));
      i += ch.length;
      continue;
    }
    const rest = event.slice(i);
    const sequence = /^\u001b(?:\[\[[A-Za-z]|\[[\x30-\x3f]*[\x20-\x2f]*[\x40-\x7e]|O[\x40-\x7e])/.exec(rest);
    if (sequence) {
      keys.push(sequenceKey(sequence[0]));
      i += sequence[0].length;
      continue;
    }
    // A lone Esc, or Esc followed at once by a key: the Esc is its own key.
    keys.push(key('escape'));
    i += 1;
  }
  return keys;
}

/** Pasted text as a field keeps it: line breaks as "\n", other control characters dropped. */
export function cleanPaste(text: string): string {
  return text
    .replace(/\u001b\[[\d;]*[A-Za-z~]/g, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '  ')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '');
}

/**
 * Collects Ink's input events into keys, holding what arrives between the bracketed-paste markers
 * (which a long paste may spread over several events) until the paste ends.
 */
export class KeyReader {
  #paste: string[] | undefined;

  read(event: string): Keypress[] {
    const out: Keypress[] = [];
    let rest = event;
    while (rest.length > 0) {
      if (this.#paste) {
        const end = rest.indexOf(PASTE_END);
        if (end < 0) {
          this.#paste.push(rest);
          return out;
        }
        this.#paste.push(rest.slice(0, end));
        out.push(key('paste', { text: cleanPaste(this.#paste.join('')) }));
        this.#paste = undefined;
        rest = rest.slice(end + PASTE_END.length);
        continue;
      }
      const start = rest.indexOf(PASTE_START);
      if (start < 0) {
        out.push(...splitKeys(rest));
        return out;
      }
      out.push(...splitKeys(rest.slice(0, start)));
      this.#paste = [];
      rest = rest.slice(start + PASTE_START.length);
    }
    return out;
  }
}

/** The name a binding uses for a key: "j", "G", "?", "enter", "ctrl+c", "shift+tab", "space". */
export function bindingName(k: Keypress): string {
  const mods = `${k.ctrl ? 'ctrl+' : ''}${k.meta ? 'alt+' : ''}`;
  if (k.name.length === 1) return `${mods}${k.name}`;
  return `${mods}${k.shift ? 'shift+' : ''}${k.name}`;
}
