// The moves a person sitting in a seat may compose, each form declared once with the answer its
// seat's agent would send, so they go through the same parse (kit/move-forms.ts derives the plan's
// descriptors and composeAnswer from these sheets): the speech acts the table allows against the
// other side's moves, or the moderator's facts, rulings and verdict.
import { fieldText } from '../kit/human-input.js';
import type { MoveForm, MoveSheet } from '../kit/move-forms.js';
import { dueTurn } from '../kit/turns.js';
import type { ExtraFieldSpec, FieldSpec, HumanInput } from '../types.js';
import { other, SIDES, type Side } from './config.js';
import { ATTACKS } from './human-actions.js';
import { movesOf, owedWhys, type PersuasionState, RULE_IDS } from './state.js';

type Piece = Record<string, unknown>;

const text = (label: string, required = true, multiline = false): FieldSpec => ({ required, label, ...(multiline ? { multiline } : {}) });
const field = (name: string, kind: ExtraFieldSpec['kind'], label: string, required = false): ExtraFieldSpec => ({
  name,
  kind,
  label,
  required,
});
const choose = (label: string, options: { value: string; label: string }[]): FieldSpec => ({ required: true, label, options });
const attacks = ATTACKS.map(([value, label]) => ({ value, label }));

const list = (input: HumanInput, name: string): string[] => {
  const v = input.fields?.[name];
  return (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((x) => x.trim()).filter(Boolean);
};
const trimmed = (input: HumanInput, name: string) => fieldText(input, name)?.trim() ?? '';

export function moveSheet(state: PersuasionState, seat: string): MoveSheet<Piece> {
  const purpose = dueTurn(state, seat)?.purpose;
  if (seat === 'mod') return moderatorSheet(state, purpose);
  const side = SIDES.find((s) => s === seat);
  if (!side) return { forms: [], answer: () => ({ moves: [] }) };
  return { forms: debaterForms(state, side, purpose), answer: (pieces) => ({ moves: pieces.all() }) };
}

function statementOptions(state: PersuasionState, ids: string[]) {
  return ids.map((id) => ({ value: id, label: `${id} ${state.statements[id]!.text.slice(0, 60)}` }));
}

/** The speech act's common part: the act, the move it replies to, the argument in full. */
function act(kind: string, input: HumanInput): Piece {
  const argument = trimmed(input, 'argument');
  return { act: kind, ...(input.item ? { reply: input.item } : {}), ...(argument ? { argument } : {}) };
}

function debaterForms(state: PersuasionState, side: Side, purpose: string | undefined): MoveForm<Piece>[] {
  const evidence = field('evidence', 'list', 'evidence: K facts by id, or sources in your words');
  const argument = field('argument', 'text', 'the argument in full');
  const opening = purpose === 'open' && side === 'pro';
  const answering = purpose !== undefined && !opening;
  const theirs = movesOf(state).filter((m) => m.side === other(side) && (m.act === 'claim' || m.act === 'since'));
  const repliedTo = purpose === 'open' ? theirs.filter((m) => m.statement === state.thesis.pro && m.act === 'claim') : theirs;
  const replyable = repliedTo.map((m) => m.id);
  const held = state.stores[other(side)];
  const heldByThemAlone = held.filter((id) => !state.stores[side].includes(id));
  const owed = owedWhys(state, side).map((w) => w.id);
  const reply = text('the move you reply to');
  const claim = (input: HumanInput) => {
    const against = trimmed(input, 'against');
    const attack = trimmed(input, 'attack');
    return {
      ...act('claim', input),
      statement: input.text ?? '',
      ...(against ? { against } : {}),
      ...(attack ? { attack } : {}),
      evidence: list(input, 'evidence'),
    };
  };
  const statement = (kind: string) => (input: HumanInput) => ({ ...act(kind, input), statement: input.value ?? '' });
  return [
    opening
      ? { kind: 'claim', label: 'State your thesis', schema: { text: text('the thesis') }, fields: [evidence, argument], build: claim }
      : {
          kind: 'claim',
          label: 'Counter-claim against a statement',
          targets: replyable,
          schema: { item: reply, text: text('your counter-claim') },
          fields: [
            { ...field('against', 'choice', 'the statement it attacks', true), options: statementOptions(state, held) },
            { ...field('attack', 'choice', 'the kind of attack'), options: attacks },
            evidence,
            argument,
          ],
          offered: answering && purpose !== 'close',
          build: claim,
        },
    {
      kind: 'why',
      label: 'Ask why (challenge a statement)',
      targets: replyable,
      schema: { item: reply, value: choose('the statement', statementOptions(state, held)) },
      fields: [argument],
      offered: answering && purpose !== 'close',
      build: statement('why'),
    },
    {
      kind: 'concede',
      label: 'Concede a statement',
      targets: replyable,
      schema: { item: reply, value: choose('the statement', statementOptions(state, heldByThemAlone)) },
      fields: [argument],
      offered: answering,
      build: statement('concede'),
    },
    {
      kind: 'since',
      label: 'Give reasons (answer a why)',
      targets: owed,
      schema: { item: text('the why you answer') },
      fields: [field('reasons', 'list', 'the reasons: statement ids or new statements', true), evidence, argument],
      offered: answering && purpose !== 'open',
      build: (input) => ({
        ...act('since', input),
        statement: input.item ? (state.moves[input.item]?.statement ?? '') : '',
        reasons: list(input, 'reasons'),
        evidence: list(input, 'evidence'),
      }),
    },
    {
      kind: 'retract',
      label: 'Retract a statement you hold',
      targets: purpose === 'close' ? [] : owed,
      schema: {
        ...(purpose === 'close' ? {} : { item: text('the why you answer') }),
        value: choose('the statement', statementOptions(state, state.stores[side])),
      },
      fields: [argument],
      offered: answering && purpose !== 'open',
      build: statement('retract'),
    },
    {
      kind: 'final',
      label: 'Make your final statement',
      schema: { text: text('your final position, what you concede and retract', true, true) },
      offered: purpose === 'close',
      build: (input) => ({ act: 'final', argument: input.text ?? '' }),
    },
  ];
}

function moderatorSheet(state: PersuasionState, purpose: string | undefined): MoveSheet<Piece> {
  const rules = RULE_IDS.map((r) => ({ value: r, label: r }));
  const reviewing = purpose === 'review';
  const forms: MoveForm<Piece>[] = [
    {
      kind: 'fact',
      label: 'Add a fact to K',
      schema: { text: text('the fact') },
      fields: [field('source', 'text', 'where it comes from')],
      offered: purpose === 'gather',
      build: (input) => {
        const source = trimmed(input, 'source');
        return { fact: input.text ?? '', ...(source ? { source } : {}) };
      },
    },
    {
      kind: 'reclassify',
      label: 'Reclassify an attack',
      targets: state.statementOrder.filter((id) => state.statements[id]!.attack),
      schema: { item: text('the counter-claim'), value: choose('its attack', attacks), reason: text('why') },
      offered: reviewing,
      build: (input) => ({ type: 'reclassify', statement: input.item, attack: input.value, reason: input.reason ?? '' }),
    },
    {
      kind: 'strike',
      label: 'Strike an argument',
      targets: state.statementOrder.filter((id) => !state.statements[id]!.struck && !Object.values(state.thesis).includes(id)),
      schema: { item: text('the argument'), value: choose('the rule it breaks', rules), reason: text('why') },
      offered: reviewing,
      build: (input) => ({ type: 'strike', statement: input.item, rule: input.value, reason: input.reason ?? '' }),
    },
    {
      kind: 'flag',
      label: 'Flag a broken rule',
      targets: [...state.moveOrder, ...state.statementOrder],
      schema: { item: text('the move or statement'), value: choose('the rule', rules), text: text('what should be fixed') },
      offered: reviewing,
      build: (input) => ({ type: 'flag', item: input.item, rule: input.value, note: input.text ?? '' }),
    },
    verdictForm(purpose === 'judge'),
  ];
  return {
    forms,
    answer: (pieces) => {
      // A second verdict drafted replaces the first.
      const verdict = pieces.all('verdict').at(-1);
      return {
        facts: pieces.all('fact'),
        rulings: pieces.all('reclassify', 'strike', 'flag'),
        ...(verdict !== undefined ? { verdict } : {}),
      };
    },
  };
}

function verdictForm(offered: boolean): MoveForm<Piece> {
  return {
    kind: 'verdict',
    command: 'decide',
    label: 'Give the verdict',
    schema: {
      value: choose('the winner', [
        { value: 'pro', label: 'PRO' },
        { value: 'opp', label: 'OPP' },
      ]),
    },
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
    offered,
    build: (input) => {
      const f = (name: string) => trimmed(input, name);
      return {
        winner: input.value,
        answers: {
          survivors: f('survivors'),
          stronger: f('stronger'),
          unaddressed: f('unaddressed'),
          concessions: f('concessions'),
          commitments: f('commitments'),
        },
        rationale: f('rationale'),
        strongest: list(input, 'strongest'),
        validPoints: list(input, 'validPoints').map((p) => {
          const [id, ...why] = p.split(':');
          return { id: id!.trim(), why: why.join(':').trim() || 'a valid point' };
        }),
        consensus: f('consensus'),
        revisit: list(input, 'revisit'),
        bias: f('bias'),
      };
    },
  };
}
