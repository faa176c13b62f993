// The parts of the new-session form that are data: the title an option gets, the seats to fill in
// order, and the limits every session may have (a project folder, a timeout, budgets), each checked
// as the person enters it.
import type { OptionDecl, ProtocolInfo } from '../../src/protocols/types.js';
import { optionTitle } from '../../src/session/form-wording.js';
import type { NewSessionInput } from '../services.js';

/** `max-rounds` → "Max rounds". */
export function titleOf(option: OptionDecl): string {
  return optionTitle(option.flag);
}

/** The seats to fill in order: each declared seat; a repeated kind up to its minimum, then optionally more. */
export function seatSteps(protocol: ProtocolInfo): { seat: string; optional: boolean; absent: string }[] {
  return protocol.seats.flatMap((decl) => {
    if (!decl.repeat) {
      const absent =
        decl.whenAbsent === 'person'
          ? `none (you, as the ${decl.label.toLowerCase()})`
          : decl.whenAbsent === 'engine'
            ? 'none (the engine plays it)'
            : 'none';
      return [{ seat: decl.name, optional: !decl.required, absent }];
    }
    return Array.from({ length: decl.repeat.max }, (_, i) => ({
      seat: `${decl.name}-${i + 1}`,
      optional: i >= decl.repeat!.min,
      absent: `no more ${decl.label.toLowerCase()}s`,
    }));
  });
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
