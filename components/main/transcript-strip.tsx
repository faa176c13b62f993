import { Box, Text } from 'ink';
import type { TranscriptLine } from '../../src/cli/session-controller.js';
import { sanitizeForTerminal } from '../../src/text/sanitize.js';
import type { Theme } from '../theme.js';

export interface TranscriptStripProps {
  lines: TranscriptLine[];
  live: Record<string, string>;
  height: number;
  theme: Theme;
}

/** The newest finished lines, and under them whatever the agents are streaming now. */
export function TranscriptStrip({ lines, live, height, theme }: TranscriptStripProps) {
  const liveLines = Object.entries(live)
    .filter(([, text]) => text.length > 0)
    .map(([seat, text]) => `${seat} ▸ ${sanitizeForTerminal(text.slice(-400)).replace(/\s+/g, ' ')}`);
  const room = Math.max(0, height - liveLines.length);
  const shown = lines.slice(Math.max(0, lines.length - room));
  return (
    <Box flexDirection="column" height={height} overflow="hidden">
      {shown.map((line) => (
        <Text key={line.key} wrap="truncate-end" color={line.level === 'warning' ? theme.warn : undefined}>
          {line.mark !== undefined ? `${line.mark} ` : ''}
          {sanitizeForTerminal(line.text)}
        </Text>
      ))}
      {liveLines.map((text) => (
        <Text key={text.slice(0, 20)} wrap="truncate-start" color={theme.accent}>
          {text}
        </Text>
      ))}
    </Box>
  );
}
