// Scrollable text: j/k and the arrows a line, space / PgDn and PgUp a page, g/G the ends, with the
// position shown ("24–50 of 50"); esc (or q) closes. Agent text is shown sanitized.
import { Box, Text } from 'ink';
import { useState } from 'react';
import { sanitizeForTerminal } from '../../src/text/sanitize.js';
import { type Keypress, useKeypress } from '../keys/keypress.js';
import type { Theme } from '../theme.js';
import { Frame } from './frame.js';
import { clamp } from './window.js';

export interface TextViewerProps {
  title: string;
  text: string;
  height: number;
  theme: Theme;
  onClose: () => void;
  /** Extra keys the viewer's owner handles (e.g. "n" for a note), shown in the footer. */
  footer?: string;
  onKey?: (key: Keypress) => void;
  active?: boolean;
}

export function TextViewer({ title, text, height, theme, onClose, footer, onKey, active = true }: TextViewerProps) {
  const lines = sanitizeForTerminal(text).split('\n');
  const page = Math.max(1, height - 4);
  const [top, setTop] = useState(0);
  const max = Math.max(0, lines.length - page);
  useKeypress(
    (key) => {
      if (key.name === 'escape' || key.name === 'q') return onClose();
      const by: Record<string, number> = { j: 1, down: 1, k: -1, up: -1, space: page, pagedown: page, pageup: -page };
      if (!key.ctrl && key.name in by) return setTop((t) => clamp(t + by[key.name]!, 0, max));
      if (key.name === 'g' || key.name === 'home') return setTop(0);
      if (key.name === 'G' || key.name === 'end') return setTop(max);
      onKey?.(key);
    },
    { isActive: active },
  );
  const shown = Math.min(top, max);
  return (
    <Frame title={title} theme={theme}>
      <Box flexDirection="column" height={Math.min(page, lines.length)}>
        {lines.slice(shown, shown + page).map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the key is the line's number in the text, which stays with the line as it scrolls
          <Text key={shown + i} wrap="truncate-end">
            {line || ' '}
          </Text>
        ))}
      </Box>
      <Text dimColor={theme.dim} wrap="truncate-end">
        {footer ? `${footer} · ` : ''}
        {shown + 1}–{Math.min(lines.length, shown + page)} of {lines.length} · j/k scroll · space page · esc close
      </Text>
    </Frame>
  );
}
