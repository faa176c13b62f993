// What has been said (a ledger, a dialogue, messages): one row per entry with its mark, badge,
// standing and formal status, windowed around the selection.
import { Box, Text } from 'ink';
import type { RecordRow } from '../../src/protocols/types.js';
import { sanitizeForTerminal } from '../../src/text/sanitize.js';
import { listTitle } from '../widgets/list-title.js';
import { Pane } from '../widgets/pane.js';
import { windowAround } from '../widgets/window.js';
import type { ListPaneProps } from './list-pane-props.js';

export interface RecordPaneProps extends ListPaneProps<RecordRow> {
  /** Said under the empty text when a step would add rows. */
  hint?: string;
}

export function RecordPane({ part, selected, focused, height, theme, width, flexGrow, hint, filter }: RecordPaneProps) {
  const rows = part.rows;
  const bodyHeight = Math.max(1, height - 3);
  const window = windowAround(selected, rows.length, bodyHeight);
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
      {rows.length === 0 ? (
        <Text dimColor>{filter?.text ? 'Nothing matches the filter (esc in / clears it).' : `${part.empty}${hint ? ` ${hint}` : ''}`}</Text>
      ) : null}
      {rows.slice(start, end).map((row, i) => {
        const index = start + i;
        const formal = row.formal;
        return (
          <Box key={row.id}>
            <Text wrap="truncate-end" inverse={focused && index === selected}>
              {/* The marker keeps the selection visible without colour (NO_COLOR drops inverse too). */}
              {focused && index === selected ? '›' : ' '}
              {`${row.id.padEnd(4)} ${row.mark} `}
              <Text color={theme.tone[row.tone]}>[{row.badge}]</Text>
              {row.status ? ` ${row.status}` : ''}
              {formal ? (
                <Text
                  color={formal.disagrees ? theme.warn : undefined}
                >{` ${formal.label}${formal.disagrees ? '≠' : ''} ${formal.score.toFixed(2)}`}</Text>
              ) : (
                ''
              )}
              {row.flags.length ? ` {${row.flags.join(',')}}` : ''} {sanitizeForTerminal(row.text).replace(/\s+/g, ' ')}
            </Text>
          </Box>
        );
      })}
    </Pane>
  );
}
