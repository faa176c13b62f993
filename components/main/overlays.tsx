// The small overlays: help (from a binding table, with a legend), a yes/no confirmation that takes
// the keyboard before anything under it, and export.
import { Text } from 'ink';
import { useState } from 'react';
import type { Binding } from '../keys/bindings.js';
import { PRIORITY, useKeypress } from '../keys/keypress.js';
import { bindingName } from '../keys/parse-keys.js';
import type { Theme } from '../theme.js';
import { Frame } from '../widgets/frame.js';
import { DocumentViewer } from '../widgets/document-viewer.js';

export interface HelpOverlayProps {
  theme: Theme;
  height: number;
  /** The columns it has; the terminal's by default. */
  width?: number;
  onClose: () => void;
  bindings: readonly Binding[];
  /** What the marks on the screen mean, one line each. */
  legend?: string[];
}

/** The keys, from the binding table, then the legend; it scrolls when the terminal is short. The help key closes it too. */
export function HelpOverlay({ theme, height, width, onClose, bindings, legend = [] }: HelpOverlayProps) {
  const keys = bindings.map((b) => `${b.keys.join(' / ').padEnd(18)} ${b.description}`);
  const text = [...keys, ...(legend.length ? ['', 'Legend', ...legend] : [])].join('\n');
  const closes = ['enter', ...(bindings.find((b) => b.id === 'help')?.keys ?? [])];
  return (
    <DocumentViewer
      title="Keys"
      text={text}
      format="plain"
      width={width}
      height={height}
      theme={theme}
      onClose={onClose}
      onKey={(key) => closes.includes(bindingName(key)) && onClose()}
    />
  );
}

export interface ConfirmProps {
  title: string;
  lines: string[];
  theme: Theme;
  onAnswer: (yes: boolean) => void;
}

/** y or n (esc is no); while shown, no key reaches what is under it. */
export function Confirm({ title, lines, theme, onAnswer }: ConfirmProps) {
  useKeypress(
    (key) => {
      if (key.name === 'y' || key.name === 'Y') onAnswer(true);
      else if (key.name === 'n' || key.name === 'N' || key.name === 'escape') onAnswer(false);
      else if (key.ctrl && key.name === 'c') onAnswer(true);
    },
    { priority: PRIORITY.dialog },
  );
  return (
    <Frame title={title} theme={theme}>
      {lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <Text>y yes · n no (ctrl+c again: yes)</Text>
    </Frame>
  );
}

export function ExportOverlay({
  theme,
  onExport,
  onClose,
}: {
  theme: Theme;
  onExport: (format: 'md' | 'json') => Promise<string>;
  onClose: () => void;
}) {
  const [message, setMessage] = useState<string | undefined>();
  useKeypress((key) => {
    if (key.name === 'escape') return onClose();
    if (message) return onClose();
    if (key.name === 'm' || key.name === 'J') {
      onExport(key.name === 'm' ? 'md' : 'json').then(
        (path) => setMessage(`written to ${path}`),
        (error: Error) => setMessage(`could not write: ${error.message}`),
      );
    }
  });
  return (
    <Frame title="Export" theme={theme}>
      {message ? (
        <Text>{message} (any key)</Text>
      ) : (
        <Text>m markdown (transcript and report) · J JSON (outcome and events) · esc cancel</Text>
      )}
    </Frame>
  );
}
