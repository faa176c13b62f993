// A document to read: Markdown rendered (or plain text), wrapped to the frame, never cut. j/k and
// the arrows a line, space / PgDn and PgUp a page, g/G (home/end) the ends; `/` opens a search
// (enter searches, esc cancels), n/N the next and previous match, scrolled into view and marked.
// The footer shows the position ("24–50 of 71") and the keys; esc (or q) closes. The lines are
// rendered once per (text, width), and only the page on screen is drawn, so a 2,000-line report
// scrolls as fast as a short one.
import { Box, Text } from 'ink';
import { useMemo, useState } from 'react';
import { sanitizeForTerminal } from '../../src/text/sanitize.js';
import { useTerminalSize } from '../hooks/use-terminal-size.js';
import { type Keypress, useKeypress } from '../keys/keypress.js';
import type { Theme } from '../theme.js';
import { highlighted, matchingLines, nextMatch } from './find.js';
import { Frame } from './frame.js';
import { lineText, markdownLines, plainLines, StyledLines, textWidth } from './markdown/index.js';
import { clamp } from './window.js';

/** The frame's border and padding, left and right. */
const FRAME_COLUMNS = 4;
/** The frame's border, the title and the footer. */
const FRAME_ROWS = 4;

export interface DocumentViewerProps {
  title: string;
  text: string;
  /** Markdown is rendered; plain text is shown as written, wrapped too. */
  format: 'markdown' | 'plain';
  /** The columns the viewer has, its frame included; the terminal's by default. */
  width?: number;
  height: number;
  theme: Theme;
  onClose: () => void;
  /** The keys the viewer's owner handles (e.g. "m export markdown"), or what one of them did; first in the footer. */
  footer?: string;
  onKey?: (key: Keypress) => void;
  active?: boolean;
}

/**
 * The footer: the owner's part and the position always, then the keys, in `order`; when they do not
 * all fit in `width`, those first in `keep` stay.
 */
function footerLine(always: string[], order: string[], keep: string[], width: number): string {
  const kept: string[] = [];
  for (const part of keep) if (textWidth([...always, ...kept, part].join(' · ')) <= width) kept.push(part);
  return [...always, ...order.filter((part) => kept.includes(part))].join(' · ');
}

export function DocumentViewer({ title, text, format, width, height, theme, onClose, footer, onKey, active = true }: DocumentViewerProps) {
  const terminal = useTerminalSize();
  const columns = Math.max(10, (width ?? terminal.columns) - FRAME_COLUMNS);
  const lines = useMemo(() => (format === 'markdown' ? markdownLines(text, columns) : plainLines(text, columns)), [text, columns, format]);
  const texts = useMemo(() => lines.map(lineText), [lines]);
  // The owner's part of the footer (a path just written) wraps rather than being cut: the body gives it the lines.
  const footerExtra = footer ? Math.max(0, plainLines(`${footer} · 0000–0000 of 0000`, columns).length - 1) : 0;
  const page = Math.max(1, height - FRAME_ROWS - footerExtra);
  const max = Math.max(0, lines.length - page);
  const [top, setTop] = useState(0);
  /** The search being typed, while the prompt is open. */
  const [typing, setTyping] = useState<string | undefined>();
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState<number | undefined>();
  const matches = useMemo(() => matchingLines(texts, query), [texts, query]);
  const shown = Math.min(top, max);

  const goTo = (line: number | undefined) => {
    setCurrent(line);
    if (line !== undefined && (line < shown || line >= shown + page)) setTop(clamp(line - 1, 0, max));
  };
  const search = (q: string, from: number, direction: 1 | -1) => goTo(nextMatch(matchingLines(texts, q), from, direction));

  useKeypress(
    (key) => {
      if (typing !== undefined) {
        if (key.name === 'escape') return setTyping(undefined);
        if (key.name === 'enter') {
          setTyping(undefined);
          setQuery(typing);
          return search(typing, shown - 1, 1);
        }
        if (key.name === 'backspace') return setTyping(typing.slice(0, -1));
        if (key.text && !key.ctrl && !key.meta) setTyping(typing + key.text.replace(/[\r\n]+/g, ' '));
        return;
      }
      if (key.name === 'escape' || key.name === 'q') return onClose();
      const by: Record<string, number> = { j: 1, down: 1, k: -1, up: -1, space: page, pagedown: page, pageup: -page };
      if (!key.ctrl && key.name in by) return setTop(clamp(shown + by[key.name]!, 0, max));
      if (key.name === 'g' || key.name === 'home') return setTop(0);
      if (key.name === 'G' || key.name === 'end') return setTop(max);
      if (key.name === '/') return setTyping('');
      if (query && (key.name === 'n' || key.name === 'N')) return search(query, current ?? shown - 1, key.name === 'n' ? 1 : -1);
      onKey?.(key);
    },
    { isActive: active },
  );

  const visible = lines.slice(shown, shown + page).map((line) => (query ? highlighted(line, query) : line));
  const position = lines.length === 0 ? 'empty' : `${shown + 1}–${Math.min(lines.length, shown + page)} of ${lines.length}`;
  const found = query ? (matches.length === 0 ? `no match for “${query}”` : `${matches.length} lines match “${query}”`) : undefined;
  const next = query ? ['n/N next/previous'] : [];
  const keys = footerLine(
    [...(footer ? [footer] : []), position, ...(found ? [found] : [])],
    ['j/k scroll', 'space page', 'g/G ends', '/ search', ...next, 'esc close'],
    ['esc close', '/ search', ...next, 'space page', 'g/G ends', 'j/k scroll'],
    columns,
  );
  return (
    <Frame title={title} theme={theme}>
      <Box flexDirection="column" height={Math.min(page, Math.max(1, lines.length))}>
        <StyledLines lines={visible} theme={theme} first={shown} />
      </Box>
      {typing !== undefined ? (
        <Text wrap="truncate-start">
          <Text color={theme.accent}>/</Text>
          {sanitizeForTerminal(typing)}
          <Text inverse> </Text>
          <Text dimColor={theme.dim}> enter search · esc cancel</Text>
        </Text>
      ) : (
        <Text dimColor={theme.dim} wrap="wrap">
          {keys}
        </Text>
      )}
    </Frame>
  );
}
