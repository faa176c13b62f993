// A form built from action descriptors: pick the action, then fill its fields (item, value, text,
// reason) in order. Used for overrides, resolutions and constraints (human actions) and, with
// `draft` mode, for composing moves in a seat. A refusal is shown inline and the draft is kept.
import { Box, Text, useInput } from 'ink';
import { useState } from 'react';
import type { ActionDescriptor, HumanInput } from '../../src/protocols/types.js';
import type { Theme } from '../theme.js';
import { SelectList } from '../widgets/select-list.js';
import { TextInput } from '../widgets/text-input.js';

type Field = 'item' | 'value' | 'text' | 'reason';
const ORDER: Field[] = ['item', 'value', 'text', 'reason'];

export interface ActionFormProps {
  title: string;
  actions: ActionDescriptor[];
  presetItem?: string;
  theme: Theme;
  onSubmit: (kind: string, input: HumanInput) => Promise<{ ok: true } | { ok: false; problem: string }>;
  onClose: () => void;
  /** Labels for items, e.g. "P3 Redis persists sessions". */
  describe?: (id: string) => string;
}

export function ActionForm({ title, actions, presetItem, theme, onSubmit, onClose, describe }: ActionFormProps) {
  const [kind, setKind] = useState<string | undefined>(actions.length === 1 ? actions[0]!.kind : undefined);
  const [input, setInput] = useState<HumanInput>(presetItem ? { item: presetItem } : {});
  const [field, setField] = useState(0);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const action = actions.find((a) => a.kind === kind);
  const fields = action ? ORDER.filter((f) => action.schema[f] && !(f === 'item' && presetItem)) : [];

  if (actions.length === 0) {
    return (
      <Frame title={title} theme={theme}>
        <Text>Nothing can be done here right now.</Text>
        <CloseOnEscape onClose={onClose} />
      </Frame>
    );
  }
  if (!action) {
    return (
      <Frame title={title} theme={theme}>
        <SelectList choices={actions.map((a) => ({ value: a.kind, label: a.label }))} focus onSelect={setKind} onCancel={onClose} />
      </Frame>
    );
  }

  const submit = async (typed: HumanInput) => {
    // A field left empty is not given at all: '' would hide the fallbacks the protocol applies.
    const next = Object.fromEntries(Object.entries(typed).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as HumanInput;
    const missing = fields.find((f) => action.schema[f]?.required && !next[f]?.trim());
    if (missing) {
      setProblem(`${action.schema[missing]!.label} is required`);
      setField(fields.indexOf(missing));
      return;
    }
    setBusy(true);
    const result = await onSubmit(action.kind, next);
    setBusy(false);
    if (result.ok) onClose();
    else setProblem(result.problem);
  };
  const advance = (next: HumanInput) => {
    setInput(next);
    setProblem(undefined);
    if (field + 1 < fields.length) setField(field + 1);
    else void submit(next);
  };
  const back = () => (field > 0 ? setField(field - 1) : actions.length > 1 ? setKind(undefined) : onClose());

  return (
    <Frame title={`${title}: ${action.label}`} theme={theme}>
      {fields.map((f, i) => {
        const spec = action.schema[f]!;
        const active = i === field && !busy;
        return (
          <Box key={f} flexDirection="column">
            <Text bold={active}>
              {spec.label}
              {spec.required ? '' : ' (optional)'}: {!active && input[f] ? input[f] : ''}
            </Text>
            {active && f === 'item' ? (
              <SelectList choices={action.targets.map((t) => ({ value: t, label: describe ? describe(t) : t }))} focus onSelect={(v) => advance({ ...input, item: v })} onCancel={back} />
            ) : null}
            {active && f === 'value' ? (
              <SelectList choices={spec.options ?? []} focus onSelect={(v) => advance({ ...input, value: v })} onCancel={back} />
            ) : null}
            {active && (f === 'text' || f === 'reason') ? (
              <TextInput value={input[f] ?? ''} focus onChange={(v) => setInput((prev) => ({ ...prev, [f]: v }))} onSubmit={(v) => advance({ ...input, [f]: v })} onCancel={back} />
            ) : null}
          </Box>
        );
      })}
      {busy ? <Text>saving…</Text> : null}
      {problem ? <Text color={theme.error}>✗ {problem}</Text> : null}
      <Text dimColor={theme.dim}>enter next · esc back</Text>
    </Frame>
  );
}

function CloseOnEscape({ onClose }: { onClose: () => void }) {
  useInput((_, key) => {
    if (key.escape || key.return) onClose();
  });
  return <Text dimColor>esc to close</Text>;
}

export function Frame({ title, theme, children }: { title: string; theme: Theme; children: React.ReactNode }) {
  return (
    <Box flexDirection="column" borderStyle="double" borderColor={theme.borderFocus} paddingX={1}>
      <Text bold color={theme.accent}>
        {title}
      </Text>
      {children}
    </Box>
  );
}
