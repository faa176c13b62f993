// Word wrap for styled text: words move whole to the next line, a word wider than the width is cut
// across lines, and the spaces at a wrap are dropped. A word may span segments (`**bold**,` is one
// word of two styles) and is kept together all the same. Widths are display columns.
import { type Segment, type SegmentStyle, type StyledLine, seg, textWidth } from './styled-line.js';

type Atom = { kind: 'word'; pieces: Segment[]; width: number } | { kind: 'space'; piece: Segment; width: number } | { kind: 'break' };

/** Appends a segment, joining it to the last one when they share a style. */
function push(line: Segment[], piece: Segment): void {
  if (piece.text === '') return;
  const last = line[line.length - 1];
  if (last && last.style === piece.style) line[line.length - 1] = seg(last.text + piece.text, last.style);
  else line.push(piece);
}

/** Words, runs of spaces and line breaks ('\n'), in order. `collapse` folds a run of spaces to one. */
function atomsOf(segments: readonly Segment[], collapse: boolean): Atom[] {
  const atoms: Atom[] = [];
  for (const { text, style } of segments) {
    for (const part of text.split(/(\n| +)/)) {
      if (part === '') continue;
      if (part === '\n') atoms.push({ kind: 'break' });
      else if (part[0] === ' ') {
        const spaces = collapse ? ' ' : part;
        const last = atoms[atoms.length - 1];
        if (collapse && last?.kind === 'space') continue;
        atoms.push({ kind: 'space', piece: seg(spaces, style), width: spaces.length });
      } else {
        const last = atoms[atoms.length - 1];
        const width = textWidth(part);
        if (last?.kind === 'word') {
          push(last.pieces, seg(part, style));
          last.width += width;
        } else atoms.push({ kind: 'word', pieces: [seg(part, style)], width });
      }
    }
  }
  return atoms;
}

/** Cuts styled text into lines of at most `width` columns, character by character (code, long words). */
export function hardBreak(pieces: readonly Segment[], width: number): Segment[][] {
  const lines: Segment[][] = [];
  let line: Segment[] = [];
  let used = 0;
  for (const { text, style } of pieces) {
    let chunk = '';
    for (const ch of text) {
      const w = textWidth(ch);
      // A character wider than the whole width (a wide one at width 1) goes alone rather than never.
      if (w > 0 && used + w > width && used > 0) {
        push(line, seg(chunk, style));
        lines.push(line);
        line = [];
        used = 0;
        chunk = '';
      }
      chunk += ch;
      used += w;
    }
    push(line, seg(chunk, style));
  }
  lines.push(line);
  return lines;
}

export interface WrapOptions {
  /** Fold runs of spaces to one (Markdown); plain text keeps them, for columns lined up with spaces. */
  collapse?: boolean;
  /** The width of the first line, when it differs (the lines after it hang under a column). */
  first?: number;
}

/** Word-wraps `segments` to `width` columns; a '\n' in a segment's text starts a new line. */
export function wrapSegments(segments: readonly Segment[], width: number, { collapse = true, first }: WrapOptions = {}): StyledLine[] {
  const lines: StyledLine[] = [];
  const room = () => Math.max(1, lines.length === 0 && first !== undefined ? first : width);
  let line: Segment[] = [];
  let used = 0;
  let pending: { piece: Segment; width: number } | undefined;
  const flush = () => {
    lines.push(line);
    line = [];
    used = 0;
    pending = undefined;
  };
  for (const atom of atomsOf(segments, collapse)) {
    if (atom.kind === 'break') {
      flush();
      continue;
    }
    if (atom.kind === 'space') {
      // Spaces count only between words: those that open a line (after a wrap) are dropped.
      if (used > 0)
        pending = pending
          ? { piece: seg(pending.piece.text + atom.piece.text, pending.piece.style), width: pending.width + atom.width }
          : atom;
      continue;
    }
    const gap = pending?.width ?? 0;
    if (used + gap + atom.width <= room()) {
      if (pending) push(line, pending.piece);
      for (const piece of atom.pieces) push(line, piece);
      used += gap + atom.width;
      pending = undefined;
      continue;
    }
    if (used > 0) flush();
    if (atom.width <= room()) {
      for (const piece of atom.pieces) push(line, piece);
      used = atom.width;
      continue;
    }
    // Cut to the narrower of the two widths: the pieces after the first go on the lines that hang.
    const parts = hardBreak(atom.pieces, Math.min(room(), Math.max(1, width)));
    for (const part of parts.slice(0, -1)) lines.push(part);
    line = parts[parts.length - 1]!;
    used = line.reduce((sum, s) => sum + textWidth(s.text), 0);
  }
  lines.push(line);
  return lines;
}

/** Prefixes the first line with `first` and every other line with `rest` (a bullet, a quote bar). */
export function indent(lines: readonly StyledLine[], first: readonly Segment[], rest: readonly Segment[]): StyledLine[] {
  return lines.map((line, i) => {
    const out: Segment[] = [];
    for (const piece of [...(i === 0 ? first : rest), ...line]) push(out, piece);
    return out;
  });
}

/** The line without the spaces at its end (a table row's padding after its last cell). */
export function trimEnd(line: readonly Segment[]): Segment[] {
  const out = [...line];
  while (out.length > 0) {
    const last = out[out.length - 1]!;
    const text = last.text.trimEnd();
    if (text === last.text) break;
    if (text === '') out.pop();
    else {
      out[out.length - 1] = seg(text, last.style);
      break;
    }
  }
  return out;
}

/** `count` spaces as a segment. */
export const spaces = (count: number, style: SegmentStyle = 'plain'): Segment => seg(' '.repeat(Math.max(0, count)), style);
