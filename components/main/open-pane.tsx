// What is open or owed: each row names the item, who owes what and by when; urgency colours it and
// is also written as its status, so NO_COLOR loses nothing.
import { Box, Text } from 'ink';
import type { OpenRow, ViewPart } from '../../src/protocols/types.js';
import { sanitizeForTerminal } from '../../src/text/sanitize.js';
import type { Theme } from '../theme.js';
import { Pane } from '../widgets/pane.js';
import { windowAround } from '../widgets/window.js';

export interface OpenPaneProps {
  part: ViewPart<OpenRow>;
  selected: number;
  focused: boolean;
  height: number;
  theme: Theme;
  width?: number | string;
  flexGrow?: number;
}

export function OpenPane({ part, selected, focused, height, theme, width, flexGrow }: OpenPaneProps) {
  const rows = part.rows;
  const bodyHeight = Math.max(1, Math.floor((height - 3) / 2));
  const { start, end } = windowAround(selected, rows.length, bodyHeight);
  return (
    <Pane title={`${part.title} (${rows.length})`} focused={focused} theme={theme} height={height} {...(width !== undefined ? { width } : {})} {...(flexGrow !== undefined ? { flexGrow } : {})}>
      {rows.length === 0 ? <Text dimColor>{part.empty}</Text> : null}
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
