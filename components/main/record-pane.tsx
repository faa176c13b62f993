// What has been said (a ledger, a dialogue, messages), reading first: each row leads with its text;
// a coloured glyph, the id and, at the right edge, the standing and the formal label are small
// marks. The selected row is drawn whole, wrapped in place, with the newest thing said about it
// under it. Rows are windowed around the selection, so 2,000 rows cost what 20 do. When nothing is
// open, the open pane folds into this pane's last line.
import { Box, Text } from 'ink';
import { useMemo } from 'react';
import type { RecordRow } from '../../src/protocols/types.js';
import { sanitizeForTerminal } from '../../src/text/sanitize.js';
import { listTitle } from '../widgets/list-title.js';
import { Pane } from '../widgets/pane.js';
import { windowAround } from '../widgets/window.js';
import { displayWidth, oneLine, wrapLines } from '../widgets/wrap.js';
import type { ListPaneProps } from './list-pane-props.js';
import { fitId, formalColour, idWidth, rightMarks, TONE_GLYPH } from './row-marks.js';

export interface RecordPaneProps extends ListPaneProps<RecordRow> {
  /** Said under the empty text when a step would add rows. */
  hint?: string;
  /** The open pane folded into one line ("Open challenges: none"), when it has nothing to show. */
  folded?: string;
}

/** Columns the marks at a row's right may take: a narrow pane keeps its room for the text. */
const markRoom = (inner: number) => (inner < 60 ? 14 : Math.floor(inner * 0.3));

/** Room the selected row may take, so a long text never pushes every other row out of view. */
const MAX_SELECTED_SHARE = 0.6;

export function RecordPane({ part, selected, focused, height, theme, width, flexGrow, hint, filter, folded }: RecordPaneProps) {
  const rows = part.rows;
  const inner = typeof width === 'number' ? width - 2 : 98;
  const ids = useMemo(() => idWidth(rows), [rows]);
  const bodyHeight = Math.max(1, height - 3 - (folded ? 1 : 0));
  const chosen = rows[selected];
  const chosenLines = chosen
    ? selectedLines(chosen, inner, ids, Math.max(1, Math.floor(bodyHeight * MAX_SELECTED_SHARE)), bodyHeight)
    : undefined;
  const window = windowAround(selected, rows.length, bodyHeight - ((chosenLines?.length ?? 1) - 1));
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
      <Box flexDirection="column" height={bodyHeight}>
        {rows.length === 0 ? (
          <Text dimColor={theme.dim} wrap="wrap">
            {filter?.text ? 'Nothing matches the filter (esc in / clears it).' : `${part.empty}${hint ? ` ${hint}` : ''}`}
          </Text>
        ) : null}
        {rows.slice(start, end).map((row, i) => {
          const index = start + i;
          const isChosen = index === selected;
          const marks = rightMarks(row, markRoom(inner));
          const markWidth = marks ? displayWidth(marks) + 1 : 0;
          const textWidth = Math.max(1, inner - (ids + 5) - markWidth);
          const head = (
            <>
              {/* The marker keeps the selection visible without colour (NO_COLOR drops inverse too). */}
              <Box width={2} flexShrink={0}>
                <Text bold={isChosen} dimColor={isChosen && !focused && theme.dim}>
                  {isChosen ? '›' : ' '}
                </Text>
              </Box>
              <Box width={2} flexShrink={0}>
                <Text color={theme.tone[row.tone]}>{TONE_GLYPH[row.tone]}</Text>
              </Box>
              <Box width={ids + 1} flexShrink={0}>
                <Text dimColor={theme.dim}>{fitId(row.id, ids)}</Text>
              </Box>
            </>
          );
          const marksBox = marks ? (
            <Box width={markWidth} flexShrink={0} justifyContent="flex-end">
              <Text wrap="truncate-start" color={formalColour(row.formal, theme)} dimColor={!row.formal && theme.dim}>
                {marks}
              </Text>
            </Box>
          ) : null;
          if (isChosen && chosenLines) {
            return (
              <Box key={row.id} flexDirection="column">
                {chosenLines.map((line, n) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a wrapped line's place in its row is its identity
                  <Box key={n}>
                    {n === 0 ? head : <Box width={ids + 5} flexShrink={0} />}
                    <Box width={textWidth} flexShrink={0}>
                      <Text wrap="truncate-end" inverse={focused && line.kind === 'text'} dimColor={line.kind === 'latest' && theme.dim}>
                        {line.text}
                      </Text>
                    </Box>
                    {n === 0 ? marksBox : null}
                  </Box>
                ))}
              </Box>
            );
          }
          return (
            <Box key={row.id}>
              {head}
              <Box width={textWidth} flexShrink={0}>
                <Text wrap="truncate-end">{oneLine(sanitizeForTerminal(row.text))}</Text>
              </Box>
              {marksBox}
            </Box>
          );
        })}
      </Box>
      {folded ? (
        <Text dimColor={theme.dim} wrap="truncate-end">
          {folded}
        </Text>
      ) : null}
    </Pane>
  );
}

interface SelectedLine {
  kind: 'text' | 'latest';
  text: string;
}

/**
 * The selected row whole: its text wrapped beside its marks, then the newest word on it. The text
 * keeps every line the pane has; the newest word gets what is left, up to `most` lines in all.
 */
function selectedLines(row: RecordRow, inner: number, ids: number, most: number, room: number): SelectedLine[] {
  const marks = rightMarks(row, markRoom(inner));
  const markWidth = marks ? displayWidth(marks) + 1 : 0;
  const textWidth = Math.max(8, inner - (ids + 5) - markWidth);
  const text: SelectedLine[] = wrapLines(oneLine(sanitizeForTerminal(row.text)), textWidth).map((line) => ({ kind: 'text', text: line }));
  const latest: SelectedLine[] = row.latest
    ? wrapLines(`↳ ${oneLine(sanitizeForTerminal(row.latest))}`, textWidth).map((line) => ({ kind: 'latest', text: line }))
    : [];
  if (text.length > room) return [...text.slice(0, room - 1), { kind: 'latest', text: '… (enter: all of it)' }];
  const left = Math.max(0, Math.max(most, text.length) - text.length);
  if (latest.length <= left) return [...text, ...latest];
  if (left === 0) return text;
  return [
    ...text,
    ...latest.slice(0, left - 1),
    { kind: 'latest', text: `${latest[left - 1]!.text.slice(0, Math.max(0, textWidth - 22))} … (enter: all of it)` },
  ];
}
