// Raising or lifting the budgets from the TUI, recorded as `agon step --budget-…` records them: each
// budget prefilled with the one in force, empty for none; what has been spent is shown beside it.
import { Text } from 'ink';
import { useEffect, useState } from 'react';
import type { ActResult, Snapshot } from '../../src/session/session-controller.js';
import type { Theme } from '../theme.js';
import { Frame } from '../widgets/frame.js';
import { TextInput } from '../widgets/text-input.js';
import { money, seconds } from './figures.js';
import { grouped } from '../../src/text/numbers.js';

type Key = 'tokens' | 'usd' | 'seconds';
type Budgets = Snapshot['budgets'];

const FIELDS: { key: Key; label: string; integer: boolean }[] = [
  { key: 'tokens', label: 'token budget', integer: true },
  { key: 'usd', label: 'cost budget in US$', integer: false },
  { key: 'seconds', label: 'time budget in seconds of agent time', integer: false },
];

export interface BudgetFormProps {
  snapshot: Snapshot;
  theme: Theme;
  onSave: (budgets: Budgets) => Promise<ActResult>;
  onClose: () => void;
  onDirty?: (dirty: boolean) => void;
}

export function BudgetForm({ snapshot, theme, onSave, onClose, onDirty }: BudgetFormProps) {
  const initial = Object.fromEntries(
    FIELDS.map((f) => [f.key, snapshot.budgets[f.key] !== undefined ? String(snapshot.budgets[f.key]) : '']),
  ) as Record<Key, string>;
  const [values, setValues] = useState(initial);
  const [field, setField] = useState(0);
  const [problem, setProblem] = useState<string | undefined>();
  const dirty = FIELDS.some((f) => values[f.key] !== initial[f.key]);
  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);
  const spent = {
    tokens: grouped(snapshot.usage.tokens),
    usd: money(snapshot.usage.usd),
    seconds: seconds(snapshot.usage.seconds),
  };

  const save = async (all: Record<Key, string>) => {
    const budgets: Budgets = {};
    for (const f of FIELDS) {
      const raw = all[f.key].trim();
      if (raw === '') continue;
      const n = Number(raw.replace(/[,_$]/g, ''));
      if (!Number.isFinite(n) || n <= 0 || (f.integer && !Number.isInteger(n))) {
        setField(FIELDS.indexOf(f));
        return setProblem(`the ${f.label} is a positive ${f.integer ? 'whole ' : ''}number, or empty for none`);
      }
      budgets[f.key] = n;
    }
    const result = await onSave(budgets);
    if (result.ok) onClose();
    else setProblem(result.problem);
  };

  return (
    <Frame title="Budgets" theme={theme}>
      {snapshot.stopped ? (
        <Text color={theme.warn} wrap="wrap">
          Stopped: {snapshot.stopped}.
        </Text>
      ) : null}
      {FIELDS.map((f, i) => (
        <Text key={f.key} bold={i === field}>
          {f.label} (spent {spent[f.key]}; empty: none): {i === field ? '' : values[f.key] || 'none'}
        </Text>
      )).flatMap((line, i) =>
        i === field
          ? [
              line,
              <TextInput
                key="input"
                value={values[FIELDS[i]!.key]}
                focus
                onChange={(v) => setValues((old) => ({ ...old, [FIELDS[i]!.key]: v }))}
                onCancel={() => (field > 0 ? setField(field - 1) : onClose())}
                onSubmit={() => {
                  if (field + 1 < FIELDS.length) {
                    setProblem(undefined);
                    setField(field + 1);
                  } else void save(values);
                }}
              />,
            ]
          : [line],
      )}
      {problem ? <Text color={theme.error}>✗ {problem}</Text> : null}
      <Text dimColor={theme.dim}>enter next (the last saves) · esc back · recorded as a budget change</Text>
    </Frame>
  );
}
