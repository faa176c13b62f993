// The moves a person sitting in a seat may make now, as action descriptors for the compose form.
// They are submitted in the same JSON format the agents answer in, through the same parse.
import { offerable } from '../kit/common-actions.js';
import type { ActionDescriptor } from '../types.js';
import { VERDICTS } from './moves.js';
import { orchestratorWork } from './round.js';
import { OPEN_CHALLENGE, type ArgState, bucketOf } from './state.js';

/** A free text the person may write over several lines (a claim, an argument, a concern). */
const text = (label: string, required = true) => ({ required, label, multiline: true });

export function moveActions(state: ArgState, seat: string): ActionDescriptor[] {
  switch (seat) {
    case 'consultee':
      return consulteeActions(state);
    case 'orchestrator':
      return orchestratorActions(state);
    case 'arbiter':
      return [
        {
          kind: 'flag',
          command: 'other',
          label: 'Flag an item whose bucket you doubt',
          targets: state.pointOrder.filter((id) => bucketOf(state.points[id]!) !== undefined),
          schema: { item: text('the item'), text: text('your concern') },
        },
        { kind: 'assessment', command: 'other', label: 'Overall assessment', targets: [], schema: { text: text('two or three sentences') } },
      ];
    default:
      return [];
  }
}

function consulteeActions(state: ArgState): ActionDescriptor[] {
  const open = state.challengeOrder.filter((id) => {
    const c = state.challenges[id]!;
    return OPEN_CHALLENGE.includes(c.status) && c.windowStart <= state.n && c.status !== 'answered';
  });
  const mine = state.pointOrder.filter((id) => state.points[id]!.raisedBy === 'consultee' && state.points[id]!.status !== 'dismissed');
  const kinds = { required: true, label: 'kind', options: [{ value: 'empirical', label: 'empirical' }, { value: 'value', label: 'value judgement' }] };
  const targets = [...state.pointOrder, ...state.ledger.filter((e) => e.kind === 'position').map((e) => e.id)];
  const claim = { item: text('the point it answers'), value: kinds, text: text('the claim') };
  const actions: ActionDescriptor[] = [];
  if (state.phase === 'CONSTRUCTIVE') {
    actions.push({ kind: 'point', command: 'other', label: 'Raise a point', targets: [], schema: { value: kinds, text: text('the claim') } });
  }
  if (state.phase !== 'CRYSTALLIZATION') {
    actions.push(
      { kind: 'extend', command: 'other', label: 'Extend a point', targets, schema: claim },
      { kind: 'rebut', command: 'other', label: 'Rebut a point', targets, schema: claim },
    );
  }
  actions.push(
    { kind: 'defend', command: 'other', label: 'Defend a challenge', targets: open.filter((id) => state.challenges[id]!.kind !== 'ILL-FORMED'), schema: { item: text('the challenge'), text: text('the argument') } },
    { kind: 'concede', command: 'other', label: 'Concede', targets: [...open, ...mine], schema: { item: text('the challenge or point'), text: text('why', false) } },
    { kind: 'clarify', command: 'other', label: 'Clarify a point', targets: open.filter((id) => state.challenges[id]!.kind === 'ILL-FORMED').map((id) => state.challenges[id]!.point), schema: { item: text('the point'), text: text('the point restated') } },
  );
  if (state.phase !== 'CRYSTALLIZATION') {
    actions.push({ kind: 'revise', command: 'other', label: 'Revise a point', targets: mine, schema: { item: text('the point'), text: text('the new claim'), reason: text('because') } });
  }
  return offerable(actions);
}

function orchestratorActions(state: ArgState): ActionDescriptor[] {
  const purpose = state.pending.find((t) => t.seat === 'orchestrator')?.purpose;
  if (purpose === 'open') {
    return [{ kind: 'propose', command: 'other', label: 'State your position', targets: [], schema: { text: text('the position') } }];
  }
  const work = orchestratorWork(state);
  return offerable([
    {
      kind: 'assess',
      command: 'other' as const,
      label: 'Classify a point',
      targets: [...work.assess, ...state.pointOrder.filter((id) => !work.assess.includes(id) && ['agreed', 'disputed', 'awaiting-evidence'].includes(state.points[id]!.status))],
      schema: {
        item: text('the point'),
        value: { required: true, label: 'verdict', options: [...VERDICTS, 'OUT-OF-SCOPE'].map((v) => ({ value: v, label: v })) },
        text: text('the objection (SKEPTICAL / REJECT)', false),
      },
    },
    {
      kind: 'rule',
      command: 'other' as const,
      label: 'Rule on a defense',
      targets: work.rule,
      schema: { item: text('the challenge'), value: { required: true, label: 'ruling', options: [{ value: 'accepted', label: 'accept' }, { value: 'rejected', label: 'reject' }] }, reason: text('why') },
    },
    {
      kind: 'deadlock',
      command: 'other' as const,
      label: 'Classify a deadlock',
      targets: work.deadlocks,
      schema: {
        item: text('the point'),
        value: { required: true, label: 'cause', options: ['missing-data', 'definitional', 'criteria'].map((v) => ({ value: v, label: v })) },
        text: text('the question, the terms, or the trade-off'),
      },
    },
  ]);
}
