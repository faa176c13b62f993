// The debate flows of seed 003: who is asked in what order, what each seat sees ("Context
// window"), the response limits, and the answers each seat gives, by the seed's field names.
import { describe, expect, it } from 'vitest';
import { dialectic } from '../../../src/protocols/dialectic/index.js';
import { answer, argue, diagnose, object, play, review, stateOf, synthesize, walk } from './play.js';

describe('the planning debate flow', () => {
  it('asks the advocate for CLAIM / SUPPORTS / CONFIDENCE, then the critic for OBJECTION / RISKS / COUNTER / SEVERITY, then the synthesis', () => {
    const w = walk({ stakes: 'medium' });
    const asked: string[] = [];
    const { end } = play(w, {
      advocate: [argue('Delete the cache', 0.7, ['it is stale'])],
      critic: [object('medium', 'Builds slow down', 'Delete it on a weekend', ['cold builds'])],
      synthesis: [synthesize('MODIFY', { modifications: ['delete on a weekend'] })],
    });
    for (const e of w.events.filter((e) => e.type === 'move.accepted')) asked.push(String(e.data.seat));
    expect(asked).toEqual(['advocate', 'critic', 'synthesis']);
    expect(end).toEqual({ kind: 'done', reason: 'resolved: MODIFY' });
    expect(stateOf(w).answers.A1!.move).toEqual({ type: 'argue', claim: 'Delete the cache', supports: ['it is stale'], confidence: 0.7 });
    expect(stateOf(w).answers.K1!.move).toEqual({
      type: 'object',
      objection: 'Builds slow down',
      risks: ['cold builds'],
      counter: 'Delete it on a weekend',
      severity: 'medium',
    });
  });

  it('runs ROUNDS advocate–critic exchanges before the synthesis, the advocate answering the critic each time', () => {
    const w = walk({ stakes: 'medium', rounds: 3 });
    const { prompts } = play(w, {
      advocate: [argue('one', 0.5), argue('two', 0.6), argue('three', 0.7)],
      critic: [object('high', 'first objection'), object('medium', 'second objection'), object('low', 'third objection')],
      synthesis: [synthesize('PROCEED')],
    });
    expect(stateOf(w).order).toEqual(['A1', 'K1', 'A2', 'K2', 'A3', 'K3', 'S']);
    expect(prompts.advocate![1]).toContain("## The critic's objection (round 1)\n\nfirst objection (severity high)");
    expect(w.notices().filter((n) => n.type === 'round.closed')).toHaveLength(2);
  });

  it('the advocate sees the request; the critic also the advocate and why the debate runs; the synthesis all of it and the rules', () => {
    const w = walk({ stakes: 'high' });
    const { prompts } = play(w, {
      advocate: [argue('Delete the cache', 0.7)],
      critic: [object('medium', 'Builds slow down', 'Wait')],
      synthesis: [synthesize('MODIFY', { modifications: ['wait'] })],
    });
    expect(prompts.advocate![0]).toContain('DEBATE REQ:Delete the build cache ROUNDS:1 STAKES:high');
    expect(prompts.advocate![0]).not.toContain('Why this debate runs');
    expect(prompts.critic![0]).toContain('CLAIM: Delete the cache');
    expect(prompts.critic![0]).toContain('Called before a high-stakes action.');
    expect(prompts.synthesis![0]).toContain('CLAIM: Delete the cache');
    expect(prompts.synthesis![0]).toContain('OBJECTION: Builds slow down');
    expect(prompts.synthesis![0]).toContain('high stakes and any disagreement → MODIFY or ESCALATE');
    expect(prompts.synthesis![0]).toContain('"unsure": that counts as actionable');
  });
});

describe('the failure debate flow', () => {
  const attempts = {
    debate: 'failure',
    attempts: ['pinned the old version', 'updated import path', 'reinstalled deps'],
    errors: ['E1: first', 'Cannot find module x', 'TypeError: login is not a function'],
    attempt: 3,
  };

  it('asks the advocate for DIAGNOSIS / FIX / DIFF_FROM_PREVIOUS, then the critic for PATTERN / BLIND_SPOT / SHOULD_ESCALATE', () => {
    const w = walk(attempts);
    play(w, {
      advocate: [diagnose('import from the entry point')],
      critic: [review({ pattern: 'none', blind_spot: 'the CI cache' })],
      synthesis: [synthesize('PIVOT', { next_approach: 'clear the CI cache' })],
    });
    expect(stateOf(w).answers.A1!.move).toEqual({
      type: 'diagnose',
      diagnosis: 'the cause',
      fix: 'import from the entry point',
      diff: 'a different approach',
    });
    expect(stateOf(w).answers.K1!.move).toEqual({ type: 'review', pattern: 'none', blindSpot: 'the CI cache', shouldEscalate: false });
    expect(stateOf(w).resolution?.resolution).toBe('PIVOT');
  });

  it('shows the advocate the last two attempts only, each with the error it ended with', () => {
    const w = walk(attempts);
    const { prompts } = play(w, { advocate: [diagnose('x')], critic: [review()], synthesis: [synthesize('RETRY')] });
    expect(prompts.advocate![0]).toContain(
      '- attempt 2: updated import path → Cannot find module x\n- attempt 3: reinstalled deps → TypeError: login is not a function',
    );
    expect(prompts.advocate![0]).not.toContain('pinned the old version');
    expect(prompts.advocate![0]).toContain(
      'DEBATE_FAILURE REQ:Delete the build cache ATTEMPTS:[updated import path, reinstalled deps] ERRORS:[Cannot find module x, TypeError: login is not a function]',
    );
    expect(prompts.critic![0]).toContain('FIX: x');
    expect(prompts.critic![0]).toContain("The errors' fingerprints");
  });

  it('refuses an answer of the other debate type, and asks the seat once more', () => {
    const w = walk(attempts);
    w.answer('advocate', argue('wrong shape', 0.5));
    expect(w.notices().map((n) => n.text)).toContain(
      "Refused advocate's argue move: in a failure debate the advocate answers DIAGNOSIS, FIX and DIFF_FROM_PREVIOUS.",
    );
    expect(dialectic.plan(stateOf(w))).toMatchObject({ kind: 'ask', requests: [{ seat: 'advocate', purpose: 'retry argue' }] });
    expect(
      dialectic.plan(stateOf(w)).kind === 'ask' &&
        (dialectic.plan(stateOf(w)) as { requests: { prompt: { full: string } }[] }).requests[0]!.prompt.full,
    ).toContain('in a failure debate the advocate answers DIAGNOSIS');
  });
});

describe('answers', () => {
  it('are read as CSP/1 field lines too, not only as JSON', () => {
    const w = walk({});
    w.answer('advocate', 'CLAIM: "Delete the cache"\nSUPPORTS: [it is stale, it is big]\nCONFIDENCE: 85%');
    expect(stateOf(w).answers.A1!.move).toEqual({
      type: 'argue',
      claim: 'Delete the cache',
      supports: ['it is stale', 'it is big'],
      confidence: 0.85,
    });
    w.answer('critic', '**OBJECTION**: none\n**SEVERITY**: LOW');
    w.answer('synthesis', 'RESOLUTION PROCEED\nRATIONALE Nothing blocks it.');
    expect(stateOf(w).resolution).toMatchObject({ resolution: 'PROCEED', decidedBy: 'confident-advocate-low-severity' });
  });

  it('are asked within 500 / 500 / 200 tokens', () => {
    const w = walk({});
    const limits: Record<string, number | undefined> = {};
    for (const seat of ['advocate', 'critic', 'synthesis']) {
      const plan = dialectic.plan(stateOf(w));
      if (plan.kind === 'ask') limits[seat] = plan.requests[0]!.limits?.outputTokens;
      w.answer(seat, seat === 'advocate' ? argue('x', 0.5) : seat === 'critic' ? object('low', 'y') : synthesize('PROCEED'));
    }
    expect(limits).toEqual({ advocate: 500, critic: 500, synthesis: 200 });
  });

  it('that run over their limit are flagged and kept whole, never cut', () => {
    const w = walk({});
    const long = argue(`Delete it ${'because '.repeat(400)}`, 0.5);
    w.record(
      'agent.responded',
      { seat: 'advocate', rawRef: 'r1', overLimit: { outputTokens: 500, measured: 812, estimated: true } },
      'advocate',
    );
    w.answer('advocate', long);
    expect(w.notices().find((n) => n.type === 'answer.over-limit')).toMatchObject({
      level: 'warning',
      text: "The advocate's answer ran to about 812 tokens, over its limit of 500; it is kept whole.",
    });
    expect(dialectic.view(stateOf(w)).flags).toContainEqual({
      text: "the advocate's answer ran over its 500-token limit (about 812)",
      level: 'warning',
    });
    expect((stateOf(w).answers.A1!.move as { claim: string }).claim).toBe(`Delete it ${'because '.repeat(400)}`.trim());
  });

  it('count their tokens for the metrics', () => {
    const w = walk({});
    w.record('agent.responded', { seat: 'advocate', rawRef: 'r1', tokens: { input: 900, output: 120, total: 1020 } }, 'advocate');
    w.record('agent.responded', { seat: 'critic', rawRef: 'r2', tokens: { total: 700 } }, 'critic');
    expect(stateOf(w).tokens).toBe(1720);
    expect(answer({})).toBe('{}');
  });
});
