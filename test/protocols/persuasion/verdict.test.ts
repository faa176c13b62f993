// The moderator's judgment: the five questions, then the verdict — the winner with the scores
// (a surrender decides, else the scores: the convergence rule), a rationale citing argument ids,
// the strongest surviving arguments, the losing side's valid points, a consensus, conditions for
// revisiting, and how the biases were weighed.
import { describe, expect, it } from 'vitest';
import { freshDetermination } from '../../../src/protocols/persuasion/analysis.js';
import { persuasion } from '../../../src/protocols/persuasion/index.js';
import { claim, concede, Dialogue, final } from '../../helpers/persuasion.js';

/** One round, played to the judgment: PRO's thesis has three pieces of evidence, OPP's counter-thesis one and a reason. */
function toJudgment(extra: { oppConcedes?: boolean } = {}): Dialogue {
  const d = new Dialogue({ rounds: 1 });
  d.open({ thesisEvidence: ['docs/orm.md', 'postmortems', 'the schema'] });
  d.argueRound();
  d.say('mod', { rulings: [] });
  d.say('pro', final('Adopt it.'));
  d.say('opp', ...(extra.oppConcedes ? [concede('P1', 'A1')] : []), final('Keep SQL.'));
  expect(d.due()).toBe('mod:judge');
  return d;
}

const verdict = (winner: string, extra: Record<string, unknown> = {}) => ({
  verdict: {
    winner,
    answers: { survivors: 'A1 survives', stronger: "PRO's", unaddressed: 'none', concessions: 'none', commitments: 'as listed' },
    rationale: 'A1 is backed by two sources; A2 rests on A3, which rests on an unshown measurement.',
    strongest: ['A1'],
    validPoints: [{ id: 'A3', why: 'the mapping layer does cost something' }],
    consensus: 'Adopt the ORM, keep raw SQL on the hot path.',
    revisit: ['the hot path slows down'],
    bias: "PRO's lean to shipping was checked against its evidence.",
    ...extra,
  },
});
const refusals = (d: Dialogue) =>
  d.walk
    .notices()
    .filter((n) => n.type === 'move.refused' || n.type === 'turn.failed')
    .map((n) => n.text);

describe("the moderator's judgment", () => {
  it('asks the five questions, each beside what the engine counted, and what the rules determine', () => {
    const d = toJudgment();
    const prompt = d.prompt('mod');
    expect(prompt).toContain('1. Which arguments survived (score > 0.5)? PRO: A1 (0.');
    expect(prompt).toContain('2. Which side has stronger surviving arguments?');
    expect(prompt).toContain('3. Are there unaddressed critical questions? none counted.');
    expect(prompt).toContain('4. Did either side make concessions that weaken its position? none');
    expect(prompt).toContain('5. What is the final state of the commitment stores?');
    expect(prompt).toContain('C_PRO = {A1}');
    expect(prompt).toMatch(/the scores decide \(rule 6\): PRO 0\.\d\d vs OPP 0\.\d\d → PRO/);
    // OPP answered both whys on its counter-thesis (O1), so O1 stands and P1 is out, whatever the scores say.
    expect(prompt).toContain(
      "The dialogue itself: OPP is winning the dialogue (P1, the thesis, is out) (Prakken's dialectical status, for your rationale; the rule above names the winner).",
    );
  });

  it('renders the verdict with the scores and every section, and ends the debate', () => {
    const d = toJudgment();
    d.say('mod', verdict('pro'));
    const due = freshDetermination(d.state);
    expect(d.state.verdict).toMatchObject({
      winner: 'pro',
      how: 'scores',
      by: 'mod',
      scores: due.scores,
      strongest: ['A1'],
      consensus: 'Adopt the ORM, keep raw SQL on the hot path.',
    });
    expect(d.plan()).toMatchObject({ kind: 'done', reason: expect.stringMatching(/^PRO wins, by the scores \(0\.\d\d vs 0\.\d\d\)$/) });
    expect(persuasion.view(d.state).seats.find((s) => s.seat === 'mod')!.stance).toBe('verdict: PRO');
  });

  it('after the last round with neither side defeated, names the winner by the scores: another winner is refused with them', () => {
    const d = toJudgment();
    d.say('mod', verdict('opp'));
    expect(refusals(d)[0]).toMatch(/^Refused mod's verdict move: the winner is PRO: the scores decide: PRO 0\.\d\d vs OPP 0\.\d\d\.$/);
    expect(d.due()).toBe('mod:judge');
    expect(d.prompt('mod')).toContain('Your verdict move was refused: the winner is PRO');
  });

  it('names the side that did not surrender, whatever the scores', () => {
    const d = toJudgment({ oppConcedes: true });
    expect(freshDetermination(d.state)).toMatchObject({
      winner: 'pro',
      how: 'surrender',
      surrender: { side: 'opp', how: 'OPP conceded the thesis A1 (O4)' },
    });
    expect(d.prompt('mod')).toContain('OPP conceded the thesis A1 (O4): PRO wins by surrender.');
    d.say('mod', verdict('pro'));
    expect(d.state.verdict!.how).toBe('surrender');
  });

  it('gives a tie to OPP: PRO carries the burden of proof', () => {
    const d = new Dialogue();
    d.say('pro', claim('Adopt the ORM', { evidence: ['docs'] }));
    d.say('opp', claim('Keep SQL', { reply: 'P1', against: 'A1', evidence: ['bench'] }));
    expect(freshDetermination(d.state).scores.pro).toBeCloseTo(freshDetermination(d.state).scores.opp, 12);
    expect(freshDetermination(d.state).winner).toBe('opp');
  });

  it('wants a rationale citing argument ids, strongest arguments that survive for the winner, valid points of the loser', () => {
    const d = toJudgment();
    d.say('mod', verdict('pro', { rationale: 'PRO argued better.' }));
    d.say('mod', verdict('pro', { strongest: ['A2'] }));
    expect(refusals(d)).toEqual([
      "Refused mod's verdict move: the rationale cites the arguments it rests on by id (A3, …).",
      "mod's answer left its turn unfinished (no usable verdict).",
      "Refused mod's verdict move: A2 is not a surviving argument of PRO (A1).",
      "mod's answer left its turn unfinished (no usable verdict).",
    ]);
    const e = toJudgment();
    e.say('mod', verdict('pro', { validPoints: [{ id: 'A1', why: 'no' }] }));
    expect(refusals(e)[0]).toBe("Refused mod's verdict move: A1 is not an argument of the losing side.");
  });

  it('wants the conditions for revisiting and how the biases were weighed', () => {
    const d = toJudgment();
    d.say('mod', verdict('pro', { revisit: [], bias: undefined }));
    expect(d.walk.notices().find((n) => n.type === 'turn.failed')!.text).toMatch(
      /^mod's answer could not be used: .*It is asked once more\.$/,
    );
    const retry = d.prompt('mod');
    expect(retry).toContain('- moves[0] (verdict): "revisit" is empty; "bias" is missing (expected string).');
  });

  it('falls back on the rules when the moderator gives no usable verdict: the engine names the winner, and the debate ends failed', () => {
    const d = toJudgment();
    d.fail('mod');
    d.fail('mod');
    expect(d.state.verdict).toMatchObject({ winner: 'pro', by: 'engine', how: 'scores' });
    expect(d.plan()).toMatchObject({ kind: 'done', failed: true });
    expect(persuasion.view(d.state).flags).toContainEqual({
      text: 'the moderator gave no usable verdict: the engine determined the winner by the rules',
      level: 'warning',
    });
  });

  it('lets the person overrule the winner with a reason; the report says so', () => {
    const d = toJudgment();
    d.say('mod', verdict('pro'));
    expect(persuasion.checkHuman(d.state, 'decide', { value: 'pro', reason: 'x' })).toBe('PRO is the winner already');
    d.human('decide', { value: 'opp', reason: 'the latency budget matters more to us' });
    expect(d.state.verdict!.overruled).toEqual({ winner: 'opp', reason: 'the latency budget matters more to us' });
    const report = persuasion.outcome(d.state).report;
    expect(report).toMatch(/### Winner: \*\*OPP\*\* \(Score: 0\.\d\d vs 0\.\d\d\)/);
    expect(report).toContain('*The person overruled the verdict (PRO): the latency budget matters more to us.*');
  });
});
