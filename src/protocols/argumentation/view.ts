// view(state): the protocol-neutral picture the TUI panes render.
import type { ItemDetail, LedgerRow, Tone, ViewModel } from '../types.js';
import { type ArgumentMap, argumentMap, formalFacts } from './argument-map.js';
import { isHumanSeat } from './config.js';
import { describeEvidence } from './evidence.js';
import { roundsLeft } from './prompts/sections.js';
import { type ArgState, bucketOf, OPEN_CHALLENGE, pointsIn } from './state.js';

const TONE: Record<string, Tone> = { user: 'user', verified: 'verified', unverified: 'unverified', revision: 'revision' };
const BUCKET_NAMES = { agreed: 'Agreed', dismissed: 'Dismissed', unresolved: 'Unresolved' } as const;

export function view(state: ArgState): ViewModel {
  const map = argumentMap(state);
  return {
    question: state.question,
    phase: {
      name: state.phase,
      round: state.n,
      maxRounds: state.maxRounds,
      ...(state.extension ? { note: `extended: ${state.extension}` } : {}),
    },
    status: status(state),
    ledger: state.ledger.map((entry): LedgerRow => {
      const point = entry.item ? state.points[entry.item] : undefined;
      const formal = map.status.get(entry.id) ?? (entry.item ? map.status.get(entry.item) : undefined);
      const flags = point ? pointFlags(state, point.id) : [];
      if (formal?.disagrees) flags.push('formal');
      return {
        id: entry.id,
        round: entry.round,
        tag: entry.provenance === 'unverified' && entry.seat ? `unverified:${entry.seat}` : entry.provenance,
        tone: TONE[entry.provenance] ?? 'neutral',
        ...(entry.seat ? { seat: entry.seat } : {}),
        text: entry.ref ? `${entry.ref} “${entry.text}”` : entry.text,
        ...(entry.item ? { item: entry.item } : {}),
        ...(point ? { status: `${point.id} ${statusLabel(point.status)}` } : {}),
        flags,
        ...(formal ? { formal } : {}),
      };
    }),
    challenges: state.challengeOrder
      .map((id) => state.challenges[id]!)
      .filter((c) => OPEN_CHALLENGE.includes(c.status))
      .map((c) => ({
        id: c.id,
        target: c.point,
        kind: c.kind,
        status: c.status === 'dropped' ? 'dropped+reminded' : c.status === 'answered' ? 'defended, awaiting ruling' : 'open',
        roundsLeft: roundsLeft(state, c),
        text: c.objection,
        ...(map.status.has(c.id) ? { formal: map.status.get(c.id)! } : {}),
      })),
    buckets: (['agreed', 'dismissed', 'unresolved'] as const).map((b) => ({
      name: BUCKET_NAMES[b],
      items: pointsIn(state, b).map((p) => p.id),
    })),
    seats: (['orchestrator', 'consultee', 'arbiter'] as const).map((seat) => ({
      seat,
      role: state.config.seats[seat]?.kind ?? (seat === 'arbiter' ? 'human (no arbiter seat)' : 'unassigned'),
      human: isHumanSeat(state.config, seat),
    })),
    flags: [...outcomeFlags(state), ...map.view.nodes.flatMap((n) => (n.formal.disagrees ? [`${n.id}: ${n.formal.disagrees}`] : []))],
    details: details(state, map),
    argumentMap: map.view,
  };
}

function status(state: ArgState): ViewModel['status'] {
  if (state.done && state.pending.length === 0) return { state: 'done', reason: `${state.done.reason}: ${state.done.detail}` };
  const next = state.pending[0];
  if (next && isHumanSeat(state.config, next.seat)) return { state: 'awaiting-human', reason: `${next.seat} (${next.purpose})` };
  return { state: 'running' };
}

function statusLabel(status: string): string {
  return status === 'awaiting-evidence' ? 'awaiting evidence' : status;
}

function pointFlags(state: ArgState, pointId: string): string[] {
  const flags: string[] = [];
  if (state.stability.some((s) => s.point === pointId && !s.acknowledged)) flags.push('drift');
  const run = state.arbitration.runs[state.arbitration.runs.length - 1];
  if (run?.flags.some((f) => f.item === pointId)) flags.push('arbiter');
  if (state.points[pointId]?.pinned) flags.push('human');
  if (state.points[pointId]?.deadlock) flags.push('deadlock');
  return flags;
}

export function outcomeFlags(state: ArgState): string[] {
  const flags: string[] = [];
  const run = state.arbitration.runs[state.arbitration.runs.length - 1];
  if (run?.failed) flags.push(`arbitration failed: ${run.failed}`);
  if (run && !run.failed) {
    const bucketed = state.pointOrder.filter((id) => bucketOf(state.points[id]!)).length;
    flags.push(`arbiter flagged ${run.flags.length} of ${bucketed}`);
    if (bucketed > 0 && run.flags.length * 2 >= bucketed) flags.push('WARNING: half or more of the outcome was flagged');
  }
  if (state.arbitration.pendingTriggers.length > 0) flags.push(`arbitration due: ${state.arbitration.pendingTriggers.join('; ')}`);
  for (const s of state.stability.filter((x) => !x.acknowledged)) {
    flags.push(`${s.seat} drifted on ${s.point} (${s.from} → ${s.to}, round ${s.round})`);
  }
  if (state.stressTest.status === 'skipped') flags.push('the stress test did not run');
  return flags;
}

function details(state: ArgState, map: ArgumentMap): Record<string, ItemDetail> {
  const out: Record<string, ItemDetail> = {};
  for (const id of state.pointOrder) {
    const p = state.points[id]!;
    out[id] = {
      id,
      title: `${id} · ${p.kind} · ${statusLabel(p.status)}${bucketOf(p) ? ` (${BUCKET_NAMES[bucketOf(p)!]})` : ''}`,
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
      history: p.history.map((h) => ({ round: h.round, by: h.by, text: h.text })),
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
        round: d.round,
        by: 'consultee',
        text: `defense: ${d.argument}${d.ruling ? ` → ${d.ruling} by ${d.ruledBy ?? '?'}: ${d.reason ?? ''}` : ''}`,
      })),
      sources: c.source !== undefined ? [c.source] : [],
    };
  }
  return out;
}
