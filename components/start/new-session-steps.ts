// The parts of the new-session form that are data: the title an option gets, the options that apply
// to what was chosen so far (as the declaration says), the seats to fill in order and who may sit
// in each, the limits every session may have (a project folder, a timeout, budgets), each checked
// as the person enters it, and the review of everything chosen.
import type { OptionDecl, ProtocolInfo } from '../../src/protocols/types.js';
import { optionTitle } from '../../src/session/form-wording.js';
import type { NewSessionInput } from '../services.js';

/** `max-rounds` → "Max rounds". */
export function titleOf(option: OptionDecl): string {
  return optionTitle(option.flag);
}

/** The options the form asks, in order: those offered in it that apply to the options chosen so far. */
export function formOptions(protocol: ProtocolInfo, chosen: NewSessionInput['options']): OptionDecl[] {
  const chosenValue = (key: string) => chosen[key] ?? protocol.options.find((o) => o.key === key)?.default;
  return protocol.options.filter((o) => o.form && (!o.appliesWhen || o.appliesWhen.is.includes(String(chosenValue(o.appliesWhen.option)))));
}

export interface SeatStep {
  seat: string;
  optional: boolean;
  /** What leaving it empty means, as its one "none" choice says it. */
  absent: string;
  /** Left empty, the person plays it: "human (you)" would be a second choice meaning the same. */
  personWhenAbsent: boolean;
}

/** The seats to fill in order: each declared seat; a repeated kind up to its minimum, then optionally more. */
export function seatSteps(protocol: ProtocolInfo): SeatStep[] {
  return protocol.seats.flatMap((decl) => {
    if (!decl.repeat) {
      const absent =
        decl.whenAbsent === 'person'
          ? `none: you play the ${decl.label.toLowerCase()} yourself`
          : decl.whenAbsent === 'engine'
            ? 'none (the engine plays it)'
            : 'none';
      return [{ seat: decl.name, optional: !decl.required, absent, personWhenAbsent: decl.whenAbsent === 'person' }];
    }
    return Array.from({ length: decl.repeat.max }, (_, i) => ({
      seat: `${decl.name}-${i + 1}`,
      optional: i >= decl.repeat!.min,
      absent: `no more ${decl.label.toLowerCase()}s`,
      personWhenAbsent: false,
    }));
  });
}

/** The spec of the bundled demo's answers for a seat (what `agon demo` seats). */
export const demoSpec = (protocol: ProtocolInfo) => `script:demo=${protocol.id}`;

/** Who may sit in a seat: the agents usable here, you, the bundled demo's answers, a script, a typed spec, and one "none" when optional. */
export function seatChoices(step: SeatStep, agentKinds: readonly string[]): { value: string; label: string }[] {
  const you = step.optional && step.personWhenAbsent;
  return [
    ...agentKinds.map((k) => ({ value: k, label: k })),
    ...(you ? [] : [{ value: 'human', label: 'human (you)' }]),
    { value: 'script', label: 'script (answers from a JSON file)' },
    { value: 'spec', label: 'type a seat spec (e.g. openai:base=…,model=…)' },
    { value: 'demo', label: "the bundled demo's answers (no agent needed)" },
    ...(step.optional ? [{ value: 'none', label: step.absent }] : []),
  ];
}

/** Everything chosen, one line each, for the review before the session is created. */
export function reviewLines(protocol: ProtocolInfo, input: NewSessionInput, several: boolean): string[] {
  const option = (o: OptionDecl) => {
    const given = input.options[o.key];
    const shown =
      given === undefined
        ? o.default !== undefined
          ? `${String(o.default)} (default)`
          : o.type === 'boolean'
            ? 'no'
            : 'none'
        : o.type === 'choice'
          ? (o.choices.find((c) => c.value === given)?.label ?? String(given))
          : given === true
            ? 'yes'
            : String(given);
    return `${titleOf(o)}: ${shown}`;
  };
  const budgets = input.budgets ?? {};
  const seatLine = (s: SeatStep) => {
    const spec = input.seats[s.seat];
    return `${s.seat}: ${spec === undefined ? s.absent : spec === demoSpec(protocol) ? "the bundled demo's answers" : spec}`;
  };
  // A repeated kind ends at its first empty seat: the ones after it are not listed.
  const shownSeats = seatSteps(protocol).filter((s, i, all) => {
    const family = s.seat.replace(/-\d+$/, '');
    if (family === s.seat || !s.optional) return true;
    const previous = all[i - 1];
    return previous?.seat.startsWith(`${family}-`) === true && input.seats[previous.seat] !== undefined;
  });
  return [
    `Question: ${input.question.replace(/\s+/g, ' ')}`,
    ...(several ? [`Protocol: ${protocol.id}`] : []),
    ...formOptions(protocol, input.options).map(option),
    ...(input.workdir ? [`Project folder: ${input.workdir}`] : []),
    ...(input.timeoutSeconds !== undefined ? [`Timeout per agent call: ${input.timeoutSeconds} s`] : []),
    ...(budgets.tokens !== undefined ? [`Token budget: ${budgets.tokens}`] : []),
    ...(budgets.usd !== undefined ? [`Cost budget: US$${budgets.usd}`] : []),
    ...(budgets.seconds !== undefined ? [`Time budget: ${budgets.seconds} s`] : []),
    ...shownSeats.map(seatLine),
  ];
}

export interface Limit {
  key: 'workdir' | 'timeoutSeconds' | 'tokens' | 'usd' | 'seconds';
  label: string;
  placeholder: string;
}

export const LIMITS: Limit[] = [
  {
    key: 'workdir',
    label: 'Project folder the question is about (agents run there; citations are checked)',
    placeholder: 'path/to/project',
  },
  { key: 'timeoutSeconds', label: 'Timeout per agent call, in seconds', placeholder: '120' },
  { key: 'tokens', label: 'Token budget', placeholder: '50000' },
  { key: 'usd', label: 'Cost budget in US$', placeholder: '2.50' },
  { key: 'seconds', label: 'Time budget, in seconds of agent time', placeholder: '900' },
];

/** The input with `limit` set from what was typed (removed when empty), or why the value is refused. */
export function withLimit(
  input: NewSessionInput,
  limit: Limit,
  typed: string,
  checkWorkdir?: (path: string) => string | undefined,
): NewSessionInput | string {
  const value = typed.trim();
  const next: NewSessionInput = { ...input, budgets: { ...input.budgets } };
  if (limit.key === 'workdir') {
    if (value === '') delete next.workdir;
    else {
      const why = checkWorkdir?.(value);
      if (why) return why;
      next.workdir = value;
    }
    return next;
  }
  const n = Number(value.replace(/[,_$]/g, ''));
  if (value !== '' && (!Number.isFinite(n) || n <= 0 || (limit.key === 'tokens' && !Number.isInteger(n)))) {
    return `${limit.label.toLowerCase()} is a positive ${limit.key === 'tokens' ? 'whole ' : ''}number, or empty for none`;
  }
  if (limit.key === 'timeoutSeconds') {
    if (value === '') delete next.timeoutSeconds;
    else next.timeoutSeconds = n;
  } else if (value === '') delete next.budgets![limit.key];
  else next.budgets![limit.key] = n;
  return next;
}
