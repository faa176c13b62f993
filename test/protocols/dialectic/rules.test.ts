// The synthesis rules of seed 003, one test each, played through the engine: the advocate, the
// critic and the synthesis answer, and the resolution is what the rule says whatever the synthesis
// proposed; where no rule holds, the synthesis's own judgement stands.
import { describe, expect, it } from 'vitest';
import { argue, diagnose, object, play, review, stateOf, synthesize, walk } from './play.js';

const planning = (stakes: string, advocate: string, critic: string, synthesis: string) => {
  const w = walk({ debate: 'planning', stakes });
  play(w, { advocate: [advocate], critic: [critic], synthesis: [synthesis] });
  return stateOf(w).resolution!;
};

const failure = (critic: string, synthesis: string, more: Record<string, unknown> = {}, advocate = diagnose('use the package entry')) => {
  const w = walk({
    debate: 'failure',
    attempts: ['updated import path', 'reinstalled deps'],
    errors: ['Cannot find module x', 'TypeError: login is not a function'],
    ...more,
  });
  play(w, { advocate: [advocate], critic: [critic], synthesis: [synthesis] });
  return stateOf(w).resolution!;
};

describe("the planning debate's synthesis rules", () => {
  it("a critic SEVERITY:high with an actionable COUNTER makes MODIFY with the critic's suggestion", () => {
    const r = planning(
      'medium',
      argue('Delete it', 0.9),
      object('high', 'CI reads it', 'Move it aside first and delete it next week'),
      synthesize('PROCEED', { counter_actionable: 'yes' }),
    );
    expect(r).toMatchObject({
      resolution: 'MODIFY',
      decidedBy: 'high-severity-actionable-counter',
      proposed: 'PROCEED',
      modifications: ['Move it aside first and delete it next week'],
      nextAttemptLimit: 1,
    });
  });

  it('a counter the synthesis judges not actionable leaves the decision to the other rules and the synthesis', () => {
    const r = planning(
      'medium',
      argue('Delete it', 0.9),
      object('high', 'It might not work', 'be careful'),
      synthesize('PROCEED', { counter_actionable: 'no' }),
    );
    expect(r).toMatchObject({ resolution: 'PROCEED', decidedBy: 'synthesis' });
  });

  it("an unsure (or missing) judgement of the COUNTER counts as actionable: the seed's bias", () => {
    expect(
      planning(
        'medium',
        argue('Delete it', 0.9),
        object('high', 'CI reads it', 'Move it aside first'),
        synthesize('PROCEED', { counter_actionable: 'unsure' }),
      ).resolution,
    ).toBe('MODIFY');
    expect(
      planning('medium', argue('Delete it', 0.9), object('high', 'CI reads it', 'Move it aside first'), synthesize('PROCEED')).resolution,
    ).toBe('MODIFY');
  });

  it('an advocate CONFIDENCE of 0.8 or more and a critic SEVERITY:low make PROCEED', () => {
    const r = planning('medium', argue('Delete it', 0.8), object('low', 'A log line may be lost'), synthesize('ESCALATE'));
    expect(r).toMatchObject({ resolution: 'PROCEED', decidedBy: 'confident-advocate-low-severity', proposed: 'ESCALATE' });
  });

  it("an advocate below 0.8 against a low severity is the synthesis's call", () => {
    expect(planning('medium', argue('Delete it', 0.79), object('low', 'minor'), synthesize('ESCALATE')).decidedBy).toBe('synthesis');
  });

  it('high stakes and any disagreement err toward MODIFY (with a counter) or ESCALATE (without one), never PROCEED', () => {
    const withCounter = planning(
      'high',
      argue('Delete it', 0.95),
      object('low', 'A log line may be lost', 'Copy the log first'),
      synthesize('PROCEED'),
    );
    expect(withCounter).toMatchObject({
      resolution: 'MODIFY',
      decidedBy: 'high-stakes-disagreement',
      modifications: ['Copy the log first'],
    });
    const without = planning('high', argue('Delete it', 0.95), object('medium', 'It is risky'), synthesize('PROCEED'));
    expect(without).toMatchObject({ resolution: 'ESCALATE', decidedBy: 'high-stakes-disagreement', escalateTo: 'human' });
    const escalated = planning(
      'high',
      argue('Delete it', 0.95),
      object('medium', 'It is risky', 'Wait a week'),
      synthesize('ESCALATE', { escalate_to: 'the on-call engineer' }),
    );
    expect(escalated).toMatchObject({ resolution: 'ESCALATE', escalateTo: 'the on-call engineer' });
  });

  it('high stakes without a disagreement (the critic objects to nothing) may proceed', () => {
    expect(planning('high', argue('Delete it', 0.95), object('low', 'none'), synthesize('PROCEED')).resolution).toBe('PROCEED');
  });

  it("where no rule holds, the synthesis's resolution, rationale and modifications stand", () => {
    const r = planning(
      'medium',
      argue('Delete it', 0.6),
      object('medium', 'Size unknown', 'Measure first'),
      synthesize('MODIFY', { modifications: ['measure the cache first'], next_attempt_limit: 2 }),
    );
    expect(r).toMatchObject({
      resolution: 'MODIFY',
      decidedBy: 'synthesis',
      modifications: ['measure the cache first'],
      nextAttemptLimit: 2,
      rationale: 'The synthesis says MODIFY.',
    });
  });
});

describe("the failure debate's synthesis rules", () => {
  it('a critic SHOULD_ESCALATE:true makes ESCALATE, and no synthesis overrides it', () => {
    const r = failure(review({ should_escalate: true }), synthesize('RETRY', { diff_substantial: 'yes', next_approach: 'again' }));
    expect(r).toMatchObject({ resolution: 'ESCALATE', decidedBy: 'critic-should-escalate', proposed: 'RETRY', escalateTo: 'human' });
  });

  it('a substantial DIFF_FROM_PREVIOUS and no BLIND_SPOT make RETRY, with one more attempt at most', () => {
    const r = failure(
      review(),
      synthesize('PIVOT', { diff_substantial: 'yes', next_approach: 'rewrite the module', next_attempt_limit: 2 }),
    );
    expect(r).toMatchObject({
      resolution: 'RETRY',
      decidedBy: 'substantial-diff-no-blind-spot',
      nextApproach: 'rewrite the module',
      nextAttemptLimit: 1,
    });
  });

  it("an unsure judgement of the DIFF counts as substantial, and the advocate's FIX is the next approach when the synthesis names none", () => {
    const r = failure(review(), synthesize('ESCALATE', { diff_substantial: 'unsure' }));
    expect(r).toMatchObject({ resolution: 'RETRY', nextApproach: 'use the package entry' });
  });

  it('a DIFF judged not substantial, or a BLIND_SPOT, leaves the call to the synthesis', () => {
    expect(failure(review(), synthesize('PIVOT', { diff_substantial: 'no', next_approach: 'mock the module' }))).toMatchObject({
      resolution: 'PIVOT',
      decidedBy: 'synthesis',
      nextApproach: 'mock the module',
    });
    expect(
      failure(
        review({ blind_spot: 'the test runs in another working directory' }),
        synthesize('PIVOT', { next_approach: 'run from the root' }),
      ).decidedBy,
    ).toBe('synthesis');
  });

  it('the same PATTERN the critic names, matching the previous errors (the same error again), makes ESCALATE', () => {
    const r = failure(review({ pattern: 'module resolution keeps failing' }), synthesize('RETRY', { diff_substantial: 'yes' }), {
      errors: ["ENOENT: no such file or directory, open '/a/b.txt'", "ENOENT: no such file or directory, open '/c/d/b.txt'"],
    });
    expect(r).toMatchObject({ resolution: 'ESCALATE', decidedBy: 'repeated-pattern' });
  });

  it('a PATTERN named while the errors differ, and no earlier debate named it, is no repeated pattern', () => {
    const r = failure(review({ pattern: 'flaky imports' }), synthesize('RETRY', { diff_substantial: 'yes' }), {
      errors: ['ENOENT: file not found', 'EACCES: permission denied'],
    });
    expect(r.decidedBy).toBe('substantial-diff-no-blind-spot');
  });

  it('a PATTERN an earlier failure debate on the task already named is a repeated pattern', () => {
    const w = walk({ debate: 'failure', attempts: ['a', 'b'], errors: ['ENOENT: file not found', 'EACCES: permission denied'] });
    w.record('memory.loaded', {
      records: [
        {
          file: 'debate-metrics.jsonl',
          line: { debate_id: '004-x', type: 'failure', task_id: stateOf(w).config.taskId, resolution: 'RETRY', pattern: 'Flaky imports!' },
        },
      ],
    });
    play(w, { advocate: [diagnose('x')], critic: [review({ pattern: 'flaky imports' })], synthesis: [synthesize('RETRY')] });
    expect(stateOf(w).resolution).toMatchObject({ resolution: 'ESCALATE', decidedBy: 'repeated-pattern' });
  });

  it('RETRY from the synthesis itself allows one more attempt, never two', () => {
    expect(
      failure(review({ blind_spot: 'caching' }), synthesize('RETRY', { next_approach: 'clear the cache', next_attempt_limit: 2 })),
    ).toMatchObject({ resolution: 'RETRY', decidedBy: 'synthesis', nextAttemptLimit: 1 });
  });

  it('without a usable synthesis answer the rules still decide, and with none holding the debate escalates', () => {
    const w = walk({ debate: 'failure', attempts: ['a', 'b'], errors: ['x', 'y'] });
    play(w, { advocate: [diagnose('x')], critic: [review({ blind_spot: 'the env' })], synthesis: ['no idea', 'still no idea'] });
    expect(stateOf(w).resolution).toMatchObject({ resolution: 'ESCALATE', decidedBy: 'synthesis-unavailable' });
    const ruled = walk({ debate: 'failure', attempts: ['a', 'b'], errors: ['x', 'y'] });
    play(ruled, { advocate: [diagnose('x')], critic: [review()], synthesis: ['no idea', 'still no idea'] });
    expect(stateOf(ruled).resolution).toMatchObject({ resolution: 'RETRY', decidedBy: 'substantial-diff-no-blind-spot' });
  });
});
