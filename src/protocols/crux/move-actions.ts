// The moves a person sitting in a seat may compose now, as action descriptors for the compose
// form; compose.ts writes them as the JSON the agents answer with, so they go through the same
// parse. Only what the stage allows is offered, with the targets that are legal now.
import { offerable } from '../kit/common-actions.js';
import type { ActionDescriptor, ExtraFieldSpec } from '../types.js';
import { debaterName } from './config.js';
import { CLAIM_SIDES, GRADES, type MoveType, SIDES } from './moves.js';
import { ALLOWED } from './rules.js';
import { gradesOwed, mayChallenge, ungraded } from './steelman-tracker.js';
import type { CruxState } from './state.js';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const field = (name: string, label: string, required: boolean, kind: ExtraFieldSpec['kind'] = 'text', values?: readonly string[]): ExtraFieldSpec => ({ name, label, required, kind, ...(values ? { options: options(values) } : {}) });
const FALSIFIER_FIELDS = (required: boolean) => [field('metric', 'the metric', required), field('threshold', 'the threshold, with a number', required), field('deadline', 'the deadline (2027-12-31, within 12 months)', required), field('reasoning', 'why it would change your mind', false)];

export function moveActions(state: CruxState, seat: string): ActionDescriptor[] {
  return seat === 'moderator' ? moderatorActions(state) : debaterActions(state, seat);
}

function debaterActions(state: CruxState, seat: string): ActionDescriptor[] {
  const others = state.config.debaters.filter((d) => d !== seat);
  const allowed = new Set<MoveType>(ALLOWED[state.stage]);
  const actions: ActionDescriptor[] = [];
  if (!state.topClaims[seat]) {
    actions.push({
      kind: 'topclaim',
      command: 'other',
      label: 'State your TopClaim (your first answer must)',
      targets: [],
      schema: { value: { required: true, label: 'its side', options: options(CLAIM_SIDES) }, text: { required: true, label: 'what you are really arguing' } },
      fields: [field('confidence', 'confidence, 0 to 1', true, 'number')],
    });
  }
  const add = (type: MoveType, action: Omit<ActionDescriptor, 'command'>) => {
    if (allowed.has(type)) actions.push({ command: 'other', ...action });
  };
  add('CLAIM', { kind: 'claim', label: 'Claim', targets: [], schema: { text: { required: true, label: 'the claim', multiline: true } } });
  add('CHALLENGE', { kind: 'challenge', label: 'Challenge a debater you steelmanned', targets: others.filter((o) => mayChallenge(state, seat, o)), schema: { item: { required: true, label: 'the debater' }, text: { required: true, label: 'the challenge', multiline: true } } });
  add('PROPOSE_QUESTION', { kind: 'propose-question', label: 'Propose the crux question (YES or NO)', targets: [], schema: { text: { required: true, label: 'the question' } } });
  add('COMMIT_POSITION', {
    kind: 'commit-position',
    label: 'Commit a position on the crux question',
    targets: [],
    schema: { value: { required: true, label: 'your side', options: options(state.binaryForced ? ['YES', 'NO'] : SIDES) }, text: { required: false, label: 'why (optional)' } },
    fields: [field('confidence', 'confidence, 0 to 1', true, 'number'), field('flips', 'would your TopClaim flip if the crux went the other way?', false, 'choice', ['yes', 'no'])],
  });
  add('STEELMAN', { kind: 'steelman', label: 'Steelman a debater', targets: others.filter((o) => !ungraded(state, seat, o) && !mayChallenge(state, seat, o)), schema: { item: { required: true, label: 'the debater' }, text: { required: true, label: 'their position, at its strongest', multiline: true } } });
  add('GRADE_STEELMAN', { kind: 'grade-steelman', label: 'Grade a steelman of you', targets: gradesOwed(state, seat).map((s) => s.id), schema: { item: { required: true, label: 'the steelman' }, value: { required: true, label: 'the grade', options: options(GRADES) }, text: { required: false, label: 'what it misses (optional)' } } });
  add('DECLARE_FALSIFIER', { kind: 'declare-falsifier', label: 'Declare a falsifier', targets: [], schema: {}, fields: FALSIFIER_FIELDS(true) });
  add('DECLARE_FALSIFIER', { kind: 'accept-draft', label: "Accept or amend the moderator's draft", targets: Object.values(state.falsifiers).filter((f) => f.status === 'draft' && f.seat === seat).map((f) => f.id), schema: { item: { required: true, label: 'the draft' } }, fields: FALSIFIER_FIELDS(false) });
  add('PROVIDE_EVIDENCE', { kind: 'provide-evidence', label: 'Tie evidence to a falsifier', targets: Object.values(state.falsifiers).filter((f) => f.status === 'declared').map((f) => f.id), schema: { item: { required: true, label: 'the falsifier' }, text: { required: true, label: 'the data', multiline: true } }, fields: [field('source', 'where it comes from', false)] });
  add('CONCEDE', {
    kind: 'concede',
    label: 'Concede a point',
    targets: [],
    schema: { text: { required: true, label: 'what you concede' } },
    fields: [field('statement', 'your TopClaim, if it changes', false), field('side', 'its side, if it changes', false, 'choice', CLAIM_SIDES), field('confidence', 'its confidence, if it changes', false, 'number')],
  });
  return offerable(actions);
}

function moderatorActions(state: CruxState): ActionDescriptor[] {
  const due = state.due;
  const actions: ActionDescriptor[] = [{ kind: 'moderate', command: 'other', label: 'Say what the debaters owe', targets: [], schema: { text: { required: true, label: 'your message', multiline: true } } }];
  if (due?.kind === 'frame' || (due?.kind === 'lock' && due.attempt >= 2)) {
    actions.push({ kind: 'frame', command: 'other', label: 'Frame the crux question (YES or NO)', targets: [], schema: { text: { required: true, label: 'the question' } } });
  }
  if (due?.kind === 'lock' && due.attempt >= 3) {
    actions.push({
      kind: 'draft',
      command: 'other',
      label: 'Draft a falsifier for a debater',
      targets: [],
      schema: { value: { required: true, label: 'the debater', options: state.config.debaters.map((seat) => ({ value: seat, label: debaterName(state.config, seat) })) } },
      fields: FALSIFIER_FIELDS(false),
    });
  }
  return actions;
}
