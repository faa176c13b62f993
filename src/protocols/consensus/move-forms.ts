// The moves a person sitting in a seat may compose at its turn, each form declared once with the
// JSON an agent would answer with, so a person's moves go through the same parse (kit/move-forms.ts
// derives the plan's descriptors and composeAnswer from these sheets).
import { fieldText } from '../kit/human-input.js';
import type { MoveForm, MoveSheet } from '../kit/move-forms.js';
import { dueTurn } from '../kit/turns.js';
import type { ExtraFieldSpec, FieldSpec, HumanInput } from '../types.js';
import { CHALLENGERS } from './config.js';
import { CONFIDENCES, DECISIONS, REBUTTALS, STRENGTHS, VERDICTS } from './moves.js';
import { type ConsensusState, openDissents } from './state.js';

type Answer = Record<string, unknown>;

const text = (label: string, required = true, multiline = false): FieldSpec => ({ required, label, ...(multiline ? { multiline } : {}) });
const choice = (label: string, values: readonly string[]): FieldSpec => ({
  required: true,
  label,
  options: values.map((v) => ({ value: v, label: v })),
});
const listField = (name: string, label: string): ExtraFieldSpec => ({ name, kind: 'list', label, required: false });
const perspectiveField: ExtraFieldSpec = {
  name: 'perspective',
  kind: 'choice',
  label: 'the angle it concerns',
  required: false,
  options: CHALLENGERS.map((c) => ({ value: c, label: c })),
};

const list = (input: HumanInput, name: string): string[] => {
  const v = input.fields?.[name];
  return (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((x) => x.trim()).filter(Boolean);
};

const positionForm = (label: string): MoveForm<Answer> => ({
  kind: 'position',
  label,
  schema: { text: text('the position', true, true), value: choice('your confidence', CONFIDENCES) },
  fields: [
    { name: 'reasoning', kind: 'text', label: 'your reasoning', required: false },
    listField('weaknesses', 'weaknesses you acknowledge'),
    listField('assumptions', 'assumptions it rests on'),
  ],
  build: (input) => ({
    text: input.text ?? '',
    confidence: input.value,
    reasoning: fieldText(input, 'reasoning') ?? '',
    weaknesses: list(input, 'weaknesses'),
    assumptions: list(input, 'assumptions'),
  }),
});

/** A sheet of one form whose answer is that form's piece, or the piece of an empty form. */
const single = (form: MoveForm<Answer>): MoveSheet<Answer> => ({
  forms: [form],
  answer: (pieces) => pieces.first(form.kind) ?? form.build({}),
});

export function moveSheet(state: ConsensusState, seat: string): MoveSheet<Answer> {
  switch (dueTurn(state, seat)?.purpose) {
    case 'open': {
      const position = positionForm('State your opening position');
      return {
        forms: [position],
        answer: (pieces) => {
          const { text: stated, ...rest } = pieces.first('position') ?? position.build({});
          return { position: stated, ...rest };
        },
      };
    }
    case 'address':
    case 'confront':
      return {
        forms: [respondForm(state), positionForm('Your position after these answers')],
        answer: (pieces) => {
          const position = pieces.first('position');
          return { responses: pieces.all('respond'), ...(position ? { position } : {}) };
        },
      };
    case 'challenge':
      return single(verdictForm);
    case 'rebut':
      return single(rebuttalForm);
    case 'assumptions':
      return single(assumptionsForm);
    default:
      return { forms: [], answer: () => ({}) };
  }
}

function respondForm(state: ConsensusState): MoveForm<Answer> {
  return {
    kind: 'respond',
    label: 'Answer a dissent',
    targets: openDissents(state)
      .filter((d) => !d.decided)
      .map((d) => d.id),
    schema: {
      item: text('the dissent'),
      value: choice('your answer', DECISIONS),
      text: text('why'),
      reason: text('what changes in the position (ACCEPT / PARTIAL)', false),
    },
    build: (input) => ({ to: input.item ?? '', decision: input.value, reason: input.text ?? '', change: input.reason ?? '' }),
  };
}

const verdictForm: MoveForm<Answer> = {
  kind: 'verdict',
  label: 'Give your verdict',
  schema: { value: choice('your verdict', VERDICTS), text: text('your judgement in one sentence') },
  fields: [
    {
      name: 'strength',
      kind: 'choice',
      label: 'objection strength',
      required: false,
      options: STRENGTHS.map((s) => ({ value: s, label: s })),
    },
    listField('points', 'what you found or checked, from your angle'),
  ],
  build: (input) => ({
    verdict: input.value,
    objection_strength: fieldText(input, 'strength') || 'minor',
    summary: input.text ?? '',
    points: list(input, 'points').map((point) => ({ aspect: '', point })),
  }),
};

const rebuttalForm: MoveForm<Answer> = {
  kind: 'rebuttal',
  label: 'Accept, maintain or escalate',
  schema: { value: choice('your rebuttal', REBUTTALS), text: text('why') },
  fields: [listField('points', 'what still stands, or what is worse')],
  build: (input) => ({
    response: input.value,
    reason: input.text ?? '',
    points: list(input, 'points').map((point) => ({ aspect: '', point })),
  }),
};

const assumptionsForm: MoveForm<Answer> = {
  kind: 'assumptions',
  label: 'Say why you disagree, and your assumptions',
  schema: { text: text('why you still disagree', true, true), reason: text('what would make the other side right') },
  fields: [listField('assumptions', 'the assumptions your side rests on'), perspectiveField],
  build: (input) => {
    const perspective = fieldText(input, 'perspective') ?? '';
    return {
      why: input.text ?? '',
      would_change: input.reason ?? '',
      assumptions: list(input, 'assumptions').map((assumption) => ({ assumption, perspective })),
    };
  },
};
