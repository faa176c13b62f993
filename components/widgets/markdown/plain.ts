// Plain text wrapped like Markdown is, for texts that are not Markdown (help, an item's detail):
// runs of spaces are kept (columns lined up with spaces stay lined up), a wrapped line hangs under
// its line's indentation, and every character is cleaned.
import { clean, expandTabs, type StyledLine, seg } from './styled-line.js';
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
      const hang = lead <= max / 2 ? lead : 0;
      return indent(wrapSegments([seg(body)], max - hang, { collapse: false }), [spaces(hang)], [spaces(hang)]);
    });
}
