// view(state) and summary(state): the debate in the neutral parts every pane renders (each point once
// as the record, the open challenges, the buckets), and the cheap summary saved as the session's meta.
import { formalFacts } from '../kit/formal-facts.js';
import { isPersonSeat } from '../kit/players.js';
import { debateStatus, roundProgress, stageViews, summaryOf } from '../kit/progress.js';
import type { ArgumentMap } from '../../semantics/argument-map.js';
import type { CheckItem, Flag, ItemDetail, OpenRow, Progress, Summary, ViewModel } from '../types.js';
import { argumentMap } from './argument-map.js';
import { ARGUMENTATION_INFO } from './declaration.js';
import { describeEvidence } from './evidence.js';
import { roundsLeft } from './prompts/sections.js';
import { type ArgState, bucketOf, type Challenge, OPEN_CHALLENGE, type Phase, pointsIn } from './state.js';
import { headline, LEGEND, spotlight } from './view-headline.js';
import { foldedHistory, recordRows, statusLabel } from './view-record.js';

const BUCKET_NAMES = { agreed: 'Agreed', dismissed: 'Dismissed', unresolved: 'Unresolved' } as const;
const PHASES: { name: Phase; note: string }[] = [
  { name: 'CONSTRUCTIVE', note: 'rounds 1–2' },
  { name: 'DEVELOPMENT', note: 'rounds 3–5' },
  { name: 'CRYSTALLIZATION', note: 'round 6 on' },
];

export function summary(state: ArgState): Summary {
  return summaryOf(state.question, state.phase, progressCount(state), status(state));
}

export function view(state: ArgState): ViewModel {
  const map = argumentMap(state);
  const st = status(state);
  const spot = spotlight(state);
  return {
    question: state.question,
    headline: headline(state, st.state === 'awaiting-human'),
    ...(spot ? { spotlight: spot } : {}),
    legend: LEGEND,
    progress: progress(state),
    status: st,
    record: { title: 'Points', empty: 'No points yet.', rows: recordRows(state, map) },
    open: {
      title: 'Open challenges',
      empty: 'None open.',
      rows: state.challengeOrder
        .map((id) => state.challenges[id]!)
        .filter((c) => OPEN_CHALLENGE.includes(c.status))
        .map((c) => openRow(state, c, map)),
    },
    groups: (['agreed', 'dismissed', 'unresolved'] as const).map((b) => ({
      name: BUCKET_NAMES[b],
      items: pointsIn(state, b).map((p) => ({ id: p.id, text: p.claim })),
    })),
    seats: ARGUMENTATION_INFO.seats.map(({ name, label }) => ({
      seat: name,
      label,
      agent: state.config.seats[name as 'orchestrator']?.kind ?? (name === 'arbiter' ? 'you (no arbiter seat)' : 'unassigned'),
      human: isPersonSeat(state.config, name),
    })),
    flags: [
      ...outcomeFlags(state),
      ...map.view.nodes.flatMap((n): Flag[] => (n.formal.disagrees ? [{ text: `${n.id}: ${n.formal.disagrees}`, level: 'info' }] : [])),
    ],
    details: details(state, map),
    argumentMap: map.view,
  };
}

const finished = (state: ArgState) => state.done !== undefined && state.pending.length === 0;

function progressCount(state: ArgState): Summary['progress'] {
  return roundProgress(state.n, state.maxRounds, finished(state));
}

function progress(state: ArgState): Progress {
  const stages = stageViews(PHASES, state.phase, finished(state));
  const open = state.challengeOrder.filter((id) => OPEN_CHALLENGE.includes(state.challenges[id]!.status)).length;
  const unassessed = state.pointOrder.filter((id) => state.points[id]!.status === 'pending').length;
  const checklist: CheckItem[] = [
    { label: 'no open challenges', state: open === 0 ? 'met' : 'unmet', ...(open ? { detail: `${open} open` } : {}) },
    {
      label: 'every point assessed',
      state: unassessed === 0 ? 'met' : 'unmet',
      ...(unassessed ? { detail: `${unassessed} awaiting assessment` } : {}),
    },
  ];
  if (state.stressTest.status !== 'off') {
    const stress = state.stressTest.status;
    checklist.push({
      label: 'stress test run',
      state: stress === 'done' ? 'met' : stress === 'skipped' ? 'unmet' : 'unknown',
      detail: stress === 'due' ? `round ${state.stressTest.round}` : stress,
    });
  }
  return {
    ...progressCount(state),
    phase: state.phase,
    // Why CONSTRUCTIVE runs on into round 3, while it still does and for the reasons still standing.
    ...(state.extension && !finished(state) ? { note: `extended: ${state.extension}` } : {}),
    stages,
    checklist,
  };
}

function openRow(state: ArgState, c: Challenge, map: ArgumentMap): OpenRow {
  const left = roundsLeft(state, c);
  return {
    id: c.id,
    title: `${c.id} on ${c.point} ${c.kind}`,
    owner: 'consultee',
    owes: c.kind === 'ILL-FORMED' ? 'a clarification' : c.status === 'answered' ? 'nothing: the orchestrator rules next' : 'a defense',
    due: `${left} round${left === 1 ? '' : 's'} left`,
    urgency: c.status === 'dropped' ? 'urgent' : c.status === 'answered' ? 'waiting' : 'normal',
    status: c.status === 'dropped' ? 'dropped+reminded' : c.status === 'answered' ? 'defended, awaiting ruling' : 'open',
    text: c.objection,
    item: c.id,
    ...(map.status.has(c.id) ? { formal: map.status.get(c.id)! } : {}),
  };
}

function status(state: ArgState): ViewModel['status'] {
  const ended = state.done ? `${state.done.reason}: ${state.done.detail}` : undefined;
  return debateStatus(state.pending, ended, (seat) => isPersonSeat(state.config, seat));
}

export function outcomeFlags(state: ArgState): Flag[] {
  const flags: Flag[] = [];
  const run = state.arbitration.runs[state.arbitration.runs.length - 1];
  if (run?.failed) flags.push({ text: `arbitration failed: ${run.failed}`, level: 'warning' });
  if (run && !run.failed) {
    const bucketed = state.pointOrder.filter((id) => bucketOf(state.points[id]!)).length;
    flags.push({ text: `arbiter flagged ${run.flags.length} of ${bucketed}`, level: 'info' });
    if (bucketed > 0 && run.flags.length * 2 >= bucketed)
      flags.push({ text: 'WARNING: half or more of the outcome was flagged', level: 'warning' });
  }
  if (state.arbitration.pendingTriggers.length > 0)
    flags.push({ text: `arbitration due: ${state.arbitration.pendingTriggers.join('; ')}`, level: 'info' });
  for (const s of state.stability.filter((x) => !x.acknowledged)) {
    flags.push({ text: `${s.seat} drifted on ${s.point} (${s.from} → ${s.to}, round ${s.round})`, level: 'warning' });
  }
  for (const r of state.relabels) {
    flags.push({
      text: `${r.point} was relabelled from empirical to value by ${r.by} (round ${r.round}): ${r.justification}`,
      level: 'warning',
    });
  }
  for (const id of state.pointOrder.filter((p) => state.points[p]!.grounds?.evidence.length === 0)) {
    flags.push({ text: `${id} was dismissed by a REJECT that rests on its objection alone, with no evidence`, level: 'info' });
  }
  if (state.stressTest.status === 'skipped') flags.push({ text: 'the stress test did not run', level: 'info' });
  return flags;
}

function details(state: ArgState, map: ArgumentMap): Record<string, ItemDetail> {
  const out: Record<string, ItemDetail> = {};
  for (const id of state.pointOrder) {
    const p = state.points[id]!;
    out[id] = {
      id,
      // The status names the bucket a point sits in ("unresolved"), so it is said once.
      title: `${id} · ${p.kind} · ${statusLabel(p.status)}`,
      body: p.claim,
      facts: [
        { label: 'raised by', value: `${p.raisedBy}, round ${p.round}` },
        ...(p.verdict ? [{ label: 'classification', value: `${p.verdict} by ${p.classifiedBy ?? '?'}` }] : []),
        ...(p.reason ? [{ label: 'why', value: p.reason }] : []),
        ...(p.question ? [{ label: 'question for the person', value: p.question }] : []),
        ...(p.extends ? [{ label: 'extends', value: p.extends }] : []),
        ...(p.rebuts ? [{ label: 'rebuts', value: p.rebuts }] : []),
        ...p.evidence.map((e) => ({ label: e, value: describeEvidence(state.evidence[e]!) })),
        ...formalFacts(map, id),
      ],
      history: foldedHistory(state, p),
      sources: [...p.sources],
    };
  }
  for (const id of state.challengeOrder) {
    const c = state.challenges[id]!;
    out[id] = {
      id,
      title: `${id} · ${c.kind} on ${c.point} · ${c.status}`,
      body: c.objection,
      facts: [
        { label: 'raised by', value: `${c.raisedBy}, round ${c.round} (${c.origin})` },
        { label: 'window', value: `rounds ${c.windowStart}–${c.windowStart + c.windowRounds - 1}, missed ${c.drops}` },
        ...formalFacts(map, id),
      ],
      history: c.defenses.map((d) => ({
        mark: `r${d.round}`,
        by: 'consultee',
        text: `defense: ${d.argument}${d.ruling ? ` → ${d.ruling} by ${d.ruledBy ?? '?'}: ${d.reason ?? ''}` : ''}`,
      })),
      sources: c.source !== undefined ? [c.source] : [],
    };
  }
  return out;
}
