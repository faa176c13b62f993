// Scope restriction and move legality: one rule book, used by parse (to refuse with a reason the
// agent will read) and again by reduce (events are never trusted blindly).
import { once, type ResponseScope } from '../kit/move-rules.js';
import { dueTurn } from '../kit/turns.js';
import type { ArbiterMove, ConsulteeMove, Move, OrchestratorMove } from './moves.js';
import { type ArgState, bucketOf, OPEN_CHALLENGE, type Purpose } from './state.js';

export function checkMove(state: ArgState, seat: string, move: Move, scope: ResponseScope): string | null {
  const turn = dueTurn(state, seat);
  if (!turn) return `it is not ${seat}'s turn`;
  switch (seat) {
    case 'consultee':
      return checkConsultee(state, move as ConsulteeMove, scope);
    case 'orchestrator':
      return checkOrchestrator(state, turn.purpose, move as OrchestratorMove, scope);
    case 'arbiter':
      return checkArbiter(state, move as ArbiterMove, scope);
    default:
      return `${seat} is not a seat of this protocol`;
  }
}

function pointProblem(state: ArgState, id: string): string | null {
  if (!id.startsWith('P')) return `${id} is not a point (points are P1, P2, …)`;
  return state.points[id] ? null : `${id} does not exist`;
}

/** Resolves the challenge a defense or concession answers; quick mode names the point instead. */
export function targetChallenge(state: ArgState, move: { challenge?: string | undefined; point?: string | undefined }): string | undefined {
  if (move.challenge) return move.challenge;
  if (!move.point) return undefined;
  return state.challengeOrder.find((id) => {
    const c = state.challenges[id]!;
    return c.point === move.point && OPEN_CHALLENGE.includes(c.status) && c.kind !== 'ILL-FORMED';
  });
}

/** The challenge a ruling is about; quick mode names the point, whose defense waits for a ruling. */
export function ruledChallenge(state: ArgState, move: { challenge?: string | undefined; point?: string | undefined }): string | undefined {
  if (move.challenge) return move.challenge;
  return state.challengeOrder.find((id) => state.challenges[id]!.point === move.point && state.challenges[id]!.status === 'answered');
}

/** The move would turn an empirical point into a value judgement, which the evidence gate lets pass. */
export function relabelsToValue(state: ArgState, pointId: string, kind: string | undefined): boolean {
  return kind === 'value' && state.points[pointId]?.kind === 'empirical';
}

function checkConsultee(state: ArgState, move: ConsulteeMove, scope: ResponseScope): string | null {
  const stress = state.stressTest.status === 'due' && state.stressTest.round === state.n;
  switch (move.type) {
    case 'point': {
      const target = move.extends ?? move.rebuts;
      if (state.phase === 'CRYSTALLIZATION' && !(stress && move.rebuts)) {
        return 'CRYSTALLIZATION admits only defenses to open challenges: no new points';
      }
      if (state.phase === 'DEVELOPMENT' && !target) {
        return 'DEVELOPMENT admits no new points: extend or rebut an existing point or position instead';
      }
      if (target) {
        if (target.startsWith('P')) return pointProblem(state, target);
        const entry = state.ledger.find((e) => e.id === target);
        if (!entry) return `${target} does not exist`;
        if (entry.provenance === 'user' && move.rebuts) {
          return `${target} is a user constraint: it is authoritative and cannot be rebutted`;
        }
        if (entry.provenance === 'verified' && move.rebuts) {
          return `${target} is a verified citation: an unverified claim cannot rebut it`;
        }
      }
      return null;
    }
    case 'defend': {
      if (state.config.mode !== 'quick' && !move.challenge) {
        return 'a defense must cite the challenge id it answers (for example "challenge": "C2")';
      }
      const id = targetChallenge(state, move);
      if (!id) return `no open challenge on ${move.point ?? '?'} to defend`;
      const challenge = state.challenges[id];
      if (!challenge) return `${id} does not exist`;
      if (challenge.kind === 'ILL-FORMED') return `${id} asks for a clarification: answer it with "clarify"`;
      if (challenge.status === 'answered') return `${id} already has a defense waiting for a ruling`;
      if (!OPEN_CHALLENGE.includes(challenge.status)) return `${id} is closed (${challenge.status})`;
      if (challenge.windowStart > state.n) return `${id} was raised this round; defend it next round`;
      if (state.points[challenge.point]?.pinned) return `the person has decided ${challenge.point}`;
      return once(scope, `answer:${id}`, `${id} answered`);
    }
    case 'concede': {
      const id = targetChallenge(state, move);
      const pointId = id ? state.challenges[id]?.point : move.point;
      if (id && !state.challenges[id]) return `${id} does not exist`;
      if (id && !OPEN_CHALLENGE.includes(state.challenges[id]!.status)) return `${id} is closed`;
      if (!pointId) return 'name the challenge or the point you concede';
      const problem = pointProblem(state, pointId);
      if (problem) return problem;
      const point = state.points[pointId]!;
      if (point.raisedBy !== 'consultee') return `${pointId} is not your point`;
      if (point.pinned) return `the person has decided ${pointId}`;
      if (point.status === 'dismissed') return `${pointId} is already Dismissed`;
      if (
        state.phase === 'CRYSTALLIZATION' &&
        !id &&
        !state.challengeOrder.some((c) => {
          const ch = state.challenges[c]!;
          return ch.point === pointId && OPEN_CHALLENGE.includes(ch.status);
        })
      ) {
        return 'CRYSTALLIZATION admits only answers to open challenges';
      }
      if (id) scope.add(`answer:${id}`);
      return once(scope, `settle:${pointId}`, `${pointId} settled`);
    }
    case 'revise': {
      if (state.phase === 'CRYSTALLIZATION') return 'CRYSTALLIZATION admits no revisions';
      if (!move.point.startsWith('P')) {
        const entry = state.ledger.find((e) => e.id === move.point);
        if (entry?.provenance === 'user') return `${move.point} is a user constraint and cannot be superseded`;
        if (entry?.provenance === 'verified') return `${move.point} is verified and cannot be superseded`;
      }
      const problem = pointProblem(state, move.point);
      if (problem) return problem;
      const point = state.points[move.point]!;
      if (point.raisedBy !== 'consultee') return `${move.point} is not your point`;
      if (point.pinned) return `the person has decided ${move.point}`;
      if (bucketOf(point) === 'dismissed') return `${move.point} is Dismissed; raise a new point instead`;
      if (bucketOf(point) === 'unresolved') return `${move.point} is Unresolved and waits for the person`;
      return once(scope, `settle:${move.point}`, `${move.point} changed`);
    }
    case 'support': {
      const problem = pointProblem(state, move.point);
      if (problem) return problem;
      const point = state.points[move.point]!;
      if (point.raisedBy !== 'consultee') return `${move.point} is not your point`;
      if (point.pinned) return `the person has decided ${move.point}`;
      if (point.status !== 'awaiting-evidence') {
        return `${move.point} is not waiting for evidence (it is ${point.status}): support is for a point accepted but awaiting evidence; a challenged point is defended`;
      }
      if (!move.evidence.some((e) => e.type === 'textual' || e.type === 'execution')) {
        return 'support needs textual or execution evidence: a claim cannot carry a point into Agreed';
      }
      return once(scope, `support:${move.point}`, `${move.point} supported`);
    }
    case 'clarify': {
      const problem = pointProblem(state, move.point);
      if (problem) return problem;
      if (relabelsToValue(state, move.point, move.kind)) {
        return `relabelling ${move.point} from empirical to value needs a justification: use "revise" with "because"`;
      }
      const request = state.challengeOrder.find((id) => {
        const c = state.challenges[id]!;
        return c.point === move.point && c.kind === 'ILL-FORMED' && OPEN_CHALLENGE.includes(c.status);
      });
      if (!request) return `nobody asked to clarify ${move.point}; use "revise" to change a point`;
      if (state.challenges[request]!.windowStart > state.n) return `${request} was raised this round`;
      return once(scope, `settle:${move.point}`, `${move.point} changed`);
    }
  }
}

function checkOrchestrator(state: ArgState, purpose: Purpose, move: OrchestratorMove, scope: ResponseScope): string | null {
  if (purpose === 'open' && move.type !== 'propose' && move.type !== 'nature') {
    return 'the opening turn states a position ("propose"); evaluation comes after the consultee speaks';
  }
  switch (move.type) {
    case 'propose':
      if (purpose !== 'open') return 'positions are stated in the opening turn only';
      return null;
    case 'nature':
      if (state.n !== 1) return 'the question is tagged factual or open in round 1 only';
      return once(scope, 'nature', 'the question tagged');
    case 'assess': {
      const problem = pointProblem(state, move.point);
      if (problem) return problem;
      const point = state.points[move.point]!;
      if (point.pinned || point.classifiedBy === 'human') {
        return `the person decided ${move.point}; an agent cannot reclassify it`;
      }
      if (point.status === 'dismissed') return `${move.point} is closed (Dismissed: ${point.reason ?? ''})`;
      if (relabelsToValue(state, move.point, move.kind) && !move.because) {
        return `relabelling ${move.point} from empirical to value needs "because": why it is a value judgement and not a checkable claim`;
      }
      if (point.status === 'unresolved') return `${move.point} is Unresolved and waits for the person`;
      const challenges = move.scope === 'in' && move.verdict !== 'AGREE';
      if (state.phase === 'CRYSTALLIZATION' && challenges && point.status !== 'pending') {
        return 'CRYSTALLIZATION admits only defenses to open challenges: no new challenge against a point already judged';
      }
      return once(scope, `assess:${move.point}`, `${move.point} assessed`);
    }
    case 'rule': {
      const id = ruledChallenge(state, move);
      const challenge = id ? state.challenges[id] : undefined;
      if (!challenge) return move.challenge ? `${move.challenge} does not exist` : `no defense on ${move.point ?? '?'} waits for a ruling`;
      if (challenge.status !== 'answered') return `${move.challenge ?? move.point ?? id} has no defense waiting for a ruling`;
      if (state.points[challenge.point]?.pinned) return `the person has decided ${challenge.point}`;
      return once(scope, `rule:${id}`, `${move.challenge ?? move.point ?? id} ruled`);
    }
    case 'contradiction': {
      for (const id of [move.point, move.earlier]) {
        const problem = pointProblem(state, id);
        if (problem) return problem;
        if (state.points[id]!.raisedBy !== 'consultee') return `${id} is not the consultee's point`;
      }
      if (move.point === move.earlier) return 'a point cannot contradict itself';
      if (state.points[move.point]!.pinned) return `the person has decided ${move.point}`;
      if (state.points[move.point]!.status === 'dismissed') return `${move.point} is already Dismissed`;
      return once(scope, `contradiction:${move.point}`, `${move.point} flagged`);
    }
    case 'deadlock': {
      const problem = pointProblem(state, move.point);
      if (problem) return problem;
      if (state.points[move.point]!.pinned) return `the person has decided ${move.point}`;
      const deadlock = state.points[move.point]!.deadlock;
      if (!deadlock) return `${move.point} is not deadlocked (3+ rounds in dispute)`;
      if (deadlock.cause) return `${move.point}'s deadlock is already classified (${deadlock.cause})`;
      return once(scope, `deadlock:${move.point}`, `${move.point} classified`);
    }
  }
}

function checkArbiter(state: ArgState, move: ArbiterMove, scope: ResponseScope): string | null {
  if (move.type === 'assessment') return once(scope, 'assessment', 'an assessment given');
  const problem = pointProblem(state, move.item);
  if (problem) return problem;
  if (!bucketOf(state.points[move.item]!)) return `${move.item} is not in a bucket yet`;
  return once(scope, `flag:${move.item}`, `${move.item} flagged`);
}
