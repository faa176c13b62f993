// How far the outcome can be trusted: per point, and overall with the reasons, so a debate that
// ended on a quality exit, agreed nothing, left points unresolved or was flagged never reads "high".
import { passesEvidenceGate } from './acceptance.js';
import { type ArgState, bucketOf, type Point, pointsIn } from './state.js';

export type Confidence = 'high' | 'medium' | 'low';
const LOWER: Record<Confidence, Confidence> = { high: 'medium', medium: 'low', low: 'low' };
const RANK: Record<Confidence, number> = { high: 2, medium: 1, low: 0 };

export function lastRun(state: ArgState) {
  return state.arbitration.runs.filter((r) => !r.failed).at(-1);
}

export function pointConfidence(state: ArgState, point: Point): Confidence {
  let base: Confidence = 'medium';
  if (point.status === 'agreed') base = point.kind === 'empirical' && passesEvidenceGate(state, point) ? 'high' : 'medium';
  if (point.status === 'dismissed') base = /conceded|out of scope/.test(point.reason ?? '') ? 'high' : 'medium';
  if (point.status === 'unresolved') base = 'low';
  if (state.stability.some((s) => s.point === point.id && !s.acknowledged)) base = LOWER[base];
  if (state.relabels.some((r) => r.point === point.id)) base = LOWER[base];
  if (lastRun(state)?.flags.some((f) => f.item === point.id)) base = LOWER[base];
  return base;
}

/** Half or more of the bucketed items carry an arbiter's flag. */
export function flaggedWarning(state: ArgState): boolean {
  const bucketed = state.pointOrder.filter((id) => bucketOf(state.points[id]!)).length;
  return bucketed > 0 && (lastRun(state)?.flags.length ?? 0) * 2 >= bucketed;
}

/** The outcome's confidence, lowered by each thing that happened, with why. */
export function overallConfidence(state: ArgState): { level: Confidence; reasons: string[] } {
  let level: Confidence = 'high';
  const reasons: string[] = [];
  const lower = (to: Confidence, why: string) => {
    if (RANK[to] < RANK[level]) level = to;
    reasons.push(why);
  };
  if (!state.done) lower('medium', 'the debate has not ended');
  if (state.done?.reason === 'quality') lower('low', `it ended on a quality exit: ${state.done.detail}`);
  const agreed = pointsIn(state, 'agreed').length;
  const bucketed = state.pointOrder.filter((id) => bucketOf(state.points[id]!)).length;
  if (agreed === 0) lower('low', 'nothing was agreed');
  const unresolved = pointsIn(state, 'unresolved').length;
  if (unresolved > 0) lower(unresolved * 2 >= bucketed ? 'low' : 'medium', `${unresolved} point${unresolved === 1 ? '' : 's'} unresolved`);
  const run = lastRun(state);
  if (flaggedWarning(state)) lower('low', 'the arbiter flagged half or more of the outcome');
  else if (run && run.flags.length > 0) lower('medium', `the arbiter flagged ${run.flags.map((f) => f.item).join(', ')}`);
  const failed = state.arbitration.runs.at(-1)?.failed;
  if (failed) lower('medium', 'arbitration was due but failed');
  if (state.arbitration.pendingTriggers.length > 0) lower('medium', 'arbitration is due and has not run');
  const drift = state.stability.filter((s) => !s.acknowledged).map((s) => s.point);
  if (drift.length > 0) lower('medium', `unacknowledged position changes on ${drift.join(', ')}`);
  if (state.relabels.length > 0) lower('medium', `relabelled from empirical to value: ${state.relabels.map((r) => r.point).join(', ')}`);
  const bare = state.pointOrder.filter(
    (id) => state.points[id]!.status === 'dismissed' && state.points[id]!.grounds?.evidence.length === 0,
  );
  if (bare.length > 0) lower('medium', `dismissed by a REJECT resting on no evidence: ${bare.join(', ')}`);
  if (state.stressTest.status === 'skipped') lower('medium', 'the stress test did not run');
  return { level, reasons };
}
