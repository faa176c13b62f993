// view(state) and summary(state): the headline (the resolution in words), the rules with their
// verdicts as the spotlight and as Progress's checklist, the record (view-record.ts) with each row's
// detail (view-details.ts), what is owed, the seats with where they stand, and the flags.
import { isPersonSeat } from '../kit/players.js';
import { debateStatus, summaryOf } from '../kit/progress.js';
import type { CheckItem, Flag, OpenRow, Progress, SeatView, Summary, ViewModel } from '../types.js';
import { DIALECTIC_INFO } from './declaration.js';
import { ruleChecklist } from './decision.js';
import type { HistoryEntry } from './history.js';
import { type DialecticState, ended, roundsOf } from './state.js';
import { details } from './view-details.js';
import { recordRows } from './view-record.js';
import { legend, spotlight } from './view-spotlight.js';
import { headline } from './view-words.js';

const status = (state: DialecticState): ViewModel['status'] => {
  const why = state.failed ?? (state.resolution ? `${state.resolution.resolution}: ${state.resolution.rationale}` : undefined);
  return debateStatus(state.pending, ended(state) ? why : undefined, (seat) => isPersonSeat(state.config, seat));
};

/** Turns in all: advocate and critic each round, then the synthesis. */
const totalTurns = (state: DialecticState) => roundsOf(state) * 2 + 1;

function progressCount(state: DialecticState): Summary['progress'] {
  const total = totalTurns(state);
  const done = Math.min(total, state.order.length);
  const due = state.pending[0];
  const label = state.resolution
    ? `resolved: ${state.resolution.resolution}`
    : state.failed
      ? 'failed'
      : `${due?.seat ?? 'nobody'}'s turn, round ${state.round}/${roundsOf(state)}`;
  return { unit: 'turn', done, total, label };
}

function phase(state: DialecticState): string {
  if (state.resolution) return state.resolution.resolution;
  if (state.failed) return 'FAILED';
  return (state.pending[0]?.seat ?? 'synthesis').toUpperCase();
}

export function summary(state: DialecticState): Summary {
  return summaryOf(state.config.request.subject, phase(state), progressCount(state), status(state));
}

function progress(state: DialecticState): Progress {
  const due = state.pending[0]?.seat;
  const stageState = (answered: boolean, seat: string, round: number) =>
    answered ? 'done' : due === seat && round === state.round ? 'current' : ended(state) ? 'skipped' : 'upcoming';
  const stages = [
    ...Array.from({ length: roundsOf(state) }, (_, i) => i + 1).flatMap((round) => [
      {
        name: roundsOf(state) > 1 ? `ADVOCATE r${round}` : 'ADVOCATE',
        state: stageState(Boolean(state.answers[`A${round}`]), 'advocate', round),
      },
      {
        name: roundsOf(state) > 1 ? `CRITIC r${round}` : 'CRITIC',
        state: stageState(Boolean(state.answers[`K${round}`]), 'critic', round),
      },
    ]),
    { name: 'SYNTHESIS', state: state.resolution ? 'done' : stageState(false, 'synthesis', state.round) },
  ] as Progress['stages'];
  const checklist: CheckItem[] = ruleChecklist(state).map((r) => ({
    label: r.label,
    state: r.holds === undefined ? 'unknown' : r.holds ? 'met' : 'unmet',
    ...(state.resolution?.decidedBy === r.id ? { detail: 'decided' } : {}),
  }));
  const stale = current(state).filter((e) => e.stale).length;
  const note =
    state.config.request.type === 'failure' || current(state).length
      ? `${current(state).length} failure(s) on record since the last reset${stale ? ` (${stale} stale)` : ''}`
      : undefined;
  return { ...progressCount(state), phase: phase(state), ...(note ? { note } : {}), stages, checklist };
}

const current = (state: DialecticState) =>
  state.memory.history.filter((e): e is Extract<HistoryEntry, { kind: 'attempt' }> => e.kind === 'attempt' && e.counted);

function open(state: DialecticState): OpenRow[] {
  const due = state.pending[0];
  if (!due) return [];
  const owes = {
    argue: state.config.request.type === 'planning' ? 'CLAIM, SUPPORTS, CONFIDENCE' : 'DIAGNOSIS, FIX, DIFF_FROM_PREVIOUS',
    critique: state.config.request.type === 'planning' ? 'OBJECTION, RISKS, COUNTER, SEVERITY' : 'PATTERN, BLIND_SPOT, SHOULD_ESCALATE',
    synthesize: 'RESOLUTION, RATIONALE',
  }[due.purpose];
  const retry = Boolean(state.attempts[due.seat]);
  return [
    {
      id: `due-${due.seat}`,
      title: `the ${due.seat}'s answer`,
      owner: due.seat,
      owes,
      due: 'now',
      urgency: retry ? 'urgent' : 'normal',
      status: retry ? 'asked again' : 'due',
      text: state.lastProblem[due.seat] ?? `round ${state.round}`,
    },
  ];
}

function historyItems(state: DialecticState): { id: string; text: string }[] {
  return state.memory.history.map((e, i) => ({
    id: `F${i + 1}`,
    text:
      e.kind === 'reset'
        ? `reset (${e.reset}) ${e.ts.slice(0, 16)}${e.reason ? `: ${e.reason}` : ''}`
        : `attempt ${e.attempt} ${e.ts.slice(0, 16)}: ${e.error}${e.stale ? ' (stale)' : ''}${e.counted ? '' : ' (before a reset)'}`,
  }));
}

function stance(state: DialecticState, seat: string): string | undefined {
  const last = [...state.order]
    .reverse()
    .map((id) => state.answers[id]!)
    .find((a) => a.seat === seat)?.move;
  if (!last) return undefined;
  switch (last.type) {
    case 'argue':
      return `CONFIDENCE ${last.confidence}`;
    case 'object':
      return `SEVERITY ${last.severity}`;
    case 'review':
      return `SHOULD_ESCALATE ${last.shouldEscalate}`;
    case 'diagnose':
      return 'fix proposed';
    case 'synthesize':
      return `proposes ${last.resolution}`;
  }
}

function flags(state: DialecticState): Flag[] {
  const out: Flag[] = state.overLimit.map((o) => ({
    text: `the ${o.seat}'s answer ran over its ${o.limit}-token limit (${o.estimated ? 'about ' : ''}${o.measured})`,
    level: 'warning',
  }));
  const r = state.resolution;
  if (r?.proposed && r.decidedBy !== 'person')
    out.push({ text: `rule ${r.decidedBy} decided ${r.resolution} over the synthesis's ${r.proposed}`, level: 'info' });
  if (r?.decidedBy === 'person')
    out.push({ text: `the person overruled ${r.proposed ?? ''} with ${r.resolution}: ${r.reason ?? ''}`, level: 'info' });
  const stale = current(state).filter((e) => e.stale).length;
  if (stale)
    out.push({
      text: `${stale} failure(s) on record are over 24 h old: if the context changed, agon reset --task … --reason …`,
      level: 'info',
    });
  if (state.failed) out.push({ text: state.failed, level: 'warning' });
  return out;
}

export function view(state: DialecticState): ViewModel {
  const seats: SeatView[] = DIALECTIC_INFO.seats.map(({ name, label }) => {
    const s = stance(state, name);
    return {
      seat: name,
      label,
      agent: state.config.seats[name]?.kind ?? 'you',
      human: isPersonSeat(state.config, name),
      ...(s ? { stance: s } : {}),
    };
  });
  const modifications = state.resolution?.resolution === 'MODIFY' ? state.resolution.modifications : [];
  return {
    question: state.config.request.subject,
    headline: headline(state),
    spotlight: spotlight(state),
    legend: legend(state),
    progress: progress(state),
    status: status(state),
    record: { title: 'Debate', empty: 'Nothing said yet.', rows: recordRows(state) },
    open: { title: 'Owed', empty: ended(state) ? 'Nothing: the debate is over.' : 'Nothing owed.', rows: open(state) },
    groups: [
      { name: 'Failure history', items: historyItems(state) },
      ...(modifications.length ? [{ name: 'Modifications', items: modifications.map((m, i) => ({ id: `M${i + 1}`, text: m })) }] : []),
    ],
    seats,
    flags: flags(state),
    details: details(state),
  };
}
