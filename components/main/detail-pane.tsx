// The focused item, whole: under the panes a strip of a few lines (what it is, its facts, and its
// newest history, since the row itself already shows its text whole), or from 160 columns a
// column beside them with everything: text, facts and history, wrapped, never cut mid-line.
import { Box, Text } from 'ink';
import type { ItemDetail, OpenRow, RecordRow } from '../../src/protocols/types.js';
import { sanitizeForTerminal } from '../../src/text/sanitize.js';
import type { Theme } from '../theme.js';
import { lineText, markdownLines } from '../widgets/markdown/index.js';
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

/** The item a row stands for (its `item`, else itself), with its detail when the view gives one. */
export function focusOf(row: RecordRow | OpenRow | undefined, details: Record<string, ItemDetail>): Focused | undefined {
  if (!row) return undefined;
  const id = row.item ?? row.id;
  const detail = details[id];
  return {
    id,
    text: row.text,
    ...('badge' in row ? { badge: row.badge, flags: row.flags } : {}),
    ...(detail ? { detail } : {}),
  };
}

interface Line {
  text: string;
  style: 'title' | 'body' | 'fact' | 'history' | 'more';
  /** Which entry (a fact, a history step) the line belongs to: an entry is shown whole or not at all. */
  entry: number;
}

const clean = (text: string) => oneLine(sanitizeForTerminal(text));

/** Everything about the item as wrapped lines; `strip` leaves out the text the row already shows. */
export function detailLines(item: Focused, width: number, strip: boolean): Line[] {
  const { detail } = item;
  const lines: Line[] = [];
  let entry = 0;
  const push = (text: string, style: Line['style'], indent = '') => {
    entry++;
    for (const [n, line] of wrapLines(text, width - indent.length).entries())
      lines.push({ text: `${n > 0 ? indent : ''}${line}`, style, entry });
  };
  const title = `${detail?.title ?? item.id}${item.badge ? ` · ${item.badge}` : ''}`;
  const allFacts = [...(item.flags?.length ? [{ label: 'flags', value: item.flags.join(', ') }] : []), ...(detail?.facts ?? [])];
  if (strip) {
    const facts = allFacts.map((f) => `${f.label}: ${clean(f.value)}`).join(' · ');
    push(facts ? `${clean(title)} — ${facts}` : clean(title), 'title', '  ');
  } else {
    push(clean(title), 'title');
    // The body keeps its shape (a persona's headings and lists), laid out as the Markdown it is.
    entry++;
    for (const line of markdownLines(detail?.body ?? item.text, width)) lines.push({ text: lineText(line), style: 'body', entry });
    for (const f of allFacts) push(`${f.label}: ${clean(f.value)}`, 'fact', '  ');
  }
  for (const h of detail?.history ?? []) push(`${h.mark} ${h.by}: ${clean(h.text)}`, 'history', '    ');
  return lines;
}

const MORE: Line = { text: '… enter opens it whole', style: 'more', entry: -1 };

/**
 * What fits, never a fragment of an entry: the strip keeps the title with the facts (its first lines
 * when it is long), then the newest history steps that fit whole; the column, the entries that fit
 * from the top.
 */
function fitted(lines: Line[], height: number, strip: boolean): Line[] {
  if (lines.length <= height) return lines;
  const room = Math.max(1, height - 1);
  if (!strip) {
    const cut = lines.slice(0, room);
    const last = cut[cut.length - 1]!.entry;
    const whole = lines.filter((l) => l.entry === last).length === cut.filter((l) => l.entry === last).length;
    return [...(whole || cut.every((l) => l.entry === last) ? cut : cut.filter((l) => l.entry !== last)), MORE];
  }
  const title = lines.filter((l) => l.style === 'title');
  const history = lines.filter((l) => l.style === 'history');
  // What the item is and how it stands come first; the newest history steps fill what is left.
  const shown = title.slice(0, room);
  const kept: Line[] = [];
  for (const step of [...new Set(history.map((l) => l.entry))].reverse()) {
    const own = history.filter((l) => l.entry === step);
    if (shown.length + kept.length + own.length > room) break;
    kept.unshift(...own);
  }
  return [...shown, ...kept, MORE];
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
  const lines = item ? fitted(detailLines(item, inner, !column), room, !column) : [];
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
