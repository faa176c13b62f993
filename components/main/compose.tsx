// Composing a move in a seat the person holds: the question they are asked, the moves drafted so
// far, and a form per move built from the protocol's move descriptors. The answer goes through the
// protocol's parse like an agent's; an illegal move shows the reason and the draft is kept. "esc
// later" keeps the drafted moves too (handed to `onKeep`, shown again when compose reopens): they
// go only when sent, or dropped on purpose with d.
import { Box, Text } from 'ink';
import { useEffect, useState } from 'react';
import type { ActionDescriptor, HumanInput } from '../../src/protocols/types.js';
import { useKeypress } from '../keys/keypress.js';
import type { Theme } from '../theme.js';
import { Frame } from '../widgets/frame.js';
import { DocumentViewer } from '../widgets/document-viewer.js';
import { ActionForm } from './action-form.js';

export interface ComposeProps {
  seat: string;
  prompt: string;
  actions: ActionDescriptor[];
  height: number;
  /** The columns it has; the terminal's by default. */
  width?: number;
  theme: Theme;
  describe: (id: string) => string;
  compose: (drafts: { kind: string; input: HumanInput }[]) => string;
  send: (text: string) => Promise<{ ok: true } | { ok: false; problem: string }>;
  onClose: () => void;
  /** Told whether there is a draft that closing would lose. */
  onDirty?: (dirty: boolean) => void;
  /** The moves drafted earlier and kept ("esc later"). */
  kept?: readonly Draft[];
  /** Told the drafted moves whenever they change, to keep them while compose is closed. */
  onKeep?: (drafts: Draft[]) => void;
}

type Draft = { kind: string; input: HumanInput };

export function Compose({
  seat,
  prompt,
  actions,
  height,
  width,
  theme,
  describe,
  compose,
  send,
  onClose,
  onDirty,
  kept,
  onKeep,
}: ComposeProps) {
  const [drafts, setDraftList] = useState<Draft[]>(() => [...(kept ?? [])]);
  const setDrafts = (next: Draft[]) => {
    setDraftList(next);
    onKeep?.(next);
  };
  const [mode, setMode] = useState<'list' | 'add' | 'prompt'>('list');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [formDirty, setFormDirty] = useState(false);
  // Kept drafts survive closing compose, not quitting: quitting asks while there are any.
  const dirty = drafts.length > 0 || (mode === 'add' && formDirty);
  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);
  useKeypress(
    (key) => {
      if (key.name === 'escape') return onClose();
      if (key.name === 'a') return setMode('add');
      if (key.name === 'v') return setMode('prompt');
      if (key.name === 'd') return setDrafts(drafts.slice(0, -1));
      if (key.name === 's' && !busy) {
        setBusy(true);
        void send(compose(drafts)).then((result) => {
          setBusy(false);
          if (result.ok) {
            setDrafts([]);
            onClose();
          } else setProblem(result.problem);
        });
      }
    },
    { isActive: mode === 'list' },
  );
  if (mode === 'prompt')
    return (
      <DocumentViewer
        title={`What the ${seat} seat is asked`}
        text={prompt}
        format="markdown"
        width={width}
        height={height}
        theme={theme}
        onClose={() => setMode('list')}
      />
    );
  if (mode === 'add') {
    return (
      <ActionForm
        title={`Your move as ${seat}`}
        actions={actions}
        theme={theme}
        describe={describe}
        onSubmit={async (kind, input) => {
          setDrafts([...drafts, { kind, input }]);
          setProblem(undefined);
          return { ok: true };
        }}
        onClose={() => setMode('list')}
        onDirty={setFormDirty}
      />
    );
  }
  return (
    <Frame title={`Your turn in the ${seat} seat`} theme={theme}>
      <Text dimColor={theme.dim}>v read what you are asked · a add a move · d drop the last · s send · esc later (drafts are kept)</Text>
      <Box flexDirection="column" marginTop={1}>
        {drafts.length === 0 ? <Text>No moves yet (sending none is a valid answer).</Text> : null}
        {drafts.map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: drafts are added and dropped only at the end, so a draft's number is its identity
          <Text key={i} wrap="truncate-end">
            {i + 1}.{' '}
            {[d.kind, d.input.item, d.input.value, d.input.text, d.input.reason ? `(because ${d.input.reason})` : undefined]
              .filter(Boolean)
              .join(' ')}
          </Text>
        ))}
      </Box>
      {busy ? <Text>sending…</Text> : null}
      {problem ? <Text color={theme.error}>✗ refused: {problem} — your draft is kept</Text> : null}
    </Frame>
  );
}
