// Seed 002's eight rules, each enforced by the engine or flagged for the moderator and the person.
import { describe, expect, it } from 'vitest';
import { analysis } from '../../../src/protocols/persuasion/analysis.js';
import { persuasion } from '../../../src/protocols/persuasion/index.js';
import { claim, Dialogue, final, since, why } from '../../helpers/persuasion.js';

const flags = (d: Dialogue) => d.state.flags.map((f) => `${f.rule} by ${f.by}: ${f.text}`);

/** Round 1 to its review: P2 asks why A2, O2 answers with A3, P3 asks why A3, O3 answers with A4. */
function toReview(d = new Dialogue()): Dialogue {
  d.open();
  d.argueRound();
  expect(d.due()).toBe('mod:review');
  return d;
}

describe('the eight rules', () => {
  it('1. steel-man: the moderator strikes a weak argument from the framework and its side reads why; the person may restore it', () => {
    const d = toReview();
    d.say('mod', { rulings: [{ type: 'strike', statement: 'A4', rule: 'steel-man', reason: 'it asserts a measurement it never shows' }] });
    expect(analysis(d.state).map.omitted.get('A4')).toBe('struck by the moderator (steel-man): it asserts a measurement it never shows');
    d.say('pro', why('O3', 'A4'));
    expect(d.prompt('opp')).toContain(
      'The moderator struck your A4 from the framework (Steel-man, not straw-man): it asserts a measurement it never shows.',
    );
    d.human('restore', { item: 'A4', reason: 'the measurement is in the repo' });
    expect(analysis(d.state).map.status.has('A4')).toBe(true);
    expect(persuasion.humanActions(d.state).find((a) => a.kind === 'strike')!.targets).not.toContain('A1');
  });

  it("2. evidence required: a claim without evidence is challenged with why at once, by the engine in the other side's name", () => {
    const d = new Dialogue();
    d.say('pro', claim('Adopt the ORM'));
    expect(d.state.moves.O1).toMatchObject({ act: 'why', reply: 'P1', statement: 'A1', by: 'engine', side: 'opp' });
    expect(d.types()).toContain('why.engine');
    expect(d.prompt('pro')).toBe('');
    expect(d.prompt('opp')).toContain('O1 OPP r0 → P1: why A1 (by the engine: P1 came without evidence (rule 2))');
    const backed = new Dialogue();
    backed.say('pro', claim('Adopt the ORM', { evidence: ['docs'] }));
    expect(backed.state.moveOrder).toEqual(['P1']);
  });

  it("3. honest concessions: a why left unanswered through its owner's next turn retracts the statement, by the engine", () => {
    const d = new Dialogue();
    d.say('pro', claim('Adopt the ORM', { evidence: ['docs'] }));
    d.say('opp', claim('Keep raw SQL', { reply: 'P1', against: 'A1' }));
    expect(d.state.moves.P2).toMatchObject({ act: 'why', statement: 'A2', by: 'engine' });
    d.say('mod', { rulings: [] });
    d.say('pro', claim('Raw SQL is not faster with prepared statements', { reply: 'O1', against: 'A2', evidence: ['bench'] }));
    expect(d.prompt('opp')).toContain('- P2 why A2 “Keep raw SQL”: answer with since (reply P2, reasons for A2) or retract A2');
    d.say('opp', why('P3', 'A3'));
    expect(d.state.moves.O3).toMatchObject({ act: 'retract', reply: 'P2', statement: 'A2', by: 'engine' });
    expect(d.state.stores.opp).toEqual([]);
    expect(d.state.retracted.opp).toEqual(['A2']);
    expect(d.state.surrendered).toMatchObject({ side: 'opp', how: 'OPP retracted its thesis A2 (O3)' });
  });

  it('4. protocol adherence: illegal moves are refused with reasons, and a turn without a legal move is asked again, then skipped and flagged', () => {
    const d = new Dialogue();
    d.open();
    d.say('pro', why('P1', 'A1'));
    expect(d.prompt('pro')).toContain('Your why A1 (reply to P1) was refused: P1 is your own move: reply to a move of OPP.');
    d.say('pro', why('P1', 'A1'));
    expect(d.due()).toBe('opp:argue');
    expect(flags(d)).toEqual(["protocol by engine: PRO's turn was skipped: no legal speech act: every turn makes at least one (rule 4)"]);
  });

  it("5. undercutting over rebutting: an undercut weighs 0.4 against a rebuttal's 0.3, and a side attacking only by rebuttal is flagged", () => {
    const d = new Dialogue();
    d.say('pro', claim('Adopt the ORM', { evidence: ['docs'] }));
    d.say(
      'opp',
      claim('Keep raw SQL', { reply: 'P1', against: 'A1', evidence: ['bench'] }),
      claim('Raw SQL is simpler', { reply: 'P1', against: 'A1', evidence: ['style guide'] }),
    );
    d.say('mod', { rulings: [] });
    for (const [seat, move] of [
      ['pro', why('O1', 'A2')],
      ['opp', since('P2', 'A2', ['faster'])],
      ['pro', why('O2', 'A3')],
      ['opp', since('P3', 'A3', ['simpler'])],
    ] as const)
      d.say(seat, move);
    d.say('mod', { rulings: [] });
    expect(flags(d)).toEqual([
      'undercut by engine: OPP has attacked 2 times, all by rebuttal: an undercutter (why the reasons fail) weighs more and shows why',
    ]);
    expect(d.prompt('pro')).not.toContain('all by rebuttal');
    const u = new Dialogue();
    u.say('pro', claim('Adopt the ORM', { evidence: ['docs'] }));
    u.say('opp', claim('The docs are about a toy app', { reply: 'P1', against: 'A1', attack: 'undercut', evidence: ['x'] }));
    const r = new Dialogue();
    r.say('pro', claim('Adopt the ORM', { evidence: ['docs'] }));
    r.say('opp', claim('Do not adopt it', { reply: 'P1', against: 'A1', attack: 'rebut', evidence: ['x'] }));
    const score = (x: Dialogue) => analysis(x.state).map.status.get('A1')!.score;
    expect(score(u)).toBeLessThan(score(r));
  });

  it('6. convergence: the rounds are bounded, and after the last one, with no side defeated, the scores decide', () => {
    const d = new Dialogue({ rounds: 1 });
    d.open();
    d.argueRound();
    d.say('mod', { rulings: [] });
    expect(d.state.stage).toBe('closing');
    d.say('pro', final());
    d.say('opp', final());
    expect(d.due()).toBe('mod:judge');
    const prompt = d.prompt('mod');
    expect(prompt).toMatch(/Neither side surrendered its thesis, so the scores decide \(rule 6\): PRO 0\.\d\d vs OPP 0\.\d\d → (PRO|OPP)/);
  });

  it("7. bias transparency: every prompt states each seat's persona and declared bias", () => {
    const d = new Dialogue({ gather: 'mod', oppBias: 'Distrusts anything generated' });
    const seen = [d.prompt('mod')];
    d.say('mod', { facts: [] });
    seen.push(d.prompt('pro'));
    d.say('pro', claim('Adopt the ORM', { evidence: ['docs'] }));
    seen.push(d.prompt('opp'));
    d.say('opp', why('P1', 'A1'));
    seen.push(d.prompt('mod'));
    for (const prompt of seen.slice(1)) {
      expect(prompt).toMatch(
        /OPP( \(you\))?: A careful architect who guards quality and the long-term health of the system\. Bias: Distrusts anything generated/,
      );
      expect(prompt).toMatch(
        /PRO( \(you\))?: A hands-on engineer who cares most about getting things delivered and keeping them simple\. Bias: Leans towards whatever can ship soon/,
      );
      expect(prompt).toMatch(/MOD( \(you\))?: A senior staff engineer who weighs trade-offs for a living\. Bias: None declared/);
    }
    expect(seen[1]).toContain('PRO (you): A hands-on engineer');
  });

  it('8. no ad hominem: words aimed at the debater are flagged for the moderator and the person, who may strike the argument', () => {
    const d = new Dialogue();
    d.say('pro', claim('Adopt the ORM', { evidence: ['docs'] }));
    d.say('opp', claim('Keep raw SQL', { reply: 'P1', against: 'A1', evidence: ['bench'], argument: 'You always chase the newest tool.' }));
    expect(flags(d)).toEqual([
      'ad-hominem by engine: O1 may attack the debater rather than the argument (“You always chase the newest tool”)',
    ]);
    expect(persuasion.view(d.state).flags[0]).toEqual({
      text: 'rule ad-hominem: O1 may attack the debater rather than the argument (“You always chase the newest tool”)',
      level: 'warning',
    });
    expect(d.prompt('mod')).toContain('ad-hominem (engine, round 0): O1 may attack the debater');
    d.say('mod', { rulings: [{ type: 'flag', item: 'O1', rule: 'ad-hominem', note: 'argue the benchmark, not the person' }] });
    expect(flags(d)[1]).toBe('ad-hominem by mod: O1: argue the benchmark, not the person [M1]');
  });
});
