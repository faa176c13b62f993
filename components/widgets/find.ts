// Finding text in a document already drawn as lines: which lines hold a query (case-insensitive),
// the next one from a place (round the end), and a line with each occurrence marked as a match.
import { type Segment, type StyledLine, seg } from './markdown/index.js';

/** Lower case, when that keeps every index where it was (it does but for a few scripts). */
function folded(text: string): { text: string; query: (q: string) => string } {
  const lower = text.toLowerCase();
  return lower.length === text.length ? { text: lower, query: (q) => q.toLowerCase() } : { text, query: (q) => q };
}

/** The numbers of the lines that hold `query`. */
export function matchingLines(texts: readonly string[], query: string): number[] {
  if (query === '') return [];
  const needle = query.toLowerCase();
  const out: number[] = [];
  texts.forEach((text, i) => {
    if (text.toLowerCase().includes(needle)) out.push(i);
  });
  return out;
}

/** The first match after `from` (or before it, going back), round the end of the document. */
export function nextMatch(matches: readonly number[], from: number, direction: 1 | -1): number | undefined {
  if (matches.length === 0) return undefined;
  if (direction === 1) return matches.find((m) => m > from) ?? matches[0];
  return [...matches].reverse().find((m) => m < from) ?? matches[matches.length - 1];
}

/** The line with every occurrence of `query` in its own segments, styled as a match. */
export function highlighted(line: StyledLine, query: string): StyledLine {
  if (query === '') return line;
  const whole = line.map((s) => s.text).join('');
  const { text, query: fold } = folded(whole);
  const needle = fold(query);
  const ranges: [number, number][] = [];
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) ranges.push([at, at + needle.length]);
  if (ranges.length === 0) return line;
  const out: Segment[] = [];
  let offset = 0;
  for (const { text: part, style } of line) {
    let cut = 0;
    for (const [start, end] of ranges) {
      const from = Math.max(start - offset, cut);
      const to = Math.min(end - offset, part.length);
      if (to <= from) continue;
      if (from > cut) out.push(seg(part.slice(cut, from), style));
      out.push(seg(part.slice(from, to), 'match'));
      cut = to;
    }
    if (cut < part.length) out.push(seg(part.slice(cut), style));
    offset += part.length;
  }
  return out;
}
