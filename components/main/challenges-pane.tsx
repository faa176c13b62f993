import { Box, Text } from 'ink';
import type { ChallengeRow } from '../../src/protocols/types.js';
import { sanitizeForTerminal } from '../../src/text/sanitize.js';
import type { Theme } from '../theme.js';
import { Pane } from '../widgets/pane.js';
import { windowAround } from '../widgets/window.js';

export interface ChallengesPaneProps {
  rows: ChallengeRow[];
  selected: number;
  focused: boolean;
  height: number;
  theme: Theme;
  width?: number | string;
  flexGrow?: number;
}

export function ChallengesPane({ rows, selected, focused, height, theme, width, flexGrow }: ChallengesPaneProps) {
  const bodyHeight = Math.max(1, Math.floor((height - 3) / 2));
  const { start, end } = windowAround(selected, rows.length, bodyHeight);
  return (
    <Pane title={`Open challenges (${rows.length})`} focused={focused} theme={theme} height={height} {...(width !== undefined ? { width } : {})} {...(flexGrow !== undefined ? { flexGrow } : {})}>
      {rows.length === 0 ? <Text dimColor>None open.</Text> : null}
      {rows.slice(start, end).map((row, i) => {
        const chosen = focused && start + i === selected;
        const tone = row.status.startsWith('dropped') ? theme.warn : row.status.startsWith('defended') ? theme.ok : undefined;
        return (
          <Box key={row.id} flexDirection="column">
            <Text wrap="truncate-end" inverse={chosen}>
              {chosen ? '›' : ' '}
              {`${row.id} on ${row.target} ${row.kind} `}
              <Text color={tone}>{row.status}</Text>
              {row.roundsLeft !== undefined ? ` · ${row.roundsLeft} round${row.roundsLeft === 1 ? '' : 's'} left` : ''}
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
