// Text laid out in a width, measured the way the terminal draws it (wide characters take two
// columns): the lines a text wraps to, and how many, so a pane knows a row's height before drawing.
import stringWidth from 'string-width';
import wrapAnsi from 'wrap-ansi';

/** One line: whitespace (line breaks too) folded to single spaces. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The lines `text` wraps to in `width` columns, words longer than the width broken. */
export function wrapLines(text: string, width: number): string[] {
  if (text === '') return [''];
  return wrapAnsi(text, Math.max(1, width), { hard: true, trim: true }).split('\n');
}

export const displayWidth = (text: string): number => stringWidth(text);
