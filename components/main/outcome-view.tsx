// The end of a debate in the TUI, as one Markdown document rendered: where the debate ended, the
// outcome's summary, its groups and flags, then the report the protocol writes, scrollable and
// searchable, with the export keys at hand (the same keys as the export dialog's).
import { useState } from 'react';
import { inline } from '../../src/protocols/kit/markdown.js';
import type { SessionController } from '../../src/session/session-controller.js';
import type { Theme } from '../theme.js';
import { DocumentViewer } from '../widgets/document-viewer.js';

export interface OutcomeViewProps {
  controller: SessionController;
  height: number;
  /** The columns it has; the terminal's by default. */
  width?: number;
  theme: Theme;
  onClose: () => void;
  /** Writes the export and resolves with its path. */
  onExport: (format: 'md' | 'json') => Promise<string>;
}

/** The outcome as Markdown: every text that came from the debate escaped, then the protocol's report as it wrote it. */
export function outcomeMarkdown(controller: SessionController): string {
  const { view } = controller.snapshot();
  const outcome = controller.outcome();
  const ended =
    view.status.state === 'done' ? `**Done** — ${inline(view.status.reason ?? '')}` : `**Not over yet:** ${inline(view.progress.label)}`;
  const groups = view.groups.map(
    (g) => `- **${inline(g.name)}** (${g.items.length}): ${g.items.map((i) => inline(i.id)).join(', ') || '—'}`,
  );
  // Another bullet character, so the flags are a list of their own rather than a loose list with the groups.
  const flags = view.flags.map((f) => `* ${f.level === 'warning' ? '**!**' : '⚑'} ${inline(f.text)}`);
  return [
    ended,
    '',
    outcome.summary.split('\n').map(inline).join('\n'),
    '',
    ...groups,
    ...(flags.length ? ['', ...flags] : []),
    '',
    '---',
    '',
    outcome.report,
  ].join('\n');
}

export function OutcomeView({ controller, height, width, theme, onClose, onExport }: OutcomeViewProps) {
  const [written, setWritten] = useState<string | undefined>();
  const exportAs = (format: 'md' | 'json') =>
    onExport(format).then(
      (path) => setWritten(`written to ${path}`),
      (error: Error) => setWritten(`could not write: ${error.message}`),
    );
  return (
    <DocumentViewer
      title="The outcome"
      text={outcomeMarkdown(controller)}
      format="markdown"
      width={width}
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
