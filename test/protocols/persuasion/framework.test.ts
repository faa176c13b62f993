// The bipolar argumentation framework built from the dialogue: arguments, rebutting and
// undercutting attacks, direct support, the supported and secondary attacks derived from them, and
// attack types the moderator or the person reclassifies.
import { describe, expect, it } from 'vitest';
import { argdown } from '../../../src/export/argdown.js';
import { dot } from '../../../src/export/dot.js';
import { analysis } from '../../../src/protocols/persuasion/analysis.js';
import { derivedAttacks } from '../../../src/protocols/persuasion/derived.js';
import { persuasion } from '../../../src/protocols/persuasion/index.js';
import type { PersuasionState } from '../../../src/protocols/persuasion/state.js';
import { claim, Dialogue, retract, since, why } from '../../helpers/persuasion.js';

const map = (state: PersuasionState) => persuasion.view(state).argumentMap!;
const edges = (state: PersuasionState) => map(state).edges.map((e) => `${e.from} ${e.relation} ${e.to}`);

/** P1 thesis A1 (evidence E1); O1 counter-thesis A2 (E2); P2 answers with reasons A3, A4 and undercuts A2 with A5 (E3). */
function argued(): Dialogue {
  const d = new Dialogue();
  d.open();
  d.say('pro', why('O1', 'A2'));
  d.say('opp', since('P2', 'A2', ['Raw SQL skips the mapping layer', 'The hot path is three queries']));
  return d;
}

/** Round 1 played out: P3 asks why A4, O3 gives A5 for it; the moderator's review is due. */
function toReview(d: Dialogue): Dialogue {
  d.say('pro', why('O2', 'A4'));
  d.say('opp', since('P3', 'A4', ['It is measured on production traffic']));
  expect(d.due()).toBe('mod:review');
  return d;
}

describe('the bipolar framework', () => {
  it('has the statements as arguments, with the facts and evidence they cite', () => {
    const d = new Dialogue({ gather: 'mod' });
    d.say('mod', { facts: ['The ORM generates types'] });
    d.say('pro', claim('Adopt the ORM', { evidence: ['K1', 'docs/orm.md:3'] }));
    expect(map(d.state).nodes.map((n) => [n.id, n.kind])).toEqual([
      ['A1', 'thesis'],
      ['K1', 'fact'],
      ['E1', 'evidence'],
    ]);
    expect(edges(d.state)).toEqual(['K1 support A1', 'E1 support A1']);
  });

  it('makes every reason of φ since S a direct support of φ', () => {
    const d = argued();
    expect(edges(d.state)).toEqual(expect.arrayContaining(['A3 support A2', 'A4 support A2']));
    expect(map(d.state).nodes.find((n) => n.id === 'A3')!.kind).toBe('premise');
  });

  it('takes the attack type from the move: a rebuttal attacks both ways, an undercut one way', () => {
    const d = argued();
    d.say(
      'pro',
      claim('Skipping a layer says nothing of our hot path', { reply: 'O2', against: 'A2', attack: 'undercut', evidence: ['profile'] }),
    );
    expect(edges(d.state)).toEqual(expect.arrayContaining(['A2 rebut A1', 'A1 rebut A2', 'A5 undercut A2']));
    expect(edges(d.state)).not.toContain('A2 undercut A5');
  });

  it('lets the moderator reclassify an attack, which changes the scores', () => {
    const d = toReview(argued());
    const before = map(d.state).nodes.find((n) => n.id === 'A1')!.formal.score;
    d.say('mod', {
      rulings: [{ type: 'reclassify', statement: 'A2', attack: 'undercut', reason: 'it denies the step, not the conclusion' }],
    });
    expect(d.state.statements.A2!.attack).toEqual({
      target: 'A1',
      type: 'undercut',
      declared: 'rebut',
      by: 'mod',
      reason: 'it denies the step, not the conclusion',
    });
    expect(edges(d.state)).toContain('A2 undercut A1');
    expect(edges(d.state)).not.toContain('A1 rebut A2');
    expect(map(d.state).nodes.find((n) => n.id === 'A1')!.formal.score).toBeLessThan(before);
    expect(d.prompt('pro')).toContain("The moderator reclassified A2's attack on A1 as undercut: it denies the step, not the conclusion.");
  });

  it('lets the person reclassify an attack too, with a reason', () => {
    const d = argued();
    d.human('reclassify', { item: 'A2', value: 'undercut', reason: 'it attacks the inference' });
    expect(d.state.statements.A2!.attack).toMatchObject({ type: 'undercut', by: 'human' });
    expect(d.state.rulings).toEqual([
      { id: 'M1', by: 'human', kind: 'reclassify', target: 'A2', detail: 'rebut → undercut: it attacks the inference', round: 1 },
    ]);
    expect(persuasion.checkHuman(d.state, 'reclassify', { item: 'A2', value: 'undercut', reason: 'again' })).toBe(
      'A2 is classified undercut already',
    );
  });

  it('derives supported attacks (X supports Y, Y attacks Z) and secondary attacks (X attacks Y, Y supports Z), as the seed defines them', () => {
    const d = argued();
    d.say('pro', claim('The mapping layer is compiled away', { reply: 'O2', against: 'A3', attack: 'rebut', evidence: ['orm docs'] }));
    const derived = derivedAttacks(map(d.state));
    expect(derived).toEqual(
      expect.arrayContaining([
        { from: 'A3', to: 'A1', kind: 'supported', via: 'A2' },
        { from: 'A4', to: 'A1', kind: 'supported', via: 'A2' },
        { from: 'A5', to: 'A2', kind: 'secondary', via: 'A3' },
      ]),
    );
    expect(analysis(d.state).map.attackers.get('A1')).toEqual(expect.arrayContaining(['A2', 'A3', 'A4', 'E2']));
    expect(analysis(d.state).map.view.method.labels).toBe('grounded, with supported and secondary attacks derived through supports');
  });

  it('leaves out what nobody holds any more and what was struck, saying why', () => {
    const d = toReview(argued());
    d.say('mod', { rulings: [{ type: 'strike', statement: 'A4', rule: 'steel-man', reason: 'a straw man of the workload' }] });
    d.say('pro', why('O2', 'A3'));
    d.say('opp', retract('P4', 'A3'));
    expect(map(d.state).omitted).toEqual([
      { id: 'A3', reason: 'retracted by OPP: nobody holds it' },
      { id: 'A4', reason: 'struck by the moderator (steel-man): a straw man of the workload' },
    ]);
    expect(map(d.state).nodes.map((n) => n.id)).not.toContain('A3');
  });

  it('reaches the exports: argdown and dot draw it', () => {
    const d = argued();
    expect(argdown(map(d.state), 'q')).toContain('<A3>: Raw SQL skips the mapping layer #premise');
    expect(argdown(map(d.state), 'q')).toContain('  + <A3>');
    expect(dot(map(d.state), 'q')).toContain('"A2" -> "A1" [color="#c62828", arrowhead=vee, label="rebut"];');
  });
});
