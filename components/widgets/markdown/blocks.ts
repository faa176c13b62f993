// Block Markdown from marked's tokens to lines wrapped to a width. A block inside another (a list
// item's paragraphs, a quote's table) is drawn at the inner width and then prefixed, so wrapped
// lines keep their hanging indent and their quote bar whatever they hold. Blocks are a blank line
// apart, but for the lines of a tight list.
import type { Token, Tokens } from 'marked';
import { inlineSegments } from './inline.js';
import { clean, expandTabs, type Segment, type StyledLine, seg, textWidth } from './styled-line.js';
import { tableLines } from './table.js';
import { indent, spaces, wrapSegments } from './wrap.js';

/** Below this many columns inside a prefix, nesting stops indenting: the text needs the room. */
const MIN_INNER = 8;
const CODE_INDENT = 2;
const BULLETS = ['•', '◦', '▪'];

interface Context {
  /** Lists nested around this block, for the bullet of the next one. */
  depth: number;
}

/** Lines drawn `inner` columns narrower and prefixed, or unprefixed when that would leave too little room. */
function nested(width: number, first: readonly Segment[], rest: readonly Segment[], draw: (inner: number) => StyledLine[]): StyledLine[] {
  const prefix = Math.max(textWidth(first.map((s) => s.text).join('')), textWidth(rest.map((s) => s.text).join('')));
  if (width - prefix < MIN_INNER) return draw(width);
  return indent(draw(width - prefix), first, rest);
}

/**
 * A code block's lines, each wrapped at its spaces (prose in a fence reads whole; a word is cut only
 * when it is wider than the room), the wrapped part hanging under the line's own indentation.
 */
function codeLines(token: Tokens.Code, width: number): StyledLine[] {
  const text = expandTabs(clean(token.text).replace(/\n+$/, ''));
  const inner = Math.max(1, width - CODE_INDENT);
  const lines = text.split('\n').flatMap((line): StyledLine[] => {
    if (line.trim() === '') return [[]];
    const lead = /^ */.exec(line)![0].slice(0, Math.max(0, inner - MIN_INNER));
    const body = wrapSegments([seg(line.slice(lead.length), 'codeBlock')], inner - lead.length, { collapse: false });
    return lead ? indent(body, [spaces(lead.length, 'codeBlock')], [spaces(lead.length, 'codeBlock')]) : body;
  });
  return width > CODE_INDENT + MIN_INNER ? indent(lines, [spaces(CODE_INDENT)], [spaces(CODE_INDENT)]) : lines;
}

function listLines(list: Tokens.List, width: number, context: Context): StyledLine[] {
  const start = typeof list.start === 'number' ? list.start : 1;
  const numberWidth = String(start + list.items.length - 1).length;
  const lines: StyledLine[] = [];
  list.items.forEach((item, i) => {
    const marker = list.ordered ? `${String(start + i).padStart(numberWidth)}. ` : `${BULLETS[context.depth % BULLETS.length]} `;
    if (i > 0 && list.loose) lines.push([]);
    const drawn = nested(width, [seg(marker, 'bullet')], [spaces(textWidth(marker))], (inner) =>
      blockLines(item.tokens, inner, { depth: context.depth + 1 }, !item.loose),
    );
    lines.push(...(drawn.length ? drawn : [[seg(marker, 'bullet')]]));
  });
  return lines;
}

function blockOf(token: Token, width: number, context: Context): StyledLine[] {
  const t = token as Tokens.Generic;
  switch (t.type) {
    case 'heading': {
      const style = t.depth <= 2 ? 'heading' : 'subheading';
      return wrapSegments(inlineSegments(t.tokens ?? [], style, style), width);
    }
    case 'paragraph':
    case 'text':
      return wrapSegments(t.tokens?.length ? inlineSegments(t.tokens) : [seg(clean(t.text as string))], width);
    case 'code':
      return codeLines(t as Tokens.Code, width);
    case 'blockquote': {
      const bar = [seg('│ ', 'quote')];
      return nested(width, bar, bar, (inner) => blockLines(t.tokens ?? [], inner, context));
    }
    case 'list':
      return listLines(t as Tokens.List, width, context);
    case 'table':
      return tableLines(t as Tokens.Table, width);
    case 'hr':
      return [[seg('─'.repeat(width), 'rule')]];
    case 'html':
      // Shown as the text it is, line for line.
      return clean(t.text as string)
        .replace(/\n+$/, '')
        .split('\n')
        .flatMap((line) => wrapSegments([seg(expandTabs(line))], width, { collapse: false }));
    case 'space':
    case 'def':
      return [];
    default:
      return wrapSegments([seg(clean(String(t.raw ?? '')))], width);
  }
}

/** The lines of a run of blocks; `tight` (a tight list item's) sets them without blank lines between. */
export function blockLines(tokens: readonly Token[], width: number, context: Context = { depth: 0 }, tight = false): StyledLine[] {
  const lines: StyledLine[] = [];
  let pendingCheckbox: Segment | undefined;
  for (const token of tokens) {
    // A task item's box comes as a token of its own before the item's text: it goes on that text's line.
    if (token.type === 'checkbox') {
      pendingCheckbox = seg((token as Tokens.Checkbox).checked ? '[x] ' : '[ ] ', 'bullet');
      continue;
    }
    let drawn = blockOf(token, pendingCheckbox ? width - 4 : width, context);
    if (pendingCheckbox) drawn = indent(drawn, [pendingCheckbox], [spaces(4)]);
    pendingCheckbox = undefined;
    if (drawn.length === 0) continue;
    if (lines.length > 0 && !tight) lines.push([]);
    lines.push(...drawn);
  }
  return lines;
}
