// The synthesis response, emitted exactly as seed 003 writes it (RESOLUTION / RATIONALE /
// MODIFICATIONS | NEXT_APPROACH | ESCALATE_TO / NEXT_ATTEMPT_LIMIT) and as JSON, and the person
// overruling it with a reason.
import { describe, expect, it } from 'vitest';
import { dialectic } from '../../../src/protocols/dialectic/index.js';
import { argue, diagnose, object, play, review, stateOf, synthesize, walk } from './play.js';

type Json = { resolution: Record<string, unknown>; lines: string };

describe('the synthesis response', () => {
  it('is printed as RESOLUTION, RATIONALE, MODIFICATIONS and NEXT_ATTEMPT_LIMIT for MODIFY', () => {
    const w = walk({ stakes: 'medium' });
    play(w, {
      advocate: [argue('Delete it', 0.6)],
      critic: [object('medium', 'CI reads it')],
      synthesis: [
        synthesize('MODIFY', {
          rationale: 'CI still reads it. More words.',
          modifications: ['move it aside first', 'tell the CI owners'],
          next_attempt_limit: 2,
        }),
      ],
    });
    const { lines, resolution } = dialectic.outcome(stateOf(w)).json as Json;
    expect(lines).toBe(
      'RESOLUTION MODIFY\nRATIONALE CI still reads it.\nMODIFICATIONS [move it aside first, tell the CI owners]\nNEXT_ATTEMPT_LIMIT 2',
    );
    expect(resolution).toEqual({
      resolution: 'MODIFY',
      rationale: 'CI still reads it.',
      modifications: ['move it aside first', 'tell the CI owners'],
      next_attempt_limit: 2,
      decided_by: 'synthesis',
    });
  });

  it('is printed with NEXT_APPROACH for RETRY (with its limit) and PIVOT, ESCALATE_TO for ESCALATE, two lines for PROCEED', () => {
    const failure = (critic: string, synthesis: string) => {
      const w = walk({ debate: 'failure', attempts: ['a', 'b'], errors: ['x', 'y'] });
      play(w, { advocate: [diagnose('import the entry')], critic: [critic], synthesis: [synthesis] });
      return (dialectic.outcome(stateOf(w)).json as Json).lines;
    };
    expect(failure(review(), synthesize('RETRY', { rationale: 'Fix targets the cause.' }))).toBe(
      'RESOLUTION RETRY\nRATIONALE The fix differs substantially from what failed and the critic sees no blind spot.\nNEXT_APPROACH import the entry\nNEXT_ATTEMPT_LIMIT 1',
    );
    expect(
      failure(review({ blind_spot: 'CI' }), synthesize('PIVOT', { rationale: 'Wrong layer.', next_approach: 'fix the CI image' })),
    ).toBe('RESOLUTION PIVOT\nRATIONALE Wrong layer.\nNEXT_APPROACH fix the CI image');
    expect(failure(review({ should_escalate: true }), synthesize('ESCALATE'))).toBe(
      'RESOLUTION ESCALATE\nRATIONALE The critic judged that this failure needs a person.\nESCALATE_TO human',
    );
    const w = walk({});
    play(w, { advocate: [argue('Delete it', 0.9)], critic: [object('low', 'minor')], synthesis: [synthesize('PROCEED')] });
    expect((dialectic.outcome(stateOf(w)).json as Json).lines).toBe(
      'RESOLUTION PROCEED\nRATIONALE The advocate is confident and the critic found nothing serious.',
    );
  });

  it('refuses a resolution the debate type cannot end in, and a MODIFY without modifications', () => {
    const w = walk({});
    w.answer('advocate', argue('Delete it', 0.5));
    w.answer('critic', object('medium', 'hmm'));
    w.answer('synthesis', synthesize('RETRY'));
    w.answer('synthesis', synthesize('MODIFY'));
    expect(
      w
        .notices()
        .filter((n) => n.type === 'move.refused')
        .map((n) => n.text),
    ).toEqual([
      "Refused synthesis's synthesize move: RETRY does not end a planning debate (PROCEED, MODIFY, ESCALATE).",
      "Refused synthesis's synthesize move: MODIFY needs its MODIFICATIONS.",
    ]);
    expect(stateOf(w).resolution).toMatchObject({ resolution: 'ESCALATE', decidedBy: 'synthesis-unavailable' });
  });
});

describe('the person', () => {
  const resolved = () => {
    const w = walk({});
    play(w, { advocate: [argue('Delete it', 0.9)], critic: [object('low', 'minor')], synthesis: [synthesize('PROCEED')] });
    return w;
  };

  it('overrules the resolution with a reason, which the record, the lines and the JSON then carry', () => {
    const w = resolved();
    const actions = dialectic.humanActions(stateOf(w), 'RES');
    expect(actions.map((a) => [a.kind, a.command])).toEqual([['overrule', 'override']]);
    expect(actions[0]!.schema.value?.options?.map((o) => o.value)).toEqual(['MODIFY', 'ESCALATE']);
    w.human('overrule', {
      item: 'RES',
      value: 'MODIFY',
      text: 'back up first\nrun it at night',
      reason: 'the cache also holds release artefacts',
    });
    expect(stateOf(w).resolution).toMatchObject({
      resolution: 'MODIFY',
      decidedBy: 'person',
      proposed: 'PROCEED',
      modifications: ['back up first', 'run it at night'],
      reason: 'the cache also holds release artefacts',
    });
    expect((dialectic.outcome(stateOf(w)).json as Json).lines).toBe(
      'RESOLUTION MODIFY\nRATIONALE The person overruled PROCEED: the cache also holds release artefacts\nMODIFICATIONS [back up first, run it at night]\nNEXT_ATTEMPT_LIMIT 1',
    );
    expect(w.notices().at(-1)).toMatchObject({
      type: 'resolution.overruled',
      text: 'The person overrules PROCEED with MODIFY: “the cache also holds release artefacts”',
    });
    expect(dialectic.view(stateOf(w)).flags).toContainEqual({
      text: 'the person overruled PROCEED with MODIFY: the cache also holds release artefacts',
      level: 'info',
    });
  });

  it('cannot overrule without a reason, nor MODIFY without modifications, nor before there is a resolution', () => {
    const w = resolved();
    expect(dialectic.checkHuman(stateOf(w), 'overrule', { item: 'RES', value: 'ESCALATE' })).toBe('overrule needs a reason (--reason)');
    expect(dialectic.checkHuman(stateOf(w), 'overrule', { item: 'RES', value: 'MODIFY', reason: 'x' })).toBe(
      'MODIFY needs the modifications (--text, one a line)',
    );
    expect(dialectic.checkHuman(stateOf(walk({})), 'overrule', { item: 'RES', value: 'ESCALATE', reason: 'x' })).toMatch(
      /not available now/,
    );
  });

  it('may undo the overrule until the memory folder has it', () => {
    const w = resolved();
    w.human('overrule', { item: 'RES', value: 'ESCALATE', reason: 'not sure' });
    w.human('undo', { reason: 'wrong debate' });
    expect(stateOf(w).resolution).toMatchObject({ resolution: 'PROCEED', decidedBy: 'confident-advocate-low-severity' });
  });

  it('may sit in any seat: the debate waits for them, and their composed answer goes through the same parse', () => {
    const w = walk({ seats: { advocate: { kind: 'script' }, critic: { kind: 'human' }, synthesis: { kind: 'script' } } });
    w.answer('advocate', argue('Delete it', 0.9));
    const plan = dialectic.plan(stateOf(w));
    expect(plan).toMatchObject({ kind: 'await-human', seat: 'critic', actions: [{ kind: 'object' }] });
    expect(dialectic.summary(stateOf(w))).toMatchObject({ status: 'awaiting-human', reason: 'critic (critique)' });
    const text = dialectic.composeAnswer(stateOf(w), 'critic', [
      {
        kind: 'object',
        input: { fields: { objection: 'CI reads it', risks: ['broken builds'], counter: 'Move it aside', severity: 'high' } },
      },
    ]);
    w.answer('critic', text);
    expect(stateOf(w).answers.K1!.move).toEqual({
      type: 'object',
      objection: 'CI reads it',
      risks: ['broken builds'],
      counter: 'Move it aside',
      severity: 'high',
    });
    const synthesis = dialectic.composeAnswer(stateOf(w), 'synthesis', [
      { kind: 'synthesize', input: { value: 'PROCEED', fields: { rationale: 'fine', counter_actionable: 'no' } } },
    ]);
    w.answer('synthesis', synthesis);
    expect(stateOf(w).resolution?.resolution).toBe('PROCEED');
  });
});
