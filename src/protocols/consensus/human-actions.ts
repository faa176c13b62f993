// What the person may do now, as data: drives the TUI's choosers and forms, `agon act` and the
// checks. The person may rewrite a persona before its file is written, override a verdict, an
// objection's strength or a rebuttal while the proposer has not yet answered, answer a dissent on
// the proposer's behalf, force another round, end with the trade-off report, leave a note, undo.
import { noteAction, offerable, REQUIRED_REASON as reason, undoAction } from '../kit/common-actions.js';
import { validateHumanInput } from '../kit/human-input.js';
import type { ActionDescriptor, FieldSpec, HumanInput } from '../types.js';
import { CHALLENGERS, SEATS, seatLabel } from './config.js';
import { DECISIONS, REBUTTALS, STRENGTHS, VERDICTS } from './moves.js';
import { sameness } from './sameness.js';
import { challengersWhere, type ConsensusState, latestStance, openDissents, type RebuttalItem, type VerdictItem } from './state.js';

const choice = (label: string, values: readonly string[]): FieldSpec => ({
  required: true,
  label,
  options: values.map((v) => ({ value: v, label: v })),
});
const item = (label: string): FieldSpec => ({ required: true, label });
const NOTE_SEATS = SEATS.map((seat) => ({ value: seat, label: `the ${seatLabel(seat).toLowerCase()}` }));

/** The proposer has not yet answered this round's dissents, and nobody else is due. */
const proposerDue = (s: ConsensusState) => !s.ended && s.phase === 'CONFRONTATION' && s.confronted < s.round;
/** Right after a challenge round's check: its verdicts may still be overridden. */
export const afterCheck = (s: ConsensusState) => proposerDue(s) && s.check?.round === s.round;
/** Between rounds, or with the rounds run out before any assumption is stated: rebuttals may be overridden. */
export const betweenRounds = (s: ConsensusState) =>
  (proposerDue(s) && s.check?.round !== s.round) ||
  (!s.ended && s.phase === 'ASSUMPTIONS' && !s.order.some((id) => s.items[id]!.kind === 'statement' && s.items[id]!.round === s.round));

/** Personas may change until their files are written and the opening is given. */
export function editablePersonas(s: ConsensusState): string[] {
  if (s.ended || s.phase === 'PERSONAS' || s.version > 0) return [];
  return challengersWhere(s, 'active').filter((seat) => s.prepared[seat] === undefined);
}

function overridableVerdicts(s: ConsensusState): VerdictItem[] {
  if (!afterCheck(s)) return [];
  return s.order.map((id) => s.items[id]!).filter((i): i is VerdictItem => i.kind === 'verdict' && i.round === s.round);
}

function overridableRebuttals(s: ConsensusState): RebuttalItem[] {
  if (!betweenRounds(s)) return [];
  return challengersWhere(s, 'active').flatMap((seat) => {
    const latest = latestStance(s, seat);
    return latest?.kind === 'rebuttal' ? [latest] : [];
  });
}

/** An override of what an item says (a verdict, a strength, a rebuttal), with the person's reason. */
function override(kind: string, label: string, targets: string[], what: string, value: FieldSpec): ActionDescriptor {
  return { kind, command: 'override', label, targets, schema: { item: item(what), value, reason } };
}

export function humanActions(state: ConsensusState, itemId?: string): ActionDescriptor[] {
  const all = allActions(state);
  return itemId === undefined ? all : all.filter((a) => a.targets.includes(itemId));
}

function allActions(s: ConsensusState): ActionDescriptor[] {
  const actions: ActionDescriptor[] = [
    {
      kind: 'edit-persona',
      command: 'edit',
      label: 'Rewrite a persona before its file is written',
      targets: editablePersonas(s),
      schema: {
        item: item('the challenger'),
        text: { required: true, label: 'the persona (markdown)', multiline: true },
        reason: { required: false, label: 'why' },
      },
    },
    override(
      'override-verdict',
      "Override a challenger's verdict",
      overridableVerdicts(s).map((v) => v.id),
      'the verdict',
      choice('the verdict that stands', VERDICTS),
    ),
    override(
      'override-strength',
      "Override an objection's strength",
      overridableVerdicts(s)
        .filter((v) => v.verdict !== 'agree' || v.override?.verdict)
        .map((v) => v.id),
      'the verdict',
      choice('the strength', STRENGTHS),
    ),
    override(
      'override-rebuttal',
      "Override a dissenter's rebuttal",
      overridableRebuttals(s).map((r) => r.id),
      'the rebuttal',
      choice('the rebuttal that stands', REBUTTALS),
    ),
    {
      kind: 'decide',
      command: 'decide',
      label: "Answer a dissent on the proposer's behalf",
      targets: proposerDue(s)
        ? openDissents(s)
            .filter((d) => !d.decided)
            .map((d) => d.id)
        : [],
      schema: {
        item: item('the dissent'),
        value: choice('your answer', DECISIONS),
        text: { required: true, label: 'the reason (and what changes in the position)' },
      },
    },
  ];
  const rounds = s.ended ? s.ended.kind !== 'aborted' : betweenRounds(s) && s.phase === 'ASSUMPTIONS';
  if (rounds) actions.push({ kind: 'another-round', command: 'decide', label: 'Force another round', targets: [], schema: { reason } });
  if (!s.ended && s.version > 0 && s.phase !== 'ASSUMPTIONS') {
    actions.push({ kind: 'end-tradeoff', command: 'decide', label: 'End now with the trade-off report', targets: [], schema: { reason } });
  }
  if (!s.ended) actions.push(noteAction(NOTE_SEATS));
  const undo = undoAction(s.undo);
  if (undo) actions.push(undo);
  return offerable(actions);
}

/** Why the action would be refused now, or null: the descriptors first, then what they cannot say. */
export function checkHuman(state: ConsensusState, kind: string, input: HumanInput): string | null {
  if (kind === 'undo' && state.undo.length === 0) return 'there is nothing to undo: no action of yours since the agents last acted';
  const problem = validateHumanInput(humanActions(state, input.item), kind, input);
  if (problem) return problem;
  if (kind === 'edit-persona') {
    const others = Object.fromEntries(
      CHALLENGERS.filter((seat) => seat !== input.item).map((seat) => [
        seat,
        { title: state.personas[seat].title, text: state.personas[seat].text },
      ]),
    );
    const edited = { [input.item!]: { title: titleOf(input.text ?? ''), text: input.text ?? '' } };
    const same = sameness({ ...others, ...edited });
    if (same) return `the personas must stay distinct: ${same}`;
  }
  return null;
}

/** A persona's title: its first heading without "Persona:" and the perspective's name. */
export function titleOf(text: string): string {
  const heading = text.split('\n').find((l) => l.trim() !== '') ?? '';
  return (
    heading
      .replace(/^#+\s*/, '')
      .replace(/^persona:\s*/i, '')
      .replace(/^the (architect|operator|adversary)\s*[—-]\s*/i, '')
      .trim()
      .slice(0, 80) || 'edited by the person'
  );
}
