// What the renderer hands the screen: lines already wrapped to a width, each a run of segments that
// name what their text is (a heading, code, a link), never a colour. Every text is cleaned here.
import { stripVTControlCharacters } from 'node:util';
import stringWidth from 'string-width';
import { sanitizeForTerminal } from '../../../src/text/sanitize.js';

export type SegmentStyle =
  | 'plain'
  | 'strong'
  | 'em'
  | 'strike'
  | 'code'
  | 'codeBlock'
  | 'heading'
  | 'subheading'
  | 'quote'
  | 'rule'
  | 'bullet'
  | 'link'
  | 'dim'
  | 'match';

export interface Segment {
  text: string;
  style: SegmentStyle;
}

/** One screen line: its segments, whose display widths add up to at most the width it was made for. */
export type StyledLine = readonly Segment[];

/**
 * Untrusted text made safe to draw: control characters shown, never obeyed (sanitizeForTerminal),
 * and the colours an agent wrote dropped too, since the renderer styles the text itself and a
 * colour cut by a wrap would run on into the next line. Idempotent.
 */
export function clean(text: string): string {
  // What sanitizeForTerminal lets through is colour (SGR) alone, which this strips.
  return stripVTControlCharacters(sanitizeForTerminal(text));
}

const PRINTABLE_ASCII = /^[ -~]*$/;

/** Display width in terminal columns (wide characters count two, combining marks none). */
export function textWidth(text: string): number {
  // Most of a report is printable ASCII, one column a character: measured without string-width's work.
  return PRINTABLE_ASCII.test(text) ? text.length : stringWidth(text);
}

export function lineText(line: StyledLine): string {
  return line.map((s) => s.text).join('');
}

export function lineWidth(line: StyledLine): number {
  return line.reduce((sum, s) => sum + textWidth(s.text), 0);
}

export const seg = (text: string, style: SegmentStyle = 'plain'): Segment => ({ text, style });

/** Tabs to spaces, to the next multiple of `stop` columns (terminals disagree on tab stops). */
export function expandTabs(text: string, stop = 4): string {
  if (!text.includes('\t')) return text;
  let out = '';
  let column = 0;
  for (const ch of text) {
    if (ch === '\t') {
      const pad = stop - (column % stop);
      out += ' '.repeat(pad);
      column += pad;
    } else {
      out += ch;
      column = ch === '\n' ? 0 : column + textWidth(ch);
    }
  }
  return out;
}
