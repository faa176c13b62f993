// The mutable view of one reduction: the immer draft, the event being applied, and the notices it
// produces. Every state change goes through these helpers so notices and the journal stay in step.
import type { Draft } from 'immer';
import type { Notice } from '../types.js';
import type { ArgState, Judge, LedgerEntry } from './state.js';

export interface Ctx {
  d: Draft<ArgState>;
  seq: number;
  out: Notice[];
}

export function notify(ctx: Ctx, type: string, text: string, extra: Partial<Notice> = {}): void {
  const notice: Notice = { type, text, round: ctx.d.n, ...extra };
  ctx.out.push(notice);
  ctx.d.journal.push(notice);
}

export function nextId(ctx: Ctx, prefix: 'P' | 'C' | 'L' | 'E'): string {
  ctx.d.counters[prefix] += 1;
  return `${prefix}${ctx.d.counters[prefix]}`;
}

export function addEntry(ctx: Ctx, entry: Omit<LedgerEntry, 'id' | 'round' | 'cause'>): string {
  const id = nextId(ctx, 'L');
  ctx.d.ledger.push({ ...entry, id, round: ctx.d.n, cause: ctx.seq });
  return id;
}

/** A line for a seat's next prompt (reminders, refusals, rulings it must know about). */
export function remind(ctx: Ctx, seat: string, text: string): void {
  (ctx.d.inbox[seat] ??= []).push(text);
}

export function logPoint(ctx: Ctx, pointId: string, by: Judge, text: string): void {
  ctx.d.points[pointId]?.history.push({ round: ctx.d.n, by, text });
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
