// What the person may do besides taking a seat (move-forms.ts): overrule the resolution with a
// reason, leave a note for a seat, undo their last action.
import { noteAction, offerable, REQUIRED_REASON, undoAction } from '../kit/common-actions.js';
import { validateHumanInput } from '../kit/human-input.js';
import type { ActionDescriptor, HumanInput } from '../types.js';
import { RESOLUTIONS_OF } from './moves.js';
import { type DialecticState, SEATS } from './state.js';

/** The item the resolution is shown as; the person overrules it there. */
export const RESOLUTION_ITEM = 'RES';

const NOTE_SEATS = SEATS.map((seat) => ({ value: seat, label: `the ${seat}` }));

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
        value: {
          required: true,
          label: 'the resolution you decide',
          options: RESOLUTIONS_OF[state.config.request.type]
            .filter((r) => r !== state.resolution!.resolution)
            .map((r) => ({ value: r, label: r })),
        },
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
  if (kind === 'undo' && state.undo.length === 0)
    return 'there is nothing to undo: no action of yours since the agents last answered or the memory folder recorded it';
  const problem = validateHumanInput(humanActions(state, input.item), kind, input);
  if (problem || kind !== 'overrule') return problem;
  if (input.value === 'MODIFY' && !input.text?.trim()) return 'MODIFY needs the modifications (--text, one a line)';
  if (input.value === 'PIVOT' && !input.text?.trim()) return 'PIVOT needs the next approach (--text)';
  return null;
}
