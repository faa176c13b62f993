// The end of a debate in the TUI: the outcome's summary, its groups and flags, then the report the
// protocol writes, scrollable, with the export keys at hand.
import { useState } from 'react';
import type { SessionController } from '../../src/session/session-controller.js';
import type { Theme } from '../theme.js';
import { TextViewer } from '../widgets/text-viewer.js';

export interface OutcomeViewProps {
  controller: SessionController;
  height: number;
  theme: Theme;
  onClose: () => void;
  /** Writes the export and resolves with its path. */
  onExport: (format: 'md' | 'json') => Promise<string>;
}

export function outcomeText(controller: SessionController): string {
  const { view } = controller.snapshot();
  const outcome = controller.outcome();
  const ended = view.status.state === 'done' ? `Done — ${view.status.reason ?? ''}` : `Not over yet: ${view.progress.label}`;
  const groups = view.groups.map((g) => `${g.name} (${g.items.length}): ${g.items.map((i) => i.id).join(', ') || '—'}`);
  const flags = view.flags.map((f) => `${f.level === 'warning' ? '! ' : '⚑ '}${f.text}`);
  return [
    ended,
    '',
    outcome.summary,
    '',
    ...groups,
    ...(flags.length ? ['', ...flags] : []),
    '',
    '────────── the report ──────────',
    '',
    outcome.report,
  ].join('\n');
}

export function OutcomeView({ controller, height, theme, onClose, onExport }: OutcomeViewProps) {
  const [written, setWritten] = useState<string | undefined>();
  const exportAs = (format: 'md' | 'json') =>
    onExport(format).then(
      (path) => setWritten(`written to ${path}`),
      (error: Error) => setWritten(`could not write: ${error.message}`),
    );
  return (
    <TextViewer
      title="The outcome"
      text={outcomeText(controller)}
      height={height}
      theme={theme}
      onClose={onClose}
      footer={written ?? 'm export markdown · J export JSON'}
      onKey={(key) => {
        if (key.name === 'm') void exportAs('md');
        if (key.name === 'J') void exportAs('json');
      }}
    />
  );
}
