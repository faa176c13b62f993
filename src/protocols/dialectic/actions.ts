// What the person may do: take any seat (its answer composed in a form, sent through the same
// parse), overrule the resolution with a reason, leave a note for a seat, undo their last action.
import { noteAction, offerable, REQUIRED_REASON, undoAction } from '../kit/common-actions.js';
import { validateHumanInput } from '../kit/human-input.js';
import type { ActionDescriptor, ExtraFieldSpec, HumanInput } from '../types.js';
import { RESOLUTIONS_OF } from './moves.js';
import { type DialecticState, SEATS } from './state.js';

/** The item the resolution is shown as; the person overrules it there. */
export const RESOLUTION_ITEM = 'RES';

const NOTE_SEATS = SEATS.map((seat) => ({ value: seat, label: `the ${seat}` }));
const field = (name: string, kind: ExtraFieldSpec['kind'], label: string, required = true, options?: string[]): ExtraFieldSpec => ({
  name,
  kind,
  label,
  required,
  ...(options ? { options: options.map((value) => ({ value, label: value })) } : {}),
});

export function humanActions(state: DialecticState, itemId?: string): ActionDescriptor[] {
  const actions: ActionDescriptor[] = [];
  if (state.resolution) {
    actions.push({
      kind: 'overrule',
      command: 'override',
      label: 'Overrule the resolution',
      targets: [RESOLUTION_ITEM],
      schema: {
        item: { required: true, label: 'the resolution' },
        value: { required: true, label: 'the resolution you decide', options: RESOLUTIONS_OF[state.config.request.type].filter((r) => r !== state.resolution!.resolution).map((r) => ({ value: r, label: r })) },
        text: { required: false, label: 'the modifications (one a line) or the next approach', multiline: true },
        reason: REQUIRED_REASON,
      },
    });
  }
  actions.push(noteAction(NOTE_SEATS));
  const undo = undoAction(state.undo);
  if (undo) actions.push(undo);
  const offered = offerable(actions);
  return itemId === undefined ? offered : offered.filter((a) => a.targets.includes(itemId));
}

export function checkHuman(state: DialecticState, kind: string, input: HumanInput): string | null {
  if (kind === 'undo' && state.undo.length === 0) return 'there is nothing to undo: no action of yours since the agents last answered or the memory folder recorded it';
  const problem = validateHumanInput(humanActions(state, input.item), kind, input);
  if (problem || kind !== 'overrule') return problem;
  if (input.value === 'MODIFY' && !input.text?.trim()) return 'MODIFY needs the modifications (--text, one a line)';
  if (input.value === 'PIVOT' && !input.text?.trim()) return 'PIVOT needs the next approach (--text)';
  return null;
}

/** The answer a person in `seat` composes, with the fields the seat's agent would give. */
export function moveActions(state: DialecticState, seat: string): ActionDescriptor[] {
  const planning = state.config.request.type === 'planning';
  const answer = (kind: string, label: string, fields: ExtraFieldSpec[], value?: ActionDescriptor['schema']['value']): ActionDescriptor => ({
    kind,
    command: 'other',
    label,
    targets: [],
    schema: value ? { value } : {},
    fields,
  });
  switch (seat) {
    case 'advocate':
      return [
        planning
          ? answer('argue', 'Argue for the proposal', [field('claim', 'text', 'CLAIM: your position'), field('supports', 'list', 'SUPPORTS: what backs it', false), field('confidence', 'number', 'CONFIDENCE from 0 to 1')])
          : answer('diagnose', 'Diagnose the failure', [field('diagnosis', 'text', 'DIAGNOSIS: the root cause'), field('fix', 'text', 'FIX: what to do'), field('diff', 'text', 'DIFF_FROM_PREVIOUS: how it differs from what failed')]),
      ];
    case 'critic':
      return [
        planning
          ? answer('object', 'Challenge the proposal', [field('objection', 'text', 'OBJECTION'), field('risks', 'list', 'RISKS', false), field('counter', 'text', 'COUNTER: what to do instead', false), field('severity', 'choice', 'SEVERITY', true, ['low', 'medium', 'high'])])
          : answer('review', 'Challenge the diagnosis', [field('pattern', 'text', 'PATTERN in the failures (or none)', false), field('blind_spot', 'text', 'BLIND_SPOT (or none)', false), field('should_escalate', 'choice', 'SHOULD_ESCALATE to a person', true, ['false', 'true'])]),
      ];
    case 'synthesis': {
      const judgement = planning ? field('counter_actionable', 'choice', "is the critic's COUNTER actionable?", false, ['yes', 'no', 'unsure']) : field('diff_substantial', 'choice', 'is the DIFF_FROM_PREVIOUS substantial?', false, ['yes', 'no', 'unsure']);
      const resolutions = RESOLUTIONS_OF[state.config.request.type].map((r) => ({ value: r, label: r }));
      return [
        answer(
          'synthesize',
          'Resolve the debate',
          [field('rationale', 'text', 'RATIONALE in one sentence'), judgement, field('modifications', 'list', 'MODIFICATIONS (for MODIFY)', false), field('next_approach', 'text', 'NEXT_APPROACH (for RETRY or PIVOT)', false)],
          { required: true, label: 'RESOLUTION', options: resolutions },
        ),
      ];
    }
    default:
      return [];
  }
}
