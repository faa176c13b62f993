import { describe, expect, it } from 'vitest';
import { debateStatus, roundProgress, stageViews, summaryOf } from '../../../src/protocols/kit/progress.js';

describe('progress in rounds', () => {
  it('counts the rounds before the current one as done', () => {
    expect(roundProgress(3, 8, false)).toEqual({ unit: 'round', done: 2, total: 8, label: 'round 3/8' });
  });

  it('counts the last round as done once the debate is finished', () => {
    expect(roundProgress(3, 8, true).done).toBe(3);
  });
});

describe('stages', () => {
  const stages = [{ name: 'OPEN', note: 'round 1' }, { name: 'ARGUE' }, { name: 'CLOSE' }];

  it('are done before the current one and upcoming after it', () => {
    expect(stageViews(stages, 'ARGUE', false)).toEqual([
      { name: 'OPEN', state: 'done', note: 'round 1' },
      { name: 'ARGUE', state: 'current' },
      { name: 'CLOSE', state: 'upcoming' },
    ]);
  });

  it('are skipped after the current one once the debate is finished', () => {
    expect(stageViews(stages, 'ARGUE', true).map((s) => s.state)).toEqual(['done', 'done', 'skipped']);
  });
});

describe('the status of a debate', () => {
  const isHuman = (seat: string) => seat === 'you';

  it('is done, with why, once it ended and no turn is left', () => {
    expect(debateStatus([], 'converged: nothing open', isHuman)).toEqual({ state: 'done', reason: 'converged: nothing open' });
  });

  it('still runs while a last turn is due after the end', () => {
    expect(debateStatus([{ seat: 'judge', purpose: 'review' }], 'bound', isHuman)).toEqual({ state: 'running' });
  });

  it('waits for the person when the next turn is theirs', () => {
    expect(debateStatus([{ seat: 'you', purpose: 'raise' }], undefined, isHuman)).toEqual({
      state: 'awaiting-human',
      reason: 'you (raise)',
    });
  });
});

describe('the summary', () => {
  it('carries the question, phase, progress and status, with the reason when there is one', () => {
    const progress = roundProgress(2, 8, false);
    expect(summaryOf('Tea or coffee?', 'OPEN', progress, { state: 'running' })).toEqual({
      question: 'Tea or coffee?',
      phase: 'OPEN',
      progress,
      status: 'running',
    });
    expect(summaryOf('Tea or coffee?', 'OPEN', progress, { state: 'done', reason: 'bound' }).reason).toBe('bound');
  });
});
