// The person: editing personas and biases before the dialogue starts, notes and undo, and a person
// sitting in a seat, composing that seat's moves through the same parse as an agent's answer.
import { describe, expect, it } from 'vitest';
import { freshDetermination } from '../../../src/protocols/persuasion/analysis.js';
import { persuasion } from '../../../src/protocols/persuasion/index.js';
import { claim, Dialogue, final } from '../../helpers/persuasion.js';

const human = { kind: 'human' };
const script = { kind: 'script' };

describe("the person's actions", () => {
  it('edits a persona and a declared bias before the first speech act, and every prompt carries the new words', () => {
    const d = new Dialogue({ proBias: 'Wants it done this quarter' });
    expect(d.prompt('pro')).toContain('Bias: Wants it done this quarter');
    d.human('persona', { value: 'opp', fields: { persona: 'A DBA of twenty years', bias: 'Trusts only hand-tuned SQL' } });
    expect(d.state.personas.opp).toEqual({ persona: 'A DBA of twenty years', bias: 'Trusts only hand-tuned SQL' });
    expect(d.prompt('pro')).toContain('OPP: A DBA of twenty years Bias: Trusts only hand-tuned SQL');
    expect(persuasion.checkHuman(d.state, 'persona', { value: 'pro' })).toBe('give the new persona, the new bias, or both');
    d.say('pro', claim('Adopt the ORM', { evidence: ['docs'] }));
    expect(persuasion.checkHuman(d.state, 'persona', { value: 'pro', fields: { bias: 'x' } })).toMatch(/^"persona" is not available now/);
    expect(persuasion.outcome(d.state).report).toContain('- **OPP** A DBA of twenty years *Bias:* Trusts only hand-tuned SQL');
  });

  it("leaves a note for a seat's next prompt, and undoes its last action until an agent acts", () => {
    const d = new Dialogue();
    d.human('note', { value: 'opp', text: 'Mind the reporting queries' });
    d.human('add-fact', { text: 'A fact added by mistake' });
    d.human('undo', { reason: 'wrong session' });
    expect(d.state.factOrder).toEqual([]);
    d.say('pro', claim('Adopt the ORM', { evidence: ['docs'] }));
    expect(d.prompt('opp')).toContain('Mind the reporting queries');
    expect(persuasion.checkHuman(d.state, 'undo', { reason: 'x' })).toBe(
      'there is nothing to undo: no action of yours since the agents last answered',
    );
  });

  it("composes a debater seat's speech acts from the move actions offered, through the same parse", () => {
    const d = new Dialogue({}, { pro: human, opp: script, mod: script });
    const plan = d.plan();
    expect(plan).toMatchObject({ kind: 'await-human', seat: 'pro' });
    expect(plan.kind === 'await-human' && plan.actions.map((a) => a.kind)).toEqual(['claim']);
    d.text(
      'pro',
      persuasion.composeAnswer(d.state, 'pro', [
        { kind: 'claim', input: { text: 'Adopt the ORM', fields: { evidence: ['docs/orm.md'], argument: 'It fits.' } } },
      ]),
    );
    expect(d.state.statements.A1).toMatchObject({ text: 'Adopt the ORM', evidence: ['E1'] });
    d.say('opp', claim('Keep raw SQL', { reply: 'P1', against: 'A1', evidence: ['bench'] }));
    d.say('mod', { rulings: [] });
    const argue = d.plan();
    expect(argue.kind === 'await-human' && argue.actions.map((a) => [a.kind, a.targets])).toEqual([
      ['claim', ['O1']],
      ['why', ['O1']],
      ['concede', ['O1']],
    ]);
    d.text('pro', persuasion.composeAnswer(d.state, 'pro', [{ kind: 'why', input: { item: 'O1', value: 'A2' } }]));
    expect(d.state.moves.P2).toMatchObject({ act: 'why', reply: 'O1', statement: 'A2' });
  });

  it("composes the moderator's facts, rulings and verdict", () => {
    const d = new Dialogue({ gather: 'mod', rounds: 1 }, { pro: script, opp: script, mod: human });
    expect(d.plan()).toMatchObject({ kind: 'await-human', seat: 'mod' });
    d.text(
      'mod',
      persuasion.composeAnswer(d.state, 'mod', [{ kind: 'fact', input: { text: 'The ORM generates types', fields: { source: 'docs' } } }]),
    );
    expect(d.state.facts.K1).toMatchObject({ text: 'The ORM generates types', source: 'docs', by: 'mod' });
    d.say('pro', claim('Adopt the ORM', { evidence: ['K1'] }));
    d.say('opp', claim('Keep raw SQL', { reply: 'P1', against: 'A1', evidence: ['bench'] }));
    d.text(
      'mod',
      persuasion.composeAnswer(d.state, 'mod', [
        { kind: 'reclassify', input: { item: 'A2', value: 'undercut', reason: 'it attacks the step' } },
      ]),
    );
    expect(d.state.statements.A2!.attack).toMatchObject({ type: 'undercut', by: 'mod' });
    d.argueRound();
    d.text('mod', persuasion.composeAnswer(d.state, 'mod', []));
    d.say('pro', final());
    d.say('opp', final());
    const due = freshDetermination(d.state);
    const fields = {
      survivors: 's',
      stronger: 's',
      unaddressed: 'u',
      concessions: 'c',
      commitments: 'c',
      rationale: `${due.survivors[due.winner][0] ?? 'A1'} holds`,
      consensus: 'both',
      revisit: ['new data'],
      bias: 'weighed',
      strongest: due.survivors[due.winner].slice(0, 1),
      validPoints: [],
    };
    d.text('mod', persuasion.composeAnswer(d.state, 'mod', [{ kind: 'verdict', input: { value: due.winner, fields } }]));
    expect(d.state.verdict).toMatchObject({ winner: due.winner, by: 'mod', rationale: fields.rationale });
  });
});
