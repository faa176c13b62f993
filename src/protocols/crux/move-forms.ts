// The moves a person sitting in a seat may compose, each form declared once with the JSON a seat's
// agent would answer with, so they go through the same parse (kit/move-forms.ts derives the plan's
// descriptors and composeAnswer from these sheets). Only what the stage allows is offered, with the
// targets that are legal now.
import { fieldText } from '../kit/human-input.js';
import type { MoveForm, MoveSheet } from '../kit/move-forms.js';
import { CONFIDENCE_RANGE } from '../kit/schemas.js';
import type { ExtraFieldSpec, HumanInput } from '../types.js';
import { debaterChoices } from './config.js';
import { CLAIM_SIDES, GRADES, type MoveType, SIDES } from './moves.js';
import { ALLOWED } from './rules.js';
import type { CruxState } from './state.js';
import { gradesOwed, mayChallenge, ungraded } from './steelman-tracker.js';

type Move = Record<string, unknown>;

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const field = (
  name: string,
  label: string,
  required: boolean,
  kind: ExtraFieldSpec['kind'] = 'text',
  values?: readonly string[],
): ExtraFieldSpec => ({
  name,
  label,
  required,
  kind,
  ...(values ? { options: options(values) } : {}),
});
const confidenceField = (label: string, required: boolean): ExtraFieldSpec => ({
  ...field('confidence', label, required, 'number'),
  range: CONFIDENCE_RANGE,
});
const falsifierFields = (required: boolean) => [
  field('metric', 'the metric', required),
  field('threshold', 'the threshold, with a number', required),
  field('deadline', 'the deadline (2027-12-31, within 12 months)', required),
  field('reasoning', 'why it would change your mind', false),
];

const num = (input: HumanInput, name: string) => {
  const text = fieldText(input, name)?.trim();
  return text ? Number(text) : undefined;
};
const str = (input: HumanInput, name: string) => fieldText(input, name)?.trim() || undefined;
/** Drops the keys left empty, so a draft's absent fields stay absent in the answer. */
const compact = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined && v !== ''));
const falsifier = (input: HumanInput) => ({
  metric: str(input, 'metric'),
  threshold: str(input, 'threshold'),
  deadline: str(input, 'deadline'),
  reasoning: str(input, 'reasoning'),
});
const written = (input: HumanInput) => input.text?.trim();

export function moveSheet(state: CruxState, seat: string): MoveSheet<unknown> {
  return seat === 'moderator' ? moderatorSheet(state) : debaterSheet(state, seat);
}

function debaterSheet(state: CruxState, seat: string): MoveSheet<unknown> {
  const moves = debaterMoves(state, seat);
  const topClaim: MoveForm<Move> = {
    kind: 'topclaim',
    label: 'State your TopClaim (your first answer must)',
    schema: {
      value: { required: true, label: 'its side', options: options(CLAIM_SIDES) },
      text: { required: true, label: 'what you are really arguing' },
    },
    fields: [confidenceField('confidence, 0 to 1', true)],
    offered: !state.topClaims[seat],
    build: (input) => ({ statement: written(input), side: input.value, confidence: num(input, 'confidence') }),
  };
  return {
    forms: [topClaim, ...moves],
    answer: (pieces) => {
      const claim = pieces.first('topclaim');
      return { ...(claim ? { topClaim: claim } : {}), moves: pieces.all(...moves.map((m) => m.kind)) };
    },
  };
}

function debaterMoves(state: CruxState, seat: string): MoveForm<Move>[] {
  const others = state.config.debaters.filter((d) => d !== seat);
  const allowed = new Set<MoveType>(ALLOWED[state.stage]);
  const move = (type: MoveType, form: Omit<MoveForm<Move>, 'offered'>): MoveForm<Move> => ({ ...form, offered: allowed.has(type) });
  const falsifiers = Object.values(state.falsifiers);
  const declareFalsifier = (input: HumanInput) => compact({ type: 'DECLARE_FALSIFIER', draft: input.item, ...falsifier(input) });
  return [
    move('CLAIM', {
      kind: 'claim',
      label: 'Claim',
      schema: { text: { required: true, label: 'the claim', multiline: true } },
      build: (input) => ({ type: 'CLAIM', text: written(input) }),
    }),
    move('CHALLENGE', {
      kind: 'challenge',
      label: 'Challenge a debater you steelmanned',
      targets: others.filter((o) => mayChallenge(state, seat, o)),
      schema: { item: { required: true, label: 'the debater' }, text: { required: true, label: 'the challenge', multiline: true } },
      build: (input) => ({ type: 'CHALLENGE', target: input.item, text: written(input) }),
    }),
    move('PROPOSE_QUESTION', {
      kind: 'propose-question',
      label: 'Propose the crux question (YES or NO)',
      schema: { text: { required: true, label: 'the question' } },
      build: (input) => ({ type: 'PROPOSE_QUESTION', question: written(input) }),
    }),
    move('COMMIT_POSITION', {
      kind: 'commit-position',
      label: 'Commit a position on the crux question',
      schema: {
        value: { required: true, label: 'your side', options: options(state.binaryForced ? ['YES', 'NO'] : SIDES) },
        text: { required: false, label: 'why (optional)' },
      },
      fields: [
        confidenceField('confidence, 0 to 1', true),
        field('flips', 'would your TopClaim flip if the crux went the other way?', false, 'choice', ['yes', 'no']),
      ],
      build: (input) => {
        const flips = str(input, 'flips');
        const topClaimFlips = flips === undefined ? undefined : flips === 'yes';
        return compact({
          type: 'COMMIT_POSITION',
          side: input.value,
          confidence: num(input, 'confidence'),
          topClaimFlips,
          reasoning: written(input),
        });
      },
    }),
    move('STEELMAN', {
      kind: 'steelman',
      label: 'Steelman a debater',
      targets: others.filter((o) => !ungraded(state, seat, o) && !mayChallenge(state, seat, o)),
      schema: {
        item: { required: true, label: 'the debater' },
        text: { required: true, label: 'their position, at its strongest', multiline: true },
      },
      build: (input) => ({ type: 'STEELMAN', target: input.item, text: written(input) }),
    }),
    move('GRADE_STEELMAN', {
      kind: 'grade-steelman',
      label: 'Grade a steelman of you',
      targets: gradesOwed(state, seat).map((s) => s.id),
      schema: {
        item: { required: true, label: 'the steelman' },
        value: { required: true, label: 'the grade', options: options(GRADES) },
        text: { required: false, label: 'what it misses (optional)' },
      },
      build: (input) => compact({ type: 'GRADE_STEELMAN', steelman: input.item, grade: input.value, feedback: written(input) }),
    }),
    move('DECLARE_FALSIFIER', {
      kind: 'declare-falsifier',
      label: 'Declare a falsifier',
      schema: {},
      fields: falsifierFields(true),
      build: declareFalsifier,
    }),
    move('DECLARE_FALSIFIER', {
      kind: 'accept-draft',
      label: "Accept or amend the moderator's draft",
      targets: falsifiers.filter((f) => f.status === 'draft' && f.seat === seat).map((f) => f.id),
      schema: { item: { required: true, label: 'the draft' } },
      fields: falsifierFields(false),
      build: declareFalsifier,
    }),
    move('PROVIDE_EVIDENCE', {
      kind: 'provide-evidence',
      label: 'Tie evidence to a falsifier',
      targets: falsifiers.filter((f) => f.status === 'declared').map((f) => f.id),
      schema: { item: { required: true, label: 'the falsifier' }, text: { required: true, label: 'the data', multiline: true } },
      fields: [field('source', 'where it comes from', false)],
      build: (input) => compact({ type: 'PROVIDE_EVIDENCE', falsifier: input.item, data: written(input), source: str(input, 'source') }),
    }),
    move('CONCEDE', {
      kind: 'concede',
      label: 'Concede a point',
      schema: { text: { required: true, label: 'what you concede' } },
      fields: [
        field('statement', 'your TopClaim, if it changes', false),
        field('side', 'its side, if it changes', false, 'choice', CLAIM_SIDES),
        confidenceField('its confidence, if it changes', false),
      ],
      build: (input) => {
        const topClaim = compact({ statement: str(input, 'statement'), side: str(input, 'side'), confidence: num(input, 'confidence') });
        return compact({ type: 'CONCEDE', text: written(input), topClaim: Object.keys(topClaim).length ? topClaim : undefined });
      },
    }),
  ];
}

function moderatorSheet(state: CruxState): MoveSheet<unknown> {
  const due = state.due;
  const forms: MoveForm<unknown>[] = [
    {
      kind: 'moderate',
      label: 'Say what the debaters owe',
      schema: { text: { required: true, label: 'your message', multiline: true } },
      build: written,
    },
    {
      kind: 'frame',
      label: 'Frame the crux question (YES or NO)',
      schema: { text: { required: true, label: 'the question' } },
      offered: due?.kind === 'frame' || (due?.kind === 'lock' && due.attempt >= 2),
      build: written,
    },
    {
      kind: 'draft',
      label: 'Draft a falsifier for a debater',
      schema: {
        value: {
          required: true,
          label: 'the debater',
          options: debaterChoices(state.config),
        },
      },
      fields: falsifierFields(false),
      offered: due?.kind === 'lock' && due.attempt >= 3,
      build: (input) => compact({ debater: input.value, ...falsifier(input) }),
    },
  ];
  return {
    forms,
    answer: (pieces) => {
      const falsifiers = pieces.all('draft');
      return compact({
        message: pieces.first('moderate'),
        question: pieces.first('frame'),
        falsifiers: falsifiers.length ? falsifiers : undefined,
      });
    },
  };
}
