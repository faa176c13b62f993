// The line that keeps the context in view: the question, the session id and the protocol, with
// the read-only state; the question gives way first when the line is short.
import { Box, Text } from 'ink';
import type { Theme } from '../theme.js';

export interface HeaderProps {
  question: string;
  id: string;
  protocol: string;
  readOnly: boolean;
  columns: number;
  theme: Theme;
}

export function Header({ question, id, protocol, readOnly, columns, theme }: HeaderProps) {
  const right = ` ${id} · ${protocol}${readOnly ? ' · READ-ONLY' : ''}`;
  const room = Math.max(10, columns - right.length - 1);
  return (
    <Box width={columns}>
      <Box width={room}>
        <Text bold color={theme.accent} wrap="truncate-end">
          {question.replace(/\s+/g, ' ')}
        </Text>
      </Box>
      <Text dimColor={theme.dim} wrap="truncate-start">
        {right}
      </Text>
    </Box>
  );
}
