// What the person may do at any moment, as data: drives the TUI's choosers, `agon act` and
// validation. The person edits K and the personas, rules on arguments as the moderator does
// (reclassify an attack, strike or restore an argument), and may overrule the verdict.
import { noteAction, offerable, REQUIRED_REASON as reason, undoAction } from '../kit/common-actions.js';
import { fieldText, validateHumanInput } from '../kit/human-input.js';
import type { ActionDescriptor, FieldSpec, HumanInput } from '../types.js';
import { SEATS, SIDE_NAME } from './config.js';
import { RULES } from './rules.js';
import { activeFacts, type PersuasionState } from './state.js';

const item = (label: string): FieldSpec => ({ required: true, label });
const choice = (label: string, values: [string, string][]): FieldSpec => ({
  required: true,
  label,
  options: values.map(([value, text]) => ({ value, label: text })),
});

export const ATTACKS: [string, string][] = [
  ['rebut', 'rebut: it contradicts the conclusion'],
  ['undercut', 'undercut: it breaks the step from the reasons to the conclusion'],
];
const STRIKE_RULES: [string, string][] = [
  ...RULES.filter((r) => r.id === 'steel-man' || r.id === 'ad-hominem' || r.id === 'evidence').map((r): [string, string] => [
    r.id,
    `${r.title} (rule ${r.n})`,
  ]),
  ['other', 'another reason'],
];
const NOTE_SEATS = SEATS.map((seat) => ({ value: seat, label: SIDE_NAME[seat] }));

export function humanActions(state: PersuasionState, itemId?: string): ActionDescriptor[] {
  const all = allActions(state);
  return itemId === undefined ? all : all.filter((a) => a.targets.includes(itemId));
}

function allActions(state: PersuasionState): ActionDescriptor[] {
  const actions: ActionDescriptor[] = [];
  const statements = state.statementOrder.map((id) => state.statements[id]!);
  const theses = new Set(Object.values(state.thesis));
  if (state.stage !== 'done') {
    actions.push(
      {
        kind: 'add-fact',
        command: 'constrain',
        label: 'Add a fact to the shared context K',
        targets: [],
        schema: { text: { required: true, label: 'the fact' } },
        fields: [{ name: 'source', kind: 'text', label: 'where it comes from (a file, a commit, a page)', required: false }],
      },
      {
        kind: 'remove-fact',
        command: 'override',
        label: 'Take a fact out of K',
        targets: activeFacts(state).map((f) => f.id),
        schema: { item: item('the fact'), reason },
      },
      {
        kind: 'reclassify',
        command: 'override',
        label: 'Reclassify an attack',
        targets: statements.filter((s) => s.attack && !s.struck).map((s) => s.id),
        schema: { item: item('the counter-claim'), value: choice('its attack', ATTACKS), reason },
      },
      {
        kind: 'strike',
        command: 'override',
        label: 'Strike an argument from the framework',
        targets: statements.filter((s) => !s.struck && !theses.has(s.id)).map((s) => s.id),
        schema: { item: item('the argument'), value: choice('the rule it breaks', STRIKE_RULES), reason },
      },
      {
        kind: 'restore',
        command: 'override',
        label: 'Restore a struck argument',
        targets: statements.filter((s) => s.struck).map((s) => s.id),
        schema: { item: item('the argument'), reason },
      },
    );
  }
  if (state.moveOrder.length === 0) {
    actions.push({
      kind: 'persona',
      command: 'edit',
      label: "Edit a seat's persona or declared bias",
      targets: [],
      schema: {
        value: choice(
          'the seat',
          SEATS.map((s) => [s, SIDE_NAME[s]]),
        ),
      },
      fields: [
        { name: 'persona', kind: 'text', label: 'the persona', required: false, multiline: true },
        { name: 'bias', kind: 'text', label: 'the declared bias', required: false },
      ],
    });
  }
  if (state.verdict) {
    actions.push({
      kind: 'decide',
      command: 'decide',
      label: "Overrule the verdict's winner",
      targets: [],
      schema: {
        value: choice('the winner', [
          ['pro', 'PRO'],
          ['opp', 'OPP'],
        ]),
        reason,
      },
    });
  }
  if (state.stage !== 'done') actions.push(noteAction(NOTE_SEATS));
  const undo = undoAction(state.undo);
  if (undo) actions.push(undo);
  return offerable(actions);
}

/** Why the person's action would be refused now, or null: the descriptors first, then what they cannot say. */
export function checkHuman(state: PersuasionState, kind: string, input: HumanInput): string | null {
  if (kind === 'undo' && state.undo.length === 0) return 'there is nothing to undo: no action of yours since the agents last answered';
  const problem = validateHumanInput(humanActions(state, kind === 'undo' ? undefined : input.item), kind, input);
  if (problem) return problem;
  switch (kind) {
    case 'reclassify':
      return state.statements[input.item!]!.attack!.type === input.value ? `${input.item} is classified ${input.value} already` : null;
    case 'persona':
      return fieldText(input, 'persona')?.trim() || fieldText(input, 'bias')?.trim() ? null : 'give the new persona, the new bias, or both';
    case 'decide': {
      const current = state.verdict!.overruled?.winner ?? state.verdict!.winner;
      return input.value === current ? `${SIDE_NAME[current]} is the winner already` : null;
    }
    default:
      return null;
  }
}
