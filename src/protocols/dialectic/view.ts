// view(state) and summary(state): the task's failure history (each failure one `enter` away, stale
// ones marked), the request, each seat's fields and the resolution as rows of the record, the rules
// as a checklist, the seats with where they stand, and the flags.
import { isPersonSeat } from '../kit/players.js';
import { debateStatus, summaryOf } from '../kit/progress.js';
import type { CheckItem, Flag, ItemDetail, OpenRow, Progress, RecordRow, SeatView, Summary, ViewModel } from '../types.js';
import { RESOLUTION_ITEM } from './actions.js';
import { DIALECTIC_INFO } from './declaration.js';
import { ruleChecklist } from './decision.js';
import type { HistoryEntry } from './history.js';
import type { Move } from './moves.js';
import { requestLine } from './request.js';
import { type Answer, type DialecticState, ended, roundsOf } from './state.js';
import { resolutionLines } from './words.js';

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

/** One row per field the seat gave, as the seed names them. */
function fields(move: Move): [string, string][] {
  switch (move.type) {
    case 'argue':
      return [
        ['CLAIM', move.claim],
        ...move.supports.map((s): [string, string] => ['SUPPORTS', s]),
        ['CONFIDENCE', String(move.confidence)],
      ];
    case 'diagnose':
      return [
        ['DIAGNOSIS', move.diagnosis],
        ['FIX', move.fix],
        ['DIFF_FROM_PREVIOUS', move.diff],
      ];
    case 'object':
      return [
        ['OBJECTION', move.objection],
        ...move.risks.map((r): [string, string] => ['RISKS', r]),
        ['COUNTER', move.counter || 'none'],
        ['SEVERITY', move.severity],
      ];
    case 'review':
      return [
        ['PATTERN', move.pattern || 'none'],
        ['BLIND_SPOT', move.blindSpot || 'none'],
        ['SHOULD_ESCALATE', String(move.shouldEscalate)],
      ];
    case 'synthesize':
      return [
        ['PROPOSED', move.resolution],
        ['RATIONALE', move.rationale],
        ...(move.counterActionable ? [['COUNTER_ACTIONABLE', move.counterActionable] as [string, string]] : []),
        ...(move.diffSubstantial ? [['DIFF_SUBSTANTIAL', move.diffSubstantial] as [string, string]] : []),
      ];
  }
}

function answerRows(answer: Answer): RecordRow[] {
  const mark = answer.seat === 'synthesis' ? 'syn' : `r${answer.round}`;
  return fields(answer.move).map(([badge, text], i) => ({
    id: `${answer.id}.${i + 1}`,
    mark,
    badge,
    tone: 'claimed',
    seat: answer.seat,
    text,
    item: answer.id,
    flags: [],
  }));
}

/** The task's failure history heads the record, so a person reads it (and opens each entry) there. */
function historyRows(state: DialecticState): RecordRow[] {
  return state.memory.history.map((e, i): RecordRow => {
    const id = `F${i + 1}`;
    const when = e.ts.slice(0, 16).replace('T', ' ');
    if (e.kind === 'reset')
      return {
        id,
        mark: 'hist',
        badge: 'RESET',
        tone: 'neutral',
        text: `${when} ${e.reset}${e.reason ? `: ${e.reason}` : ''}`,
        item: id,
        flags: [],
      };
    const flags = [...(e.stale ? ['stale'] : []), ...(e.counted ? [] : ['before a reset'])];
    return {
      id,
      mark: 'hist',
      badge: `ATTEMPT ${e.attempt}`,
      tone: e.counted ? 'claimed' : 'withdrawn',
      text: `${when} ${e.error}`,
      item: id,
      flags,
    };
  });
}

function record(state: DialecticState): RecordRow[] {
  const rows: RecordRow[] = [
    ...historyRows(state),
    {
      id: 'REQ',
      mark: 'req',
      badge: state.config.request.type === 'planning' ? 'DEBATE' : 'DEBATE_FAILURE',
      tone: 'authoritative',
      text: requestLine(state.config.request),
      item: 'REQ',
      flags: [],
    },
  ];
  for (const id of state.order) rows.push(...answerRows(state.answers[id]!));
  const r = state.resolution;
  if (r) {
    rows.push(
      ...resolutionLines(r).map(
        (line, i): RecordRow => ({
          id: `RES.${i + 1}`,
          mark: 'res',
          badge: line.split(' ')[0]!,
          tone: r.decidedBy === 'person' ? 'authoritative' : 'supported',
          text: line.slice(line.indexOf(' ') + 1),
          item: RESOLUTION_ITEM,
          ...(i === 0
            ? { status: r.decidedBy === 'person' ? 'by you' : r.decidedBy === 'synthesis' ? 'by the synthesis' : 'by a rule' }
            : {}),
          flags: r.proposed && i === 0 ? [`over ${r.proposed}`] : [],
        }),
      ),
    );
  }
  return rows;
}

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

function details(state: DialecticState): Record<string, ItemDetail> {
  const out: Record<string, ItemDetail> = {
    REQ: {
      id: 'REQ',
      title: `the request · ${state.config.request.type} debate · task ${state.config.taskId}`,
      body: requestLine(state.config.request),
      facts: [{ label: 'task id', value: state.config.taskId }],
      history: [],
      sources: [],
    },
  };
  for (const id of state.order) {
    const a = state.answers[id]!;
    out[id] = {
      id,
      title: `${id} · the ${a.seat}${a.seat === 'synthesis' ? '' : `, round ${a.round}`}`,
      body: fields(a.move)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\n'),
      facts: [],
      history: [],
      sources: [a.seq],
    };
  }
  const r = state.resolution;
  if (r) {
    out[RESOLUTION_ITEM] = {
      id: RESOLUTION_ITEM,
      title: `the resolution · ${r.resolution}`,
      body: resolutionLines(r).join('\n'),
      facts: [
        { label: 'decided by', value: r.decidedBy },
        ...(r.proposed ? [{ label: 'proposed before', value: r.proposed }] : []),
        ...(r.at ? [{ label: 'at', value: r.at }] : []),
      ],
      history: [],
      sources: [r.seq],
    };
  }
  historyItems(state).forEach(({ id }, i) => {
    const e = state.memory.history[i]!;
    out[id] =
      e.kind === 'reset'
        ? {
            id,
            title: `${id} · reset (${e.reset})`,
            body: e.reason || '(no reason given)',
            facts: [{ label: 'when', value: e.ts }],
            history: [],
            sources: [],
          }
        : {
            id,
            title: `${id} · attempt ${e.attempt}${e.stale ? ' · stale' : ''}${e.counted ? '' : ' · before a reset'}`,
            body: e.error,
            facts: [
              { label: 'when', value: e.ts },
              { label: 'approach', value: e.approach || '(not recorded)' },
              { label: 'fingerprint', value: e.fingerprint },
              { label: 'led to', value: e.action },
            ],
            history: [],
            sources: [],
          };
  });
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
    progress: progress(state),
    status: status(state),
    record: { title: 'Debate', empty: 'Nothing said yet.', rows: record(state) },
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
