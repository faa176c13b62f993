// Inline Markdown (emphasis, code, links, breaks) from marked's tokens to styled segments, not yet
// wrapped. The innermost style wins (`code` inside `**strong**` reads as code); inside a heading
// everything reads as the heading. A line break is a '\n' in a segment's text, which wrapSegments
// honours. marked's lexer resolves numeric character references (`&#x1b;` is an Esc), so every text
// taken from a token is cleaned here, before it is measured.
import type { Token, Tokens } from 'marked';
import { clean, type Segment, type SegmentStyle, seg } from './styled-line.js';

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  larr: '←',
  rarr: '→',
  times: '×',
};

/**
 * Named character references as the reader sees them: marked resolves the numeric ones and leaves
 * these to a browser (turning a bare `&` beside a numeric one into `&amp;`). One pass, so `&amp;lt;`
 * reads `&lt;`. A name not listed here stays as written.
 */
export function decodeNamed(text: string): string {
  return text.includes('&') ? text.replace(/&([a-z]+);/gi, (whole, name: string) => NAMED[name.toLowerCase()] ?? whole) : text;
}

/** Text from a token, cleaned and on one line: a soft break the lexer kept reads as a space, a tab too. */
const flat = (text: string) => clean(text).replace(/[\n\t]/g, ' ');

/**
 * Segments for inline tokens. `forced` (a heading's style) overrides every inner style; otherwise
 * `within` is the style of the enclosing emphasis, used for plain text inside it.
 */
export function inlineSegments(tokens: readonly Token[], within?: SegmentStyle, forced?: SegmentStyle): Segment[] {
  const out: Segment[] = [];
  const style = (own: SegmentStyle) => forced ?? own;
  const base = forced ?? within ?? 'plain';
  for (const token of tokens) {
    const t = token as Tokens.Generic;
    switch (t.type) {
      case 'text':
        if (t.tokens?.length) out.push(...inlineSegments(t.tokens, within, forced));
        else out.push(seg(flat(decodeNamed(t.text as string)), base));
        break;
      case 'escape':
        out.push(seg(flat(t.text as string), base));
        break;
      case 'strong':
        out.push(...inlineSegments(t.tokens ?? [], 'strong', forced));
        break;
      case 'em':
        out.push(...inlineSegments(t.tokens ?? [], 'em', forced));
        break;
      case 'del':
        out.push(...inlineSegments(t.tokens ?? [], 'strike', forced));
        break;
      case 'codespan':
        out.push(seg(flat(t.text as string), style('code')));
        break;
      case 'br':
        out.push(seg('\n', base));
        break;
      case 'link':
      case 'image': {
        const shown = inlineSegments(t.tokens ?? [], 'link', forced);
        const text = shown.map((s) => s.text).join('');
        const href = clean(String(t.href ?? ''));
        if (t.type === 'image') out.push(seg('[image: ', style('dim')), ...shown, seg(']', style('dim')));
        else out.push(...shown);
        if (href && href !== text && href !== `mailto:${text}`) out.push(seg(' ', base), seg(href, style('dim')));
        break;
      }
      case 'html':
        // Shown as the text it is: an agent's `<br>` in a table cell still breaks the line.
        out.push(seg(/^<br\s*\/?>$/i.test((t.text as string).trim()) ? '\n' : flat(t.text as string), base));
        break;
      case 'checkbox':
        out.push(seg(t.checked ? '[x] ' : '[ ] ', style('bullet')));
        break;
      default:
        // An inline token this renderer does not know still shows its source text.
        out.push(seg(flat(String(t.raw ?? '')), base));
    }
  }
  return out;
}
