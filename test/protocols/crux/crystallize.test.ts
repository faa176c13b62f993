// Milestone 5 of seed 004 and rule 6 of issue 16: the final crux in the seed's shape, validated for
// a real YES/NO split, concrete falsifiers, decision relevance (two or more TopClaims flip with the
// crux) and resolution criteria from the falsifiers; cheap concessions detected.
import { describe, expect, it } from 'vitest';
import { crux } from '../../../src/protocols/crux/index.js';
import { claim, commit, concede, CRUX_QUESTION, CruxDebate, evidence, falsifier, grade, propose, steelman } from './driver.js';

/** EVIDENCE played to CONVERGED with evidence on all four falsifiers (budget 4-8). */
function converged(
  evidenceMoves: Record<string, unknown>[][] = [
    [evidence('F1'), evidence('F2')],
    [evidence('F3'), evidence('F4')],
  ],
  options: Record<string, unknown> = {},
): CruxDebate {
  const d = new CruxDebate({ evidenceBudget: '4-8', ...options }).toEvidence();
  for (const moves of evidenceMoves) d.say(moves);
  return d;
}

const cruxOf = (d: CruxDebate) =>
  crux.outcome(d.state).json as {
    crux: Record<string, unknown> & { checks: Record<string, { ok: boolean; detail: string }>; validated: boolean; failures: string[] };
  };

describe('crystallization', () => {
  it("outputs the crux in the seed's shape: question, positions per debater, falsifiers, counterfactual, validated", () => {
    const d = converged();
    expect(d.state.stage).toBe('CONVERGED');
    const { crux: result } = cruxOf(d);
    expect(Object.keys(result)).toEqual([
      'question',
      'positions',
      'falsifiers',
      'counterfactual',
      'resolutionCriteria',
      'checks',
      'concessions',
      'failures',
      'validated',
    ]);
    expect(result.question).toBe(CRUX_QUESTION);
    expect(result.positions).toEqual({
      'debater-1': {
        debater: 'debater-1',
        side: 'NO',
        confidence: 0.7,
        topClaim: { statement: 'Bitcoin is a store of value', side: 'YES', confidence: 0.9 },
        topClaimFlips: true,
        falsifiers: ['F1', 'F2'],
      },
      'debater-2': {
        debater: 'debater-2',
        side: 'YES',
        confidence: 0.8,
        topClaim: { statement: 'Bitcoin is a risk asset', side: 'NO', confidence: 0.7 },
        topClaimFlips: true,
        falsifiers: ['F3', 'F4'],
      },
    });
    expect(result.counterfactual).toEqual({
      ifYes: { topClaimsFlip: ['debater-1'] },
      ifNo: { topClaimsFlip: ['debater-2'] },
      topClaimsThatFlip: 2,
    });
    expect(result.validated).toBe(true);
    expect(d.notices().at(-1)).toMatchObject({ type: 'debate_complete', item: 'CRUX' });
  });

  it('derives resolution criteria from the falsifiers, one per falsifier of a decided debater', () => {
    const { crux: result } = cruxOf(converged());
    expect(result.resolutionCriteria).toEqual([
      'Resolves against NO (debater-1) if BTC drawdown in the next SPX crash > 50% by 2030-12-31 [F1]',
      'Resolves against NO (debater-1) if gold-BTC correlation above 0.5 within 24 months [F2]',
      'Resolves against YES (debater-2) if BTC-NDX 90-day correlation < 0.2 by 2027-12-31 [F3]',
      'Resolves against YES (debater-2) if gold-BTC correlation above 0.5 within 24 months [F4]',
    ]);
    expect(result.checks.resolutionCriteria).toEqual({ ok: true, detail: '4 criterion(s) from the falsifiers, for NO and YES' });
  });

  it('is not validated without a real YES/NO split, and logs why', () => {
    const d = converged([
      [evidence('F1'), evidence('F2'), commit('YES', 0.6)],
      [evidence('F3'), evidence('F4')],
    ]);
    const { crux: result } = cruxOf(d);
    expect(result.checks.realDisagreement).toEqual({ ok: false, detail: 'YES: debater-1, debater-2; NO: nobody' });
    expect(result.validated).toBe(false);
    expect(result.failures).toContain('realDisagreement: YES: debater-1, debater-2; NO: nobody');
    expect(crux.view(d.state).flags).toContainEqual({
      text: 'not validated: realDisagreement: YES: debater-1, debater-2; NO: nobody',
      level: 'warning',
    });
    expect(crux.outcome(d.state).report).toContain('- not validated: realDisagreement');
  });

  it('is not decision-relevant unless two TopClaims would flip with the crux', () => {
    const d = converged([
      [evidence('F1'), evidence('F2'), commit('NO', 0.7, false)],
      [evidence('F3'), evidence('F4')],
    ]);
    const { crux: result } = cruxOf(d);
    expect(result.checks.decisionRelevant).toEqual({ ok: false, detail: '1 TopClaim(s) would flip with the crux (debater-2); 2 needed' });
    expect(result.validated).toBe(false);
  });

  it('is not validated when a decided debater has no concrete falsifier', () => {
    const d = new CruxDebate({ evidenceBudget: '4-8' }, 3);
    d.say([steelman('debater-2'), propose()]);
    d.say([grade('S1', 'ACCURATE'), steelman('debater-1')]);
    d.say([claim()]);
    d.say([grade('S2', 'ACCURATE')]);
    expect(d.state.stage).toBe('CRUX_LOCK');
    d.say([commit('YES'), falsifier(), falsifier()]);
    d.say([]);
    d.say([commit('NO'), falsifier(), falsifier()]);
    d.say([]);
    d.say([]);
    expect(d.state.stage).toBe('EVIDENCE');
    d.say([evidence('F1'), evidence('F2')]);
    d.say([evidence('F3')]);
    d.say([commit('YES', 0.9)], { seat: 'debater-3' });
    d.say([evidence('F4')]);
    expect(d.state.stage).toBe('CONVERGED');
    const { crux: result } = cruxOf(d);
    expect(result.checks.concreteFalsifiers).toEqual({ ok: false, detail: 'no falsifier: debater-3' });
    expect(result.validated).toBe(false);
  });

  it('detects a cheap concession: one that leaves the TopClaim unchanged', () => {
    const d = converged([
      [evidence('F1'), evidence('F2'), concede('the 2023 decoupling is real')],
      [evidence('F3'), evidence('F4')],
    ]);
    expect(d.state.concessions).toEqual([
      { entry: expect.any(String), seat: 'debater-1', text: 'the 2023 decoupling is real', topClaimChanged: false },
    ]);
    expect(d.types()).toContain('concession_cheap');
    expect(cruxOf(d).crux.concessions).toEqual([{ seat: 'debater-1', text: 'the 2023 decoupling is real', topClaimChanged: false }]);
    expect(crux.view(d.state).flags.some((f) => f.text.startsWith('cheap concession by debater-1'))).toBe(true);
  });

  it('counts a concession that revises the TopClaim as a real one', () => {
    const d = converged([
      [evidence('F1'), evidence('F2'), concede('March 2020 counts against me', { confidence: 0.6 })],
      [evidence('F3'), evidence('F4')],
    ]);
    expect(d.state.concessions[0]!.topClaimChanged).toBe(true);
    expect(d.state.topClaims['debater-1']).toMatchObject({ confidence: 0.6 });
    expect(d.types()).not.toContain('concession_cheap');
  });
});
