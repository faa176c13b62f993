// Seed 002's gradual scores on hand-computed cases: base 0.5; each supporter adds 0.2, each
// rebutter takes 0.3, each undercutter 0.4 of its score (the linear reading, README.md); clamped
// to [0, 1]; iterated to the fixpoint, and non-convergence reported rather than looped on.
import { describe, expect, it } from 'vitest';
import { analysis, freshDetermination } from '../../../src/protocols/persuasion/analysis.js';
import { dialectic } from '../../../src/protocols/persuasion/dialectic.js';
import { buildFramework } from '../../../src/protocols/persuasion/framework.js';
import { persuasion } from '../../../src/protocols/persuasion/index.js';
import { report } from '../../../src/protocols/persuasion/report.js';
import type { PersuasionState } from '../../../src/protocols/persuasion/state.js';
import { claim, Dialogue, since } from '../../helpers/persuasion.js';

const score = (state: PersuasionState, id: string) => persuasion.view(state).argumentMap!.nodes.find((n) => n.id === id)!.formal.score;

describe('gradual scores, computed by hand', () => {
  it('a statement with nothing for or against it stays at the base, 0.5', () => {
    const d = new Dialogue();
    d.say('pro', claim('Adopt the ORM'));
    expect(score(d.state, 'A1')).toBe(0.5);
  });

  it('one supporter of 0.5 adds 0.2 × 0.5: 0.6', () => {
    const d = new Dialogue();
    d.say('pro', claim('Adopt the ORM', { evidence: ['docs/orm.md'] }));
    expect(score(d.state, 'E1')).toBe(0.5);
    expect(score(d.state, 'A1')).toBeCloseTo(0.6, 12);
  });

  it('reads the weight linearly: an undercutter of 0.6 takes 0.4 × 0.6 (0.36 left), not 0.4 × 0.6² (0.456)', () => {
    const d = new Dialogue();
    d.say('pro', claim('Adopt the ORM', { evidence: ['docs/orm.md'] }));
    d.say(
      'opp',
      claim('The docs describe a toy app, not ours', { reply: 'P1', against: 'A1', attack: 'undercut', evidence: ['our schema'] }),
    );
    expect(score(d.state, 'A2')).toBeCloseTo(0.6, 12);
    expect(score(d.state, 'A1')).toBeCloseTo(0.36, 12);
  });

  it('a rebuttal is mutual: φ and ¬φ, each with one piece of evidence, settle at 0.6 / 1.3 each', () => {
    const d = new Dialogue();
    d.open();
    expect(score(d.state, 'A1')).toBeCloseTo(0.6 / 1.3, 8);
    expect(score(d.state, 'A2')).toBeCloseTo(0.6 / 1.3, 8);
  });

  it('reasons lift a thesis under rebuttal: A1 = 0.7 − 0.3·A2 and A2 = 0.6 − 0.3·A1 give 0.52 / 0.91 and 0.39 / 0.91', () => {
    const d = new Dialogue();
    d.say('pro', claim('Adopt the ORM'));
    d.say('opp', claim('Keep raw SQL', { reply: 'P1', against: 'A1', evidence: ['bench.md'] }));
    d.say('mod', { rulings: [] });
    d.say('pro', since('O1', 'A1', ['Most queries are CRUD', 'Types catch drift']));
    expect(score(d.state, 'A1')).toBeCloseTo(0.52 / 0.91, 8);
    expect(score(d.state, 'A2')).toBeCloseTo(0.6 - (0.3 * 0.52) / 0.91, 8);
  });

  it('an attack on a reason weakens what it supports: a rebutted reason (0.32 / 0.91) adds 0.2 of that to its conclusion', () => {
    const e = new Dialogue();
    e.say('pro', claim('Adopt the ORM'));
    e.say('opp', claim('Keep raw SQL', { reply: 'P1', against: 'A1', evidence: ['bench.md'] }));
    e.say('mod', { rulings: [] });
    e.say('pro', since('O1', 'A1', ['Most queries are CRUD']));
    e.say('opp', claim('Most queries are reports', { reply: 'P2', against: 'A3', evidence: ['query log'] }));
    const a3 = 0.32 / 0.91;
    expect(score(e.state, 'A3')).toBeCloseTo(a3, 8);
    expect(score(e.state, 'A4')).toBeCloseTo(0.6 - 0.3 * a3, 8);
    // A1 = 0.5 + 0.2·A3 − 0.3·A2, A2 = 0.6 − 0.3·A1.
    const a1 = (0.5 + 0.2 * a3 - 0.3 * 0.6) / (1 - 0.09);
    expect(score(e.state, 'A1')).toBeCloseTo(a1, 8);
  });

  it('clamps at 0: three undercutters of 0.6 would take 0.72 from 0.6', () => {
    const d = new Dialogue();
    d.say('pro', claim('Adopt the ORM', { evidence: ['docs/orm.md'] }));
    d.say(
      'opp',
      ...[1, 2, 3].map((i) => claim(`Undercut number ${i}`, { reply: 'P1', against: 'A1', attack: 'undercut', evidence: [`source ${i}`] })),
    );
    expect(score(d.state, 'A1')).toBe(0);
  });

  it('clamps at 1: six pieces of evidence would lift 0.5 to 1.1', () => {
    const d = new Dialogue();
    d.say('pro', claim('Adopt the ORM', { evidence: [1, 2, 3, 4, 5, 6].map((i) => `source ${i}`) }));
    expect(score(d.state, 'A1')).toBe(1);
  });

  it('an argument survives only above 0.5, so a bare claim (exactly 0.5) does not', () => {
    const bare = new Dialogue();
    bare.say('pro', claim('Adopt the ORM'));
    expect(freshDetermination(bare.state).survivors).toEqual({ pro: [], opp: [] });
    const backed = new Dialogue();
    backed.say('pro', claim('Adopt the ORM', { evidence: ['docs/orm.md'] }));
    expect(freshDetermination(backed.state).survivors).toEqual({ pro: ['A1'], opp: [] });
  });

  it('reaches the fixpoint on a cycle (mutual rebuttals) and says so', () => {
    const d = new Dialogue();
    d.open();
    expect(persuasion.view(d.state).argumentMap!.method).toMatchObject({ converged: true });
    expect(persuasion.view(d.state).argumentMap!.method.residual).toBeLessThan(1e-9);
  });

  it('reports non-convergence instead of looping when the solver stops at its limit', () => {
    const d = new Dialogue();
    d.open();
    const capped = buildFramework(d.state, { supportedAttacks: true, solver: { maxSteps: 1 } });
    expect(capped.view.method.converged).toBe(false);
    const text = report(d.state, { map: capped, dialectic: dialectic(d.state), determination: freshDetermination(d.state) }, 'in progress');
    expect(text).toMatch(/\*\*did not converge\*\* \(residual \d\.\de-\d+; the solver's last values are shown\)/);
    expect(analysis(d.state).map.view.method.converged).toBe(true);
  });
});
