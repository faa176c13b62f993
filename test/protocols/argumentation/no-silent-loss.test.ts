// No silent loss (issue 10): an answer that yields no move where one was owed, or a move that cannot
// be read, gets the seat's one retry with a message naming what to fix; the round does not advance;
// after the retry the protocol's rules apply.
import { describe, expect, it } from 'vitest';
import { assess, Debate, defend, section, value } from '../../helpers/debate.js';

/** Round 2, the consultee's turn: C1 (REJECT) on P1 is due. */
function underReject(): Debate {
  const d = new Debate({ mode: 'minimal' });
  d.consultee(value('Redis is the better fit for sessions'));
  d.orchestrator(assess('P1', 'REJECT', { objection: 'sessions need no persistence' }));
  return d;
}

const problemOf = (d: Debate, seat: string) => section(d.promptOf(seat), 'Your last answer could not be used');

describe('an answer that yields no move while one is owed', () => {
  it('goes back to the seat once, naming what it owes, and the round does not advance', () => {
    const d = underReject();
    d.consultee();

    expect(d.plan()).toMatchObject({ kind: 'ask', requests: [{ seat: 'consultee', purpose: 'retry raise' }] });
    expect(d.state.n).toBe(2);
    expect(d.challenge('C1').status).toBe('open');
    expect(problemOf(d, 'consultee')).toContain(
      'The answer has no move that can be used, though this turn owes an answer to C1 (REJECT on P1), so nothing was applied.',
    );
  });

  it('goes back with the reasons when every move it made was refused', () => {
    const d = underReject();
    d.consultee(defend('C7', 'Restarts lose sessions'));

    expect(d.bucket('P1')).toBeUndefined();
    expect(problemOf(d, 'consultee')).toContain('- defend on C7: C7 does not exist');
  });

  it('counts on the retry as the seat meant it: silence under a REJECT then dismisses the point', () => {
    const d = underReject();
    d.consultee();
    d.consultee();

    expect(d.bucket('P1')).toBe('dismissed');
  });

  it('is taken as it is from the person, whose silence is deliberate', () => {
    const d = new Debate({ mode: 'minimal', seats: { consultee: { kind: 'human' } } });
    d.consultee(value('Redis is the better fit for sessions'));
    d.orchestrator(assess('P1', 'SKEPTICAL', { objection: 'sessions need no persistence' }));
    d.consultee();

    expect(d.challenge('C1').status).toBe('dropped');
  });

  it('is taken as it is when nothing is owed', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit for sessions'));
    d.orchestrator(assess('P1', 'AGREE'));
    d.consultee();

    expect(d.noticeTypes()).not.toContain('turn.failed');
    expect(d.state.done?.reason).toBe('converged');
  });
});

describe('a move that cannot be read', () => {
  it('sends the whole first answer back and applies none of it', () => {
    const d = underReject();
    d.answer('consultee', { moves: [value('Memcached is simpler'), { type: 'defend', challenge: 'C1', reasoning: 'restarts' }] });

    expect(d.state.pointOrder).toEqual(['P1']);
    expect(problemOf(d, 'consultee')).toContain(
      '- moves[1] (defend): "argument" is missing (expected string); it also has "reasoning", which defend does not take. Expected: {"type": "defend", "challenge": "<challenge id>", "argument": "<why the objection fails>"',
    );
  });

  it('is read when only its spelling differs: a Defend type and a challenge_id key', () => {
    const d = underReject();
    d.answer('consultee', { moves: [{ type: 'Defend', challenge_id: 'C1', argument: 'restarts lose sessions' }] });

    expect(d.challenge('C1').status).toBe('answered');
  });

  it('reads a citation written as an anchor and evidence typed "citation" as textual', () => {
    const d = underReject();
    d.answer('consultee', {
      moves: [defend('C1', 'the docs say so', { evidence: [{ type: 'citation', source: 'docs/redis.md#L12', quote: 'AOF persistence' }] })],
    });

    expect(d.state.evidence.E1).toMatchObject({ type: 'textual', source: 'docs/redis.md:12' });
  });

  it('asks for the missing quote of textual evidence instead of missing the defense', () => {
    const d = underReject();
    d.answer('consultee', { moves: [defend('C1', 'the docs say so', { evidence: [{ type: 'textual', source: 'docs/redis.md:12' }] })] });

    expect(d.challenge('C1').status).toBe('open');
    expect(problemOf(d, 'consultee')).toContain('"evidence[0].quote" is missing: textual evidence needs the quoted text');
    expect(problemOf(d, 'consultee')).toContain('each evidence item is one of {"type": "textual"');
  });

  it('takes the "nature" of the question in any case', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Redis is the better fit for sessions'));
    d.answer('orchestrator', { nature: 'Factual', moves: [assess('P1', 'AGREE')] });

    expect(d.state.nature).toBe('factual');
  });

  it('reads "OUT-OF-SCOPE" as a verdict the way the format writes it, "scope": "out"', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Our coffee machine is slow'));
    d.answer('orchestrator', { moves: [{ type: 'assess', point: 'P1', verdict: 'OUT-OF-SCOPE' }] });

    expect(d.point('P1').reason).toBe('out of scope');
  });

  it('hints at "scope": "out" when a verdict is not one of the four', () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('Our coffee machine is slow'));
    d.answer('orchestrator', { moves: [{ type: 'assess', point: 'P1', verdict: 'IRRELEVANT' }] });

    expect(problemOf(d, 'orchestrator')).toContain('(a point off the question takes no verdict: write "scope": "out" instead)');
  });
});

describe('the retry budget', () => {
  it('ends the debate on the quality exit when the retry cannot be read either', () => {
    const d = underReject();
    d.answer('consultee', 'I prefer prose.');
    d.answer('consultee', 'Still prose, sorry.');

    expect(d.state.done).toMatchObject({ reason: 'quality', round: 2 });
    expect(d.bucket('P1')).toBe('unresolved');
  });
});
