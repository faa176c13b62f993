// The new-session form, one field at a time, generated from the protocol's declaration: the
// question, the protocol, each option it offers in the form, then an agent for each seat (the
// kinds usable here, the person, a script file, or a typed seat spec).
import { Box, Text } from 'ink';
import { useState } from 'react';
import type { OptionDecl, ProtocolInfo } from '../../src/protocols/types.js';
import type { NewSessionInput } from '../services.js';
import type { Theme } from '../theme.js';
import { SelectList } from '../widgets/select-list.js';
import { TextInput } from '../widgets/text-input.js';

export interface NewSessionFormProps {
  protocols: readonly ProtocolInfo[];
  agentKinds: string[];
  theme: Theme;
  onCreate: (input: NewSessionInput) => Promise<string | undefined>;
  onCancel: () => void;
}

type Step =
  | { field: 'question' | 'protocol' }
  | { field: 'option'; index: number }
  | { field: 'seat'; seat: string; optional: boolean; absent: string }
  | { field: 'seat-detail'; seat: string; kind: string; optional: boolean; absent: string };

/** `max-rounds` → "Max rounds". */
function titleOf(option: OptionDecl): string {
  const words = option.flag.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The seats to fill in order: each declared seat; a repeated kind up to its minimum, then optionally more. */
function seatSteps(protocol: ProtocolInfo): { seat: string; optional: boolean; absent: string }[] {
  return protocol.seats.flatMap((decl) => {
    if (!decl.repeat) {
      const absent = decl.whenAbsent === 'person' ? `none (you, as the ${decl.label.toLowerCase()})` : decl.whenAbsent === 'engine' ? 'none (the engine plays it)' : 'none';
      return [{ seat: decl.name, optional: !decl.required, absent }];
    }
    return Array.from({ length: decl.repeat.max }, (_, i) => ({ seat: `${decl.name}-${i + 1}`, optional: i >= decl.repeat!.min, absent: `no more ${decl.label.toLowerCase()}s` }));
  });
}

export function NewSessionForm({ protocols, agentKinds, theme, onCreate, onCancel }: NewSessionFormProps) {
  const [input, setInput] = useState<NewSessionInput>({ question: '', protocol: protocols[0]?.id ?? '', options: {}, seats: {} });
  const [step, setStep] = useState<Step>({ field: 'question' });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const protocol = protocols.find((p) => p.id === input.protocol) ?? protocols[0]!;
  const formOptions = protocol.options.filter((o) => o.form);
  const seats = seatSteps(protocol);

  const firstOptionOr = (p: ProtocolInfo): Step => (p.options.some((o) => o.form) ? { field: 'option', index: 0 } : seatStep(0, seatSteps(p))!);
  const seatStep = (index: number, list = seats): Step | undefined => {
    const next = list[index];
    return next ? { field: 'seat', ...next } : undefined;
  };
  const finish = async (done: NewSessionInput) => {
    const error = await onCreate(done);
    if (error) setProblem(error);
  };
  const afterOption = (index: number, value: unknown, done: NewSessionInput) => {
    const option = formOptions[index]!;
    const next = { ...done, options: { ...done.options } };
    if (value === undefined) delete next.options[option.key];
    else next.options[option.key] = value;
    setInput(next);
    setText('');
    setProblem(undefined);
    setStep(index + 1 < formOptions.length ? { field: 'option', index: index + 1 } : (seatStep(0) ?? { field: 'question' }));
    if (index + 1 >= formOptions.length && seats.length === 0) void finish(next);
  };
  const afterSeat = (seat: string, spec: string | undefined, done: NewSessionInput) => {
    const next = { ...done, seats: { ...done.seats } };
    if (spec) next.seats[seat] = spec;
    else delete next.seats[seat];
    setInput(next);
    setText('');
    const index = seats.findIndex((s) => s.seat === seat);
    // A repeated kind ends at the first seat left empty.
    const family = seat.replace(/-\d+$/, '');
    let following = index + 1;
    if (!spec && family !== seat) while (seats[following]?.seat.startsWith(`${family}-`)) following += 1;
    const nextStep = seatStep(following);
    if (nextStep) setStep(nextStep);
    else void finish(next);
  };

  let body: React.ReactNode;
  let label: string;
  switch (step.field) {
    case 'question':
      label = 'Question';
      body = (
        <TextInput
          value={text}
          focus
          placeholder="What should the agents debate?"
          onChange={setText}
          onCancel={onCancel}
          onSubmit={(v) => {
            if (!v.trim()) return setProblem('the question is empty');
            setProblem(undefined);
            setInput({ ...input, question: v.trim() });
            setText('');
            setStep(protocols.length > 1 ? { field: 'protocol' } : firstOptionOr(protocol));
          }}
        />
      );
      break;
    case 'protocol':
      label = 'Protocol';
      body = (
        <SelectList
          choices={protocols.map((p) => ({ value: p.id, label: `${p.id}: ${p.title}` }))}
          focus
          onCancel={onCancel}
          onSelect={(v) => {
            const chosen = protocols.find((p) => p.id === v)!;
            setInput({ ...input, protocol: v, options: {}, seats: {} });
            setStep(firstOptionOr(chosen));
          }}
        />
      );
      break;
    case 'option': {
      const option = formOptions[step.index]!;
      label = titleOf(option);
      if (option.type === 'choice' || option.type === 'boolean') {
        const choices = option.type === 'choice' ? [...option.choices] : [{ value: 'no', label: 'no' }, { value: 'yes', label: `yes: ${option.help}` }];
        const initial = option.type === 'choice' ? Math.max(0, choices.findIndex((c) => c.value === option.default)) : 0;
        body = (
          <SelectList
            key={option.key}
            choices={choices}
            initial={initial}
            focus
            onCancel={onCancel}
            onSelect={(v) => afterOption(step.index, option.type === 'boolean' ? (v === 'yes' ? true : undefined) : v, input)}
          />
        );
      } else {
        const fallback = option.default !== undefined ? String(option.default) : '';
        if (fallback) label = `${label} (empty for ${fallback})`;
        body = (
          <TextInput
            key={option.key}
            value={text}
            focus
            placeholder={fallback || (option.type === 'string' ? (option.placeholder ?? '') : '')}
            onChange={setText}
            onCancel={onCancel}
            onSubmit={(v) => {
              if (v.trim() === '') return afterOption(step.index, undefined, input);
              if (option.type === 'string') return afterOption(step.index, v.trim(), input);
              const n = Number(v);
              const low = option.min ?? -Infinity;
              const high = option.max ?? Infinity;
              if (!Number.isFinite(n) || (option.type === 'integer' && !Number.isInteger(n)) || n < low || n > high) {
                return setProblem(`${titleOf(option).toLowerCase()} is a ${option.type === 'integer' ? 'whole ' : ''}number${option.min !== undefined ? ` from ${option.min}` : ''}${option.max !== undefined ? ` to ${option.max}` : ''}`);
              }
              afterOption(step.index, n, input);
            }}
          />
        );
      }
      break;
    }
    case 'seat': {
      label = `Who sits in the ${step.seat} seat?`;
      const choices = [
        ...agentKinds.map((k) => ({ value: k, label: k })),
        { value: 'human', label: 'human (you)' },
        { value: 'script', label: 'script (answers from a JSON file)' },
        { value: 'spec', label: 'type a seat spec (e.g. openai:base=…,model=…)' },
        ...(step.optional ? [{ value: 'none', label: step.absent }] : []),
      ];
      body = (
        <SelectList
          key={step.seat}
          choices={choices}
          focus
          onCancel={onCancel}
          onSelect={(v) => {
            if (v === 'none') return afterSeat(step.seat, undefined, input);
            if (v === 'script' || v === 'spec') return setStep({ ...step, field: 'seat-detail', kind: v });
            afterSeat(step.seat, v, input);
          }}
        />
      );
      break;
    }
    case 'seat-detail':
      label = `Who sits in the ${step.seat} seat?`;
      body = (
        <TextInput
          value={text}
          focus
          placeholder={step.kind === 'script' ? 'path/to/answers.json' : 'codex:model=gpt-5.2'}
          onChange={setText}
          onCancel={() => setStep({ field: 'seat', seat: step.seat, optional: step.optional, absent: step.absent })}
          onSubmit={(v) => v.trim() && afterSeat(step.seat, step.kind === 'script' ? `script:file=${v.trim()}` : v.trim(), input)}
        />
      );
      break;
  }

  return (
    <Box flexDirection="column" paddingX={1} borderStyle="round" borderColor={theme.borderFocus}>
      <Text bold color={theme.accent}>
        New session
      </Text>
      {input.question ? <Text wrap="truncate-end">Question: {input.question}</Text> : null}
      {Object.entries(input.seats).map(([seat, spec]) => (
        <Text key={seat}>
          {seat}: {spec}
        </Text>
      ))}
      <Text bold>{label}</Text>
      {body}
      {problem ? <Text color={theme.error}>✗ {problem}</Text> : null}
      <Text dimColor={theme.dim}>enter next · esc cancel</Text>
    </Box>
  );
}
