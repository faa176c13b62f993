// The line that keeps the context in view: the question, the session id and the protocol, with
// the read-only state. When one line would leave the question too little room it takes two.
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

/** The question's room on one line is at least this, or the header takes two lines. */
const QUESTION_ROOM = 32;

export function headerLines(columns: number, id: string, protocol: string, readOnly: boolean): 1 | 2 {
  return columns - rightText(id, protocol, readOnly).length - 1 >= QUESTION_ROOM ? 1 : 2;
}

const rightText = (id: string, protocol: string, readOnly: boolean) => ` ${id} · ${protocol}${readOnly ? ' · READ-ONLY' : ''}`;

export function Header({ question, id, protocol, readOnly, columns, theme }: HeaderProps) {
  const right = rightText(id, protocol, readOnly);
  if (headerLines(columns, id, protocol, readOnly) === 2) {
    return (
      <Box flexDirection="column" width={columns}>
        <Text bold color={theme.accent} wrap="truncate-end">
          {question.replace(/\s+/g, ' ')}
        </Text>
        {/* A long id gives way in its middle: its number and the protocol stay readable. */}
        <Text dimColor={theme.dim} wrap="truncate-middle">
          {right.trim()}
        </Text>
      </Box>
    );
  }
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
