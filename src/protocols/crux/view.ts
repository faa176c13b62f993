// summary(state) and view(state): the crux debate in the neutral parts every pane renders — the
// headline and the crux card (view-words.ts, view-card.ts), the stage indicator with each stage's
// budget used, the gate's checklist (the lock's four criteria in CRUX_LOCK), the thread one message
// a row (view-record.ts), what is open or owed (open.ts), each seat's position with its cost and
// time, and the flags.
import { isPersonSeat } from '../kit/players.js';
import { debateStatus, stageViews, summaryOf } from '../kit/progress.js';
import type { CheckItem, Flag, Progress, ProgressCount, SeatView, Summary, ViewModel } from '../types.js';
import { debaterName, moderatorSeated, STAGES, WORK_STAGES } from './config.js';
import { confidence, falsifierText, who } from './context.js';
import { lockCriteria } from './crux-lock.js';
import { crystallize } from './crystallize.js';
import { CRUX_INFO } from './declaration.js';
import { details } from './details.js';
import { openPart } from './open.js';
import { gradeShare, rubberStamped } from './steelman-tracker.js';
import { type Criterion, type CruxState, declaredFalsifiers } from './state.js';
import { spotlight } from './view-card.js';
import { recordRows } from './view-record.js';
import { headline, LEGEND } from './view-words.js';
import { COST_TARGET_USD, TIME_TARGET_SECONDS, usd, wallSeconds } from './usage.js';

const finished = (state: CruxState) => state.ended !== undefined && state.pending.length === 0;

export function summary(state: CruxState): Summary {
  return summaryOf(state.config.question, state.stage, progressCount(state), status(state));
}

export function view(state: CruxState): ViewModel {
  return {
    question: state.config.question,
    headline: headline(state),
    spotlight: spotlight(state),
    legend: LEGEND,
    progress: progress(state),
    status: status(state),
    record: { title: 'Thread', empty: 'Nothing said yet.', rows: recordRows(state) },
    open: openPart(state),
    groups: [
      ...(['YES', 'NO', 'UNCERTAIN'] as const)
        .map((side) => ({
          name: side,
          items: Object.values(state.commitments)
            .filter((c) => c.side === side)
            .map((c) => ({ id: c.seat, text: confidence(c.confidence) })),
        }))
        .filter((g) => g.name !== 'UNCERTAIN' || g.items.length > 0),
      { name: 'Falsifiers', items: declaredFalsifiers(state).map((f) => ({ id: f.id, text: `${falsifierText(f)}` })) },
    ],
    seats: seats(state),
    flags: flags(state),
    details: details(state),
  };
}

function status(state: CruxState): ViewModel['status'] {
  return debateStatus(state.pending, state.ended?.reason, (seat) => isPersonSeat(state.config, seat));
}

function progressCount(state: CruxState): ProgressCount {
  const total = WORK_STAGES.length;
  if (state.stage === 'CONVERGED')
    return { unit: 'stage', done: total, total, label: `crux ${crystallize(state).validated ? 'validated' : 'not validated'}` };
  const done = WORK_STAGES.indexOf(state.stage);
  if (state.ended) return { unit: 'stage', done, total, label: 'ended without a crux' };
  return { unit: 'stage', done, total, label: `${state.used[state.stage]} of ${state.config.budgets[state.stage].max} messages` };
}

function progress(state: CruxState): Progress {
  const stages = stageViews(
    STAGES.map((name) => ({ name })),
    state.stage,
    finished(state),
  ).map((view) => {
    if (view.name === 'CONVERGED') return view;
    const stage = view.name as (typeof WORK_STAGES)[number];
    const { min, max } = state.config.budgets[stage];
    return { ...view, budget: { used: state.used[stage], total: max }, note: `${min}-${max} messages` };
  });
  const failures = state.locks.filter((l) => !l.ok).length;
  const notes = [
    ...(failures ? [`${failures} failed lock attempt${failures > 1 ? 's' : ''} of ${state.config.lockAttempts}`] : []),
    ...(state.binaryForced ? ['binary framing forced'] : []),
  ];
  return {
    ...progressCount(state),
    phase: state.stage,
    ...(notes.length ? { note: notes.join('; ') } : {}),
    stages,
    checklist: checklist(state),
  };
}

/** The lock's criteria as the narrow progress pane shows them; their full wording is in the report. */
const SHORT: Record<Criterion['key'], string> = {
  committed: '2+ committed',
  split: 'YES and NO present',
  steelmen: 'steelmen ACCURATE',
  falsifiers: 'falsifiers declared',
};

/** The gate the current stage waits on, criterion by criterion. */
function checklist(state: CruxState): CheckItem[] {
  const item = (label: string, met: boolean, detail?: string): CheckItem => ({
    label,
    state: met ? 'met' : 'unmet',
    ...(detail ? { detail } : {}),
  });
  switch (state.stage) {
    case 'DISCOVERY': {
      const { min } = state.config.budgets.DISCOVERY;
      return [
        item('binary question proposed', state.question !== undefined, state.question?.text),
        item(`${min}+ messages`, state.used.DISCOVERY >= min, `${state.used.DISCOVERY} posted`),
      ];
    }
    case 'CRUX_LOCK':
      return lockCriteria(state).map((c) => item(SHORT[c.key], c.met, c.detail));
    case 'EVIDENCE': {
      const { min } = state.config.budgets.EVIDENCE;
      const bare = declaredFalsifiers(state).filter((f) => f.evidence.length === 0);
      return [
        item('crux locked', state.locked !== undefined, state.locked ? `attempt ${state.locked.attempt}` : undefined),
        item('evidence on each falsifier', bare.length === 0, bare.length ? `none yet on ${bare.map((f) => f.id).join(', ')}` : undefined),
        item(`${min}+ messages`, state.used.EVIDENCE >= min, `${state.used.EVIDENCE} posted`),
      ];
    }
    case 'CONVERGED': {
      const { checks } = crystallize(state);
      return [
        item('YES/NO split', checks.realDisagreement.ok, checks.realDisagreement.detail),
        item('concrete falsifiers', checks.concreteFalsifiers.ok, checks.concreteFalsifiers.detail),
        item('2+ TopClaims flip', checks.decisionRelevant.ok, checks.decisionRelevant.detail),
        item('resolution criteria', checks.resolutionCriteria.ok, checks.resolutionCriteria.detail),
      ];
    }
  }
}

function seats(state: CruxState): SeatView[] {
  const spent = (seat: string) => {
    const u = state.usage.bySeat[seat];
    return u ? ` ${usd(u.usd)} ${u.seconds.toFixed(1)}s` : '';
  };
  const debaters = state.config.debaters.map((seat): SeatView => {
    const c = state.commitments[seat];
    return {
      seat,
      label: debaterName(state.config, seat),
      agent: state.config.seats[seat]?.kind ?? 'unassigned',
      human: isPersonSeat(state.config, seat),
      stance: `${c ? `${c.side} ${confidence(c.confidence)}` : '—'}${spent(seat)}`,
    };
  });
  const moderator = CRUX_INFO.seats.find((s) => s.name === 'moderator')!;
  const spoke = state.thread.filter((id) => state.entries[id]!.kind === 'MODERATOR').length;
  return [
    ...debaters,
    {
      seat: 'moderator',
      label: moderator.label,
      agent: state.config.seats.moderator?.kind ?? 'the engine',
      human: isPersonSeat(state.config, 'moderator'),
      stance: `${spoke} intervention${spoke === 1 ? '' : 's'}${moderatorSeated(state.config) ? spent('moderator') : ''}`,
    },
  ];
}

export function flags(state: CruxState): Flag[] {
  const out: Flag[] = [];
  const u = state.usage;
  const wall = wallSeconds(u);
  out.push({ text: `wall ${wall.toFixed(1)}s · ${usd(u.usd)}${u.estimated ? ' (est.)' : ''} · ${u.tokens} tokens`, level: 'info' });
  if (u.usd > COST_TARGET_USD)
    out.push({ text: `the cost is over the seed's $${COST_TARGET_USD.toFixed(2)} target per debate`, level: 'warning' });
  if (wall > TIME_TARGET_SECONDS)
    out.push({ text: `the debate took over the seed's ${TIME_TARGET_SECONDS / 60} minutes`, level: 'warning' });
  if (rubberStamped(state)) {
    const { graded, accurate } = gradeShare(state);
    out.push({ text: `${accurate} of ${graded} steelman grades are ACCURATE (over 90%): the graders may be too kind`, level: 'warning' });
  }
  for (const c of state.concessions.filter((x) => !x.topClaimChanged))
    out.push({ text: `cheap concession by ${who(state, c.seat)} (${c.entry}): its TopClaim did not change`, level: 'warning' });
  if (state.binaryForced) out.push({ text: 'the moderator forced a binary framing after two failed locks', level: 'info' });
  if (state.ended?.failed) out.push({ text: state.ended.reason, level: 'warning' });
  if (state.stage === 'CONVERGED')
    for (const failure of crystallize(state).failures) out.push({ text: `not validated: ${failure}`, level: 'warning' });
  return out;
}
