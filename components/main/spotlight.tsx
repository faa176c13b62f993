// The protocol's card (view.spotlight) across the full width under the panes, rendered Markdown as
// tall as its content: the crux card, the experts side by side, the synthesis rules. When the
// screen cannot give it all its lines, the last one says where to read the rest.
import { Box, Text } from 'ink';
import type { Spotlight as SpotlightView } from '../../src/protocols/types.js';
import type { Theme } from '../theme.js';
import { type StyledLine, StyledLines } from '../widgets/markdown/index.js';

export interface SpotlightProps {
  spotlight: SpotlightView;
  /** The card rendered at the screen's width (markdownLines). */
  lines: StyledLine[];
  columns: number;
  height: number;
  theme: Theme;
  /** Where the whole card can be read when it is cut ("enter on Progress"). */
  whole: string;
}

export function Spotlight({ spotlight, lines, columns, height, theme, whole }: SpotlightProps) {
  const title = ` ${spotlight.title} `;
  if (height <= 1)
    return (
      <Text color={theme.accent} bold wrap="truncate-end">
        {`──${title}`}
        <Text dimColor={theme.dim} bold={false}>
          ({whole})
        </Text>{' '}
        {'─'.repeat(Math.max(0, columns - title.length - whole.length - 5))}
      </Text>
    );
  const room = Math.max(1, height - 1);
  const cut = lines.length > room;
  const shown = cut ? lines.slice(0, room - 1) : lines;
  return (
    <Box flexDirection="column" width={columns} height={height} overflow="hidden">
      <Text color={theme.accent} bold wrap="truncate-end">
        {`──${title}${'─'.repeat(Math.max(0, columns - title.length - 2))}`}
      </Text>
      <StyledLines lines={shown} theme={theme} />
      {cut ? (
        <Text dimColor={theme.dim} wrap="truncate-end">
          … {lines.length - shown.length} more lines: {whole}
        </Text>
      ) : null}
    </Box>
  );
}
