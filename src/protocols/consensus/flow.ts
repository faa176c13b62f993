// The debate's course between turns, phase by phase as the seed draws it: the personas ready, the
// preflight, the opening, a challenge round, its consensus check, confrontation, rebuttal, the
// iteration check, assumption extraction when the rounds run out, and the end. Each function is
// called once the turns it waits for are done; it sets the next turns due.
import { notify } from '../kit/draft.js';
import { ANGLES } from './persona-text.js';
import { type Challenger, perspectiveName, readsPersonaFile } from './config.js';
import type { Ctx } from './context.js';
import type { Confidence } from './moves.js';
import { challengersWhere, type ConsensusState, type Ending, openDissents, type Phase, type Purpose, type Turn } from './state.js';

/** The debate enters a phase of the seed (the stages of the view remember it was passed). */
export function enter(d: ConsensusState, phase: Phase): void {
  d.phase = phase;
  if (!d.passed.includes(phase)) d.passed = [...d.passed, phase];
}

/** Turns of challengers asked together, blind to each other, and the batch that tracks them. */
function askChallengers(d: ConsensusState, seats: Challenger[], purpose: Purpose): void {
  const group = `${purpose}-r${d.round}`;
  d.pending = seats.map((seat): Turn => ({ seat, purpose, group }));
  d.batch = { purpose, asked: [...seats], answered: [], failed: [] };
}

/** The batch's turns are all done (answered, failed or given up). */
export function batchDone(d: ConsensusState, purpose: Purpose): boolean {
  return !d.pending.some((t) => t.purpose === purpose);
}

/** Challengers the persona check does not ask: the option says so, or a script or the person sits there. */
export function excusedFromCheck(d: ConsensusState): Challenger[] {
  return challengersWhere(d, 'active').filter((seat) => d.config.skipPersonaCheck || !readsPersonaFile(d.config, seat));
}

/** Phase 0.5: each challenger whose agent reads files confirms its persona, then the opening. */
export function startPreflight(d: ConsensusState): void {
  enter(d, 'PREFLIGHT');
  const excused = excusedFromCheck(d);
  const checking = challengersWhere(d, 'active').filter((seat) => !excused.includes(seat));
  for (const seat of excused) d.challengers[seat] = { ...d.challengers[seat], check: 'skipped' };
  if (checking.length > 0) askChallengers(d, checking, 'confirm');
  else startOpening(d);
}

/** After the persona checks: enough challengers to debate, or the debate cannot start. */
export function afterPreflight(ctx: Ctx): void {
  if (!batchDone(ctx.d, 'confirm')) return;
  if (abortIfTooFew(ctx)) return;
  startOpening(ctx.d);
}

/** Aborts when no challenger is left, or fewer than --min-challengers; true when it did. */
export function abortIfTooFew(ctx: Ctx): boolean {
  const d = ctx.d;
  const active = challengersWhere(d, 'active');
  const why = (Object.keys(d.challengers) as Challenger[])
    .filter((seat) => d.challengers[seat].status === 'dropped')
    .map((seat) => `${ANGLES[seat].label}: ${d.challengers[seat].reason ?? 'dropped'}`);
  if (active.length === 0) {
    end(ctx, {
      kind: 'aborted',
      route: 'preflight',
      detail: `no challenger can take part${why.length ? ` (${why.join('; ')})` : ''}: fix the seats (see \`agon doctor\`), or seat other agents with --seat architect=KIND`,
      confidence: 'LOW',
    });
    return true;
  }
  if (active.length < d.config.minChallengers) {
    end(ctx, {
      kind: 'aborted',
      route: 'min-challengers',
      detail: `only ${active.length} challenger(s) can take part (${why.join('; ')}), fewer than --min-challengers ${d.config.minChallengers}`,
      confidence: 'LOW',
    });
    return true;
  }
  return false;
}

/** Phase 1: the proposer states position v1; round 1 begins. */
export function startOpening(d: ConsensusState): void {
  d.round = 1;
  enter(d, 'OPENING');
  d.pending = [{ seat: 'proposer', purpose: 'open' }];
  delete d.batch;
}

/** Phase 2: every active challenger judges the position at once, none seeing another's answer. */
export function startChallenge(ctx: Ctx): void {
  enter(ctx.d, 'CHALLENGE');
  askChallengers(ctx.d, challengersWhere(ctx.d, 'active'), 'challenge');
}

/** Phase 4: the proposer answers every open dissent (briefly, for minor ones before a fast exit). */
export function startConfrontation(ctx: Ctx, purpose: 'confront' | 'address'): void {
  enter(ctx.d, 'CONFRONTATION');
  ctx.d.pending = [{ seat: 'proposer', purpose }];
  delete ctx.d.batch;
}

/** Phase 5: the dissenters, in the same personas, accept, maintain or escalate. */
export function startRebuttal(ctx: Ctx): void {
  const dissenters = openDissents(ctx.d)
    .map((x) => x.seat)
    .filter((seat) => ctx.d.challengers[seat].status === 'active');
  if (dissenters.length === 0) return iterationCheck(ctx);
  enter(ctx.d, 'REBUTTAL');
  askChallengers(ctx.d, dissenters, 'rebut');
}

/** Phase 6, once every rebuttal is in: consensus, another round, or assumption extraction. */
export function iterationCheck(ctx: Ctx): void {
  const d = ctx.d;
  if (d.batch?.purpose === 'rebut' && d.batch.asked.length > 0 && d.batch.answered.length === 0) {
    return abortAllFailed(ctx, 'rebuttal');
  }
  const open = openDissents(d);
  ctx.closed = { unit: 'round', label: `round ${d.round}` };
  if (open.length === 0) {
    notify(ctx, 'round.closed', `Round ${d.round} closes: every dissent is resolved.`);
    return end(ctx, {
      kind: 'consensus',
      route: 'resolved',
      detail: `every dissent was resolved in round ${d.round}`,
      confidence: consensusConfidence(d, 'resolved'),
    });
  }
  const who = open.map((x) => ANGLES[x.seat].label).join(', ');
  if (d.round < d.bound) {
    notify(ctx, 'round.closed', `Round ${d.round} closes with ${open.length} dissent(s) open (${who}): round ${d.round + 1} follows.`);
    d.round += 1;
    return startConfrontation(ctx, 'confront');
  }
  notify(
    ctx,
    'round.closed',
    `Round ${d.round} closes with ${open.length} dissent(s) open (${who}) and no round left: the assumptions behind them are asked for.`,
  );
  startAssumptions(ctx);
}

/** Phase 7: the proposer and each remaining dissenter say why they disagree and what would change it. */
export function startAssumptions(ctx: Ctx): void {
  const d = ctx.d;
  enter(ctx.d, 'ASSUMPTIONS');
  const dissenters = [...new Set(openDissents(d).map((x) => x.seat))].filter((seat) => d.challengers[seat].status === 'active');
  const group = `assumptions-r${d.round}`;
  d.pending = [
    { seat: 'proposer', purpose: 'assumptions', group },
    ...dissenters.map((seat): Turn => ({ seat, purpose: 'assumptions', group })),
  ];
  d.batch = { purpose: 'assumptions', asked: dissenters, answered: [], failed: [] };
}

/** After Phase 7: the trade-off report. */
export function afterAssumptions(ctx: Ctx): void {
  if (!batchDone(ctx.d, 'assumptions')) return;
  const d = ctx.d;
  const open = openDissents(d);
  const byPerson = d.endRequested === true;
  const detail = byPerson
    ? `the person ended the debate in round ${d.round} with ${open.length} dissent(s) open`
    : `${d.bound} round(s) ran out with ${open.length} dissent(s) open (${open.map((x) => ANGLES[x.seat].label).join(', ')})`;
  end(ctx, { kind: 'tradeoff', route: byPerson ? 'person' : 'rounds', detail, confidence: tradeoffConfidence(d) });
}

/** Every challenger asked in a batch failed: the seed's "all CLIs fail" row. */
export function abortAllFailed(ctx: Ctx, what: string): void {
  const d = ctx.d;
  const reasons = (d.batch?.failed ?? []).map((seat) => `${perspectiveName(d.config, seat)}: ${d.challengers[seat].failure ?? 'failed'}`);
  end(ctx, {
    kind: 'aborted',
    route: 'failed',
    detail: `every challenger asked in the ${what} of round ${d.round} failed (${reasons.join('; ')})`,
    confidence: 'LOW',
  });
}

export function end(ctx: Ctx, ending: Omit<Ending, 'round'>): void {
  const d = ctx.d;
  d.pending = [];
  delete d.batch;
  d.ended = { ...ending, round: d.round };
  delete d.endRequested;
  enter(ctx.d, 'REPORT');
  const title = ending.kind === 'consensus' ? 'CONSENSUS' : ending.kind === 'tradeoff' ? 'TRADEOFF' : 'ABORTED';
  notify(
    ctx,
    'debate.ended',
    `The debate ends — ${title}: ${ending.detail} (confidence ${ending.confidence}).`,
    ending.kind === 'aborted' ? { level: 'warning' } : {},
  );
}

/**
 * HIGH when every challenger seated took part to the end and agreed of its own accord; MED when a
 * perspective is missing (unseated, dropped, failed), minor points were only addressed, or the
 * person's override decided a stance.
 */
export function consensusConfidence(d: ConsensusState, route: 'agree' | 'minor' | 'resolved'): Confidence {
  if (route === 'minor') return 'MED';
  const missing = (Object.keys(d.challengers) as Challenger[]).some((seat) => d.challengers[seat].status !== 'active');
  const failed = d.failures.some((f) => f.seat !== 'proposer');
  const overridden = d.order.some((id) => {
    const item = d.items[id]!;
    return (
      (item.kind === 'verdict' && item.override !== undefined) ||
      (item.kind === 'rebuttal' && item.override !== undefined) ||
      (item.kind === 'response' && item.by === 'person')
    );
  });
  return missing || failed || overridden ? 'MED' : 'HIGH';
}

/** MED as the seed's trade-off has it; LOW when no challenger still taking part agrees at all. */
function tradeoffConfidence(d: ConsensusState): Confidence {
  const active = challengersWhere(d, 'active');
  const dissenting = new Set(openDissents(d).map((x) => x.seat));
  return active.length > 0 && active.every((seat) => dissenting.has(seat)) ? 'LOW' : 'MED';
}
