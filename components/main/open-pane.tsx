// What is open or owed, reading first: each row's text leads (whole when selected), and under it
// who owes what by when; urgency colours the status and is also written as a word, so NO_COLOR
// loses nothing.
import { Box, Text } from 'ink';
import type { OpenRow } from '../../src/protocols/types.js';
import { sanitizeForTerminal } from '../../src/text/sanitize.js';
import { listTitle } from '../widgets/list-title.js';
import { Pane } from '../widgets/pane.js';
import { windowAround } from '../widgets/window.js';
import { oneLine, wrapLines } from '../widgets/wrap.js';
import type { ListPaneProps } from './list-pane-props.js';
import { formalColour, formalMark } from './row-marks.js';

export type OpenPaneProps = ListPaneProps<OpenRow>;

/** The line under an open row's text: what it is, how it stands, who owes what, by when. */
export function openMeta(row: OpenRow): string {
  return [row.title, row.status, row.owner && row.owes ? `${row.owner} owes ${row.owes}` : undefined, row.due]
    .filter((p) => p !== undefined && p !== '')
    .join(' · ');
}

/** Columns an open row would like: its text or its meta line, whichever is longer, within reason. */
export function openWidthWanted(rows: readonly OpenRow[]): number {
  let widest = 0;
  for (const row of rows.slice(0, 50)) widest = Math.max(widest, row.text.length + 2, openMeta(row).length + 2);
  return Math.min(widest, 60);
}

export function OpenPane({ part, selected, focused, height, theme, width, flexGrow, filter }: OpenPaneProps) {
  const rows = part.rows;
  const inner = typeof width === 'number' ? width - 2 : 98;
  const bodyHeight = Math.max(2, height - 3);
  const chosen = rows[selected];
  const chosenText = chosen ? wrapLines(oneLine(sanitizeForTerminal(chosen.text)), inner - 2).slice(0, Math.max(1, bodyHeight - 2)) : [];
  const chosenMeta = chosen ? wrapLines(openMeta(chosen), inner - 2).length : 1;
  const window = windowAround(
    selected,
    rows.length,
    Math.max(1, Math.floor((bodyHeight - (chosenText.length - 1) - (chosenMeta - 1)) / 2)),
  );
  const { start, end } = window;
  return (
    <Pane
      title={listTitle(part.title, window, rows.length, filter)}
      focused={focused}
      theme={theme}
      height={height}
      {...(width !== undefined ? { width } : {})}
      {...(flexGrow !== undefined ? { flexGrow } : {})}
    >
      {rows.length === 0 ? <Text dimColor={theme.dim}>{filter?.text ? 'Nothing matches the filter.' : part.empty}</Text> : null}
      {rows.slice(start, end).map((row, i) => {
        const isChosen = start + i === selected;
        const tone = row.urgency === 'urgent' ? theme.warn : row.urgency === 'waiting' ? theme.ok : undefined;
        const text = isChosen ? chosenText : [oneLine(sanitizeForTerminal(row.text))];
        return (
          <Box key={row.id} flexDirection="column">
            {text.map((line, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a wrapped line's place in its row is its identity
              <Text key={n} wrap="truncate-end">
                <Text bold={isChosen} dimColor={isChosen && !focused && theme.dim}>
                  {n === 0 && isChosen ? '›' : ' '}
                </Text>{' '}
                <Text inverse={focused && isChosen}>{line}</Text>
              </Text>
            ))}
            {/* The selected row's meta wraps too: who owes what by when is what a person acts on. */}
            <Box paddingLeft={2}>
              <Text wrap={isChosen ? 'wrap' : 'truncate-end'}>
                <Text color={tone}>{openMeta(row)}</Text>
                {row.formal ? <Text color={formalColour(row.formal, theme)}> {formalMark(row.formal)}</Text> : null}
              </Text>
            </Box>
          </Box>
        );
      })}
    </Pane>
  );
}
