// A seat's menu (enter on a seat in the Progress pane, or s): who plays it and what it has spent,
// its last failure, and the ways on: ask its agent again, give it another agent (a kind usable
// here with options, a script file, or a typed seat spec), or take the seat yourself. Every choice
// is recorded by the session as an event.
import { Text } from 'ink';
import { useEffect, useState } from 'react';
import type { ActResult, Snapshot } from '../../src/session/session-controller.js';
import type { Theme } from '../theme.js';
import { Frame } from '../widgets/frame.js';
import { SelectList } from '../widgets/select-list.js';
import { TextInput } from '../widgets/text-input.js';
import { describeSpec, spentLine } from './figures.js';

export interface SeatMenuProps {
  seat: string;
  snapshot: Snapshot;
  /** The agent CLIs found on this machine. */
  agentKinds: string[];
  theme: Theme;
  onRetry: () => void;
  onReseat: (spec: string) => Promise<ActResult>;
  onClose: () => void;
  onDirty?: (dirty: boolean) => void;
}

type Mode = { kind: 'menu' } | { kind: 'agent' } | { kind: 'options'; agent: string };

const PLACEHOLDER: Record<string, string> = {
  openai: 'base=http://127.0.0.1:11434/v1,model=llama3.1',
  script: 'path/to/answers.json',
  spec: 'codex:model=gpt-5.2',
};

export function SeatMenu({ seat, snapshot, agentKinds, theme, onRetry, onReseat, onClose, onDirty }: SeatMenuProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'menu' });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => onDirty?.(text.trim() !== ''), [text, onDirty]);
  const spec = snapshot.seatSpecs[seat];
  const failure = snapshot.failed.find((f) => f.seat === seat);
  const spent = snapshot.usage.bySeat[seat];
  const human = spec?.kind === 'human' || snapshot.view.seats.find((s) => s.seat === seat)?.human === true;

  const reseat = async (typed: string) => {
    setBusy(true);
    const result = await onReseat(typed);
    setBusy(false);
    if (result.ok) onClose();
    else setProblem(result.problem);
  };

  let body: React.ReactNode;
  switch (mode.kind) {
    case 'menu': {
      const choices = [
        ...(failure && !snapshot.running ? [{ value: 'retry', label: 'Try its agent again now (space does the same)' }] : []),
        { value: 'agent', label: 'Give the seat another agent…' },
        ...(human ? [] : [{ value: 'take', label: 'Take the seat yourself: you answer its turns' }]),
      ];
      body = (
        <SelectList
          key="menu"
          choices={choices}
          focus={!busy}
          onCancel={onClose}
          onSelect={(v) => {
            if (v === 'retry') {
              onRetry();
              return onClose();
            }
            if (v === 'take') return void reseat('human');
            setMode({ kind: 'agent' });
          }}
        />
      );
      break;
    }
    case 'agent':
      body = (
        <SelectList
          key="agent"
          choices={[
            ...agentKinds.map((k) => ({ value: k, label: `${k} (options next, e.g. model=…)` })),
            { value: 'openai', label: 'openai: an OpenAI-compatible endpoint' },
            { value: 'script', label: 'script: answers from a JSON file' },
            { value: 'spec', label: 'type a seat spec' },
          ]}
          focus
          onCancel={() => setMode({ kind: 'menu' })}
          onSelect={(agent) => {
            setText('');
            setProblem(undefined);
            setMode({ kind: 'options', agent });
          }}
        />
      );
      break;
    case 'options':
      body = (
        <>
          <Text bold>
            {mode.agent === 'spec'
              ? 'The seat spec:'
              : mode.agent === 'script'
                ? 'The answers file:'
                : `${mode.agent} options (empty for none):`}
          </Text>
          <TextInput
            value={text}
            focus={!busy}
            placeholder={PLACEHOLDER[mode.agent] ?? 'model=…'}
            onChange={setText}
            onCancel={() => setMode({ kind: 'agent' })}
            onSubmit={(v) => {
              const typed = v.trim();
              if (mode.agent === 'spec') return typed ? void reseat(typed) : setProblem('type a seat spec, e.g. codex:model=gpt-5.2');
              if (mode.agent === 'script')
                return typed ? void reseat(`script:file=${typed}`) : setProblem('type the path of the answers file');
              void reseat(typed ? `${mode.agent}:${typed}` : mode.agent);
            }}
          />
        </>
      );
      break;
  }

  return (
    <Frame title={`The ${seat} seat`} theme={theme}>
      <Text wrap="truncate-end">played by: {spec ? describeSpec(spec) : human ? 'you' : 'nobody'}</Text>
      {spent ? <Text wrap="truncate-end">spent: {spentLine(spent)}</Text> : null}
      {failure ? (
        <Text color={theme.error} wrap="wrap">
          ✗ its agent failed ({failure.kind}, {failure.attempts} {failure.attempts === 1 ? 'try' : 'tries'}): {failure.reason}
        </Text>
      ) : null}
      {body}
      {busy ? <Text>saving…</Text> : null}
      {problem ? (
        <Text color={theme.error} wrap="wrap">
          ✗ {problem}
        </Text>
      ) : null}
      <Text dimColor={theme.dim}>enter choose · esc back</Text>
    </Frame>
  );
}
