// The mutable view of one reduction: a private copy of the state (see thaw.ts), the event being
// applied, and the notices it produces. State changes go through these helpers so notices and the
// journal stay in step.
import type { Notice } from '../types.js';
import type { ArgState, Challenge, Evidence, Judge, LedgerEntry, Point } from './state.js';

export interface Ctx {
  d: ArgState;
  seq: number;
  out: Notice[];
  /** Points, challenges and evidence already copied (or created) in this reduction. */
  owned: Set<object>;
  /** Set when this reduction closed a round. */
  closed?: { unit: 'round'; label: string };
}

/**
 * Copy-on-write access to one item: the first edit in a reduction copies it, so the previous
 * state, which shares every untouched item, is never modified.
 */
export function editPoint(ctx: Ctx, id: string): Point {
  const point = ctx.d.points[id]!;
  if (ctx.owned.has(point)) return point;
  const copy: Point = {
    ...point,
    evidence: [...point.evidence],
    history: [...point.history],
    sources: [...point.sources],
    ...(point.deadlock ? { deadlock: { ...point.deadlock } } : {}),
  };
  return own(ctx, (ctx.d.points[id] = copy));
}

export function editChallenge(ctx: Ctx, id: string): Challenge {
  const c = ctx.d.challenges[id]!;
  if (ctx.owned.has(c)) return c;
  const copy: Challenge = {
    ...c,
    evidence: [...c.evidence],
    defenses: c.defenses.map((d) => ({ ...d, evidence: [...d.evidence] })),
  };
  return own(ctx, (ctx.d.challenges[id] = copy));
}

export function editEvidence(ctx: Ctx, id: string): Evidence {
  const ev = ctx.d.evidence[id]!;
  if (ctx.owned.has(ev)) return ev;
  return own(ctx, (ctx.d.evidence[id] = { ...ev }));
}

/** Marks an object created in this reduction as already private. */
export function own<T extends object>(ctx: Ctx, value: T): T {
  ctx.owned.add(value);
  return value;
}

/** Notices that tell a person something was refused or failed. */
const WARNINGS = new Set(['action.refused', 'move.refused', 'move.ignored', 'turn.failed', 'event.ignored', 'evidence.failed', 'arbitration.failed', 'arbitration.warning']);

export function notify(ctx: Ctx, type: string, text: string, extra: Partial<Notice> = {}): void {
  const notice: Notice = { type, text, ...roundMarks(ctx.d.n), ...(WARNINGS.has(type) ? { level: 'warning' as const } : {}), ...extra };
  ctx.out.push(notice);
  append(ctx, 'journal', notice);
}

/** Where a notice of round `n` belongs: its transcript heading and its short mark. */
export function roundMarks(n: number): { section: string; mark: string } {
  return { section: `Round ${n}`, mark: `r${n}` };
}

type GrowingList = 'journal' | 'ledger' | 'pointOrder' | 'challengeOrder' | 'stability';

/**
 * Appends to one of the state's growing lists. They are shared with the previous state until a
 * reduction first adds to them (then copied once), so a long session does not copy its whole
 * journal and ledger on every event.
 */
export function append<K extends GrowingList>(ctx: Ctx, key: K, value: ArgState[K][number]): void {
  let list = ctx.d[key] as unknown[];
  if (!ctx.owned.has(list)) {
    list = [...list];
    ctx.owned.add(list);
    (ctx.d as unknown as Record<K, unknown[]>)[key] = list;
  }
  list.push(value);
}

export function nextId(ctx: Ctx, prefix: 'P' | 'C' | 'L' | 'E'): string {
  ctx.d.counters[prefix] += 1;
  return `${prefix}${ctx.d.counters[prefix]}`;
}

export function addEntry(ctx: Ctx, entry: Omit<LedgerEntry, 'id' | 'round' | 'cause'>): string {
  const id = nextId(ctx, 'L');
  append(ctx, 'ledger', { ...entry, id, round: ctx.d.n, cause: ctx.seq });
  return id;
}

/** A line for a seat's next prompt (reminders, refusals, rulings it must know about). */
export function remind(ctx: Ctx, seat: string, text: string): void {
  (ctx.d.inbox[seat] ??= []).push(text);
}

export function logPoint(ctx: Ctx, pointId: string, by: Judge, text: string): void {
  if (ctx.d.points[pointId]) editPoint(ctx, pointId).history.push({ round: ctx.d.n, by, text });
}

export function quote(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `“${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}”`;
}

/** How a challenge is named to agents: quick mode keeps challenge ids internal. */
export function challengeLabel(ctx: Ctx, challengeId: string): string {
  const c = ctx.d.challenges[challengeId];
  if (!c) return challengeId;
  return ctx.d.config.mode === 'quick' ? `the objection to ${c.point}` : challengeId;
}
