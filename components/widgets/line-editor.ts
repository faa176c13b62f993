// The editing a text field does, as a pure function of the text, the cursor and one key: the line
// editing people have in a shell (readline's keys) plus several lines where a field allows them.
// Enter submits; in a multi-line field Ctrl+J starts a new line, and pasted line breaks are kept
// (a one-line field turns them into spaces). Text is never stored with a carriage return.
import type { Keypress } from '../keys/parse-keys.js';

export interface Edit {
  text: string;
  /** Index into `text`, 0..text.length. */
  cursor: number;
}

export type EditResult = { kind: 'edit'; edit: Edit } | { kind: 'submit' } | { kind: 'cancel' } | { kind: 'ignored' };

const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);

/** Where the word before `at` starts (unix-word-rubout, Alt+B). */
export function wordStart(text: string, at: number): number {
  let i = at;
  while (i > 0 && isSpace(text[i - 1])) i -= 1;
  while (i > 0 && !isSpace(text[i - 1])) i -= 1;
  return i;
}

/** Where the word at or after `at` ends (Alt+F). */
export function wordEnd(text: string, at: number): number {
  let i = at;
  while (i < text.length && isSpace(text[i])) i += 1;
  while (i < text.length && !isSpace(text[i])) i += 1;
  return i;
}

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;
const lineEnd = (text: string, at: number) => {
  const next = text.indexOf('\n', at);
  return next < 0 ? text.length : next;
};

/** The cursor one line up or down, at the same column where the line is long enough. */
function verticalMove(text: string, at: number, direction: -1 | 1): number | undefined {
  const start = lineStart(text, at);
  const column = at - start;
  if (direction < 0) {
    if (start === 0) return undefined;
    const above = lineStart(text, start - 1);
    return Math.min(above + column, start - 1);
  }
  const end = lineEnd(text, at);
  if (end === text.length) return undefined;
  return Math.min(end + 1 + column, lineEnd(text, end + 1));
}

function insert(edit: Edit, typed: string): Edit {
  return { text: edit.text.slice(0, edit.cursor) + typed + edit.text.slice(edit.cursor), cursor: edit.cursor + typed.length };
}

function cut(edit: Edit, from: number, to: number): Edit {
  const [a, b] = from <= to ? [from, to] : [to, from];
  return { text: edit.text.slice(0, a) + edit.text.slice(b), cursor: a };
}

const move = (edit: Edit, cursor: number): Edit => ({ text: edit.text, cursor: Math.max(0, Math.min(edit.text.length, cursor)) });

/** What one key does to a field. */
export function applyKey(edit: Edit, key: Keypress, { multiline = false }: { multiline?: boolean } = {}): EditResult {
  const done = (next: Edit): EditResult => ({ kind: 'edit', edit: next });
  const { text, cursor } = edit;
  if (key.name === 'paste') {
    const pasted = multiline ? key.text : key.text.replace(/\n+/g, ' ');
    return done(insert(edit, pasted));
  }
  if (key.ctrl && key.name.length === 1) {
    switch (key.name) {
      case 'a':
        return done(move(edit, lineStart(text, cursor)));
      case 'e':
        return done(move(edit, lineEnd(text, cursor)));
      case 'b':
        return done(move(edit, cursor - 1));
      case 'f':
        return done(move(edit, cursor + 1));
      case 'w':
        return done(cut(edit, wordStart(text, cursor), cursor));
      case 'u':
        return done(cut(edit, lineStart(text, cursor), cursor));
      case 'k':
        return done(cut(edit, cursor, lineEnd(text, cursor)));
      case 'd':
        return done(cut(edit, cursor, Math.min(text.length, cursor + 1)));
      case 'j':
        return multiline ? done(insert(edit, '\n')) : { kind: 'ignored' };
      default:
        return { kind: 'ignored' };
    }
  }
  const word = key.ctrl || key.meta;
  switch (key.name) {
    case 'enter':
      return { kind: 'submit' };
    case 'escape':
      return { kind: 'cancel' };
    case 'backspace':
      return done(cut(edit, word ? wordStart(text, cursor) : Math.max(0, cursor - 1), cursor));
    case 'delete':
      return done(cut(edit, cursor, word ? wordEnd(text, cursor) : Math.min(text.length, cursor + 1)));
    case 'left':
      return done(move(edit, word ? wordStart(text, cursor) : cursor - 1));
    case 'right':
      return done(move(edit, word ? wordEnd(text, cursor) : cursor + 1));
    case 'home':
      return done(move(edit, lineStart(text, cursor)));
    case 'end':
      return done(move(edit, lineEnd(text, cursor)));
    case 'up':
    case 'down': {
      const to = multiline ? verticalMove(text, cursor, key.name === 'up' ? -1 : 1) : undefined;
      return to === undefined ? { kind: 'ignored' } : done(move(edit, to));
    }
  }
  if (key.meta || key.text === '') return { kind: 'ignored' };
  return done(insert(edit, key.text));
}
