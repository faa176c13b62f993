// Rule 5 of issue 16 (the seed's structured falsifiers, milestone 3): structure complete, threshold
// and deadline concrete, vague words rejected — the seed's good and bad examples first.
import { describe, expect, it } from 'vitest';
import { falsifierProblems, isConcrete } from '../../../src/protocols/crux/falsifier-validator.js';
import { CruxDebate, falsifier } from './driver.js';

describe('the falsifier validator', () => {
  it("accepts the seed's structured example: Spot BTC ETF AUM >= $100B by 2027-12-31", () => {
    expect(falsifierProblems({ metric: 'Spot BTC ETF AUM', threshold: '>= $100B', deadline: '2027-12-31' })).toEqual([]);
  });

  it("accepts the seed's concrete example: drops >50% when SPY drops >30%", () => {
    expect(isConcrete({ metric: 'BTC price', threshold: 'Drops >50% when SPY drops >30%', deadline: 'within 24 months' })).toBe(true);
  });

  it("rejects the seed's vague example: probably correlated", () => {
    expect(falsifierProblems({ metric: 'BTC and SPY', threshold: 'Probably correlated', deadline: '2027-12-31' })).toEqual([
      'the threshold hedges ("probably")',
      'the threshold names no number (such as ">= $100B" or "drops >50%")',
    ]);
  });

  it('rejects an incomplete structure, naming each missing part', () => {
    expect(falsifierProblems({ metric: 'Spot BTC ETF AUM' })).toEqual(['the threshold is missing', 'the deadline is missing']);
    expect(falsifierProblems({})).toEqual(['the metric is missing', 'the threshold is missing', 'the deadline is missing']);
  });

  it.each(['likely', 'might', 'possibly', 'could', 'maybe', 'significantly', 'eventually'])('rejects the hedge "%s"', (word) => {
    expect(isConcrete({ metric: `BTC ${word} above gold`, threshold: '> 10%', deadline: '2027-12-31' })).toBe(false);
  });

  it('rejects a deadline that is no date or period', () => {
    expect(falsifierProblems({ metric: 'BTC', threshold: '> 10%', deadline: 'soon' })).toEqual([
      'the deadline hedges ("soon")',
      'the deadline is no date or period (such as 2027-12-31 or "within 12 months")',
    ]);
    expect(falsifierProblems({ metric: 'BTC', threshold: '> 10%', deadline: 'when the cycle turns' })).toEqual([
      'the deadline is no date or period (such as 2027-12-31 or "within 12 months")',
    ]);
  });

  it.each(['2027-12-31', '2027-12', 'end of 2027', 'Q3 2026', 'May 2027', 'within 12 months', '18 weeks'])(
    'takes "%s" as a concrete deadline',
    (deadline) => {
      expect(isConcrete({ metric: 'Spot BTC ETF AUM', threshold: '>= $100B', deadline })).toBe(true);
    },
  );

  it("refuses a vague DECLARE_FALSIFIER in the debate, and the moderator asks for another in the seat's next prompt", () => {
    const d = new CruxDebate().toCruxLock();
    d.say([falsifier({ threshold: 'probably correlated' })]);
    expect(Object.keys(d.state.falsifiers)).toEqual([]);
    d.say([]);
    expect(d.prompt('debater-1')).toContain(
      'Your DECLARE_FALSIFIER move was refused: the falsifier is not concrete: the threshold hedges ("probably"); the threshold names no number',
    );
  });
});
