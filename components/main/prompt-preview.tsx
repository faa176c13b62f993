// The next prompts, exactly as they will be sent, rendered as the Markdown they are written in, with
// a note for the seats' next prompt (a).
import { useState } from 'react';
import { inline } from '../../src/protocols/kit/markdown.js';
import type { SessionController } from '../../src/session/session-controller.js';
import type { Theme } from '../theme.js';
import { DocumentViewer } from '../widgets/document-viewer.js';
import { ActionForm } from './action-form.js';

/** What comes next as Markdown: each prompt under a heading naming its seat. */
export function promptsMarkdown(plan: ReturnType<SessionController['snapshot']>['plan']): string {
  switch (plan.kind) {
    case 'ask':
      return plan.requests.map((r) => `## ${inline(r.seat)} (${inline(r.purpose)})\n\n${r.prompt.full}`).join('\n\n');
    case 'await-human':
      return `## ${inline(plan.seat)} (you)\n\n${plan.prompt.full}`;
    case 'check':
      return 'Next the runner checks the cited lines in the project.';
    case 'prepare':
      return [
        `Next the seats ${plan.seats.map((s) => inline(s.seat)).join(', ')} are prepared: each agent's persona is written once.`,
        ...plan.seats.map((s) => `## ${inline(s.seat)}\n\n${s.persona}`),
      ].join('\n\n');
    case 'done':
      return `The debate is done: ${inline(plan.reason)}`;
  }
}

export function PromptPreview({
  controller,
  height,
  width,
  theme,
  onClose,
  onDirty,
}: {
  controller: SessionController;
  height: number;
  /** The columns it has; the terminal's by default. */
  width?: number;
  theme: Theme;
  onClose: () => void;
  onDirty?: (dirty: boolean) => void;
}) {
  const { plan } = controller.snapshot();
  const [noting, setNoting] = useState(false);
  const seats = plan.kind === 'ask' ? plan.requests.map((r) => r.seat) : plan.kind === 'await-human' ? [plan.seat] : [];
  if (noting) {
    return (
      <ActionForm
        title={`A note for the next prompt of ${seats.join(' and ') || 'every seat'}`}
        actions={controller.actions().filter((a) => a.command === 'note')}
        theme={theme}
        onSubmit={(kind, input) => controller.act(kind, input)}
        onClose={() => setNoting(false)}
        {...(onDirty ? { onDirty } : {})}
      />
    );
  }
  return (
    <DocumentViewer
      title="The next prompts, exactly as they will be sent"
      text={promptsMarkdown(plan)}
      format="markdown"
      width={width}
      height={height}
      theme={theme}
      onClose={onClose}
      footer="a add a note"
      onKey={(k) => k.name === 'a' && setNoting(true)}
    />
  );
}
