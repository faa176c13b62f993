// Which names a binding may give a key: exactly the names `bindingName` (parse-keys.ts) gives the
// keys a terminal can send, so a key a config file binds is one agon can read.

/** Keys named by a word that take no modifier (but ctrl+space and shift+tab). */
const PLAIN = ['enter', 'tab', 'escape', 'backspace', 'space', 'ctrl+space', 'shift+tab'];
/** Keys a terminal sends as an escape sequence, which carries ctrl, alt and shift. */
const MODIFIABLE = ['up', 'down', 'left', 'right', 'home', 'end', 'insert', 'delete', 'pageup', 'pagedown'];
const MODIFIED = new RegExp(`^(ctrl\\+)?(alt\\+)?(shift\\+)?(${MODIFIABLE.join('|')})$`);
/** Ctrl+H, Ctrl+I and Ctrl+M arrive as backspace, tab and enter. */
const CTRL_LETTER = /^ctrl\+[a-gj-ln-z]$/;

const SYNTAX =
  'write one character ("j", "G", "?"), a key name (enter, tab, escape, space, backspace, up, down, left, right, home, end, ' +
  'pageup, pagedown, insert, delete), ctrl+LETTER, or modifiers before a key name (shift+tab, ctrl+up, alt+left)';

function printable(text: string): boolean {
  const chars = [...text];
  const code = chars[0]?.codePointAt(0) ?? 0;
  return chars.length === 1 && code > 32 && code !== 127 && !(code >= 0x80 && code < 0xa0);
}

export function isKeyName(text: string): boolean {
  return printable(text) || PLAIN.includes(text) || MODIFIED.test(text) || CTRL_LETTER.test(text);
}

/** Why `text` cannot be a key of a binding, or undefined when it can. */
export function keyProblem(text: string, fixed: ReadonlyMap<string, string>): string | undefined {
  const keeper = fixed.get(text);
  if (keeper !== undefined) return `${text} stays with ${keeper} whatever the config says`;
  return isKeyName(text) ? undefined : `"${text}" is not a key: ${SYNTAX}`;
}
