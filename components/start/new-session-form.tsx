// The new-session form, one field at a time, generated from the protocol's declaration: the
// question, the protocol, each option it offers in the form, optionally a project folder, a timeout
// and budgets, then an agent for each seat (the kinds usable here, the person, a script file, or a
// typed seat spec, the bundled demo's answers), then a review of everything chosen where enter
// creates the session. Options that do not apply to what was chosen are not asked (the declaration
// says when one applies). Each answer is checked as it is given (a script file that does not exist
// is said at once, not at the end); esc goes back one step with the answer given there, forgetting
// the later ones; ctrl+c asks before losing what was typed.
import { Box, Text } from 'ink';
import { useState } from 'react';
import type { OptionDecl, ProtocolInfo } from '../../src/protocols/types.js';
import { useKeypress } from '../keys/keypress.js';
import { Confirm } from '../main/overlays.js';
import type { NewSessionInput } from '../services.js';
import type { Theme } from '../theme.js';
import { SelectList } from '../widgets/select-list.js';
import { TextInput } from '../widgets/text-input.js';
import {
  demoSpec,
  formOptions as optionsFor,
  type Limit,
  LIMITS,
  reviewLines,
  type SeatStep,
  seatChoices,
  seatSteps,
  titleOf,
  withLimit,
} from './new-session-steps.js';
import { Review } from './review-step.js';

export interface NewSessionFormProps {
  protocols: readonly ProtocolInfo[];
  agentKinds: string[];
  theme: Theme;
  onCreate: (input: NewSessionInput) => Promise<string | undefined>;
  onCancel: () => void;
  onQuit?: () => void;
  /** Why a seat spec cannot serve (undefined when it can). */
  checkSeat?: (protocol: string, seat: string, spec: string) => Promise<string | undefined>;
  /** Why a path is no project folder (undefined when it is one). */
  checkWorkdir?: (path: string) => string | undefined;
}

type Step =
  | { field: 'question' | 'protocol' | 'more' | 'review' }
  | { field: 'option'; index: number }
  | { field: 'limit'; limit: Limit }
  | ({ field: 'seat' } & SeatStep)
  | ({ field: 'seat-detail'; kind: string } & SeatStep);

/** A step passed: where it was, what had been chosen before it, and the answer given there. */
interface Passed {
  step: Step;
  input: NewSessionInput;
  answer: string;
}

export function NewSessionForm({ protocols, agentKinds, theme, onCreate, onCancel, onQuit, checkSeat, checkWorkdir }: NewSessionFormProps) {
  const [input, setInput] = useState<NewSessionInput>({ question: '', protocol: protocols[0]?.id ?? '', options: {}, seats: {} });
  const [history, setHistory] = useState<Passed[]>([]);
  const [step, setStep] = useState<Step>({ field: 'question' });
  const [text, setText] = useState('');
  /** The answer a step had when esc came back to it: its choice is selected again. */
  const [restored, setRestored] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const protocol = protocols.find((p) => p.id === input.protocol) ?? protocols[0]!;
  const formOptions = optionsFor(protocol, input.options);
  const seats = seatSteps(protocol);
  const typed = input.question !== '' || text.trim() !== '';

  useKeypress(
    (key) => {
      if (key.ctrl && key.name === 'c') return typed ? setAsking(true) : (onQuit ?? onCancel)();
    },
    { isActive: !asking },
  );

  /** On to `next` with `nextInput` chosen, remembering this step, what was chosen before it and its answer. */
  const go = (next: Step, nextInput: NewSessionInput, answer: string) => {
    setHistory((h) => [...h, { step, input, answer }]);
    setInput(nextInput);
    setStep(next);
    setText('');
    setRestored(undefined);
    setProblem(undefined);
  };
  /** Back one step, with the answer given there; what was chosen after it is forgotten. */
  const back = () => {
    const previous = history.at(-1);
    if (!previous) return onCancel();
    setHistory((h) => h.slice(0, -1));
    setStep(previous.step);
    setInput(previous.input);
    setText(previous.answer);
    setRestored(previous.answer);
    setProblem(undefined);
  };
  const afterOptions = (): Step => ({ field: 'more' });
  const firstOptionOr = (p: ProtocolInfo, chosen: NewSessionInput): Step =>
    optionsFor(p, chosen.options).length > 0 ? { field: 'option', index: 0 } : afterOptions();
  const finish = async () => {
    setBusy(true);
    const error = await onCreate(input);
    setBusy(false);
    if (error) setProblem(error);
  };
  const toSeats = (done: NewSessionInput, answer: string) =>
    go(seats[0] ? { field: 'seat', ...seats[0] } : { field: 'review' }, done, answer);
  const afterOption = (index: number, value: string | number | boolean | undefined, answer: string) => {
    const option = formOptions[index]!;
    const next = { ...input, options: { ...input.options } };
    if (value === undefined) delete next.options[option.key];
    else next.options[option.key] = value;
    // What applies is read again: this answer may be the one a later option depends on.
    const following = optionsFor(protocol, next.options);
    const at = following.indexOf(option) + 1;
    go(at < following.length ? { field: 'option', index: at } : afterOptions(), next, answer);
  };
  const afterSeat = (seat: string, spec: string | undefined, answer: string) => {
    const next = { ...input, seats: { ...input.seats } };
    if (spec) next.seats[seat] = spec;
    else delete next.seats[seat];
    const index = seats.findIndex((s) => s.seat === seat);
    // A repeated kind ends at the first seat left empty.
    const family = seat.replace(/-\d+$/, '');
    let following = index + 1;
    if (!spec && family !== seat) while (seats[following]?.seat.startsWith(`${family}-`)) following += 1;
    const nextSeat = seats[following];
    go(nextSeat ? { field: 'seat', ...nextSeat } : { field: 'review' }, next, answer);
  };
  /** A seat's agent, checked before the form goes on. */
  const chooseAgent = async (seat: string, spec: string, answer: string) => {
    if (checkSeat && spec !== 'human') {
      setBusy(true);
      const why = await checkSeat(protocol.id, seat, spec);
      setBusy(false);
      if (why) return setProblem(why);
    }
    afterSeat(seat, spec, answer);
  };
  /** Where a list starts: on the answer esc came back with, else on `fallback`. */
  const initialOf = (choices: readonly { value: string }[], fallback = 0) => {
    const at = restored === undefined ? -1 : choices.findIndex((c) => c.value === restored);
    return at >= 0 ? at : fallback;
  };

  let body: React.ReactNode;
  let label: string;
  switch (step.field) {
    case 'question':
      label = 'Question';
      body = (
        <TextInput
          key="question"
          value={text}
          focus={!busy && !asking}
          multiline
          placeholder="What should the agents debate?"
          onChange={setText}
          onCancel={back}
          onSubmit={(v) => {
            if (!v.trim()) return setProblem('the question is empty');
            const next = { ...input, question: v.trim() };
            go(protocols.length > 1 ? { field: 'protocol' } : firstOptionOr(protocol, next), next, v);
          }}
        />
      );
      break;
    case 'protocol':
      label = 'Protocol';
      body = (
        <SelectList
          key="protocol"
          choices={protocols.map((p) => ({ value: p.id, label: `${p.id}: ${p.title}` }))}
          initial={Math.max(
            0,
            protocols.findIndex((p) => p.id === input.protocol),
          )}
          focus={!asking}
          onCancel={back}
          onSelect={(v) => {
            const chosen = protocols.find((p) => p.id === v)!;
            const next = { ...input, protocol: v, options: {}, seats: {} };
            go(firstOptionOr(chosen, next), next, v);
          }}
        />
      );
      break;
    case 'option': {
      const option: OptionDecl = formOptions[step.index]!;
      label = titleOf(option);
      if (option.type === 'choice' || option.type === 'boolean') {
        const choices =
          option.type === 'choice'
            ? [...option.choices]
            : [
                { value: 'no', label: 'no' },
                { value: 'yes', label: `yes: ${option.help}` },
              ];
        const initial = initialOf(
          choices,
          option.type === 'choice'
            ? Math.max(
                0,
                choices.findIndex((c) => c.value === option.default),
              )
            : 0,
        );
        body = (
          <SelectList
            key={option.key}
            choices={choices}
            initial={initial}
            focus={!asking}
            onCancel={back}
            onSelect={(v) => afterOption(step.index, option.type === 'boolean' ? (v === 'yes' ? true : undefined) : v, v)}
          />
        );
      } else {
        const fallback = option.default !== undefined ? String(option.default) : '';
        if (fallback) label = `${label} (empty for ${fallback})`;
        body = (
          <TextInput
            key={option.key}
            value={text}
            focus={!asking}
            placeholder={fallback || (option.type === 'string' ? (option.placeholder ?? '') : '')}
            onChange={setText}
            onCancel={back}
            onSubmit={(v) => {
              if (v.trim() === '') return afterOption(step.index, undefined, v);
              if (option.type === 'string') return afterOption(step.index, v.trim(), v);
              const n = Number(v);
              const low = option.min ?? -Infinity;
              const high = option.max ?? Infinity;
              if (!Number.isFinite(n) || (option.type === 'integer' && !Number.isInteger(n)) || n < low || n > high) {
                return setProblem(
                  `${titleOf(option).toLowerCase()} is a ${option.type === 'integer' ? 'whole ' : ''}number${option.min !== undefined ? ` from ${option.min}` : ''}${option.max !== undefined ? ` to ${option.max}` : ''}`,
                );
              }
              afterOption(step.index, n, v);
            }}
          />
        );
      }
      break;
    }
    case 'more':
      label = 'A project folder, a timeout or budgets?';
      body = (
        <SelectList
          key="more"
          choices={[
            { value: 'seats', label: 'no: on to the seats' },
            { value: 'limits', label: 'yes: set a project folder (workdir), a timeout per agent call, budgets' },
          ]}
          focus={!asking}
          onCancel={back}
          initial={initialOf([{ value: 'seats' }, { value: 'limits' }])}
          onSelect={(v) => (v === 'limits' ? go({ field: 'limit', limit: LIMITS[0]! }, input, v) : toSeats(input, v))}
        />
      );
      break;
    case 'limit': {
      const { limit } = step;
      label = `${limit.label} (empty: none)`;
      body = (
        <TextInput
          key={limit.key}
          value={text}
          focus={!asking}
          placeholder={limit.placeholder}
          onChange={setText}
          onCancel={back}
          onSubmit={(v) => {
            const checked = withLimit(input, limit, v, checkWorkdir);
            if (typeof checked === 'string') return setProblem(checked);
            const next = LIMITS[LIMITS.indexOf(limit) + 1];
            if (next) return go({ field: 'limit', limit: next }, checked, v);
            toSeats(checked, v);
          }}
        />
      );
      break;
    }
    case 'seat': {
      label = `Who sits in the ${step.seat} seat?`;
      const choices = seatChoices(step, agentKinds);
      body = (
        <SelectList
          key={`seat-${step.seat}`}
          choices={choices}
          initial={initialOf(choices)}
          focus={!busy && !asking}
          onCancel={back}
          onSelect={(v) => {
            if (v === 'none') return afterSeat(step.seat, undefined, v);
            if (v === 'script' || v === 'spec') return go({ ...step, field: 'seat-detail', kind: v }, input, v);
            void chooseAgent(step.seat, v === 'demo' ? demoSpec(protocol) : v, v);
          }}
        />
      );
      break;
    }
    case 'seat-detail':
      label = `Who sits in the ${step.seat} seat?`;
      body = (
        <TextInput
          key={`detail-${step.seat}`}
          value={text}
          focus={!busy && !asking}
          placeholder={step.kind === 'script' ? 'path/to/answers.json' : 'codex:model=gpt-5.2'}
          onChange={setText}
          onCancel={back}
          onSubmit={(v) => {
            if (!v.trim()) return setProblem(step.kind === 'script' ? 'type the path of the answers file' : 'type a seat spec');
            void chooseAgent(step.seat, step.kind === 'script' ? `script:file=${v.trim()}` : v.trim(), v);
          }}
        />
      );
      break;
    case 'review':
      label = 'Create this session?';
      body = (
        <Review lines={reviewLines(protocol, input, protocols.length > 1)} active={!busy && !asking} onCreate={finish} onBack={back} />
      );
      break;
  }

  return (
    <Box flexDirection="column" paddingX={1} borderStyle="round" borderColor={theme.borderFocus}>
      <Text bold color={theme.accent}>
        New session
      </Text>
      {input.question && step.field !== 'question' && step.field !== 'review' ? (
        <Text wrap="truncate-end">Question: {input.question.replace(/\s+/g, ' ')}</Text>
      ) : null}
      {step.field !== 'review'
        ? Object.entries(input.seats).map(([seat, spec]) => (
            <Text key={seat} wrap="truncate-end">
              {seat}: {spec}
            </Text>
          ))
        : null}
      <Text bold>{label}</Text>
      {body}
      {busy ? <Text>checking…</Text> : null}
      {problem ? (
        <Text color={theme.error} wrap="wrap">
          ✗ {problem}
        </Text>
      ) : null}
      {asking ? (
        <Confirm
          title="Quit and lose this new session's settings?"
          lines={['Nothing has been saved yet.']}
          theme={theme}
          onAnswer={(yes) => (yes ? (onQuit ?? onCancel)() : setAsking(false))}
        />
      ) : null}
      <Text dimColor={theme.dim}>
        {step.field === 'review' ? 'enter create · esc back one step' : 'enter next · esc back one step'}
        {step.field === 'question' ? ' · ctrl+j new line' : ''}
      </Text>
    </Box>
  );
}
