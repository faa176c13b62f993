import { Box, Text } from 'ink';
import type { TranscriptLine } from '../../src/session/session-controller.js';
import { sanitizeForTerminal } from '../../src/text/sanitize.js';
import type { Theme } from '../theme.js';
import { windowAround } from '../widgets/window.js';

export interface TranscriptStripProps {
  lines: TranscriptLine[];
  live: Record<string, string>;
  height: number;
  theme: Theme;
  /** Focused, the strip scrolls: `selected` is the line shown marked, the others around it. */
  focused?: boolean;
  selected?: number;
}

/** The newest finished lines and under them what the agents stream now; focused, any line can be scrolled to. */
export function TranscriptStrip({ lines, live, height, theme, focused = false, selected = lines.length - 1 }: TranscriptStripProps) {
  const liveLines = focused
    ? []
    : Object.entries(live)
        .filter(([, text]) => text.length > 0)
        .map(([seat, text]) => `${seat} ▸ ${sanitizeForTerminal(text.slice(-400)).replace(/\s+/g, ' ')}`);
  const room = Math.max(1, height - liveLines.length - (focused ? 1 : 0));
  const window = focused
    ? windowAround(selected, lines.length, room, lines.length - room)
    : { start: Math.max(0, lines.length - room), end: lines.length };
  return (
    <Box flexDirection="column" height={height} overflow="hidden">
      {focused ? (
        <Text bold wrap="truncate-end">
          ▸ Transcript {lines.length ? `${window.start + 1}–${window.end} of ${lines.length}` : '(empty)'} · j/k scroll · enter read the
          line
        </Text>
      ) : null}
      {lines.slice(window.start, window.end).map((line, i) => {
        const chosen = focused && window.start + i === selected;
        return (
          // The selected line is drawn in inverse without its colour: one clear mark, never two fighting.
          <Text key={line.key} wrap="truncate-end" inverse={chosen} color={!chosen && line.level === 'warning' ? theme.warn : undefined}>
            {focused ? (chosen ? '›' : ' ') : ''}
            {line.mark !== undefined ? `${line.mark} ` : ''}
            {sanitizeForTerminal(line.text)}
          </Text>
        );
      })}
      {liveLines.map((text) => (
        <Text key={text.slice(0, 20)} wrap="truncate-start" color={theme.accent}>
          {text}
        </Text>
      ))}
    </Box>
  );
}
