// The small overlays: help (from the binding table), quit confirmation, export, and a scrollable
// text viewer used for item details and prompt previews.
import { Box, Text, useInput } from 'ink';
import { useState } from 'react';
import { sanitizeForTerminal } from '../../src/text/sanitize.js';
import { BINDINGS } from '../keys/bindings.js';
import type { Theme } from '../theme.js';
import { clamp } from '../widgets/window.js';
import { Frame } from './action-form.js';

/** The keys, from the binding table; it scrolls when the terminal is too short to show them all. */
export function HelpOverlay({ theme, height, onClose }: { theme: Theme; height: number; onClose: () => void }) {
  const text = BINDINGS.map((b) => `${b.keys.join(' / ').padEnd(16)} ${b.description}`).join('\n');
  useInput((input, key) => {
    if (key.return || input === '?') onClose();
  });
  return <TextViewer title="Keys" text={text} height={height} theme={theme} onClose={onClose} />;
}

export function ConfirmQuit({ theme, onAnswer }: { theme: Theme; onAnswer: (quit: boolean) => void }) {
  useInput((input, key) => {
    if (input === 'y' || input === 'Y') onAnswer(true);
    else if (input === 'n' || input === 'N' || key.escape) onAnswer(false);
  });
  return (
    <Frame title="Quit while agents are running?" theme={theme}>
      <Text>The running agents will be stopped; everything that finished is already saved.</Text>
      <Text>Quit? y / n</Text>
    </Frame>
  );
}

export interface TextViewerProps {
  title: string;
  text: string;
  height: number;
  theme: Theme;
  onClose: () => void;
  /** Extra keys the viewer's owner handles (e.g. "n" for a note), shown in the footer. */
  footer?: string;
  onKey?: (input: string) => void;
  active?: boolean;
}

/** Scrollable text: j/k, g/G, space for a page; esc closes. Agent text is shown sanitized. */
export function TextViewer({ title, text, height, theme, onClose, footer, onKey, active = true }: TextViewerProps) {
  const lines = sanitizeForTerminal(text).split('\n');
  const page = Math.max(1, height - 4);
  const [top, setTop] = useState(0);
  useInput(
    (input, key) => {
      if (key.escape || input === 'q') return onClose();
      const max = Math.max(0, lines.length - page);
      if (key.downArrow) return setTop((t) => clamp(t + 1, 0, max));
      if (key.upArrow) return setTop((t) => clamp(t - 1, 0, max));
      if (key.pageDown || input === ' ') return setTop((t) => clamp(t + page, 0, max));
      if (key.pageUp) return setTop((t) => clamp(t - page, 0, max));
      let delta = 0;
      for (const ch of input) delta += ch === 'j' ? 1 : ch === 'k' ? -1 : 0;
      if (delta) return setTop((t) => clamp(t + delta, 0, max));
      if (input === 'g') return setTop(0);
      if (input === 'G') return setTop(max);
      onKey?.(input);
    },
    { isActive: active },
  );
  return (
    <Frame title={title} theme={theme}>
      <Box flexDirection="column" height={page}>
        {lines.slice(top, top + page).map((line, i) => (
          <Text key={top + i} wrap="truncate-end">
            {line || ' '}
          </Text>
        ))}
      </Box>
      <Text dimColor={theme.dim}>
        {top + 1}-{Math.min(lines.length, top + page)} of {lines.length} · j/k scroll · esc close{footer ? ` · ${footer}` : ''}
      </Text>
    </Frame>
  );
}

export function ExportOverlay({ theme, onExport, onClose }: { theme: Theme; onExport: (format: 'md' | 'json') => Promise<string>; onClose: () => void }) {
  const [message, setMessage] = useState<string | undefined>();
  useInput((input, key) => {
    if (key.escape) return onClose();
    if (message) return onClose();
    if (input === 'm' || input === 'j') {
      onExport(input === 'm' ? 'md' : 'json').then(
        (path) => setMessage(`written to ${path}`),
        (error: Error) => setMessage(`could not write: ${error.message}`),
      );
    }
  });
  return (
    <Frame title="Export" theme={theme}>
      {message ? <Text>{message} (any key)</Text> : <Text>m markdown (transcript and report) · j JSON (outcome and events) · esc cancel</Text>}
    </Frame>
  );
}
