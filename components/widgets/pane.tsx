import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import type { Theme } from '../theme.js';

export interface PaneProps {
  title: string;
  focused: boolean;
  theme: Theme;
  width?: number | string;
  height: number;
  flexGrow?: number;
  children: ReactNode;
}

/** A bordered pane; the focused one is marked by its border colour and a "▸" in its title. */
export function Pane({ title, focused, theme, width, height, flexGrow, children }: PaneProps) {
  return (
    <Box
      flexDirection="column"
      borderStyle="round"
      borderColor={focused ? theme.borderFocus : theme.border}
      height={height}
      {...(width !== undefined ? { width } : {})}
      {...(flexGrow !== undefined ? { flexGrow } : {})}
      overflow="hidden"
    >
      <Box flexShrink={0}>
        <Text bold wrap="truncate-end">
          {focused ? '▸ ' : '  '}
          {title}
        </Text>
      </Box>
      {/* What does not fit is cut at the bottom; the title is never squeezed out. */}
      <Box flexDirection="column" flexShrink={0}>
        {children}
      </Box>
    </Box>
  );
}
