// Plain text laid out in a width, measured the way the terminal draws it (wide characters take two
// columns): the lines a text wraps to, so a pane knows a row's height before drawing it. The same
// word wrap as the Markdown renderer's.
import { lineText, seg, textWidth } from './markdown/styled-line.js';
import { wrapSegments } from './markdown/wrap.js';

/** One line: whitespace (line breaks too) folded to single spaces. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The lines `text` wraps to in `width` columns, words longer than the width broken. */
export function wrapLines(text: string, width: number): string[] {
  if (text === '') return [''];
  const lines = wrapSegments([seg(text)], Math.max(1, width)).map(lineText);
  return lines.length > 0 ? lines : [''];
}

export const displayWidth = textWidth;
