// Plain text wrapped like Markdown is, for texts that are not Markdown (help, an item's detail):
// runs of spaces are kept (columns lined up with spaces stay lined up), a wrapped line hangs under
// its line's second column when it is laid out in two (a gap of two spaces or more: `j / k    move
// down`), else under its indentation, and every character is cleaned.
import { clean, expandTabs, type StyledLine, seg, textWidth } from './styled-line.js';
import { indent, spaces, wrapSegments } from './wrap.js';

export function plainLines(text: string, width: number): StyledLine[] {
  const max = Math.max(1, Math.floor(width));
  return clean(text.replace(/\r\n?/g, '\n'))
    .split('\n')
    .flatMap((raw) => {
      const line = expandTabs(raw).trimEnd();
      const body = line.trimStart();
      if (body === '') return [[]];
      const lead = line.length - body.length;
      const column = /^\S.*?\S {2,}(?=\S)/.exec(body);
      const first = lead <= max / 2 ? lead : 0;
      const second = column ? first + textWidth(column[0]) : first;
      const hang = second <= max / 2 ? second : first;
      return indent(wrapSegments([seg(body)], max - hang, { collapse: false, first: max - first }), [spaces(first)], [spaces(hang)]);
    });
}
