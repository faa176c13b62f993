import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import type { Theme } from '../theme.js';

/** The double border every dialog and form is drawn in, with its title. */
export function Frame({ title, theme, children }: { title: string; theme: Theme; children: ReactNode }) {
  return (
    <Box flexDirection="column" borderStyle="double" borderColor={theme.borderFocus} paddingX={1}>
      <Text bold color={theme.accent} wrap="truncate-end">
        {title}
      </Text>
      {children}
    </Box>
  );
}
