// The moves a person sitting in a seat may compose now, as action descriptors (the TUI's compose
// form, the await-human plan): the speech acts the table allows against the other side's moves, or
// the moderator's facts, rulings and verdict. compose.ts writes them as the seat's answer text.
import { offerable } from '../kit/common-actions.js';
import type { ActionDescriptor, ExtraFieldSpec, FieldSpec } from '../types.js';
import { other, type Side } from './config.js';
import { ATTACKS } from './human-actions.js';
import { dueTurn } from '../kit/turns.js';
import { RULE_IDS, movesOf, owedWhys, type PersuasionState } from './state.js';

const text = (label: string, required = true, multiline = false): FieldSpec => ({ required, label, ...(multiline ? { multiline } : {}) });
const field = (name: string, kind: ExtraFieldSpec['kind'], label: string, required = false): ExtraFieldSpec => ({ name, kind, label, required });
const choose = (label: string, options: { value: string; label: string }[]): FieldSpec => ({ required: true, label, options });

export function moveActions(state: PersuasionState, seat: string): ActionDescriptor[] {
  const turn = dueTurn(state, seat);
  if (!turn) return [];
  if (seat === 'mod') return moderatorActions(state, turn.purpose);
  return offerable(debaterActions(state, seat as Side, turn.purpose)).filter((a) => !a.schema.value?.options || a.schema.value.options.length > 0);
}

function statementOptions(state: PersuasionState, ids: string[]) {
  return ids.map((id) => ({ value: id, label: `${id} ${state.statements[id]!.text.slice(0, 60)}` }));
}

function debaterActions(state: PersuasionState, side: Side, purpose: string): ActionDescriptor[] {
  const evidence = field('evidence', 'list', 'evidence: K facts by id, or sources in your words');
  const argument = field('argument', 'text', 'the argument in full');
  if (purpose === 'open' && side === 'pro') {
    return [{ kind: 'claim', command: 'other', label: 'State your thesis', targets: [], schema: { text: text('the thesis') }, fields: [evidence, argument] }];
  }
  const theirs = movesOf(state).filter((m) => m.side === other(side) && (m.act === 'claim' || m.act === 'since'));
  const replyable = purpose === 'open' ? theirs.filter((m) => m.statement === state.thesis.pro && m.act === 'claim') : theirs;
  const held = state.stores[other(side)];
  const owed = owedWhys(state, side);
  const actions: ActionDescriptor[] = [];
  if (purpose !== 'close') {
    actions.push(
      { kind: 'claim', command: 'other', label: 'Counter-claim against a statement', targets: replyable.map((m) => m.id), schema: { item: text('the move you reply to'), text: text('your counter-claim') }, fields: [{ ...field('against', 'choice', 'the statement it attacks', true), options: statementOptions(state, held) }, { ...field('attack', 'choice', 'the kind of attack'), options: ATTACKS.map(([value, label]) => ({ value, label })) }, evidence, argument] },
      { kind: 'why', command: 'other', label: 'Ask why (challenge a statement)', targets: replyable.map((m) => m.id), schema: { item: text('the move you reply to'), value: choose('the statement', statementOptions(state, held)) }, fields: [argument] },
    );
  }
  actions.push({ kind: 'concede', command: 'other', label: 'Concede a statement', targets: replyable.map((m) => m.id), schema: { item: text('the move you reply to'), value: choose('the statement', statementOptions(state, held.filter((id) => !state.stores[side].includes(id)))) }, fields: [argument] });
  if (purpose !== 'open') {
    actions.push(
      { kind: 'since', command: 'other', label: 'Give reasons (answer a why)', targets: owed.map((w) => w.id), schema: { item: text('the why you answer') }, fields: [field('reasons', 'list', 'the reasons: statement ids or new statements', true), evidence, argument] },
      { kind: 'retract', command: 'other', label: 'Retract a statement you hold', targets: purpose === 'close' ? [] : owed.map((w) => w.id), schema: { ...(purpose === 'close' ? {} : { item: text('the why you answer') }), value: choose('the statement', statementOptions(state, state.stores[side])) }, fields: [argument] },
    );
  }
  if (purpose === 'close') actions.push({ kind: 'final', command: 'other', label: 'Make your final statement', targets: [], schema: { text: text('your final position, what you concede and retract', true, true) } });
  return actions;
}

function moderatorActions(state: PersuasionState, purpose: string): ActionDescriptor[] {
  const rules = RULE_IDS.map((r) => ({ value: r, label: r }));
  switch (purpose) {
    case 'gather':
      return [{ kind: 'fact', command: 'other', label: 'Add a fact to K', targets: [], schema: { text: text('the fact') }, fields: [field('source', 'text', 'where it comes from')] }];
    case 'review': {
      const attacks = state.statementOrder.filter((id) => state.statements[id]!.attack);
      return offerable([
        { kind: 'reclassify', command: 'other', label: 'Reclassify an attack', targets: attacks, schema: { item: text('the counter-claim'), value: choose('its attack', ATTACKS.map(([value, label]) => ({ value, label }))), reason: text('why') } },
        { kind: 'strike', command: 'other', label: 'Strike an argument', targets: state.statementOrder.filter((id) => !state.statements[id]!.struck && !Object.values(state.thesis).includes(id)), schema: { item: text('the argument'), value: choose('the rule it breaks', rules), reason: text('why') } },
        { kind: 'flag', command: 'other', label: 'Flag a broken rule', targets: [...state.moveOrder, ...state.statementOrder], schema: { item: text('the move or statement'), value: choose('the rule', rules), text: text('what should be fixed') } },
      ]);
    }
    case 'judge':
      return [
        {
          kind: 'verdict',
          command: 'decide',
          label: 'Give the verdict',
          targets: [],
          schema: { value: choose('the winner', [{ value: 'pro', label: 'PRO' }, { value: 'opp', label: 'OPP' }]) },
          fields: [
            field('survivors', 'text', '1. which arguments survived', true),
            field('stronger', 'text', '2. which side has the stronger surviving arguments', true),
            field('unaddressed', 'text', '3. unaddressed critical questions', true),
            field('concessions', 'text', '4. concessions that weaken a position', true),
            field('commitments', 'text', '5. the final commitment stores', true),
            field('rationale', 'text', 'the rationale, citing argument ids', true),
            field('strongest', 'list', 'the strongest surviving arguments of the winner (ids)'),
            field('validPoints', 'list', 'valid points of the losing side ("A4: why")'),
            field('consensus', 'text', 'the consensus solution', true),
            field('revisit', 'list', 'conditions for revisiting', true),
            field('bias', 'text', 'how the declared biases were accounted for', true),
          ],
        },
      ];
    default:
      return [];
  }
}
