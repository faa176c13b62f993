// Turn completion, the close of a round, termination and synthesis.
import { citationChecks } from '../kit/citations.js';
import { notify } from '../kit/draft.js';
import { remind } from '../kit/mailbox.js';
import { type Ctx, editPoint } from './context.js';
import { closeOpenChallenges, passesEvidenceGate, unresolve } from './acceptance.js';
import { phaseFor } from './phases.js';
import { type ArgState, OPEN_CHALLENGE, type Point, pointsIn, type Termination } from './state.js';

const DEADLOCK_ROUNDS = 3;
const STRESS_TARGETS = 3;

export function inPlay(point: Point): boolean {
  return point.status === 'pending' || point.status === 'disputed' || point.status === 'awaiting-evidence';
}

function disputedPoints(state: ArgState): string[] {
  return state.pointOrder.filter((id) =>
    state.challengeOrder.some((c) => state.challenges[c]!.point === id && OPEN_CHALLENGE.includes(state.challenges[c]!.status)),
  );
}

/** What the orchestrator must judge before the round can close. */
export function orchestratorWork(state: ArgState): { assess: string[]; rule: string[]; deadlocks: string[] } {
  return {
    assess: state.pointOrder.filter((id) => state.points[id]!.status === 'pending'),
    rule: state.challengeOrder.filter((id) => state.challenges[id]!.status === 'answered'),
    deadlocks: state.pointOrder.filter((id) => {
      const p = state.points[id]!;
      return p.deadlock !== undefined && p.deadlock.cause === undefined && p.status === 'disputed';
    }),
  };
}

function hasOrchestratorWork(state: ArgState): boolean {
  const work = orchestratorWork(state);
  return work.assess.length + work.rule.length + work.deadlocks.length > 0;
}

/** After the consultee's turn (and any parallel opening): evaluate if there is anything to judge. */
export function afterConsultee(ctx: Ctx): void {
  if (ctx.d.pending.length > 0) return;
  if (hasOrchestratorWork(ctx.d)) {
    ctx.d.pending.push({ seat: 'orchestrator', purpose: 'evaluate' });
    return;
  }
  closeRoundWhenChecked(ctx);
}

/** Citations recorded this round that the runner has yet to read. */
export function awaitingChecks(state: ArgState): boolean {
  return citationChecks(Object.values(state.evidence), (ev) => ev.status === 'unchecked').length > 0;
}

/**
 * The round's turns are done. It closes once its citations are checked (plan asks the runner
 * first), so a citation verified in the last round counts at synthesis.
 */
export function closeRoundWhenChecked(ctx: Ctx): void {
  if (awaitingChecks(ctx.d)) {
    ctx.d.closing = true;
    return;
  }
  delete ctx.d.closing;
  closeRound(ctx);
}

export function closeRound(ctx: Ctx): void {
  const d = ctx.d;
  notify(ctx, 'round.closed', `Round ${d.n} closes.`);
  ctx.closed = { unit: 'round', label: `round ${d.n}` };
  trackDisputes(ctx);

  const open = disputedPoints(d);
  const quiet = open.length === 0 && !d.pointOrder.some((id) => d.points[id]!.status === 'pending');
  if (d.nature === 'factual' && d.n <= 2 && quiet) {
    return terminate(ctx, 'trivial', 'a factual question, settled within two rounds');
  }
  const stable = quiet && d.newPointsThisRound === 0 && d.disputedAtLastClose !== null && d.disputedAtLastClose.length === 0;
  if (stable && !(d.n < d.maxRounds && scheduleStressTest(ctx, d.n + 1))) {
    return terminate(ctx, 'converged', 'no open challenges and a stable scope');
  }
  if (d.n >= d.maxRounds) return terminate(ctx, 'bound', `the round bound (${d.maxRounds}) was reached`);

  d.disputedAtLastClose = open;
  d.n += 1;
  d.newPointsThisRound = 0;
  d.raisedThisRound = false;
  enterPhase(ctx);
  d.pending = [{ seat: 'consultee', purpose: 'raise' }];
}

function enterPhase(ctx: Ctx): void {
  const d = ctx.d;
  const before = d.phase;
  d.phase = phaseFor(d.n);
  delete d.extension;
  if (d.n === 3) {
    scheduleStressTest(ctx, 3);
    const reasons = extensionReasons(d);
    if (reasons.length > 0) {
      d.phase = 'CONSTRUCTIVE';
      d.extension = reasons.join('; ');
      notify(ctx, 'phase.extended', `CONSTRUCTIVE is extended into round 3 (${d.extension}).`);
      return;
    }
  }
  if (d.phase !== before) notify(ctx, 'phase.changed', `Round ${d.n} enters ${d.phase}.`);
}

/** Why CONSTRUCTIVE runs on into round 3: disputes the consultee has not answered, a stress test due now. */
function extensionReasons(d: ArgState): string[] {
  const uncovered = d.pointOrder.filter((id) => d.points[id]!.status === 'disputed' && !d.points[id]!.answered);
  const reasons: string[] = [];
  if (uncovered.length > 0) reasons.push(`disputes not yet answered: ${uncovered.join(', ')}`);
  if (d.stressTest.status === 'due' && d.stressTest.round === d.n) reasons.push('the stress test has not run');
  return reasons;
}

/** After the consultee's turn in an extended round: the extension names only the reasons still standing. */
export function refreshExtension(ctx: Ctx): void {
  if (ctx.d.extension === undefined) return;
  const reasons = extensionReasons(ctx.d);
  if (reasons.length > 0) ctx.d.extension = reasons.join('; ');
  else delete ctx.d.extension;
}

/** Schedules the stress test for `round` when one is still owed and there is something to attack. */
function scheduleStressTest(ctx: Ctx, round: number): boolean {
  const d = ctx.d;
  if (d.stressTest.status === 'due' && d.stressTest.round === round) return true;
  if (d.stressTest.status !== 'pending') return false;
  const agreed = pointsIn(d, 'agreed');
  if (agreed.length === 0) return false;
  const strength = (p: Point) => (passesEvidenceGate(d, p) && p.kind === 'empirical' ? 2 : 1);
  const targets = [...agreed].sort((a, b) => strength(b) - strength(a) || a.round - b.round).slice(0, STRESS_TARGETS);
  d.stressTest = { status: 'due', round, targets: targets.map((p) => p.id) };
  notify(ctx, 'stress.scheduled', `Round ${round} is the stress test: the consultee attacks ${d.stressTest.targets.join(', ')}.`);
  return true;
}

/** Points under a challenge on the merits; a pending clarification request is not a dispute. */
function contestedPoints(state: ArgState): string[] {
  return disputedPoints(state).filter((id) =>
    state.challengeOrder.some((c) => {
      const ch = state.challenges[c]!;
      return ch.point === id && ch.kind !== 'ILL-FORMED' && OPEN_CHALLENGE.includes(ch.status);
    }),
  );
}

function trackDisputes(ctx: Ctx): void {
  const d = ctx.d;
  for (const id of contestedPoints(d)) {
    const point = editPoint(ctx, id);
    point.disputedRounds += 1;
    if (point.deadlock?.cause === 'definitional' && point.deadlock.retryRound === d.n) {
      closeOpenChallenges(ctx, id, 'blocked');
      unresolve(ctx, id, 'definitional', 'engine', `the terms still diverge after clarification: ${point.deadlock.detail ?? ''}`);
      continue;
    }
    if (point.disputedRounds >= DEADLOCK_ROUNDS && !point.deadlock) {
      point.deadlock = { detectedRound: d.n };
      notify(ctx, 'deadlock.detected', `${id} has been in dispute for ${point.disputedRounds} rounds: a deadlock.`, { item: id });
      remind(
        ctx,
        'orchestrator',
        `${id} has been disputed for ${point.disputedRounds} rounds. Classify the deadlock with a "deadlock" move: missing-data (ask the question that would settle it), definitional (state the terms), or criteria (state the trade-off).`,
      );
    }
  }
}

export function terminate(ctx: Ctx, reason: Termination['reason'], detail: string): void {
  const d = ctx.d;
  d.pending = [];
  d.done = { reason, round: d.n, detail };
  for (const id of d.pointOrder) if (inPlay(d.points[id]!)) synthesize(ctx, editPoint(ctx, id));
  if (d.stressTest.status === 'pending' || d.stressTest.status === 'due') d.stressTest.status = 'skipped';
  notify(ctx, 'debate.ended', `The debate ends: ${detail}.`);
  const triggers = arbitrationTriggers(d);
  if (triggers.length > 0) requestArbitration(ctx, triggers);
}

/** At synthesis every point lands in exactly one bucket. */
function synthesize(ctx: Ctx, point: Point): void {
  closeOpenChallenges(ctx, point.id, 'cut-off');
  if (point.status === 'awaiting-evidence') {
    point.question = `What verified execution output or file citation supports ${point.id}?`;
    unresolve(ctx, point.id, 'missing-data', 'engine', 'accepted in substance, but no verified execution or textual evidence');
  } else if (point.status === 'pending') {
    unresolve(ctx, point.id, 'cut-off', 'engine', 'never assessed before the debate ended');
  } else {
    unresolve(ctx, point.id, 'cut-off', 'engine', 'still in dispute when the debate ended');
  }
}

function arbitrationTriggers(d: ArgState): string[] {
  if (d.config.mode === 'minimal') return [];
  const triggers = [...d.arbitration.pendingTriggers];
  const unresolved = pointsIn(d, 'unresolved').length;
  if (unresolved >= 2) triggers.push(`${unresolved} items are Unresolved`);
  if (earlyUnanimity(d)) triggers.push('early unanimous agreement without verified evidence');
  if (d.config.highStakes) triggers.push('the session is marked high-stakes');
  return triggers;
}

/**
 * Nothing was ever challenged, points were accepted, and the agreement lacks evidence: no point has
 * verified evidence, or an accepted empirical point has none (held awaiting evidence, or already
 * Unresolved for it: still agreement, though not Agreed).
 */
function earlyUnanimity(d: ArgState): boolean {
  if (d.everChallenged) return false;
  const accepted = d.pointOrder.map((id) => d.points[id]!).filter((p) => p.verdict === 'AGREE' || p.status === 'agreed');
  if (accepted.length === 0) return false;
  const evidenced = d.pointOrder.some((id) => d.points[id]!.evidence.some((e) => d.evidence[e]?.status === 'verified'));
  return !evidenced || accepted.some((p) => p.kind === 'empirical' && !passesEvidenceGate(d, p));
}

export function requestArbitration(ctx: Ctx, triggers: string[]): void {
  const d = ctx.d;
  d.arbitration.pendingTriggers = triggers;
  if (!d.pending.some((t) => t.seat === 'arbiter')) d.pending.unshift({ seat: 'arbiter', purpose: 'arbitrate' });
  notify(ctx, 'arbitration.triggered', `Arbitration is due: ${triggers.join('; ')}.`);
}
