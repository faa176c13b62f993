// The record as a person reads it: each point once, in the order raised, with its bucket or status
// in words, its formal status and its latest challenge; the ledger entries said about a point fold
// into its history round by round (with their L-ids, so the ledger stays reachable). Entries about
// no point (the opening position, the person's constraints and reframes) keep a row of their own.
import type { ArgumentMap } from '../../semantics/argument-map.js';
import type { ItemDetail, RecordRow, Tone } from '../types.js';
import type { ArgState, Challenge, ChallengeStatus, LedgerEntry, Point, Provenance } from './state.js';

const TONE: Record<Provenance, Tone> = { user: 'authoritative', verified: 'supported', unverified: 'claimed', revision: 'revised' };

/** How a challenge stands, in words. */
const CHALLENGE_STANDS: Record<ChallengeStatus, string> = {
  open: 'open: a defense is owed',
  dropped: 'missed once, reminded',
  answered: 'defended, awaiting a ruling',
  defended: 'defense accepted',
  undefended: 'undefended in time',
  rejected: 'defense rejected',
  conceded: 'conceded',
  revised: 'answered by a revision',
  clarified: 'clarified',
  unclarified: 'not clarified',
  withdrawn: 'withdrawn',
  overridden: 'overridden by the person',
  blocked: 'blocked: deadlock',
  'cut-off': 'cut off by the round bound',
};

interface LedgerIndex {
  byId: Map<string, LedgerEntry>;
  byPoint: Map<string, LedgerEntry[]>;
}

// A reduced state is never modified: each one's index is built once, however often the view asks.
const indexes = new WeakMap<ArgState, LedgerIndex>();

/** The ledger by entry id and by the point each entry speaks about, so folding stays linear in the ledger. */
function ledgerIndex(state: ArgState): LedgerIndex {
  let found = indexes.get(state);
  if (!found) {
    found = { byId: new Map(), byPoint: new Map() };
    for (const e of state.ledger) {
      found.byId.set(e.id, e);
      const point = pointOf(state, e);
      if (point === undefined) continue;
      const list = found.byPoint.get(point);
      if (list) list.push(e);
      else found.byPoint.set(point, [e]);
    }
    indexes.set(state, found);
  }
  return found;
}

export function statusLabel(status: Point['status']): string {
  return status === 'awaiting-evidence' ? 'awaiting evidence' : status;
}

/** In the ledger's order, each point where it was first said: points come P1..Pn, the person's words where they came. */
export function recordRows(state: ArgState, map: ArgumentMap): RecordRow[] {
  const rows: RecordRow[] = [];
  const shown = new Set<string>();
  const showPoint = (id: string) => {
    if (shown.has(id)) return;
    shown.add(id);
    rows.push(pointRow(state, state.points[id]!, map));
  };
  for (const entry of state.ledger) {
    const point = pointOf(state, entry);
    if (point === undefined) rows.push(entryRow(entry));
    else if (point === entry.item && entry.kind === 'point') showPoint(point);
  }
  for (const id of state.pointOrder) showPoint(id);
  return rows;
}

function pointRow(state: ArgState, p: Point, map: ArgumentMap): RecordRow {
  const entry = ledgerIndex(state).byId.get(p.entry);
  const formal = map.status.get(p.id);
  const flags = pointFlags(state, p.id);
  if (formal?.disagrees) flags.push('formal');
  const latest = latestWord(state, p);
  return {
    id: p.id,
    mark: `r${p.round}`,
    badge: entry?.provenance ?? 'unverified',
    tone: entry ? TONE[entry.provenance] : 'claimed',
    seat: p.raisedBy,
    text: p.claim,
    item: p.id,
    status: statusLabel(p.status),
    flags,
    ...(formal ? { formal } : {}),
    ...(latest ? { latest } : {}),
  };
}

function entryRow(entry: LedgerEntry): RecordRow {
  return {
    id: entry.id,
    mark: `r${entry.round}`,
    badge: entry.provenance,
    tone: TONE[entry.provenance],
    ...(entry.seat ? { seat: entry.seat } : { seat: 'human' }),
    text: entry.text,
    ...(entry.item ? { item: entry.item } : {}),
    status: entry.kind,
    flags: [],
  };
}

/** The point a ledger entry speaks about: its item, or the point of the challenge or evidence it names. */
export function pointOf(state: ArgState, entry: LedgerEntry): string | undefined {
  const item = entry.item;
  if (item === undefined) return undefined;
  if (state.points[item]) return item;
  const challenge = state.challenges[item];
  if (challenge) return challenge.point;
  const evidence = state.evidence[item];
  return evidence?.point && state.points[evidence.point] ? evidence.point : undefined;
}

/** The newest thing said about a point: its latest challenge and how it stands, else its latest ruling. */
export function latestWord(state: ArgState, p: Point): string | undefined {
  const challenge = [...state.challengeOrder]
    .reverse()
    .map((id) => state.challenges[id]!)
    .find((c) => c.point === p.id);
  if (challenge) return challengeWord(challenge);
  const last = p.history[p.history.length - 1];
  return last ? `r${last.round} ${last.by}: ${last.text}` : undefined;
}

function challengeWord(c: Challenge): string {
  const defense = c.defenses[c.defenses.length - 1];
  const ruled = defense?.ruling ? ` (r${defense.round} defense ${defense.ruling}${defense.reason ? `: ${defense.reason}` : ''})` : '';
  return `${c.kind} ${c.id}, r${c.round}: ${c.objection} → ${CHALLENGE_STANDS[c.status]}${ruled}`;
}

/**
 * A point's history round by round: what was ruled on it, with the ledger entries said about it.
 * An entry whose words a history line already quotes lends that line its id; any other is a line of its own.
 */
export function foldedHistory(state: ArgState, p: Point): ItemDetail['history'] {
  const entries = ledgerIndex(state).byPoint.get(p.id) ?? [];
  const lines = p.history.map((h) => ({ round: h.round, mark: `r${h.round}`, by: h.by as string, text: h.text }));
  const extra: typeof lines = [];
  for (const e of entries) {
    const quoting = lines.find((l) => l.round === e.round && !l.mark.includes('·') && e.text !== '' && l.text.includes(e.text));
    if (quoting) quoting.mark = `r${e.round} · ${e.id}`;
    else
      extra.push({
        round: e.round,
        mark: `r${e.round} · ${e.id}`,
        by: e.seat ?? 'human',
        text: `${e.provenance === e.kind ? e.kind : `${e.provenance} ${e.kind}`}: ${e.ref ? `${e.ref} ` : ''}${e.text}`,
      });
  }
  // Stable: within a round the rulings come first, then the entries no ruling quotes.
  return [...lines, ...extra].sort((a, b) => a.round - b.round).map(({ mark, by, text }) => ({ mark, by, text }));
}

export function pointFlags(state: ArgState, pointId: string): string[] {
  const flags: string[] = [];
  if (state.stability.some((s) => s.point === pointId && !s.acknowledged)) flags.push('drift');
  if (state.relabels.some((r) => r.point === pointId)) flags.push('relabelled');
  const run = state.arbitration.runs[state.arbitration.runs.length - 1];
  if (run?.flags.some((f) => f.item === pointId)) flags.push('arbiter');
  if (state.points[pointId]?.pinned) flags.push('human');
  if (state.points[pointId]?.deadlock) flags.push('deadlock');
  return flags;
}
