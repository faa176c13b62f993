// What the person may do at any moment, as data (the TUI's forms, `agon act`, validation): leave
// a note for a seat, set the crux question, set a debater's TopClaim, undo. The checks here are the
// ones reduce applies, so a refused action changes nothing.
import { applyNote, noteAction, offerable, REQUIRED_REASON, undoAction } from '../kit/common-actions.js';
import { notify } from '../kit/draft.js';
import { fieldText, validateHumanInput } from '../kit/human-input.js';
import { remind } from '../kit/mailbox.js';
import { quote } from '../kit/quote.js';
import { CONFIDENCE_RANGE } from '../kit/schemas.js';
import type { ActionDescriptor, HumanInput } from '../types.js';
import { stateTopClaim } from './apply-move.js';
import { binaryProblem } from './binary-question.js';
import { debaterChoices, moderatorSeated } from './config.js';
import type { Ctx } from './context.js';
import { CLAIM_SIDES, type ClaimSide } from './moves.js';
import { type CruxState, markOf } from './state.js';

const open = (state: CruxState) => state.ended === undefined && state.stage !== 'CONVERGED';

function noteSeats(state: CruxState) {
  return [...debaterChoices(state.config), ...(moderatorSeated(state.config) ? [{ value: 'moderator', label: 'the moderator' }] : [])];
}

export function humanActions(state: CruxState, itemId?: string): ActionDescriptor[] {
  const actions: ActionDescriptor[] = [];
  if (open(state) && state.stage !== 'EVIDENCE') {
    actions.push({
      kind: 'reframe',
      command: 'reframe',
      label: 'Set the crux question',
      targets: [],
      schema: { text: { required: true, label: 'the question, answerable YES or NO' }, reason: REQUIRED_REASON },
    });
  }
  if (open(state)) {
    actions.push({
      kind: 'topclaim',
      command: 'edit',
      label: "Set a debater's TopClaim",
      targets: [],
      schema: {
        value: {
          required: true,
          label: 'the debater',
          options: debaterChoices(state.config),
        },
        text: { required: true, label: 'what they are really arguing' },
      },
      fields: [
        { name: 'side', kind: 'choice', label: 'its side', required: true, options: CLAIM_SIDES.map((s) => ({ value: s, label: s })) },
        { name: 'confidence', kind: 'number', label: 'confidence, 0 to 1', required: true, range: CONFIDENCE_RANGE },
      ],
    });
  }
  if (state.pending.length > 0) actions.push(noteAction(noteSeats(state)));
  const undo = undoAction(state.undo);
  if (undo) actions.push(undo);
  const all = offerable(actions);
  return itemId === undefined ? all : all.filter((a) => a.targets.includes(itemId));
}

export function checkHuman(state: CruxState, kind: string, input: HumanInput): string | null {
  if (kind === 'undo' && state.undo.length === 0) return 'there is nothing to undo: no action of yours since the debaters last answered';
  const problem = validateHumanInput(humanActions(state, input.item), kind, input);
  if (problem) return problem;
  if (kind === 'reframe') {
    const why = binaryProblem(input.text ?? '');
    return why ? `the crux question must be answerable YES or NO: ${why}` : null;
  }
  if (kind === 'topclaim') {
    const confidence = Number(fieldText(input, 'confidence'));
    if (!(confidence >= CONFIDENCE_RANGE.min && confidence <= CONFIDENCE_RANGE.max)) return 'the confidence is a number from 0 to 1';
  }
  return null;
}

export function applyHuman(d: Ctx, kind: string, input: HumanInput): void {
  switch (kind) {
    case 'note':
      return applyNote(
        d,
        input,
        noteSeats(d.d).map((s) => s.value),
      );
    case 'reframe':
      return reframe(d, input.text!.trim(), input.reason ?? '');
    case 'topclaim': {
      const seat = input.value!;
      const claim = {
        statement: input.text!.trim(),
        side: fieldText(input, 'side') as ClaimSide,
        confidence: Number(fieldText(input, 'confidence')),
      };
      stateTopClaim(d, seat, claim, 'sets');
      notify(
        d,
        'human.topclaim',
        `The person sets ${seat}'s TopClaim: ${claim.side} ${claim.confidence.toFixed(2)} ${quote(claim.statement)}.`,
        { seat },
      );
      remind(d, seat, `The person set your TopClaim: ${claim.side} ${claim.confidence.toFixed(2)} ${quote(claim.statement)}.`);
      return;
    }
  }
}

/** In CRUX_LOCK a new question voids the commitments made on the old one. */
function reframe(d: Ctx, text: string, reason: string): void {
  const cleared = d.d.stage === 'CRUX_LOCK' ? Object.keys(d.d.commitments) : [];
  for (const seat of cleared) delete d.d.commitments[seat];
  d.d.question = { text, by: 'human', mark: markOf(d.d), how: 'reframed' };
  notify(
    d,
    'human.reframe',
    `The person sets the crux question: ${quote(text)} (${reason})${cleared.length ? `; ${cleared.join(', ')} must commit again` : ''}.`,
  );
  for (const seat of d.d.config.debaters)
    remind(
      d,
      seat,
      `The person set the crux question: ${text}${cleared.includes(seat) ? ' Your commitment was on the old question: commit again.' : ''}`,
    );
}
