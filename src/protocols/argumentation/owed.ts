// What a seat owes on its turn, for parse: an answer with no usable move while something is owed
// goes back to the seat once (kit/parse-answer.ts) instead of counting as silence.
import { isPersonSeat } from '../kit/players.js';
import { dueTurn } from '../kit/turns.js';
import type { RefusedMove } from '../types.js';
import { orchestratorWork } from './round.js';
import { type ArgState, type Challenge, OPEN_CHALLENGE } from './state.js';

/** The challenges the consultee must answer in this turn: open, in their window, not yet answered. */
export function dueChallenges(state: ArgState): Challenge[] {
  return state.challengeOrder
    .map((id) => state.challenges[id]!)
    .filter((c) => OPEN_CHALLENGE.includes(c.status) && c.status !== 'answered' && c.windowStart <= state.n);
}

/** What the seat owes now; nothing for the person, whose silence is always deliberate. */
export function owed(state: ArgState, seat: string): string | null {
  if (isPersonSeat(state.config, seat)) return null;
  const purpose = dueTurn(state, seat)?.purpose;
  const parts: string[] = [];
  if (purpose === 'open') parts.push('your opening position');
  if (purpose === 'raise') {
    const quick = state.config.mode === 'quick';
    for (const c of dueChallenges(state)) {
      const name = quick ? `the objection to ${c.point}` : `${c.id} (${c.kind} on ${c.point})`;
      parts.push(c.kind === 'ILL-FORMED' ? `a clarification of ${c.point}` : `an answer to ${name}`);
    }
    if (state.stressTest.status === 'due' && state.stressTest.round === state.n)
      parts.push(`the stress test's attacks on ${state.stressTest.targets.join(', ')}`);
    if (state.n === 1 && !state.pointOrder.some((id) => state.points[id]!.raisedBy === 'consultee'))
      parts.push('your first points on the question');
  }
  if (purpose === 'evaluate') {
    const work = orchestratorWork(state);
    if (work.assess.length) parts.push(`an assessment of ${work.assess.join(', ')}`);
    if (work.rule.length) parts.push(`a ruling on ${work.rule.join(', ')}`);
    if (work.deadlocks.length) parts.push(`a deadlock classification for ${work.deadlocks.join(', ')}`);
  }
  return parts.length ? parts.join('; ') : null;
}

const ANSWERS = ['defend', 'concede', 'clarify', 'revise'];

/**
 * The due challenges a malformed move tried to answer (it names the challenge, or in quick mode
 * its point), each with why the move could not be read. Such a challenge is neither answered nor
 * missed: a defense that could not be read is never a missed defense.
 */
export function unreadableAnswers(state: ArgState, refused: readonly RefusedMove<unknown>[]): Map<string, string> {
  const due = dueChallenges(state);
  const found = new Map<string, string>();
  for (const { move, reason, malformed } of refused) {
    if (!malformed || typeof move !== 'object' || move === null) continue;
    const record = move as Record<string, unknown>;
    const named = new Set(Object.values(record).flatMap((v) => (typeof v === 'string' ? [v.trim().replace(/^#/, '').toUpperCase()] : [])));
    const answers = typeof record.type !== 'string' || ANSWERS.includes(record.type);
    for (const c of due) {
      if (named.has(c.id) || (answers && named.has(c.point))) found.set(c.id, reason);
    }
  }
  return found;
}
