// What the person may do at any moment, as data: drives the TUI choosers, `agon act` and validation.
import { noteAction, offerable, OPTIONAL_REASON as optionalReason, REQUIRED_REASON as reason, undoAction } from '../kit/common-actions.js';
import { validateHumanInput } from '../kit/human-input.js';
import type { ActionDescriptor, FieldSpec, HumanInput } from '../types.js';
import { SEATS } from './config.js';
import { bucketOf, type ArgState } from './state.js';

const item = (label: string): FieldSpec => ({ required: true, label });
const choice = (label: string, values: [string, string][]): FieldSpec => ({
  required: true,
  label,
  options: values.map(([value, text]) => ({ value, label: text })),
});

const NOTE_SEATS = SEATS.map((seat) => ({ value: seat, label: `the ${seat}` }));

export const CLASSIFICATIONS: [string, string][] = [
  ['AGREE', 'AGREE: the claim holds'],
  ['SKEPTICAL', 'SKEPTICAL: a flaw, defense possible (2-round window)'],
  ['REJECT', 'REJECT: wrong, one round to rebut'],
  ['ILL-FORMED', 'ILL-FORMED: ask for a clarification'],
  ['OUT-OF-SCOPE', 'OUT-OF-SCOPE: dismiss as off the question'],
];

export function humanActions(state: ArgState, itemId?: string): ActionDescriptor[] {
  const all = allActions(state);
  if (itemId === undefined) return all;
  return all.filter((a) => a.targets.includes(itemId));
}

function allActions(state: ArgState): ActionDescriptor[] {
  const points = state.pointOrder;
  const pointsWhere = (test: (id: string) => boolean) => points.filter(test);
  const p = (id: string) => state.points[id]!;
  const actions: ActionDescriptor[] = [];
  const add = (a: ActionDescriptor) => actions.push(a);

  add({
    kind: 'reclassify',
    command: 'override',
    label: 'Reclassify a point',
    targets: points,
    schema: {
      item: item('the point'),
      value: choice('the classification', CLASSIFICATIONS),
      text: { required: false, label: 'the objection (for SKEPTICAL / REJECT / ILL-FORMED)', multiline: true },
      reason,
    },
  });
  add({
    kind: 'move',
    command: 'override',
    label: 'Move a point to a bucket',
    targets: points,
    schema: {
      item: item('the point'),
      value: choice('the bucket', [
        ['agreed', 'Agreed'],
        ['dismissed', 'Dismissed'],
        ['unresolved', 'Unresolved'],
      ]),
      reason,
    },
  });
  add({
    kind: 'rule',
    command: 'override',
    label: 'Rule on a defense',
    targets: state.challengeOrder.filter((id) => {
      const c = state.challenges[id]!;
      return c.defenses.length > 0 && ['answered', 'defended', 'rejected'].includes(c.status);
    }),
    schema: {
      item: item('the challenge'),
      value: choice('the ruling', [
        ['accepted', 'accept the defense'],
        ['rejected', 'reject the defense'],
      ]),
      reason,
    },
  });
  add({
    kind: 'verify',
    command: 'override',
    label: 'Mark evidence verified',
    targets: Object.keys(state.evidence).filter((id) => {
      const ev = state.evidence[id]!;
      return (ev.type === 'execution' || ev.type === 'textual') && ev.status !== 'verified';
    }),
    schema: { item: item('the evidence'), reason },
  });
  add({
    kind: 'attest',
    command: 'override',
    label: 'Add evidence you vouch for',
    targets: pointsWhere((id) => p(id).kind === 'empirical'),
    schema: {
      item: item('the point'),
      value: choice('the evidence type', [
        ['execution', 'execution: output you ran'],
        ['textual', 'textual: a passage you checked'],
      ]),
      text: { required: true, label: 'the evidence', multiline: true },
      reason: optionalReason,
    },
  });
  add({
    kind: 'answer',
    command: 'resolve',
    label: 'Answer the missing-data question',
    targets: pointsWhere((id) => p(id).unresolvedCause === 'missing-data' || p(id).deadlock?.cause === 'missing-data'),
    schema: { item: item('the point'), text: { required: true, label: 'your answer', multiline: true }, reason: optionalReason },
  });
  add({
    kind: 'define',
    command: 'resolve',
    label: 'Clarify a definition',
    targets: pointsWhere((id) => p(id).deadlock !== undefined || p(id).unresolvedCause === 'definitional'),
    schema: { item: item('the point'), text: { required: true, label: 'what the terms mean', multiline: true }, reason: optionalReason },
  });
  add({
    kind: 'choose',
    command: 'resolve',
    label: 'Choose a side of the trade-off',
    targets: pointsWhere((id) => p(id).unresolvedCause === 'criteria'),
    schema: {
      item: item('the point'),
      value: choice('your side', [
        ['for', 'for the point (it goes to Agreed)'],
        ['against', 'against the point (it goes to Dismissed)'],
      ]),
      reason,
    },
  });
  add({
    kind: 'constrain',
    command: 'constrain',
    label: 'Add a user constraint',
    targets: [],
    schema: { text: { required: true, label: 'the constraint', multiline: true }, reason: optionalReason },
  });
  if (state.config.mode !== 'minimal' && !state.pending.some((t) => t.seat === 'arbiter')) {
    add({ kind: 'arbitrate', command: 'arbitrate', label: 'Request arbitration', targets: [], schema: { reason } });
  }
  add({
    kind: 'reframe',
    command: 'reframe',
    label: 'Reframe the question',
    targets: [],
    schema: { text: { required: true, label: 'the new question', multiline: true }, reason },
  });
  add(noteAction(NOTE_SEATS));
  const undo = undoAction(state.undo);
  if (undo) add(undo);
  return offerable(actions);
}

/** Rules a descriptor cannot express; checked before any human action is applied. */
export function humanActionProblem(state: ArgState, kind: string, itemId?: string, value?: string): string | null {
  const point = itemId ? state.points[itemId] : undefined;
  const wantsAgreed = (kind === 'move' && value === 'agreed') || (kind === 'choose' && value === 'for');
  if (point && wantsAgreed && point.kind === 'empirical' && !hasVerifiedEvidence(state, itemId!)) {
    return `${itemId} is an empirical claim without verified execution or textual evidence: verify or attest its evidence first`;
  }
  if (kind === 'rule' && itemId) {
    const challenge = state.challenges[itemId]!;
    if (state.points[challenge.point]?.pinned) return `${challenge.point} was placed in a bucket by the person; move it instead`;
  }
  if (kind === 'move' && point && bucketOf(point) === value && point.pinned) {
    return `${itemId} is already in ${value}`;
  }
  if (kind === 'reclassify' && point && (value === 'SKEPTICAL' || value === 'REJECT' || value === 'ILL-FORMED') && state.done) {
    return 'the debate has ended: nobody could answer a new challenge; move the point to a bucket instead';
  }
  return null;
}

function hasVerifiedEvidence(state: ArgState, pointId: string): boolean {
  return state.points[pointId]!.evidence.some((id) => {
    const ev = state.evidence[id]!;
    return (ev.type === 'execution' || ev.type === 'textual') && ev.status === 'verified';
  });
}

/** Why the person's action would be refused now, or null: the descriptors first, then the rules above. */
export function checkHuman(state: ArgState, kind: string, input: HumanInput): string | null {
  if (kind === 'undo') {
    if (state.undo.length === 0) return 'there is nothing to undo: no action of yours since the agents last answered';
    return validateHumanInput(humanActions(state), kind, input);
  }
  return validateHumanInput(humanActions(state, input.item), kind, input) ?? humanActionProblem(state, kind, input.item, input.value);
}
