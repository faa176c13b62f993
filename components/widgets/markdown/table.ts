// A Markdown table fitted to the width: each column as wide as its content when that fits, else the
// widest columns shrink first (never below a floor) and every cell wraps inside its column; a rule
// under the header, columns two spaces apart. When even the floors do not fit, each row becomes a
// block of "label: value" lines, which reads better than columns a few letters wide.
import type { Tokens } from 'marked';
import { inlineSegments } from './inline.js';
import { lineWidth, type Segment, type StyledLine, seg, textWidth } from './styled-line.js';
import { indent, spaces, trimEnd, wrapSegments } from './wrap.js';

const GAP = 2;
/** A column never shrinks below its longest word, kept within these bounds (or its content, if narrower). */
const FLOOR_MIN = 6;
const FLOOR_MAX = 14;
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

type Align = 'center' | 'left' | 'right' | null;

const sum = (ns: readonly number[]) => ns.reduce((a, b) => a + b, 0);

function naturalWidth(cell: readonly Segment[]): number {
  return Math.max(1, ...wrapSegments(cell, UNBOUNDED).map(lineWidth));
}

function longestWord(cell: readonly Segment[]): number {
  const words = cell
    .map((s) => s.text)
    .join('')
    .split(/\s+/);
  return Math.max(1, ...words.map(textWidth));
}

/**
 * Column widths adding up to at most `room`: the natural ones if they fit, else every column capped
 * at the largest common cap that fits (so the widest shrink first), never below its floor.
 */
export function fitColumns(natural: readonly number[], floor: readonly number[], room: number): number[] {
  if (sum(natural) <= room) return [...natural];
  const at = (cap: number) => natural.map((n, i) => Math.max(floor[i]!, Math.min(n, cap)));
  let low = 0;
  let high = Math.max(...natural);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (sum(at(mid)) <= room) low = mid;
    else high = mid - 1;
  }
  const widths = at(low);
  let left = room - sum(widths);
  for (let i = 0; i < widths.length && left > 0; i++) {
    if (natural[i]! > widths[i]!) {
      widths[i]! += 1;
      left -= 1;
    }
  }
  return widths;
}

function aligned(line: StyledLine, width: number, align: Align): Segment[] {
  const room = width - lineWidth(line);
  if (align === 'right') return [spaces(room), ...line];
  if (align === 'center') return [spaces(Math.floor(room / 2)), ...line, spaces(Math.ceil(room / 2))];
  return [...line, spaces(room)];
}

function rowLines(cells: readonly Segment[][], widths: readonly number[], align: readonly Align[]): StyledLine[] {
  const wrapped = widths.map((w, i) => wrapSegments(cells[i] ?? [], w));
  const height = Math.max(...wrapped.map((c) => c.length));
  const lines: StyledLine[] = [];
  for (let row = 0; row < height; row++) {
    const line: Segment[] = [];
    widths.forEach((w, i) => {
      if (i > 0) line.push(spaces(GAP));
      line.push(...aligned(wrapped[i]![row] ?? [], w, align[i] ?? null));
    });
    lines.push(trimEnd(line));
  }
  return lines;
}

/** One block per row: each cell on its own lines under its column's name. */
function rowBlocks(header: readonly Segment[][], rows: readonly Segment[][][], width: number): StyledLine[] {
  const lines: StyledLine[] = [];
  rows.forEach((row, r) => {
    if (r > 0) lines.push([]);
    header.forEach((label, i) => {
      const name = label.map((s) => s.text).join('');
      const cell = [...(name ? [seg(`${name}:`, 'strong'), seg(' ')] : []), ...(row[i] ?? [])];
      lines.push(...indent(wrapSegments(cell, width - 2), [], [spaces(2)]));
    });
  });
  return lines;
}

export function tableLines(table: Tokens.Table, width: number): StyledLine[] {
  const header = table.header.map((c) => inlineSegments(c.tokens, 'strong'));
  const rows = table.rows.map((r) => r.map((c) => inlineSegments(c.tokens)));
  const all = [header, ...rows];
  const natural = header.map((_, i) => Math.max(...all.map((r) => naturalWidth(r[i] ?? []))));
  const floor = header.map((_, i) =>
    Math.min(natural[i]!, Math.min(FLOOR_MAX, Math.max(FLOOR_MIN, ...all.map((r) => longestWord(r[i] ?? []))))),
  );
  const room = width - GAP * (header.length - 1);
  if (sum(floor) > room) return rowBlocks(header, rows, width);
  const widths = fitColumns(natural, floor, room);
  const align = table.align;
  const body = rows.map((r) => rowLines(r, widths, align));
  const spaced = body.some((lines) => lines.length > 1);
  return [
    ...rowLines(header, widths, align),
    widths.flatMap((w, i) => [...(i > 0 ? [spaces(GAP)] : []), seg('─'.repeat(w), 'rule')]),
    ...body.flatMap((lines, i) => (spaced && i > 0 ? [[], ...lines] : lines)),
  ];
}
