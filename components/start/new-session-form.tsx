// The new-session form, one field at a time: question, protocol, framing, mode, max rounds, then an
// agent for each seat (the kinds usable here, human, a script file, or a typed seat spec).
import { Box, Text } from 'ink';
import { useState } from 'react';
import type { Theme } from '../theme.js';
import { SelectList } from '../widgets/select-list.js';
import { TextInput } from '../widgets/text-input.js';

export interface ProtocolChoice {
  id: string;
  title: string;
  seats: readonly string[];
  requiredSeats: readonly string[];
  framings: readonly { id: string; label: string }[];
  modes: readonly string[];
}

export interface NewSessionInput {
  question: string;
  protocol: string;
  framing?: string;
  mode?: string;
  maxRounds?: number;
  /** seat → a seat spec after "SEAT=", e.g. "human", "codex:model=gpt-5.2", "script:file=a.json". */
  seats: Record<string, string>;
}

export interface NewSessionFormProps {
  protocols: ProtocolChoice[];
  agentKinds: string[];
  theme: Theme;
  onCreate: (input: NewSessionInput) => Promise<string | undefined>;
  onCancel: () => void;
}

type Step = { field: 'question' | 'protocol' | 'framing' | 'mode' | 'rounds' } | { field: 'seat'; seat: string } | { field: 'seat-detail'; seat: string; kind: string };

export function NewSessionForm({ protocols, agentKinds, theme, onCreate, onCancel }: NewSessionFormProps) {
  const [input, setInput] = useState<NewSessionInput>({ question: '', protocol: protocols[0]?.id ?? 'argumentation', seats: {} });
  const [step, setStep] = useState<Step>({ field: 'question' });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const protocol = protocols.find((p) => p.id === input.protocol) ?? protocols[0]!;
  const seats = protocol.seats;

  const nextSeat = (after?: string): Step | undefined => {
    const index = after === undefined ? 0 : seats.indexOf(after) + 1;
    const seat = seats[index];
    return seat ? { field: 'seat', seat } : undefined;
  };
  const finish = async (done: NewSessionInput) => {
    const error = await onCreate(done);
    if (error) setProblem(error);
  };
  const afterSeat = (seat: string, spec: string | undefined, done: NewSessionInput) => {
    const next = { ...done, seats: { ...done.seats } };
    if (spec) next.seats[seat] = spec;
    else delete next.seats[seat];
    setInput(next);
    setText('');
    const following = nextSeat(seat);
    if (following) setStep(following);
    else void finish(next);
  };

  let body: React.ReactNode;
  switch (step.field) {
    case 'question':
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
            setStep({ field: protocols.length > 1 ? 'protocol' : protocol.framings.length ? 'framing' : 'mode' });
          }}
        />
      );
      break;
    case 'protocol':
      body = <SelectList choices={protocols.map((p) => ({ value: p.id, label: `${p.id}: ${p.title}` }))} focus onCancel={onCancel} onSelect={(v) => (setInput({ ...input, protocol: v, seats: {} }), setStep({ field: protocols.find((p) => p.id === v)?.framings.length ? 'framing' : 'mode' }))} />;
      break;
    case 'framing':
      body = <SelectList choices={protocol.framings.map((f) => ({ value: f.id, label: f.label }))} focus onCancel={onCancel} onSelect={(v) => (setInput({ ...input, framing: v }), setStep({ field: 'mode' }))} />;
      break;
    case 'mode':
      body = <SelectList choices={protocol.modes.map((m) => ({ value: m, label: m }))} focus onCancel={onCancel} onSelect={(v) => (setInput({ ...input, mode: v }), setStep({ field: 'rounds' }))} />;
      break;
    case 'rounds':
      body = (
        <TextInput
          value={text}
          focus
          placeholder="8"
          onChange={setText}
          onCancel={onCancel}
          onSubmit={(v) => {
            const n = v.trim() === '' ? undefined : Number(v);
            if (n !== undefined && (!Number.isInteger(n) || n < 1 || n > 50)) return setProblem('max rounds is a whole number from 1 to 50');
            setProblem(undefined);
            setInput({ ...input, ...(n !== undefined ? { maxRounds: n } : {}) });
            setText('');
            setStep(nextSeat()!);
          }}
        />
      );
      break;
    case 'seat': {
      const optional = !protocol.requiredSeats.includes(step.seat);
      const choices = [
        ...agentKinds.map((k) => ({ value: k, label: k })),
        { value: 'human', label: 'human (you)' },
        { value: 'script', label: 'script (answers from a JSON file)' },
        { value: 'spec', label: 'type a seat spec (e.g. openai:base=…,model=…)' },
        ...(optional ? [{ value: 'none', label: step.seat === 'arbiter' ? 'none (you arbitrate)' : 'none' }] : []),
      ];
      body = (
        <SelectList
          key={step.seat}
          choices={choices}
          focus
          onCancel={onCancel}
          onSelect={(v) => {
            if (v === 'none') return afterSeat(step.seat, undefined, input);
            if (v === 'script' || v === 'spec') return setStep({ field: 'seat-detail', seat: step.seat, kind: v });
            afterSeat(step.seat, v, input);
          }}
        />
      );
      break;
    }
    case 'seat-detail':
      body = (
        <TextInput
          value={text}
          focus
          placeholder={step.kind === 'script' ? 'path/to/answers.json' : 'codex:model=gpt-5.2'}
          onChange={setText}
          onCancel={() => setStep({ field: 'seat', seat: step.seat })}
          onSubmit={(v) => v.trim() && afterSeat(step.seat, step.kind === 'script' ? `script:file=${v.trim()}` : v.trim(), input)}
        />
      );
      break;
  }

  const label =
    step.field === 'seat' || step.field === 'seat-detail'
      ? `Who sits in the ${step.seat} seat?`
      : { question: 'Question', protocol: 'Protocol', framing: 'Framing', mode: 'Mode', rounds: 'Max rounds (empty for 8)' }[step.field];
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
