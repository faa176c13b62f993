// The crux reducer on the shared harness's random walks (test/harness/properties.ts), with crux's
// own invariants checked after every step: the budgets hold and count what the thread holds, the
// stages only move forward, no CHALLENGE precedes an ACCURATE steelman, only the steelmanned grade,
// a lock holds only with all four criteria met, declared falsifiers are concrete, a proposed crux
// question is binary, a turn posts at most three messages, and a forced framing leaves nobody
// UNCERTAIN.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { binaryProblem } from '../../../src/protocols/crux/binary-question.js';
import { STAGES, WORK_STAGES } from '../../../src/protocols/crux/config.js';
import { falsifierProblems } from '../../../src/protocols/crux/falsifier-validator.js';
import { crux } from '../../../src/protocols/crux/index.js';
import { MESSAGES_PER_TURN } from '../../../src/protocols/crux/rules.js';
import type { CruxState } from '../../../src/protocols/crux/state.js';
import { describeProperties } from '../../harness/properties.js';
import { Walk } from '../../harness/walk.js';
import { cruxAnswer } from './crux-answers.js';

function invariants(walk: Walk): string | null {
  const state = walk.state as CruxState;
  const frame = walk.frames.at(-1);
  const before = frame?.before as CruxState | undefined;
  const entries = state.thread.map((id) => state.entries[id]!);
  for (const stage of WORK_STAGES) {
    const counted = entries.filter((e) => e.counted && e.stage === stage).length;
    if (counted !== state.used[stage]) return `${stage} counts ${state.used[stage]} messages but the thread holds ${counted}`;
  }
  for (const stage of ['DISCOVERY', 'EVIDENCE'] as const) {
    if (state.used[stage] > state.config.budgets[stage].max)
      return `${stage} holds ${state.used[stage]} messages, over its budget of ${state.config.budgets[stage].max}`;
  }
  const overtime = entries.filter((e) => e.counted && e.stage === 'CRUX_LOCK').slice(state.config.budgets.CRUX_LOCK.max);
  if (overtime.length && !state.budgetAttempted) return 'CRUX_LOCK went past its budget before the lock was attempted there';
  if (before && STAGES.indexOf(state.stage) < STAGES.indexOf(before.stage))
    return `the stage went back from ${before.stage} to ${state.stage}`;
  if (frame && before && frame.event.type === 'move.accepted') {
    const posted = entries.filter((e) => e.seq === frame.event.seq && e.counted).length;
    if (posted > MESSAGES_PER_TURN) return `one answer posted ${posted} messages`;
  }
  for (const e of entries.filter((x) => x.kind === 'CHALLENGE')) {
    const earned = Object.values(state.steelmen).some((s) => s.by === e.by && s.of === e.target && s.grade === 'ACCURATE' && s.seq < e.seq);
    if (!earned) return `${e.id}: ${e.by} challenged ${e.target} without an ACCURATE steelman first`;
  }
  for (const e of entries.filter((x) => x.kind === 'GRADE_STEELMAN')) {
    if (state.steelmen[e.item!]!.of !== e.by) return `${e.id}: ${e.by} graded a steelman of someone else`;
  }
  const lockedAt = state.locks.find((l) => l.ok);
  if (lockedAt && !lockedAt.criteria.every((c) => c.met)) return 'a lock held with an unmet criterion';
  if ((state.locked !== undefined) !== (lockedAt !== undefined)) return 'the locked crux and the successful attempt disagree';
  if (STAGES.indexOf(state.stage) >= STAGES.indexOf('EVIDENCE') && !state.locked) return `${state.stage} reached without a lock`;
  if (state.locks.length > state.config.lockAttempts) return `${state.locks.length} lock attempts, over ${state.config.lockAttempts}`;
  for (const f of Object.values(state.falsifiers).filter((x) => x.status === 'declared')) {
    if (falsifierProblems(f).length) return `${f.id} was declared though ${falsifierProblems(f).join('; ')}`;
  }
  if (state.question && state.question.how !== 'framed' && binaryProblem(state.question.text))
    return `the crux question is not binary: ${state.question.text}`;
  if (state.binaryForced && Object.values(state.commitments).some((c) => c.side === 'UNCERTAIN'))
    return 'UNCERTAIN survived a forced binary framing';
  return null;
}

const configs = fc.record({
  fast: fc.boolean(),
  discoveryBudget: fc.constantFrom('2-3', '3-5', '6-10'),
  cruxLockBudget: fc.constantFrom('2-2', '2-4', '6-8'),
  evidenceBudget: fc.constantFrom('1-2', '2-4', '12-16'),
  lockAttempts: fc.integer({ min: 3, max: 5 }),
  seats: fc.constantFrom(
    { 'debater-1': { kind: 'script' }, 'debater-2': { kind: 'script' } },
    { 'debater-1': { kind: 'script' }, 'debater-2': { kind: 'script' }, 'debater-3': { kind: 'script' } },
    { 'debater-1': { kind: 'script' }, 'debater-2': { kind: 'script' }, moderator: { kind: 'script' } },
    { 'debater-1': { kind: 'human' }, 'debater-2': { kind: 'script' }, moderator: { kind: 'human' } },
  ),
});

describeProperties(crux, { configs, answer: cruxAnswer, invariants, numRuns: 120 });

// The shared walks mix in the demo's answers, empty ones and junk; these go deep instead, every
// seat answering from the generator (now and then failing), to the end of the debate.
describe('the crux reducer on deep walks of generated answers', () => {
  it("keeps crux's own invariants at every step to the end of the debate", () => {
    fc.assert(
      fc.property(configs, fc.array(fc.nat(1000), { minLength: 20, maxLength: 120 }), (raw, answers) => {
        const walk = Walk.configured(crux, { question: 'Is Bitcoin digital gold?', ...raw });
        for (const n of answers) {
          const plan = walk.plan();
          if (plan.kind === 'done') break;
          const seat = plan.kind === 'ask' ? plan.requests[0]!.seat : plan.kind === 'await-human' ? plan.seat : undefined;
          if (plan.kind === 'prepare') walk.prepare(plan);
          else if (seat && n % 29 === 0) walk.record('agent.failed', { seat, reason: 'timed out' });
          else if (seat) walk.answer(seat, cruxAnswer(walk.state, seat, n));
          const broken = invariants(walk);
          if (broken) throw new Error(broken);
        }
      }),
      { numRuns: 150, seed: 20261123 },
    );
  });
});
