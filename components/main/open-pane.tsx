// What is open or owed: each row names the item, who owes what and by when; urgency colours it and
// is also written as its status, so NO_COLOR loses nothing.
import { Box, Text } from 'ink';
import type { OpenRow } from '../../src/protocols/types.js';
import { sanitizeForTerminal } from '../../src/text/sanitize.js';
import { listTitle } from '../widgets/list-title.js';
import { Pane } from '../widgets/pane.js';
import { windowAround } from '../widgets/window.js';
import type { ListPaneProps } from './list-pane-props.js';

export type OpenPaneProps = ListPaneProps<OpenRow>;

export function OpenPane({ part, selected, focused, height, theme, width, flexGrow, filter }: OpenPaneProps) {
  const rows = part.rows;
  const bodyHeight = Math.max(1, Math.floor((height - 3) / 2));
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
      {rows.length === 0 ? <Text dimColor>{filter?.text ? 'Nothing matches the filter.' : part.empty}</Text> : null}
      {rows.slice(start, end).map((row, i) => {
        const chosen = focused && start + i === selected;
        const tone = row.urgency === 'urgent' ? theme.warn : row.urgency === 'waiting' ? theme.ok : undefined;
        return (
          <Box key={row.id} flexDirection="column">
            <Text wrap="truncate-end" inverse={chosen}>
              {chosen ? '›' : ' '}
              {`${row.title} `}
              <Text color={tone}>{row.status}</Text>
              {row.due ? ` · ${row.due}` : ''}
              {row.owner && row.owes ? ` · ${row.owner} owes ${row.owes}` : ''}
              {row.formal ? ` · ${row.formal.label} ${row.formal.score.toFixed(2)}` : ''}
            </Text>
            <Text wrap="truncate-end" dimColor={theme.dim}>
              {'  '}
              {sanitizeForTerminal(row.text).replace(/\s+/g, ' ')}
            </Text>
          </Box>
        );
      })}
    </Pane>
  );
}
