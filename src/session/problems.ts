// What a request of a session can get wrong, as values: a code and the facts that go with it. The
// session layer states a problem in the request's own terms (its fields); each front end words it
// with its own names for those fields (a flag, a body key, a tool argument, a form title).
import type { SeatSpecProblem } from '../agents/seat-spec.js';

/** A field of a request, or a command's own flag (`agon step --rounds`, a protocol command's option). */
export type Field =
  | { in: 'request'; name: 'protocol' | 'question' | 'workdir' | 'timeoutSeconds' }
  | { in: 'budgets'; name: 'usd' | 'tokens' | 'seconds' }
  | { in: 'options'; key: string; flag: string }
  | { in: 'seats'; seat: string }
  | { in: 'flags'; name: string };

/** What a number must be: whole or not, and its bounds (without any, positive; `zero` lets 0 in). */
export interface NumberRange {
  integer?: boolean;
  zero?: boolean;
  min?: number;
  max?: number;
}

export type Problem =
  /** A problem not (yet) told apart, as its one line. */
  | { code: 'said'; text: string }
  | { code: 'required'; field: Field }
  | { code: 'out-of-range'; field: Field; value: string; range: NumberRange }
  | { code: 'not-a-choice'; field: Field; value: string; choices: string[] }
  | { code: 'wrong-type'; field: Field; value: unknown; expected: 'true or false' | 'a number' | 'text' }
  | { code: 'unknown-option'; field: Field; protocol: string; known: string[] }
  | { code: 'not-a-directory'; field: Field; path: string }
  | { code: 'unknown-protocol'; field: Field; id: string }
  | SeatSpecProblem
  | { code: 'unknown-seat'; seat: string; protocol: string; known: string }
  | { code: 'too-many-seats'; family: string; max: number; protocol: string }
  | { code: 'too-few-seats'; family: string; min: number; count: number; protocol: string }
  | { code: 'seat-twice'; seat: string }
  | { code: 'seat-not-optional'; seat: string }
  | { code: 'no-agent'; seat: string };

/** How a front end names the parts of a request. */
export interface Wording {
  field(field: Field): string;
  /** A bad seat spec, before its reason: `bad --seat "a=b"` on the command line; `seat` when the text names one. */
  badSeat(text: string, seat: string | undefined): string;
  /** How to give a seat an agent: `add --seat a=KIND`. */
  addSeat(seat: string): string;
  /** Where the protocols are listed, said after an unknown one. */
  protocolList?: string;
}

/** `question`, `budgets.usd`, `options.maxRounds`, `seats.consultee`: a field as the request spells it. */
export function fieldPath(field: Field): string {
  switch (field.in) {
    case 'request':
      return field.name;
    case 'budgets':
      return `budgets.${field.name}`;
    case 'options':
      return `options.${field.key}`;
    case 'seats':
      return `seats.${field.seat}`;
    case 'flags':
      return `--${field.name}`;
  }
}

/** The request's own terms, quoted: `"question" is required`, as `agon serve` answers a body. */
export const REQUEST_WORDING: Wording = {
  field: (field) => (field.in === 'flags' ? fieldPath(field) : `"${fieldPath(field)}"`),
  badSeat: (text, seat) => (seat ? `"seats.${seat}"` : `bad seat "${text}"`),
  addSeat: (seat) => `add ${seat} to "seats"`,
};

/** The flag a field is given with: `--question`, `--budget-usd`, `--max-rounds`. */
export function flagOf(field: Field): string {
  switch (field.in) {
    case 'request':
      return field.name === 'timeoutSeconds' ? '--timeout' : `--${field.name}`;
    case 'budgets':
      return `--budget-${field.name}`;
    case 'options':
      return `--${field.flag}`;
    case 'seats':
      return `--seat ${field.seat}=…`;
    case 'flags':
      return `--${field.name}`;
  }
}

/** The command line's terms: `--question is required`, `bad --seat "a=b": …`, `add --seat a=KIND`. */
export const FLAG_WORDING: Wording = {
  field: flagOf,
  badSeat: (text) => `bad --seat "${text}"`,
  addSeat: (seat) => `add --seat ${seat}=KIND`,
};

/** What a required field holds, said after "is required". */
const MEANING: Partial<Record<string, string>> = { question: 'the question to debate' };

/** The problem as one line, in the terms `wording` gives. */
export function describeProblem(problem: Problem, wording: Wording): string {
  switch (problem.code) {
    case 'said':
      return problem.text;
    case 'required': {
      const meaning = MEANING[fieldPath(problem.field)];
      return `${wording.field(problem.field)} is required${meaning ? ` (${meaning})` : ''}`;
    }
    case 'out-of-range':
      return `${wording.field(problem.field)} must be ${rangeText(problem.range)}, not "${problem.value}"`;
    case 'not-a-choice':
      return `${wording.field(problem.field)} must be one of ${problem.choices.join(', ')}, not "${problem.value}"`;
    case 'wrong-type':
      return `${wording.field(problem.field)} must be ${problem.expected}, not ${JSON.stringify(problem.value)}`;
    case 'unknown-option':
      return `${wording.field(problem.field)} is not an option of the ${problem.protocol} protocol (its options: ${problem.known.join(', ') || 'none'})`;
    case 'not-a-directory':
      return `${wording.field(problem.field)} ${problem.path} is not a directory`;
    case 'unknown-protocol':
      return `unknown protocol "${problem.id}"${wording.protocolList ? ` (${wording.protocolList})` : ''}`;
    case 'seat-spec':
      return `${wording.badSeat(problem.text, problem.seat)}: ${problem.reason}`;
    case 'unknown-seat':
      return `unknown seat "${problem.seat}" (the ${problem.protocol} protocol's seats: ${problem.known})`;
    case 'too-many-seats':
      return `the ${problem.protocol} protocol takes at most ${problem.max} ${problem.family} seats`;
    case 'too-few-seats':
      return `the ${problem.protocol} protocol needs at least ${problem.min} ${problem.family} seats: ${wording.addSeat(problem.family)} (${problem.count} given)`;
    case 'seat-twice':
      return `seat ${problem.seat} is given twice`;
    case 'seat-not-optional':
      return `the ${problem.seat} seat cannot be left empty: give it an agent (codex, human, …)`;
    case 'no-agent':
      return `no agent for ${problem.seat}: ${wording.addSeat(problem.seat)} (script, human, codex, …)`;
  }
}

/** `a whole number from 1 to 20`, `a positive number`: what a number in `range` must be. */
function rangeText({ integer = false, zero = false, min, max }: NumberRange): string {
  if (min !== undefined || max !== undefined) {
    const low = min ?? (zero ? 0 : Number.MIN_VALUE);
    return `a${integer ? ' whole' : ''} number from ${low}${max !== undefined ? ` to ${max}` : ' up'}`;
  }
  return `a ${zero ? 'non-negative' : 'positive'} ${integer ? 'whole ' : ''}number`;
}
