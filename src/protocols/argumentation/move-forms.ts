// The moves a person sitting in a seat may compose, each form declared once with the JSON an agent
// would answer with, so a person's moves go through the same parse (kit/move-forms.ts derives the
// plan's descriptors and composeAnswer from these sheets).
import type { MoveForm, MoveSheet } from '../kit/move-forms.js';
import type { FieldSpec, HumanInput } from '../types.js';
import { VERDICTS } from './moves.js';
import { orchestratorWork } from './round.js';
import { OPEN_CHALLENGE, type ArgState, bucketOf } from './state.js';

type Move = Record<string, unknown>;

/** A free text the person may write over several lines (a claim, an argument, a concern). */
const text = (label: string, required = true): FieldSpec => ({ required, label, multiline: true });
const choice = (label: string, values: readonly string[]): FieldSpec => ({
  required: true,
  label,
  options: values.map((v) => ({ value: v, label: v })),
});
const written = (input: HumanInput) => input.text?.trim() ?? '';

export function moveSheet(state: ArgState, seat: string): MoveSheet<unknown> {
  switch (seat) {
    case 'consultee':
      return { forms: consulteeForms(state), answer: (pieces) => ({ moves: pieces.all() }) };
    case 'orchestrator':
      return { forms: orchestratorForms(state), answer: (pieces) => ({ moves: pieces.all() }) };
    case 'arbiter':
      return {
        forms: arbiterForms(state),
        answer: (pieces) => ({ flags: pieces.all('flag'), assessment: pieces.all('assessment').join(' ') }),
      };
    default:
      return { forms: [], answer: () => ({ moves: [] }) };
  }
}

function consulteeForms(state: ArgState): MoveForm<Move>[] {
  const open = state.challengeOrder.filter((id) => {
    const c = state.challenges[id]!;
    return OPEN_CHALLENGE.includes(c.status) && c.windowStart <= state.n && c.status !== 'answered';
  });
  const mine = state.pointOrder.filter((id) => state.points[id]!.raisedBy === 'consultee' && state.points[id]!.status !== 'dismissed');
  const kinds = {
    required: true,
    label: 'kind',
    options: [
      { value: 'empirical', label: 'empirical' },
      { value: 'value', label: 'value judgement' },
    ],
  };
  const targets = [...state.pointOrder, ...state.ledger.filter((e) => e.kind === 'position').map((e) => e.id)];
  const claim = { item: text('the point it answers'), value: kinds, text: text('the claim') };
  const arguing = state.phase !== 'CRYSTALLIZATION';
  const point = (input: HumanInput) => ({ type: 'point', claim: written(input), kind: input.value ?? 'value' });
  const quick = state.config.mode === 'quick';
  return [
    {
      kind: 'point',
      label: 'Raise a point',
      schema: { value: kinds, text: text('the claim') },
      offered: state.phase === 'CONSTRUCTIVE',
      build: point,
    },
    {
      kind: 'extend',
      label: 'Extend a point',
      targets,
      schema: claim,
      offered: arguing,
      build: (input) => ({ ...point(input), extends: input.item }),
    },
    {
      kind: 'rebut',
      label: 'Rebut a point',
      targets,
      schema: claim,
      offered: arguing,
      build: (input) => ({ ...point(input), rebuts: input.item }),
    },
    {
      kind: 'defend',
      label: 'Defend a challenge',
      targets: open.filter((id) => state.challenges[id]!.kind !== 'ILL-FORMED'),
      schema: { item: text('the challenge'), text: text('the argument') },
      build: ({ item, ...input }) => ({
        type: 'defend',
        ...(quick ? { point: state.challenges[item ?? '']?.point ?? item } : { challenge: item }),
        argument: written(input),
      }),
    },
    {
      kind: 'concede',
      label: 'Concede',
      targets: [...open, ...mine],
      schema: { item: text('the challenge or point'), text: text('why', false) },
      build: (input) =>
        input.item?.startsWith('C')
          ? { type: 'concede', challenge: input.item, reason: written(input) }
          : { type: 'concede', point: input.item, reason: written(input) },
    },
    {
      kind: 'clarify',
      label: 'Clarify a point',
      targets: open.filter((id) => state.challenges[id]!.kind === 'ILL-FORMED').map((id) => state.challenges[id]!.point),
      schema: { item: text('the point'), text: text('the point restated') },
      build: (input) => ({ type: 'clarify', point: input.item, claim: written(input) }),
    },
    {
      kind: 'revise',
      label: 'Revise a point',
      targets: mine,
      schema: { item: text('the point'), text: text('the new claim'), reason: text('because') },
      offered: arguing,
      build: (input) => ({ type: 'revise', point: input.item, claim: written(input), because: input.reason ?? '' }),
    },
  ];
}

function orchestratorForms(state: ArgState): MoveForm<Move>[] {
  const opening = state.pending.find((t) => t.seat === 'orchestrator')?.purpose === 'open';
  const work = orchestratorWork(state);
  const classified = state.pointOrder.filter(
    (id) => !work.assess.includes(id) && ['agreed', 'disputed', 'awaiting-evidence'].includes(state.points[id]!.status),
  );
  return [
    {
      kind: 'propose',
      label: 'State your position',
      schema: { text: text('the position') },
      offered: opening,
      build: (input) => ({ type: 'propose', position: written(input) }),
    },
    {
      kind: 'assess',
      label: 'Classify a point',
      targets: [...work.assess, ...classified],
      schema: {
        item: text('the point'),
        value: choice('verdict', [...VERDICTS, 'OUT-OF-SCOPE']),
        text: text('the objection (SKEPTICAL / REJECT)', false),
      },
      offered: !opening,
      build: (input) => {
        if (input.value === 'OUT-OF-SCOPE') return { type: 'assess', point: input.item, scope: 'out' };
        const objection = written(input);
        return { type: 'assess', point: input.item, scope: 'in', verdict: input.value, ...(objection ? { objection } : {}) };
      },
    },
    {
      kind: 'rule',
      label: 'Rule on a defense',
      targets: work.rule,
      schema: {
        item: text('the challenge'),
        value: {
          required: true,
          label: 'ruling',
          options: [
            { value: 'accepted', label: 'accept' },
            { value: 'rejected', label: 'reject' },
          ],
        },
        reason: text('why'),
      },
      offered: !opening,
      build: (input) => ({ type: 'rule', challenge: input.item, ruling: input.value, reason: input.reason ?? written(input) }),
    },
    {
      kind: 'deadlock',
      label: 'Classify a deadlock',
      targets: work.deadlocks,
      schema: {
        item: text('the point'),
        value: choice('cause', ['missing-data', 'definitional', 'criteria']),
        text: text('the question, the terms, or the trade-off'),
      },
      offered: !opening,
      build: (input) => ({ type: 'deadlock', point: input.item, cause: input.value, detail: written(input) }),
    },
  ];
}

function arbiterForms(state: ArgState): MoveForm<unknown>[] {
  return [
    {
      kind: 'flag',
      label: 'Flag an item whose bucket you doubt',
      targets: state.pointOrder.filter((id) => bucketOf(state.points[id]!) !== undefined),
      schema: { item: text('the item'), text: text('your concern') },
      build: (input) => ({ item: input.item, concern: input.text ?? '' }),
    },
    {
      kind: 'assessment',
      label: 'Overall assessment',
      schema: { text: text('two or three sentences') },
      build: (input) => input.text ?? '',
    },
  ];
}
