// Rule 2 of issue 16 (the moves) as answers are read: each seat's format, the TopClaim a debater's
// first answer states, and the spellings models use.
import { describe, expect, it } from 'vitest';
import { crux } from '../../../src/protocols/crux/index.js';
import { TOP_CLAIM_FIRST } from '../../../src/protocols/crux/parse.js';
import { CruxDebate } from './driver.js';

describe("reading a debater's answer", () => {
  it('refuses a first answer without a TopClaim, asking for one', () => {
    const d = new CruxDebate();
    expect(crux.parse(d.state, 'debater-1', '{"moves": [{"type": "CLAIM", "text": "x"}]}')).toEqual({
      ok: false,
      problem: TOP_CLAIM_FIRST,
    });
    d.say([], { topClaim: null });
    expect(d.state.lastProblem['debater-1']).toBe(TOP_CLAIM_FIRST);
    expect(d.prompt('debater-1')).toContain('This is your first answer: it must state your TopClaim.');
  });

  it('reads the TopClaim beside the moves, as a TopClaim and not a message of the budget', () => {
    const d = new CruxDebate();
    d.say([{ type: 'CLAIM', text: 'x' }], { topClaim: { statement: 'BTC is gold', side: 'yes', confidence: '90%' } });
    expect(d.state.topClaims['debater-1']).toMatchObject({ statement: 'BTC is gold', side: 'YES', confidence: 0.9 });
    expect(d.state.used.DISCOVERY).toBe(1);
    expect(d.types()).toContain('topclaim_stated');
  });

  it('refuses a second TopClaim: a TopClaim changes only through a CONCEDE', () => {
    const d = new CruxDebate();
    d.say([]);
    d.say([]);
    d.say([], { topClaim: { statement: 'changed', side: 'NO', confidence: 0.5 } });
    expect(d.state.topClaims['debater-1']!.statement).toBe('Bitcoin is a store of value');
    expect(d.state.inbox['debater-1']).toContain(
      'Your TOP_CLAIM move was refused: your TopClaim is stated already; a CONCEDE with "topClaim" says how it changes.',
    );
  });

  it('forgives spellings: move types, sides, grades, percentages, yes/no, and debaters named by number or character', () => {
    const d = new CruxDebate({ personas: 'Saylor: maximalist; Hayes: trader' });
    const text = JSON.stringify({
      top_claim: { statement: 's', side: 'mixed', confidence: 70 },
      moves: [
        { type: 'steelman', target: 'Hayes', text: 't' },
        { type: 'propose-question', question: 'Will BTC halve?' },
        { type: 'claim', text: 'c' },
      ],
    });
    const parsed = crux.parse(d.state, 'debater-1', text);
    expect(parsed).toMatchObject({ ok: true, refused: [] });
    if (!parsed.ok) return;
    expect(parsed.moves).toEqual([
      { type: 'TOP_CLAIM', statement: 's', side: 'NUANCED', confidence: 0.7 },
      { type: 'STEELMAN', target: 'Hayes', text: 't' },
      { type: 'PROPOSE_QUESTION', question: 'Will BTC halve?' },
      { type: 'CLAIM', text: 'c' },
    ]);
    d.answer('debater-1', text);
    expect(d.state.steelmen.S1).toMatchObject({ of: 'debater-2' });
    expect(
      crux.parse(
        d.state,
        'debater-2',
        '{"topClaim": {"statement": "s", "side": "NO", "confidence": 0.5}, "moves": [{"type": "grade", "steelman": "s1", "grade": "partial"}]}',
      ),
    ).toMatchObject({ ok: true, moves: [{}, { type: 'GRADE_STEELMAN', steelman: 'S1', grade: 'INCOMPLETE' }] });
  });

  it('asks a YES or NO commitment whether its TopClaim would flip', () => {
    const d = new CruxDebate().toCruxLock();
    const unsaid = crux.parse(d.state, 'debater-1', '{"moves": [{"type": "COMMIT_POSITION", "side": "YES", "confidence": 0.6}]}');
    expect(unsaid.ok).toBe(false);
    // The kit words the problem around it; the seat reads this line of crux's.
    expect(unsaid.ok ? '' : unsaid.problem).toMatch(
      /moves\[0\].*topClaimFlips.*: say whether your TopClaim would flip if the crux went the other way \("topClaimFlips": true or false\)/s,
    );
    expect(
      crux.parse(d.state, 'debater-1', '{"moves": [{"type": "COMMIT_POSITION", "side": "UNCERTAIN", "confidence": 0.5}]}'),
    ).toMatchObject({ ok: true });
    expect(
      crux.parse(d.state, 'debater-1', '{"moves": [{"type": "COMMIT_POSITION", "side": "NO", "confidence": 0.6, "topClaimFlips": "yes"}]}'),
    ).toMatchObject({ ok: true, moves: [{ topClaimFlips: true }] });
  });
});

describe("reading the moderator's answer", () => {
  it('takes its message, question and drafts as its moves, every part optional', () => {
    const d = new CruxDebate({
      seats: { 'debater-1': { kind: 'script' }, 'debater-2': { kind: 'script' }, moderator: { kind: 'script' } },
      discoveryBudget: '1-1',
    });
    d.say([{ type: 'CLAIM', text: 'x' }]);
    expect(d.due).toBe('moderator');
    expect(crux.parse(d.state, 'moderator', '{}')).toEqual({ ok: true, moves: [], refused: [] });
    const parsed = crux.parse(d.state, 'moderator', '{"message": "m", "question": "Will BTC halve?"}');
    expect(parsed).toEqual({
      ok: true,
      moves: [
        { type: 'MODERATE', text: 'm' },
        { type: 'FRAME_QUESTION', question: 'Will BTC halve?' },
      ],
      refused: [],
    });
  });
});

describe('a person in a seat', () => {
  it('composes moves in the form, written as the same JSON and read by the same parse', () => {
    const d = new CruxDebate({ seats: { 'debater-1': { kind: 'human' }, 'debater-2': { kind: 'script' } } });
    const plan = d.plan();
    expect(plan.kind).toBe('await-human');
    if (plan.kind !== 'await-human') return;
    expect(plan.actions.map((a) => a.kind)).toEqual(['topclaim', 'claim', 'propose-question', 'steelman', 'concede']);
    const text = crux.composeAnswer(d.state, 'debater-1', [
      { kind: 'topclaim', input: { value: 'YES', text: 'BTC is gold', fields: { confidence: '0.8' } } },
      { kind: 'steelman', input: { item: 'debater-2', text: 'you see a liquidity trade' } },
      { kind: 'propose-question', input: { text: 'Will BTC halve in the next crash?' } },
    ]);
    expect(JSON.parse(text)).toEqual({
      topClaim: { statement: 'BTC is gold', side: 'YES', confidence: 0.8 },
      moves: [
        { type: 'STEELMAN', target: 'debater-2', text: 'you see a liquidity trade' },
        { type: 'PROPOSE_QUESTION', question: 'Will BTC halve in the next crash?' },
      ],
    });
    d.answer('debater-1', text);
    expect(d.state.used.DISCOVERY).toBe(2);
    expect(d.state.question?.text).toBe('Will BTC halve in the next crash?');
  });

  it('composes a commitment, a falsifier and the acceptance of a draft', () => {
    const d = new CruxDebate();
    const text = crux.composeAnswer(d.state, 'debater-1', [
      { kind: 'commit-position', input: { value: 'NO', fields: { confidence: '0.7', flips: 'yes' } } },
      { kind: 'declare-falsifier', input: { fields: { metric: 'BTC drawdown', threshold: '> 50%', deadline: '2030-12-31' } } },
      { kind: 'accept-draft', input: { item: 'F3' } },
    ]);
    expect(JSON.parse(text).moves).toEqual([
      { type: 'COMMIT_POSITION', side: 'NO', confidence: 0.7, topClaimFlips: true },
      { type: 'DECLARE_FALSIFIER', metric: 'BTC drawdown', threshold: '> 50%', deadline: '2030-12-31' },
      { type: 'DECLARE_FALSIFIER', draft: 'F3' },
    ]);
  });
});
