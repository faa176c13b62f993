// The focused item, whole: under the panes a strip of a few lines (what it is, its facts, and its
// newest history, since the row itself already shows its text whole), or from 160 columns a
// column beside them with everything: text, facts and history, wrapped, never cut mid-line.
import { Box, Text } from 'ink';
import type { ItemDetail } from '../../src/protocols/types.js';
import { sanitizeForTerminal } from '../../src/text/sanitize.js';
import type { Theme } from '../theme.js';
import { Pane } from '../widgets/pane.js';
import { oneLine, wrapLines } from '../widgets/wrap.js';

export interface Focused {
  id: string;
  /** The row's own text and marks, for items the view gives no detail. */
  text: string;
  badge?: string;
  flags?: string[];
  detail?: ItemDetail;
}

interface Line {
  text: string;
  style: 'title' | 'body' | 'fact' | 'history' | 'more';
  /** Which history entry a history line belongs to, so a wrapped entry is kept or dropped whole. */
  entry?: number;
}

const clean = (text: string) => oneLine(sanitizeForTerminal(text));

/** Everything about the item as wrapped lines; `strip` leaves out the text the row already shows. */
export function detailLines(item: Focused, width: number, strip: boolean): Line[] {
  const { detail } = item;
  const lines: Line[] = [];
  const push = (text: string, style: Line['style'], indent = '', entry?: number) => {
    for (const [n, line] of wrapLines(text, width - indent.length).entries())
      lines.push({ text: `${n > 0 ? indent : ''}${line}`, style, ...(entry !== undefined ? { entry } : {}) });
  };
  const title = `${detail?.title ?? item.id}${item.badge ? ` · ${item.badge}` : ''}`;
  const allFacts = [...(item.flags?.length ? [{ label: 'flags', value: item.flags.join(', ') }] : []), ...(detail?.facts ?? [])];
  if (strip) {
    const facts = allFacts.map((f) => `${f.label}: ${clean(f.value)}`).join(' · ');
    push(facts ? `${clean(title)} — ${facts}` : clean(title), 'title', '  ');
  } else {
    push(clean(title), 'title');
    push(clean(detail?.body ?? item.text), 'body');
    for (const f of allFacts) push(`${f.label}: ${clean(f.value)}`, 'fact', '  ');
  }
  for (const [n, h] of (detail?.history ?? []).entries()) push(`${h.mark} ${h.by}: ${clean(h.text)}`, 'history', '    ', n);
  return lines;
}

/**
 * The strip keeps the title and the newest history entries that fit whole (never the tail of a
 * wrapped entry without its head); a title cut short says so. The column keeps what fits from the top.
 */
function fitted(lines: Line[], height: number, strip: boolean, width: number): Line[] {
  if (lines.length <= height) return lines;
  if (strip) {
    const allTitles = lines.filter((l) => l.style === 'title');
    const titles = allTitles.slice(0, Math.max(1, height - 1));
    if (titles.length < allTitles.length) {
      const last = titles[titles.length - 1]!;
      titles[titles.length - 1] = { ...last, text: `${last.text.slice(0, Math.max(0, width - 21))} … (enter: all of it)` };
    }
    const history = lines.filter((l) => l.style !== 'title');
    let room = height - titles.length;
    let from = history.length;
    while (from > 0) {
      const entry = history[from - 1]!.entry;
      let start = from - 1;
      while (start > 0 && entry !== undefined && history[start - 1]!.entry === entry) start--;
      if (from - start > room) break;
      room -= from - start;
      from = start;
    }
    return [...titles, ...history.slice(from)];
  }
  return [...lines.slice(0, height - 1), { text: '… enter opens it whole', style: 'more' }];
}

export interface DetailPaneProps {
  item: Focused | undefined;
  width: number;
  height: number;
  theme: Theme;
  /** Drawn as a bordered column beside the panes, or as a borderless strip under them. */
  column: boolean;
}

export function DetailPane({ item, width, height, theme, column }: DetailPaneProps) {
  const inner = column ? width - 2 : width;
  const room = column ? height - 3 : height;
  const lines = item ? fitted(detailLines(item, inner, !column), room, !column, inner) : [];
  const body = lines.map((line, n) => (
    <Text
      // biome-ignore lint/suspicious/noArrayIndexKey: the lines are redrawn whole for each item
      key={n}
      wrap="truncate-end"
      bold={line.style === 'title'}
      dimColor={(line.style === 'more' || line.style === 'fact') && theme.dim}
    >
      {line.text || ' '}
    </Text>
  ));
  if (!column)
    return (
      <Box flexDirection="column" height={height} overflow="hidden">
        {body}
      </Box>
    );
  return (
    <Pane title={item ? `Detail · ${item.id}` : 'Detail'} focused={false} theme={theme} height={height} width={width}>
      {item ? body : <Text dimColor={theme.dim}>Select a row to read it whole here.</Text>}
    </Pane>
  );
}
