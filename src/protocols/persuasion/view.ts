// view(state) and summary(state): the dialogue in the neutral parts every pane renders, and the
// cheap summary saved as the session's meta. The record is K and the speech acts (view-record.ts);
// what is open is the replies owed; the groups and the spotlight are the two commitment stores;
// the headline, the progress note and each seat's stance say who wins and by which rule (standing.ts).
import { isPersonSeat } from '../kit/players.js';
import { debateStatus, stageViews, summaryOf } from '../kit/progress.js';
import type { CheckItem, Flag, OpenRow, Progress, ProgressCount, Summary, ViewModel } from '../types.js';
import { analysis, type Analysis } from './analysis.js';
import { SEATS, SIDE_NAME, type Side } from './config.js';
import { PERSUASION_INFO } from './declaration.js';
import { details } from './details.js';
import { activeFacts, isOver, owedWhys, type PersuasionState } from './state.js';
import { headline, sideStance, standingNote } from './standing.js';
import { LEGEND, spotlight } from './view-card.js';
import { recordRows } from './view-record.js';

const PHASES: Record<PersuasionState['stage'], string> = {
  context: 'CONTEXT',
  opening: 'OPENING',
  argumentation: 'ARGUMENTATION',
  closing: 'CLOSING',
  judgment: 'JUDGMENT',
  done: 'VERDICT',
};

export function summary(state: PersuasionState): Summary {
  return summaryOf(state.config.question, PHASES[state.stage], progressCount(state), status(state));
}

function status(state: PersuasionState): ViewModel['status'] {
  return debateStatus(state.pending, state.ended, (seat) => isPersonSeat(state.config, seat));
}

/** Rounds in all: the opening, N rounds of argumentation, the closing. */
function progressCount(state: PersuasionState): ProgressCount {
  const total = state.config.rounds + 2;
  const done = (() => {
    switch (state.stage) {
      case 'context':
      case 'opening':
        return 0;
      case 'argumentation':
        return state.round;
      case 'closing':
        return total - 1;
      case 'judgment':
      case 'done':
        return total;
    }
  })();
  const where: Record<PersuasionState['stage'], string> = {
    context: 'gathering K',
    opening: 'round 0 (opening)',
    argumentation: `round ${state.round}/${state.config.rounds}`,
    closing: 'closing round',
    judgment: 'judgment',
    done: 'verdict given',
  };
  return { unit: 'round', done, total, label: where[state.stage] };
}

function progress(state: PersuasionState, a: Analysis): Progress {
  const finished = isOver(state);
  const stages = stageViews(
    [
      { name: 'K', note: 'shared context' },
      { name: 'R0', note: 'opening' },
      ...Array.from({ length: state.config.rounds }, (_, i) => ({ name: `R${i + 1}` })),
      { name: 'CLOSE', note: 'closing' },
      { name: 'JUDGE', note: 'verdict' },
    ],
    currentStage(state),
    finished,
  );
  const owed = owedWhys(state, 'pro').length + owedWhys(state, 'opp').length;
  const method = a.map.view.method;
  const checklist: CheckItem[] = [
    {
      label: 'shared context K gathered',
      state: state.stage === 'context' ? 'unknown' : 'met',
      detail: `${activeFacts(state).length} facts`,
    },
    { label: 'no replies owed', state: owed === 0 ? 'met' : 'unmet', ...(owed ? { detail: `${owed} owed` } : {}) },
    {
      label: 'scores converged',
      state: method.converged ? 'met' : 'unmet',
      detail: method.converged ? 'fixpoint reached' : `residual ${method.residual.toExponential(1)}`,
    },
  ];
  if (state.thesis.pro)
    checklist.push({
      label: 'thesis survives (score > 0.5)',
      state: a.determination.scores.pro > 0.5 ? 'met' : 'unmet',
      detail: `${state.thesis.pro} ${a.determination.scores.pro.toFixed(2)}`,
    });
  return { ...progressCount(state), phase: PHASES[state.stage], note: standingNote(state, a), stages, checklist };
}

function currentStage(state: PersuasionState): string {
  switch (state.stage) {
    case 'context':
      return 'K';
    case 'opening':
      return 'R0';
    case 'argumentation':
      return `R${state.round}`;
    case 'closing':
      return 'CLOSE';
    case 'judgment':
    case 'done':
      return 'JUDGE';
  }
}

export function view(state: PersuasionState): ViewModel {
  const a = analysis(state);
  const card = spotlight(state);
  return {
    question: state.config.question,
    headline: headline(state, a),
    ...(card ? { spotlight: card } : {}),
    legend: LEGEND,
    progress: progress(state, a),
    status: status(state),
    record: { title: 'Dialogue', empty: 'Nothing said yet.', rows: recordRows(state, a) },
    open: { title: 'Replies owed', empty: 'No reply owed.', rows: openRows(state, a) },
    groups: [
      { name: 'C_PRO', items: state.stores.pro.map((id) => ({ id, text: state.statements[id]!.text })) },
      { name: 'C_OPP', items: state.stores.opp.map((id) => ({ id, text: state.statements[id]!.text })) },
      { name: 'K', items: activeFacts(state).map((f) => ({ id: f.id, text: f.text })) },
    ],
    seats: SEATS.map((seat) => ({
      seat,
      label: PERSUASION_INFO.seats.find((s) => s.name === seat)!.label,
      agent: state.config.seats[seat]?.kind ?? 'you',
      human: isPersonSeat(state.config, seat),
      stance: seat === 'mod' ? modStance(state) : sideStance(state, a, seat),
    })),
    flags: flags(state, a),
    details: details(state, a),
    argumentMap: a.map.view,
  };
}

function modStance(state: PersuasionState): string {
  if (state.verdict)
    return `verdict: ${SIDE_NAME[state.verdict.winner]}${state.verdict.overruled ? ` (overruled: ${SIDE_NAME[state.verdict.overruled.winner]})` : ''}`;
  return `${state.rulings.filter((r) => r.by === 'mod').length} rulings`;
}

function openRows(state: PersuasionState, a: Analysis): OpenRow[] {
  const now = state.pending[0]?.seat;
  return (['pro', 'opp'] as const).flatMap((side) =>
    owedWhys(state, side).map((w): OpenRow => {
      const formal = a.map.status.get(w.statement!);
      return {
        id: `owed-${w.id}`,
        title: `${w.id} why ${w.statement}`,
        owner: SIDE_NAME[side],
        owes: `reasons for ${w.statement} (since), or its retraction`,
        due: now === side ? 'this turn' : `${SIDE_NAME[side]}'s next turn`,
        urgency: now === side ? 'urgent' : 'normal',
        status: w.by === 'engine' ? 'open (engine)' : 'open',
        text: state.statements[w.statement!]?.text ?? '',
        item: w.id,
        ...(formal ? { formal } : {}),
      };
    }),
  );
}

function flags(state: PersuasionState, a: Analysis): Flag[] {
  const out: Flag[] = state.flags.map((f) => ({ text: `rule ${f.rule}: ${f.text}`, level: 'warning' }));
  const method = a.map.view.method;
  if (!method.converged)
    out.push({
      text: `the scores did not converge (residual ${method.residual.toExponential(1)}): they are the solver's last values`,
      level: 'warning',
    });
  if (state.surrendered) out.push({ text: state.surrendered.how, level: 'info' });
  if (state.verdict?.by === 'engine')
    out.push({ text: 'the moderator gave no usable verdict: the engine determined the winner by the rules', level: 'warning' });
  if (state.verdict?.overruled)
    out.push({
      text: `the person overruled the verdict: ${SIDE_NAME[state.verdict.overruled.winner]} wins (${state.verdict.overruled.reason})`,
      level: 'info',
    });
  for (const [seat, n] of Object.entries(state.givenUp))
    out.push({ text: `${SIDE_NAME[seat as Side] ?? seat} gave up ${n} turn${n === 1 ? '' : 's'}`, level: 'warning' });
  return out;
}
