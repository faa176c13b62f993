// A form built from action descriptors: pick the action, then fill its fields in order — the item,
// the value, the text and the reason, then any further named fields it declares (a falsifier's
// metric and deadline; a list of premises, one per line). Used for human actions and for composing
// moves in a seat. A refusal is shown inline and the draft is kept.
import { Box, Text } from 'ink';
import { useEffect, useState } from 'react';
import type { ActionDescriptor, ExtraFieldSpec, FieldSpec, HumanInput } from '../../src/protocols/types.js';
import { useKeypress } from '../keys/keypress.js';
import type { Theme } from '../theme.js';
import { Frame } from '../widgets/frame.js';
import { SelectList } from '../widgets/select-list.js';
import { TextInput } from '../widgets/text-input.js';

type Standard = 'item' | 'value' | 'text' | 'reason';
const ORDER: Standard[] = ['item', 'value', 'text', 'reason'];

/** One field of the form: a standard one, or a further named one. */
interface Step {
  key: string;
  spec: FieldSpec & Pick<ExtraFieldSpec, 'range'>;
  kind: 'item' | 'choice' | 'text' | 'list' | 'number';
  extra: boolean;
}

function stepsOf(action: ActionDescriptor, presetItem: string | undefined): Step[] {
  const standard = ORDER.filter((f) => action.schema[f] && !(f === 'item' && presetItem)).map(
    (f): Step => ({ key: f, spec: action.schema[f]!, kind: f === 'item' ? 'item' : f === 'value' ? 'choice' : 'text', extra: false }),
  );
  const extra = (action.fields ?? []).map((f): Step => ({ key: f.name, spec: f, kind: f.kind, extra: true }));
  return [...standard, ...extra];
}

function stepValue(input: HumanInput, step: Step): string | string[] | undefined {
  return step.extra ? input.fields?.[step.key] : input[step.key as Standard];
}

function withValue(input: HumanInput, step: Step, value: string | string[]): HumanInput {
  if (!step.extra) return { ...input, [step.key]: value as string };
  return { ...input, fields: { ...input.fields, [step.key]: value } };
}

/** What to know about filling a field, said once in one pair of brackets: "(optional, ctrl+j new line)". */
function notes(step: Step, active: boolean): string {
  const said = [
    ...(step.spec.required ? [] : ['optional']),
    ...(step.kind === 'list' ? ['one per line, empty line to finish; a pasted list takes one per line'] : []),
    ...(active && step.spec.multiline && step.kind === 'text' ? ['ctrl+j new line'] : []),
  ];
  return said.length ? ` (${said.join(', ')})` : '';
}

/** Why a typed number cannot be taken, in one line: not a number, or outside the bounds its field declares. */
function numberProblem(step: Step, typed: string): string | undefined {
  if (typed.trim() === '') return undefined;
  const n = Number(typed.trim());
  const { min, max } = step.spec.range ?? {};
  const bounds =
    min !== undefined && max !== undefined
      ? ` from ${min} to ${max}`
      : min !== undefined
        ? ` of at least ${min}`
        : max !== undefined
          ? ` of at most ${max}`
          : '';
  if (!Number.isFinite(n) || (min !== undefined && n < min) || (max !== undefined && n > max))
    return `${step.spec.label}: "${typed.trim()}" is refused; type a number${bounds}`;
  return undefined;
}

function filled(value: string | string[] | undefined): boolean {
  return Array.isArray(value) ? value.some((v) => v.trim() !== '') : typeof value === 'string' && value.trim() !== '';
}

/** A field left empty is not given at all: '' would hide the fallbacks the protocol applies. */
function cleaned(input: HumanInput): HumanInput {
  const out: HumanInput = {};
  for (const key of ORDER) if (filled(input[key])) out[key] = input[key]!;
  const fields = Object.fromEntries(Object.entries(input.fields ?? {}).filter(([, v]) => filled(v)));
  if (Object.keys(fields).length > 0) out.fields = fields;
  return out;
}

export interface ActionFormProps {
  title: string;
  actions: ActionDescriptor[];
  presetItem?: string;
  theme: Theme;
  onSubmit: (kind: string, input: HumanInput) => Promise<{ ok: true } | { ok: false; problem: string }>;
  onClose: () => void;
  /** Labels for items, e.g. "P3 Redis persists sessions". */
  describe?: (id: string) => string;
  /** Told whether the form holds something typed or chosen that closing it would lose. */
  onDirty?: (dirty: boolean) => void;
}

export function ActionForm({ title, actions, presetItem, theme, onSubmit, onClose, describe, onDirty }: ActionFormProps) {
  const [kind, setKind] = useState<string | undefined>(actions.length === 1 ? actions[0]!.kind : undefined);
  const [input, setInput] = useState<HumanInput>(presetItem ? { item: presetItem } : {});
  const [field, setField] = useState(0);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const action = actions.find((a) => a.kind === kind);
  const steps = action ? stepsOf(action, presetItem) : [];
  const { item: _preset, ...typedInput } = input;
  const dirty = text.trim() !== '' || Object.keys(cleaned(presetItem ? typedInput : input)).length > 0;
  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);

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
        <SelectList
          key="actions"
          choices={actions.map((a) => ({ value: a.kind, label: a.label }))}
          focus
          onSelect={setKind}
          onCancel={onClose}
        />
      </Frame>
    );
  }

  const submit = async (typed: HumanInput) => {
    const next = cleaned(typed);
    const missing = steps.find((s) => s.spec.required && !filled(stepValue(next, s)));
    if (missing) {
      setProblem(`${missing.spec.label} is required`);
      setField(steps.indexOf(missing));
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
    setText('');
    setProblem(undefined);
    if (field + 1 < steps.length) setField(field + 1);
    else void submit(next);
  };
  const back = () => (field > 0 ? setField(field - 1) : actions.length > 1 ? setKind(undefined) : onClose());
  const enterText = (step: Step, typed: string) => {
    const refused = step.kind === 'number' ? numberProblem(step, typed) : undefined;
    if (refused) return setProblem(refused);
    if (step.kind !== 'list') return advance(withValue(input, step, typed));
    // A list takes one entry per Enter; Enter on an empty line ends it.
    if (typed.trim() === '') return advance(input);
    const had = stepValue(input, step);
    setInput(withValue(input, step, [...(Array.isArray(had) ? had : had ? [had] : []), typed.trim()]));
    setText('');
  };
  /** A list field takes a pasted block (or ctrl+j) as one entry per line; the unfinished last line stays in the field. */
  const typeIntoList = (step: Step, typed: string) => {
    if (!typed.includes('\n')) return setText(typed);
    const lines = typed.split('\n');
    const rest = lines.pop() ?? '';
    const entries = lines.map((line) => line.trim()).filter((line) => line !== '');
    setInput((prev) => {
      const had = stepValue(prev, step);
      return withValue(prev, step, [...(Array.isArray(had) ? had : had ? [had] : []), ...entries]);
    });
    setText(rest);
  };
  const shown = (value: string | string[] | undefined, step?: Step) => {
    if (Array.isArray(value)) return value.join('; ');
    // A choice reads as its label ("Agreed"), not its stored value ("agreed").
    return step?.spec.options?.find((o) => o.value === value)?.label ?? value ?? '';
  };
  // "Override P1 — Reclassify a point", but never "Add a constraint — Add a user constraint".
  const firstWord = (t: string) => t.split(/\s+/)[0]!.toLowerCase();
  const heading =
    firstWord(title) === firstWord(action.label) ? `${action.label}${presetItem ? ` · ${presetItem}` : ''}` : `${title} — ${action.label}`;

  return (
    <Frame title={heading} theme={theme}>
      {steps.map((step, i) => {
        const active = i === field && !busy;
        const value = stepValue(input, step);
        return (
          <Box key={step.key} flexDirection="column">
            <Text bold={active}>
              {step.spec.label}
              {notes(step, active)}: {!active || step.kind === 'list' ? shown(value, step) : ''}
            </Text>
            {active && step.kind === 'item' ? (
              <SelectList
                choices={action.targets.map((t) => ({ value: t, label: describe ? describe(t) : t }))}
                focus
                onSelect={(v) => advance({ ...input, item: v })}
                onCancel={back}
              />
            ) : null}
            {active && step.kind === 'choice' ? (
              <SelectList choices={step.spec.options ?? []} focus onSelect={(v) => advance(withValue(input, step, v))} onCancel={back} />
            ) : null}
            {active && (step.kind === 'text' || step.kind === 'number' || step.kind === 'list') ? (
              <TextInput
                value={step.kind === 'list' ? text : shown(value)}
                focus
                multiline={(step.spec.multiline === true && step.kind === 'text') || step.kind === 'list'}
                onChange={(v) => (step.kind === 'list' ? typeIntoList(step, v) : setInput((prev) => withValue(prev, step, v)))}
                onSubmit={(v) => enterText(step, v)}
                onCancel={back}
              />
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
  useKeypress((key) => {
    if (key.name === 'escape' || key.name === 'enter') onClose();
  });
  return <Text dimColor>esc to close</Text>;
}
