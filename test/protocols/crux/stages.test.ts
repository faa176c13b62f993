// Milestone 1 of seed 004 and rule 1 of issue 16: the stages DISCOVERY → CRUX_LOCK → EVIDENCE →
// CONVERGED, each with its moves, a message budget MIN-MAX and its gate.
import { describe, expect, it } from 'vitest';
import { crux } from '../../../src/protocols/crux/index.js';
import type { CruxState } from '../../../src/protocols/crux/state.js';
import { claim, commit, CruxDebate, evidence, falsifier, propose } from './driver.js';

describe('the stage pipeline', () => {
  it('starts in DISCOVERY with debater-1 due', () => {
    const d = new CruxDebate();
    expect(d.state.stage).toBe('DISCOVERY');
    expect(d.due).toBe('debater-1');
  });

  it('advances to CRUX_LOCK after 8 messages when the 8th proposes a binary question', () => {
    const d = new CruxDebate();
    d.claims(7);
    expect(d.state.stage).toBe('DISCOVERY');
    d.say([propose()]);
    expect(d.state.used.DISCOVERY).toBe(8);
    expect(d.state.stage).toBe('CRUX_LOCK');
    expect(d.notices().find((n) => n.type === 'stage_transition')?.text).toBe(
      'DISCOVERY → CRUX_LOCK: a binary question is on the table after 8 messages.',
    );
  });

  it('keeps DISCOVERY open past its minimum while no binary question has been proposed', () => {
    const d = new CruxDebate();
    d.claims(8);
    expect(d.state.stage).toBe('DISCOVERY');
  });

  it('waits for the minimum of 6 messages when the question comes early', () => {
    const d = new CruxDebate();
    d.say([propose()]);
    d.claims(4);
    expect(d.state.stage).toBe('DISCOVERY');
    d.say([claim()]);
    expect(d.state.stage).toBe('CRUX_LOCK');
  });

  it('ends DISCOVERY at its budget of 10 without a question: the moderator frames the debate question as binary', () => {
    const d = new CruxDebate();
    d.claims(9);
    d.say([claim(), claim()]);
    expect(d.state.used.DISCOVERY).toBe(10);
    expect(d.state.stage).toBe('CRUX_LOCK');
    expect(d.state.question).toMatchObject({ text: 'Is Bitcoin digital gold?', how: 'framed', by: 'engine' });
    expect(d.types()).toContain('question_framed');
  });

  it("refuses messages past the stage budget, with the reason in that seat's next prompt", () => {
    const d = new CruxDebate();
    d.say([claim(), claim(), claim()]);
    d.say([claim(), claim(), claim()]);
    d.say([claim(), claim(), claim()]);
    d.say([claim('tenth'), claim('eleventh')]);
    expect(d.state.used.DISCOVERY).toBe(10);
    const refused = d.notices().filter((n) => n.type === 'move.refused');
    expect(refused.at(-1)?.text).toBe("Refused debater-2's CLAIM move: past the budget: DISCOVERY takes 10 messages and they are used.");
    expect(d.state.inbox['debater-2']).toContain(
      'Your CLAIM move was refused: past the budget: DISCOVERY takes 10 messages and they are used.',
    );
  });

  it("refuses a move its stage does not take, with the reason in that seat's next prompt", () => {
    const d = new CruxDebate();
    d.say([commit('YES')]);
    expect(d.state.commitments['debater-1']).toBeUndefined();
    d.say([]);
    expect(d.prompt('debater-1')).toContain(
      'Your COMMIT_POSITION move was refused: COMMIT_POSITION is not allowed in DISCOVERY (allowed: CLAIM, CHALLENGE, PROPOSE_QUESTION, STEELMAN, GRADE_STEELMAN, CONCEDE).',
    );
  });

  it('takes at most 3 messages in one turn', () => {
    const d = new CruxDebate();
    d.say([claim(), claim(), claim(), claim('fourth')]);
    expect(d.state.used.DISCOVERY).toBe(3);
    expect(d.state.inbox['debater-1']).toContain('Your CLAIM move was refused: at most 3 messages per turn.');
  });

  it('advances to EVIDENCE after 6 messages in CRUX_LOCK when the lock holds', () => {
    const d = new CruxDebate().toEvidence();
    expect(d.state.used.CRUX_LOCK).toBe(6);
    expect(d.state.stage).toBe('EVIDENCE');
  });

  it('closes EVIDENCE once its minimum is reached and every falsifier has evidence', () => {
    const d = new CruxDebate({ evidenceBudget: '4-8' }).toEvidence();
    d.say([evidence('F1'), evidence('F2')]);
    d.say([evidence('F3')]);
    expect(d.state.stage).toBe('EVIDENCE');
    d.say([evidence('F4')]);
    expect(d.state.stage).toBe('CONVERGED');
    expect(d.plan()).toMatchObject({ kind: 'done' });
  });

  it('converges when the EVIDENCE budget is spent, evidence or not', () => {
    const d = new CruxDebate({ evidenceBudget: '2-3' }).toEvidence();
    d.say([claim(), claim(), claim()]);
    expect(d.state.stage).toBe('CONVERGED');
    expect(d.notices().find((n) => n.type === 'stage_transition' && n.text.startsWith('EVIDENCE'))?.text).toBe(
      'EVIDENCE → CONVERGED: its budget of 3 messages is spent.',
    );
  });

  it('forces the stage on when a whole round passes without a message', () => {
    const d = new CruxDebate();
    d.say([propose()]);
    d.say([]);
    expect(d.state.stage).toBe('DISCOVERY');
    d.say([]);
    d.say([]);
    expect(d.state.stage).toBe('CRUX_LOCK');
    expect(d.state.question?.text).toBe('Will Bitcoin fall more than 50% the next time the S&P 500 falls more than 30%?');
  });

  it('goes on with the rotation across a stage change', () => {
    const d = new CruxDebate();
    d.claims(4);
    d.say([propose(), claim()], { seat: 'debater-1' });
    expect(d.state.stage).toBe('CRUX_LOCK');
    expect(d.due).toBe('debater-2');
  });

  it('closes one step unit per stage, so agon step counts stages', () => {
    const d = new CruxDebate().toEvidence();
    const reductions = d.walk.frames.map((f) => crux.reduce(f.before as CruxState, f.event).closed).filter(Boolean);
    expect(reductions).toEqual([
      { unit: 'stage', label: 'stage DISCOVERY' },
      { unit: 'stage', label: 'stage CRUX_LOCK' },
    ]);
  });
});

describe('budgets', () => {
  it('are 10 / 8 / 16 messages by default, opening their gates from 6 / 6 / 12', () => {
    expect(new CruxDebate().state.config.budgets).toEqual({
      DISCOVERY: { min: 6, max: 10 },
      CRUX_LOCK: { min: 6, max: 8 },
      EVIDENCE: { min: 12, max: 16 },
    });
  });

  it('are 6 / 6 / 12 with --fast', () => {
    expect(new CruxDebate({ fast: true }).state.config.budgets).toEqual({
      DISCOVERY: { min: 6, max: 6 },
      CRUX_LOCK: { min: 6, max: 6 },
      EVIDENCE: { min: 12, max: 12 },
    });
  });

  it('are configurable as MIN-MAX, or MAX keeping the usual minimum under it', () => {
    const budgets = new CruxDebate({ discoveryBudget: '3-5', cruxLockBudget: '4', evidenceBudget: '20' }).state.config.budgets;
    expect(budgets).toEqual({ DISCOVERY: { min: 3, max: 5 }, CRUX_LOCK: { min: 4, max: 4 }, EVIDENCE: { min: 12, max: 20 } });
  });

  it('refuses a budget that is not MAX or MIN-MAX, naming its flag', () => {
    const refused = crux.configure({
      question: 'Q?',
      seats: { 'debater-1': { kind: 'script' }, 'debater-2': { kind: 'script' } },
      discoveryBudget: '9-3',
    });
    expect(refused).toEqual({
      ok: false,
      problem: '--discovery-budget takes MAX or MIN-MAX messages from 1 to 100 (such as 6-10), not "9-3"',
    });
  });

  it('needs at least two debaters', () => {
    expect(crux.configure({ question: 'Q?', seats: { 'debater-1': { kind: 'script' } } })).toEqual({
      ok: false,
      problem: 'a crux debate needs at least 2 debaters (seats debater-1, debater-2, …); 1 given',
    });
  });

  it("past CRUX_LOCK's budget, takes only moves that repair an unmet lock criterion", () => {
    const d = new CruxDebate({ cruxLockBudget: '2-2' }).toCruxLock();
    d.say([commit('NO')]);
    d.say([commit('YES')]);
    expect(d.state.locks).toHaveLength(1);
    expect(d.state.locks[0]!.ok).toBe(false);
    d.say([commit('NO', 0.9), falsifier()]);
    expect(d.state.inbox['debater-1']).toContain(
      "Your COMMIT_POSITION move was refused: past the budget: CRUX_LOCK's 2 messages are used, and only moves that repair an unmet lock criterion are taken now.",
    );
    expect(d.state.commitments['debater-1']!.confidence).toBe(0.8);
    expect(d.state.falsifiers.F1).toMatchObject({ seat: 'debater-1', status: 'declared' });
  });
});
