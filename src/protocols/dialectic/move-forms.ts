// The answer a person sitting in a seat composes, declared once as the seat's form with the fields
// its agent would give, and written as the JSON object an agent sends, so it goes through the same
// parse (kit/move-forms.ts derives the plan's descriptors and composeAnswer from these sheets).
import type { MoveForm, MoveSheet } from '../kit/move-forms.js';
import { CONFIDENCE_RANGE } from '../kit/schemas.js';
import type { ExtraFieldSpec, FieldSpec } from '../types.js';
import { RESOLUTIONS_OF } from './moves.js';
import type { DialecticState } from './state.js';

type Answer = Record<string, unknown>;

const field = (name: string, kind: ExtraFieldSpec['kind'], label: string, required = true, options?: string[]): ExtraFieldSpec => ({
  name,
  kind,
  label,
  required,
  ...(options ? { options: options.map((value) => ({ value, label: value })) } : {}),
});

/** A seat's one answer: its fields as the agent's keys, the chosen resolution (if any) as `resolution`. */
const answer = (kind: string, label: string, fields: ExtraFieldSpec[], value?: FieldSpec): MoveForm<Answer> => ({
  kind,
  label,
  schema: value ? { value } : {},
  fields,
  build: (input) => ({ type: kind, ...(input.value ? { resolution: input.value } : {}), ...input.fields }),
});

export function moveSheet(state: DialecticState, seat: string): MoveSheet<Answer> {
  return { forms: seatForms(state, seat), answer: (pieces) => ({ moves: pieces.all() }) };
}

function seatForms(state: DialecticState, seat: string): MoveForm<Answer>[] {
  const planning = state.config.request.type === 'planning';
  switch (seat) {
    case 'advocate':
      return [
        planning
          ? answer('argue', 'Argue for the proposal', [
              field('claim', 'text', 'CLAIM: your position'),
              field('supports', 'list', 'SUPPORTS: what backs it', false),
              { ...field('confidence', 'number', 'CONFIDENCE from 0 to 1'), range: CONFIDENCE_RANGE },
            ])
          : answer('diagnose', 'Diagnose the failure', [
              field('diagnosis', 'text', 'DIAGNOSIS: the root cause'),
              field('fix', 'text', 'FIX: what to do'),
              field('diff', 'text', 'DIFF_FROM_PREVIOUS: how it differs from what failed'),
            ]),
      ];
    case 'critic':
      return [
        planning
          ? answer('object', 'Challenge the proposal', [
              field('objection', 'text', 'OBJECTION'),
              field('risks', 'list', 'RISKS', false),
              field('counter', 'text', 'COUNTER: what to do instead', false),
              field('severity', 'choice', 'SEVERITY', true, ['low', 'medium', 'high']),
            ])
          : answer('review', 'Challenge the diagnosis', [
              field('pattern', 'text', 'PATTERN in the failures (or none)', false),
              field('blind_spot', 'text', 'BLIND_SPOT (or none)', false),
              field('should_escalate', 'choice', 'SHOULD_ESCALATE to a person', true, ['false', 'true']),
            ]),
      ];
    case 'synthesis': {
      const judgement = planning
        ? field('counter_actionable', 'choice', "is the critic's COUNTER actionable?", false, ['yes', 'no', 'unsure'])
        : field('diff_substantial', 'choice', 'is the DIFF_FROM_PREVIOUS substantial?', false, ['yes', 'no', 'unsure']);
      const resolutions = RESOLUTIONS_OF[state.config.request.type].map((r) => ({ value: r, label: r }));
      return [
        answer(
          'synthesize',
          'Resolve the debate',
          [
            field('rationale', 'text', 'RATIONALE in one sentence'),
            judgement,
            field('modifications', 'list', 'MODIFICATIONS (for MODIFY)', false),
            field('next_approach', 'text', 'NEXT_APPROACH (for RETRY or PIVOT)', false),
          ],
          { required: true, label: 'RESOLUTION', options: resolutions },
        ),
      ];
    }
    default:
      return [];
  }
}
