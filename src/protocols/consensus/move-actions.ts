// The moves a person sitting in a seat may compose now, as action descriptors for the compose form
// and `agon move`. They become the same JSON an agent answers with (compose.ts) and go through the
// same parse.
import type { ActionDescriptor, ExtraFieldSpec, FieldSpec } from '../types.js';
import { offerable } from '../kit/common-actions.js';
import { dueTurn } from '../kit/turns.js';
import { CHALLENGERS } from './config.js';
import { CONFIDENCES, DECISIONS, REBUTTALS, STRENGTHS, VERDICTS } from './moves.js';
import { type ConsensusState, openDissents } from './state.js';

const text = (label: string, required = true, multiline = false): FieldSpec => ({ required, label, ...(multiline ? { multiline } : {}) });
const choice = (label: string, values: readonly string[]): FieldSpec => ({ required: true, label, options: values.map((v) => ({ value: v, label: v })) });
const listField = (name: string, label: string): ExtraFieldSpec => ({ name, kind: 'list', label, required: false });
const perspectiveField: ExtraFieldSpec = { name: 'perspective', kind: 'choice', label: 'the angle it concerns', required: false, options: CHALLENGERS.map((c) => ({ value: c, label: c })) };

const positionAction = (label: string): ActionDescriptor => ({
  kind: 'position',
  command: 'other',
  label,
  targets: [],
  schema: { text: text('the position', true, true), value: choice('your confidence', CONFIDENCES) },
  fields: [
    { name: 'reasoning', kind: 'text', label: 'your reasoning', required: false },
    listField('weaknesses', 'weaknesses you acknowledge'),
    listField('assumptions', 'assumptions it rests on'),
  ],
});

const assumptionsAction: ActionDescriptor = {
  kind: 'assumptions',
  command: 'other',
  label: 'Say why you disagree, and your assumptions',
  targets: [],
  schema: { text: text('why you still disagree', true, true), reason: text('what would make the other side right') },
  fields: [listField('assumptions', 'the assumptions your side rests on'), perspectiveField],
};

export function moveActions(state: ConsensusState, seat: string): ActionDescriptor[] {
  switch (dueTurn(state, seat)?.purpose) {
    case 'open':
      return [positionAction('State your opening position')];
    case 'address':
    case 'confront':
      return offerable([
        {
          kind: 'respond',
          command: 'other',
          label: 'Answer a dissent',
          targets: openDissents(state).filter((d) => !d.decided).map((d) => d.id),
          schema: { item: text('the dissent'), value: choice('your answer', DECISIONS), text: text('why'), reason: text('what changes in the position (ACCEPT / PARTIAL)', false) },
        },
        positionAction('Your position after these answers'),
      ]);
    case 'challenge':
      return [
        {
          kind: 'verdict',
          command: 'other',
          label: 'Give your verdict',
          targets: [],
          schema: { value: choice('your verdict', VERDICTS), text: text('your judgement in one sentence') },
          fields: [{ name: 'strength', kind: 'choice', label: 'objection strength', required: false, options: STRENGTHS.map((s) => ({ value: s, label: s })) }, listField('points', 'what you found or checked, from your angle')],
        },
      ];
    case 'rebut':
      return [
        {
          kind: 'rebuttal',
          command: 'other',
          label: 'Accept, maintain or escalate',
          targets: [],
          schema: { value: choice('your rebuttal', REBUTTALS), text: text('why') },
          fields: [listField('points', 'what still stands, or what is worse')],
        },
      ];
    case 'assumptions':
      return [assumptionsAction];
    default:
      return [];
  }
}
