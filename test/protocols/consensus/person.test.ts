// The person: in any seat; overriding a verdict or an objection's strength; answering a dissent on
// the proposer's behalf; forcing another round; ending with the trade-off report; notes and undo.
import { describe, expect, it } from 'vitest';
import { consensus } from '../../../src/protocols/consensus/index.js';
import { assumptions, debate, opening, personas, rebuttal, respond, verdict } from './support.js';

describe('the person', () => {
  it('can sit in the proposer seat: the templates stand in for Phase 0 and its moves go through the same parse', () => {
    const d = debate({}, { proposer: { kind: 'human' } });
    const plan = d.plan();
    expect(plan).toMatchObject({ kind: 'await-human', seat: 'proposer' });
    if (plan.kind !== 'await-human') return;
    expect(plan.actions.map((a) => a.kind)).toEqual(['position']);
    const text = consensus.composeAnswer(d.state, 'proposer', [
      {
        kind: 'position',
        input: { text: 'Keep Redis.', value: 'HIGH', fields: { weaknesses: ['memory'], assumptions: ['small sessions'] } },
      },
    ]);
    d.answer('proposer', text);
    expect(d.state.items.v1).toMatchObject({
      text: 'Keep Redis.',
      confidence: 'HIGH',
      weaknesses: ['memory'],
      assumptions: ['small sessions'],
    });
  });

  it('can sit in a challenger seat: it reads its persona in the prompt and composes a verdict', () => {
    const d = debate({}, { adversary: { kind: 'human' } });
    d.answer('proposer', personas());
    d.answer('proposer', opening());
    d.answer('architect', verdict('architect', 'agree'));
    d.answer('operator', verdict('operator', 'agree'));
    const plan = d.plan();
    expect(plan).toMatchObject({ kind: 'await-human', seat: 'adversary' });
    if (plan.kind !== 'await-human') return;
    expect(plan.prompt.full).toContain('## Your persona\n# Persona: the Adversary — session security engineer');
    const text = consensus.composeAnswer(d.state, 'adversary', [
      {
        kind: 'verdict',
        input: { value: 'disagree', text: 'Session fixation is open.', fields: { strength: 'strong', points: ['no rotation on login'] } },
      },
    ]);
    d.answer('adversary', text);
    expect(d.state.items.V3).toMatchObject({ verdict: 'disagree', strength: 'strong', points: [{ point: 'no rotation on login' }] });
  });

  it("overrides a challenger's verdict before the proposer answers, and the consensus check runs again", () => {
    const d = debate().toCheck({
      architect: verdict('architect', 'agree'),
      operator: verdict('operator', 'disagree', 'strong'),
      adversary: verdict('adversary', 'agree'),
    });
    expect(consensus.humanActions(d.state).find((a) => a.kind === 'override-verdict')?.targets).toEqual(['V1', 'V2', 'V3']);
    d.human('override-verdict', { item: 'V2', value: 'partial', reason: 'the objection is about tuning, not the choice' });
    expect(d.asked()).toEqual(['proposer:confront']);
    d.human('override-strength', { item: 'V2', value: 'minor', reason: 'tuning is minor' });
    expect(d.asked()).toEqual(['proposer:address']);
    d.human('override-verdict', { item: 'V2', value: 'agree', reason: 'on reflection it agrees' });
    expect(d.state.ended).toMatchObject({ kind: 'consensus', route: 'agree', confidence: 'MED' });
    expect(d.texts('human.override')).toHaveLength(3);
  });

  it("overrides an objection's strength: a strong partial made minor lets the fast exit through", () => {
    const d = debate().toCheck({
      architect: verdict('architect', 'partial', 'strong'),
      operator: verdict('operator', 'agree'),
      adversary: verdict('adversary', 'agree'),
    });
    expect(d.asked()).toEqual(['proposer:confront']);
    d.human('override-strength', { item: 'V1', value: 'minor', reason: 'a tuning detail' });
    expect(d.asked()).toEqual(['proposer:address']);
    expect(d.prompt('proposer')).toContain('partial, minor (set by the person)');
  });

  it('overrides a rebuttal between rounds: a dissent the person judges answered is resolved', () => {
    const d = debate({ maxRounds: 3 }).toCheck({
      architect: verdict('architect', 'disagree'),
      operator: verdict('operator', 'agree'),
      adversary: verdict('adversary', 'agree'),
    });
    d.answer('proposer', respond([{ to: 'architect', decision: 'REJECT' }], 'Keep Redis.'));
    d.answer('architect', rebuttal('MAINTAIN'));
    expect(consensus.humanActions(d.state).find((a) => a.kind === 'override-rebuttal')?.targets).toEqual(['R1']);
    d.human('override-rebuttal', { item: 'R1', value: 'ACCEPT', reason: 'the team accepts that risk' });
    expect(d.state.ended).toMatchObject({ kind: 'consensus', route: 'resolved', confidence: 'MED' });
  });

  it("accepts or rejects a dissent on the proposer's behalf: binding on the proposer's next answer", () => {
    const d = debate().toCheck({
      architect: verdict('architect', 'disagree'),
      operator: verdict('operator', 'disagree'),
      adversary: verdict('adversary', 'agree'),
    });
    d.human('decide', { item: 'D1', value: 'ACCEPT', text: 'shard the hot keys' });
    const prompt = d.prompt('proposer');
    expect(prompt).toMatch(/## Answered by the person for you \(binding[\s\S]*- D1 — the Architect/);
    expect(prompt).toMatch(/## Since your last answer\n- The person answered D1/);
    d.answer(
      'proposer',
      respond(
        [
          { to: 'architect', decision: 'REJECT' },
          { to: 'operator', decision: 'REJECT' },
        ],
        'Keep Redis, sharded.',
      ),
    );
    expect(d.texts('move.refused')[0]).toMatch(/the person already answered D1 for you/);
    expect(d.state.items.v2).toMatchObject({ changes: [{ perspective: 'architect', text: 'shard the hot keys' }] });
    expect(d.prompt('architect')).toMatch(/the person, for the proposer \(round 1\): ACCEPT — shard the hot keys/);
  });

  it('forces another round when the rounds ran out, and again after the end', () => {
    const d = debate({ maxRounds: 1 }).toCheck({
      architect: verdict('architect', 'disagree'),
      operator: verdict('operator', 'agree'),
      adversary: verdict('adversary', 'agree'),
    });
    d.answer('proposer', respond([{ to: 'architect', decision: 'REJECT' }], 'Keep Redis.'));
    d.answer('architect', rebuttal('MAINTAIN'));
    expect(d.state.phase).toBe('ASSUMPTIONS');
    d.human('another-round', { reason: 'one more try' });
    expect(d.state).toMatchObject({ round: 2, bound: 2, phase: 'CONFRONTATION' });
    d.answer('proposer', respond([{ to: 'architect', decision: 'ACCEPT' }], 'Keep Redis, sharded.'));
    d.answer('architect', rebuttal('ACCEPT'));
    expect(d.state.ended).toMatchObject({ kind: 'consensus', round: 2 });
    d.human('another-round', { reason: 'check the final version with everyone' });
    expect(d.asked()).toEqual(['architect:challenge', 'operator:challenge', 'adversary:challenge']);
    expect(d.state.ended).toBeUndefined();
  });

  it('ends the debate with the trade-off report: the assumptions are asked for first', () => {
    const d = debate({ maxRounds: 5 }).toCheck({
      architect: verdict('architect', 'disagree'),
      operator: verdict('operator', 'disagree'),
      adversary: verdict('adversary', 'disagree'),
    });
    d.human('end-tradeoff', { reason: 'we have heard enough' });
    expect(d.asked()).toEqual(['proposer:assumptions', 'architect:assumptions', 'operator:assumptions', 'adversary:assumptions']);
    for (const seat of ['proposer', 'architect', 'operator', 'adversary']) d.answer(seat, assumptions(`${seat} sees it differently`));
    expect(d.state.ended).toMatchObject({ kind: 'tradeoff', route: 'person', confidence: 'LOW' });
    expect(consensus.outcome(d.state).report).toContain('**Rounds:** 1 (ended by the person, no consensus)');
  });

  it('leaves a note for a seat, and undoes an action before the agents act on it', () => {
    const d = debate().toCheck({
      architect: verdict('architect', 'disagree'),
      operator: verdict('operator', 'agree'),
      adversary: verdict('adversary', 'agree'),
    });
    d.human('note', { value: 'proposer', text: 'remember the budget' });
    expect(d.prompt('proposer')).toContain('## Notes from the person\n- remember the budget');
    d.human('override-verdict', { item: 'V1', value: 'agree', reason: 'mistake' });
    expect(d.state.ended?.kind).toBe('consensus');
    d.human('undo', { reason: 'I clicked the wrong one' });
    expect(d.state.ended).toBeUndefined();
    expect(d.asked()).toEqual(['proposer:confront']);
  });

  it('may not override once the proposer has answered, nor act after an abort', () => {
    const d = debate().toCheck({
      architect: verdict('architect', 'disagree'),
      operator: verdict('operator', 'agree'),
      adversary: verdict('adversary', 'agree'),
    });
    d.answer('proposer', respond([{ to: 'architect', decision: 'REJECT' }], 'Keep Redis.'));
    expect(consensus.checkHuman(d.state, 'override-verdict', { item: 'V1', value: 'agree', reason: 'x' })).toMatch(/not available now/);
    const aborted = debate();
    aborted.answer('proposer', personas());
    aborted.answer('proposer', opening());
    for (const seat of ['architect', 'operator', 'adversary']) aborted.fail(seat);
    expect(consensus.humanActions(aborted.state).map((a) => a.kind)).toEqual([]);
  });
});
