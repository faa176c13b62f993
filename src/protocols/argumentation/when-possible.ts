// When an action the person cannot take now becomes possible, in the protocol's words: a point is
// overridden once the consultee has made it, a defense is ruled on once it is given, only execution
// and textual evidence is verified by hand, a point is resolved once it deadlocks or ends
// Unresolved, and arbitration waits for the arbiter's answer (and never runs in minimal mode).
import { type Later, whenPossibleFrom } from '../kit/when-possible.js';
import type { ArgState } from './state.js';

/** A challenge still waiting for its defense. */
const OPEN = ['open', 'dropped'];

/** A point's override (reclassify it, move it): there is none until the consultee has made one. */
function onPoint(state: ArgState, item?: string): string | undefined {
  if (item === undefined && state.pointOrder.length === 0) return 'a point can be reclassified or moved once the consultee has made one';
  return undefined;
}

function ruling(state: ArgState, item?: string): string | undefined {
  if (item === undefined) return 'a defense can be ruled on once the consultee has answered a challenge';
  const challenge = state.challenges[item];
  if (!challenge) return undefined;
  if (OPEN.includes(challenge.status)) return `${item} can be ruled on once the consultee has defended ${challenge.point} against it`;
  return `${item} is ${challenge.status}: there is no defense left to rule on`;
}

function verifying(state: ArgState, item?: string): string | undefined {
  if (item === undefined) return 'evidence can be marked verified once a seat cites execution output or a passage';
  const evidence = state.evidence[item];
  if (!evidence) return undefined;
  if (evidence.status === 'verified') return `${item} is verified already`;
  return `${item} is ${evidence.type} evidence: only execution output or a textual passage is verified by hand`;
}

function attesting(state: ArgState, item?: string): string | undefined {
  const point = item === undefined ? undefined : state.points[item];
  if (item === undefined) return 'evidence can be added once the consultee has made an empirical point';
  if (!point) return undefined;
  return `${item} is a ${point.kind} point: evidence is added to empirical points only (reclassify or move it instead)`;
}

function resolving(state: ArgState, item?: string): string | undefined {
  if (item !== undefined && !state.points[item]) return undefined;
  const which = item ?? 'a point';
  return `${which} can be resolved once it deadlocks or ends Unresolved (missing data, a definition, a trade-off)`;
}

function arbitration(state: ArgState): string | undefined {
  if (state.config.mode === 'minimal') return 'the minimal mode has no arbitration: start the debate in standard or quick mode for one';
  if (state.pending.some((t) => t.seat === 'arbiter'))
    return 'arbitration is requested already; it can be requested again once the arbiter has answered';
  return undefined;
}

const LATER: readonly Later<ArgState>[] = [
  { kind: 'reclassify', command: 'override', when: onPoint },
  { kind: 'move', command: 'override', when: onPoint },
  { kind: 'rule', command: 'override', when: ruling },
  { kind: 'verify', command: 'override', when: verifying },
  { kind: 'attest', command: 'override', when: attesting },
  { kind: 'answer', command: 'resolve', when: resolving },
  { kind: 'define', command: 'resolve', when: resolving },
  { kind: 'choose', command: 'resolve', when: resolving },
  { kind: 'arbitrate', command: 'arbitrate', when: arbitration },
];

export const whenPossible = whenPossibleFrom(LATER);
