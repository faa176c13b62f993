// The next prompts, exactly as they will be sent, with a note for the seats' next prompt (n).
import { useState } from 'react';
import type { SessionController } from '../../src/session/session-controller.js';
import type { Theme } from '../theme.js';
import { TextViewer } from '../widgets/text-viewer.js';
import { ActionForm } from './action-form.js';

export function PromptPreview({
  controller,
  height,
  theme,
  onClose,
  onDirty,
}: {
  controller: SessionController;
  height: number;
  theme: Theme;
  onClose: () => void;
  onDirty?: (dirty: boolean) => void;
}) {
  const { plan } = controller.snapshot();
  const [noting, setNoting] = useState(false);
  const seats = plan.kind === 'ask' ? plan.requests.map((r) => r.seat) : plan.kind === 'await-human' ? [plan.seat] : [];
  const text =
    plan.kind === 'ask'
      ? plan.requests.map((r) => `════ ${r.seat} (${r.purpose}) ════\n${r.prompt.full}`).join('\n\n')
      : plan.kind === 'await-human'
        ? `════ ${plan.seat} (you) ════\n${plan.prompt.full}`
        : plan.kind === 'check'
          ? 'Next the runner checks the cited lines in the project.'
          : plan.kind === 'prepare'
            ? `Next the seats ${plan.seats.map((s) => s.seat).join(', ')} are prepared: each agent's persona is written once.\n\n${plan.seats.map((s) => `════ ${s.seat} ════\n${s.persona}`).join('\n\n')}`
            : `The debate is done: ${plan.reason}`;
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
    <TextViewer
      title="The next prompts, exactly as they will be sent"
      text={text}
      height={height}
      theme={theme}
      onClose={onClose}
      footer="n add a note"
      onKey={(k) => k.name === 'n' && setNoting(true)}
    />
  );
}
