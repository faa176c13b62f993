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
}

const clean = (text: string) => oneLine(sanitizeForTerminal(text));

/** Everything about the item as wrapped lines; `strip` leaves out the text the row already shows. */
export function detailLines(item: Focused, width: number, strip: boolean): Line[] {
  const { detail } = item;
  const lines: Line[] = [];
  const push = (text: string, style: Line['style'], indent = '') => {
    for (const [n, line] of wrapLines(text, width - indent.length).entries()) lines.push({ text: `${n > 0 ? indent : ''}${line}`, style });
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
  for (const h of detail?.history ?? []) push(`${h.mark} ${h.by}: ${clean(h.text)}`, 'history', '    ');
  return lines;
}

/** The strip keeps the title and the newest history that fits; the column, what fits from the top. */
function fitted(lines: Line[], height: number, strip: boolean): Line[] {
  if (lines.length <= height) return lines;
  if (strip) {
    const titles = lines.filter((l) => l.style === 'title').slice(0, Math.max(1, height - 1));
    const rest = lines.filter((l) => l.style !== 'title');
    return [...titles, ...rest.slice(rest.length - (height - titles.length))];
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
