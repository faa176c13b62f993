// view(state) and summary(state): the debate in the neutral parts every pane renders. The record
// holds each expert once, each position version and each statement (view-record.ts); the headline
// and the spotlight say where it stands (view-card.ts); what is open is each dissent and who owes it what; progress is the seed's phases
// with the round and the exit checks; each challenger's seat shows where it stands.
import { isPersonSeat } from '../kit/players.js';
import { debateStatus, summaryOf } from '../kit/progress.js';
import type { CheckItem, Flag, Group, OpenRow, Progress, ProgressCount, StageView, Summary, ViewModel } from '../types.js';
import { roundVerdicts, stanceOf } from './check.js';
import { agentOf, CHALLENGERS, seatLabel } from './config.js';
import { CONSENSUS_INFO } from './declaration.js';
import { ANGLES } from './persona-text.js';
import { LEGEND, headline, spotlight } from './view-card.js';
import { details } from './view-details.js';
import { recordRows } from './view-record.js';
import { challengersWhere, type ConsensusState, type Dissent, openDissents, type Phase, position } from './state.js';
import { objectionOf, standingOf } from './standing.js';

const STAGES: { name: Phase; note: string }[] = [
  { name: 'PERSONAS', note: 'phase 0' },
  { name: 'PREFLIGHT', note: 'phase 0.5' },
  { name: 'OPENING', note: 'phase 1' },
  { name: 'CHALLENGE', note: 'phases 2–3: parallel challenge, consensus check' },
  { name: 'CONFRONTATION', note: 'phase 4' },
  { name: 'REBUTTAL', note: 'phases 5–6: rebuttal, iteration check' },
  { name: 'ASSUMPTIONS', note: 'phase 7' },
  { name: 'REPORT', note: 'phase 8' },
];

const finished = (s: ConsensusState) => s.ended !== undefined && s.pending.length === 0;

function progressCount(s: ConsensusState): ProgressCount {
  const done = finished(s) ? s.round : Math.max(0, s.round - 1);
  return { unit: 'round', done, total: s.bound, label: s.round === 0 ? `before round 1 of ${s.bound}` : `round ${s.round}/${s.bound}` };
}

function status(s: ConsensusState): ViewModel['status'] {
  return debateStatus(s.pending, s.ended?.detail, (seat) => isPersonSeat(s.config, seat));
}

export function summary(s: ConsensusState): Summary {
  return summaryOf(s.config.question, s.phase, progressCount(s), status(s));
}

export function view(s: ConsensusState): ViewModel {
  const card = spotlight(s);
  return {
    question: s.config.question,
    headline: headline(s),
    ...(card ? { spotlight: card } : {}),
    legend: LEGEND,
    progress: progress(s),
    status: status(s),
    record: {
      title: 'Experts and positions',
      empty: 'Nothing said yet.',
      rows: recordRows(s),
    },
    open: { title: 'Dissents', empty: 'No dissent open.', rows: openDissents(s).map((d) => openRow(s, d)) },
    groups: groups(s),
    seats: CONSENSUS_INFO.seats.map(({ name, label }) => ({
      seat: name,
      label,
      agent: agentOf(s.config, name),
      human: isPersonSeat(s.config, name),
      ...(stanceOfSeat(s, name) ? { stance: stanceOfSeat(s, name) } : {}),
    })),
    flags: flags(s),
    details: details(s),
  };
}

function stanceOfSeat(s: ConsensusState, seat: string): string | undefined {
  if (seat === 'proposer') {
    const v = position(s);
    return v ? `v${v.version}${v.confidence ? ` · ${v.confidence}` : ''}` : undefined;
  }
  const standing = standingOf(s, seat as (typeof CHALLENGERS)[number]);
  return standing.stance;
}

function openRow(s: ConsensusState, d: Dissent): OpenRow {
  const due = s.pending.find(
    (t) =>
      (t.seat === 'proposer' && (t.purpose === 'confront' || t.purpose === 'address')) ||
      (t.seat === d.seat && t.purpose === 'rebut') ||
      t.purpose === 'assumptions',
  );
  const last = s.round >= s.bound;
  const base = {
    id: d.id,
    title: `${d.id} ${ANGLES[d.seat].label}: ${standingOf(s, d.seat).stance}`,
    text: objectionOf(s, d.id),
    item: d.id,
    due: `round ${s.round}/${s.bound}`,
  };
  if (d.decided)
    return {
      ...base,
      owner: 'proposer',
      owes: "a revised position that reflects the person's answer",
      urgency: 'waiting',
      status: 'answered by the person',
    };
  if (due?.purpose === 'rebut')
    return {
      ...base,
      owner: d.seat,
      owes: 'ACCEPT / MAINTAIN / ESCALATE',
      urgency: last ? 'urgent' : 'normal',
      status: 'awaiting its rebuttal',
    };
  if (due?.purpose === 'assumptions')
    return { ...base, owner: d.seat, owes: 'why it disagrees, and its assumptions', urgency: 'urgent', status: 'no round left' };
  if (due)
    return {
      ...base,
      owner: 'proposer',
      owes: 'ACCEPT / PARTIAL / REJECT with a reason',
      urgency: last ? 'urgent' : 'normal',
      status: 'awaiting the proposer',
    };
  return { ...base, urgency: 'normal', status: s.ended ? 'unresolved at the end' : 'open' };
}

function groups(s: ConsensusState): Group[] {
  const standings = CHALLENGERS.map((seat) => standingOf(s, seat));
  const of = (status: string) =>
    standings.filter((x) => x.status === status).map((x) => ({ id: x.seat, text: `${x.name}: ${x.concern || x.stance}` }));
  const versions = Array.from({ length: s.version }, (_, i) => position(s, i + 1)!);
  const assumptions = s.order.flatMap((id) => {
    const item = s.items[id]!;
    return item.kind === 'statement'
      ? item.assumptions.map((a, k) => ({
          id: `${id}.${k + 1}`,
          text: `${seatLabel(item.seat)}${a.perspective ? ` · ${ANGLES[a.perspective].label}` : ''}: ${a.text}`,
        }))
      : [];
  });
  return [
    { name: 'Agree', items: of('agree') },
    { name: 'Dissent', items: of('dissent') },
    { name: 'Out', items: of('out') },
    {
      name: 'Position history',
      items: versions.map((v) => ({
        id: v.id,
        text: `${v.id} (${v.version === 1 ? 'opening' : `after round ${v.round}`})${v.changes.length ? `: ${v.changes.map((c) => `${ANGLES[c.perspective].label} found ${c.text}`).join('; ')}` : ''}`,
      })),
    },
    { name: 'Assumptions', items: assumptions },
  ];
}

function progress(s: ConsensusState): Progress {
  const done = finished(s);
  const stages: StageView[] = STAGES.map(({ name, note }) => ({
    name,
    note,
    state: s.phase === name && !done ? 'current' : s.passed.includes(name) ? 'done' : done ? 'skipped' : 'upcoming',
  }));
  const note =
    s.phase === 'PERSONAS' || s.phase === 'PREFLIGHT' || (s.phase === 'OPENING' && s.version === 0)
      ? `personas ${s.personasFrom === 'proposer' ? 'by the proposer' : 'from the templates'} for ${s.domain}: read or edit them before round 1`
      : s.ended
        ? `${s.ended.kind.toUpperCase()}: ${s.ended.detail}`
        : undefined;
  return { ...progressCount(s), phase: s.phase, ...(note ? { note } : {}), stages, checklist: checklist(s) };
}

function checklist(s: ConsensusState): CheckItem[] {
  const seated = CHALLENGERS.filter((seat) => s.challengers[seat].status !== 'unseated').length;
  const active = challengersWhere(s, 'active').length;
  const items: CheckItem[] = [
    {
      label: 'challengers able to take part',
      state: active >= s.config.minChallengers && active > 0 ? 'met' : 'unmet',
      detail: `${active} of ${seated} (at least ${s.config.minChallengers})`,
    },
  ];
  const stances = s.check ? roundVerdicts(s, s.check.round).map(stanceOf) : [];
  const known = stances.length > 0 ? undefined : 'unknown';
  const state = (ok: boolean): CheckItem['state'] => known ?? (ok ? 'met' : 'unmet');
  const label = (xs: typeof stances) => [...new Set(xs.map((x) => ANGLES[x.seat].label))].join(', ');
  const disagree = stances.filter((x) => x.verdict === 'disagree');
  const strong = stances.filter((x) => x.verdict !== 'agree' && x.strength === 'strong');
  const hollow = stances.filter((x) => x.hollow);
  items.push(
    {
      label: 'fast exit: every challenger agrees',
      state: state(stances.every((x) => x.verdict === 'agree')),
      ...(stances.length ? { detail: `${stances.filter((x) => x.verdict === 'agree').length} of ${stances.length}` } : {}),
    },
    {
      label: 'fast exit: partial objections all minor',
      state: state(disagree.length === 0 && strong.length === 0),
      ...(disagree.length + strong.length ? { detail: label([...disagree, ...strong]) } : {}),
    },
    {
      label: 'agreements engage their own angle',
      state: state(hollow.length === 0),
      ...(hollow.length ? { detail: `${label(hollow)} counted as partial` } : {}),
    },
  );
  const dissents = s.dissentOrder.length;
  const open = openDissents(s).length;
  items.push(
    {
      label: 'every dissent resolved',
      state: dissents === 0 ? (s.ended?.kind === 'consensus' ? 'met' : 'unknown') : open === 0 ? 'met' : 'unmet',
      ...(open ? { detail: `${open} open` } : {}),
    },
    { label: 'rounds left', state: s.round < s.bound ? 'met' : 'unmet', detail: `${Math.max(0, s.bound - s.round)} of ${s.bound}` },
  );
  return items;
}

function flags(s: ConsensusState): Flag[] {
  const out: Flag[] = [];
  if (s.ended?.kind === 'aborted') out.push({ text: `aborted: ${s.ended.detail}`, level: 'warning' });
  for (const seat of CHALLENGERS) {
    const c = s.challengers[seat];
    if (c.status === 'dropped') out.push({ text: `${ANGLES[seat].label} dropped: ${c.reason ?? ''}`, level: 'warning' });
  }
  for (const f of s.failures) out.push({ text: `r${f.round} ${seatLabel(f.seat)} failed (${f.kind}): ${f.reason}`, level: 'warning' });
  for (const id of s.order) {
    const item = s.items[id]!;
    if (item.kind === 'verdict' && item.hollow)
      out.push({
        text: `${id}: ${item.hollow}${item.override?.verdict ? `; the person set ${item.override.verdict.value}` : '; counts as partial'}`,
        level: 'info',
      });
    if ((item.kind === 'verdict' || item.kind === 'rebuttal' || item.kind === 'position' || item.kind === 'statement') && item.wrapped)
      out.push({ text: `${id}: kept as raw text (unreadable after a retry)`, level: 'warning' });
  }
  return out;
}
