// PROPOSE_QUESTION is binary, checked (rule 2 of issue 16; the seed's "no measurement questions"),
// and the moderator's template that forces a binary framing.
import { describe, expect, it } from 'vitest';
import { binaryProblem, forcedBinary } from '../../../src/protocols/crux/binary-question.js';
import { CruxDebate, propose } from './driver.js';

describe('a binary crux question', () => {
  it.each([
    'Will Bitcoin fall more than 50% the next time the S&P 500 falls more than 30%?',
    'Does spot BTC ETF AUM reach $100B by 2027-12-31?',
    'Should we adopt Redis or not?',
  ])('accepts "%s"', (question) => {
    expect(binaryProblem(question)).toBeNull();
  });

  it('refuses an open or measurement question', () => {
    expect(binaryProblem('How much will Bitcoin be worth in 2030?')).toBe(
      'an open question ("how …") has no YES or NO answer: ask whether a threshold is crossed instead',
    );
  });

  it('refuses a question offering alternatives', () => {
    expect(binaryProblem('Is Bitcoin a risk asset or a hedge?')).toBe('it offers alternatives ("… or …"): ask about one of them');
  });

  it('refuses a statement, several questions, and a question not led by a verb', () => {
    expect(binaryProblem('Bitcoin is digital gold')).toBe('a question ends with "?"');
    expect(binaryProblem('Is it gold? Is it tech?')).toBe('ask one question, not several');
    expect(binaryProblem('Bitcoin, gold?')).toBe('a YES-or-NO question starts with a verb such as Is, Will, Does or Should');
  });

  it("is forced by the moderator's template when it is not binary, and kept when it is", () => {
    expect(forcedBinary('Bitcoin is digital gold')).toBe('Is the following true: Bitcoin is digital gold?');
    expect(forcedBinary('Will BTC halve?')).toBe('Will BTC halve?');
    expect(binaryProblem(forcedBinary('Bitcoin is digital gold'))).toBeNull();
  });

  it('is refused in the debate when not binary, and the seat is told why', () => {
    const d = new CruxDebate();
    d.say([propose('What is Bitcoin?')]);
    expect(d.state.question).toBeUndefined();
    expect(d.state.inbox['debater-1']).toContain(
      'Your PROPOSE_QUESTION move was refused: the question is not binary: an open question ("what …") has no YES or NO answer: ask whether a threshold is crossed instead.',
    );
  });
});
