// Argumentation's reduction context: the kit's draft over ArgState (kit/draft.ts), and the helpers
// that know this protocol's items: points, challenges and evidence edited copy-on-write, ledger
// entries, a point's history, and how a challenge is named to the agents.
import { type Draft, edit, append, nextId } from '../kit/draft.js';
import { phaseFor } from './phases.js';
import type { ArgState, Challenge, Evidence, Judge, LedgerEntry, Point } from './state.js';

export type Ctx = Draft<ArgState>;

export const editPoint = (ctx: Ctx, id: string): Point => edit(ctx, 'points', id);
export const editChallenge = (ctx: Ctx, id: string): Challenge => edit(ctx, 'challenges', id);
export const editEvidence = (ctx: Ctx, id: string): Evidence => edit(ctx, 'evidence', id);

export function addEntry(ctx: Ctx, entry: Omit<LedgerEntry, 'id' | 'round' | 'cause'>): string {
  const id = nextId(ctx, 'L');
  append(ctx, 'ledger', { ...entry, id, round: ctx.d.n, cause: ctx.seq });
  return id;
}

export function logPoint(ctx: Ctx, pointId: string, by: Judge, text: string): void {
  if (ctx.d.points[pointId]) editPoint(ctx, pointId).history.push({ round: ctx.d.n, by, text });
}

/** How a challenge is named to agents: quick mode keeps challenge ids internal. */
export function challengeLabel(ctx: Ctx, challengeId: string): string {
  const c = ctx.d.challenges[challengeId];
  if (!c) return challengeId;
  return ctx.d.config.mode === 'quick' ? `the objection to ${c.point}` : challengeId;
}

/**
 * How the consultee may settle a challenge on `pointId` in its next turn, for a reminder written
 * now: "defend it …, concede, or revise P5", without the revision once CRYSTALLIZATION refuses it.
 */
export function settleOptions(ctx: Ctx, pointId: string, defend: string): string {
  const round = ctx.d.raisedThisRound ? ctx.d.n + 1 : ctx.d.n;
  const phase = round === ctx.d.n ? ctx.d.phase : phaseFor(round);
  return phase === 'CRYSTALLIZATION' ? `${defend} or concede ${pointId}` : `${defend}, concede, or revise ${pointId}`;
}
