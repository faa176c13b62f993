// Seed 002's speech acts, its table of legal replies and its effect rules, one test each.
import { describe, expect, it } from 'vitest';
import { claim, concede, Dialogue, final, retract, since, why } from '../../helpers/persuasion.js';

/** Round 1 begins: P1 claims the thesis A1 (with evidence), O1 counter-claims A2 against it. */
function round1(): Dialogue {
  const d = new Dialogue();
  d.open();
  expect(d.due()).toBe('pro:argue');
  return d;
}

const refusals = (d: Dialogue) =>
  d.walk
    .notices()
    .filter((n) => n.type === 'move.refused')
    .map((n) => n.text);

describe('the speech acts', () => {
  it("claim φ asserts a new statement and numbers the move in its side's series", () => {
    const d = new Dialogue();
    d.say('pro', claim('We should adopt the ORM', { evidence: ['K9-free source'] }));
    expect(d.state.moves.P1).toMatchObject({ act: 'claim', side: 'pro', statement: 'A1', round: 0 });
    expect(d.state.statements.A1).toMatchObject({ text: 'We should adopt the ORM', side: 'pro', move: 'P1' });
    expect(d.state.thesis.pro).toBe('A1');
  });

  it('why φ challenges a statement the other side claimed', () => {
    const d = round1();
    d.say('pro', why('O1', 'A2'));
    expect(d.state.moves.P2).toMatchObject({ act: 'why', reply: 'O1', statement: 'A2' });
  });

  it('concede φ admits a statement of the other side', () => {
    const d = round1();
    d.say('pro', concede('O1', 'A2'));
    expect(d.state.moves.P2).toMatchObject({ act: 'concede', reply: 'O1', statement: 'A2' });
  });

  it('retract φ withdraws a statement its speaker held', () => {
    const d = round1();
    d.say('pro', why('O1', 'A2'));
    d.say('opp', retract('P2', 'A2'));
    expect(d.state.moves.O2).toMatchObject({ act: 'retract', reply: 'P2', statement: 'A2' });
    expect(d.state.retracted.opp).toEqual(['A2']);
  });

  it('φ since S gives reasons for a challenged statement, new ones as statements of their own', () => {
    const d = round1();
    d.say('pro', why('O1', 'A2'));
    d.say('opp', since('P2', 'A2', ['Raw SQL skips the mapping layer', 'A1']));
    expect(d.state.moves.O2).toMatchObject({ act: 'since', reply: 'P2', statement: 'A2', reasons: ['A3', 'A1'] });
    expect(d.state.statements.A3).toMatchObject({ text: 'Raw SQL skips the mapping layer', side: 'opp', move: 'O2' });
  });

  it('final makes a closing statement, in the closing round only', () => {
    const d = round1();
    d.say('pro', final());
    expect(refusals(d)).toEqual(["Refused pro's final: final statements belong to the closing round."]);
  });
});

describe('the effect rules on the commitment stores', () => {
  it('claim φ: C = C ∪ {φ}', () => {
    const d = round1();
    expect(d.state.stores).toEqual({ pro: ['A1'], opp: ['A2'] });
  });

  it('why φ: C unchanged', () => {
    const d = round1();
    d.say('pro', why('O1', 'A2'));
    expect(d.state.stores).toEqual({ pro: ['A1'], opp: ['A2'] });
  });

  it('concede φ: C = C ∪ {φ}', () => {
    const d = round1();
    d.say('pro', concede('O1', 'A2'));
    expect(d.state.stores.pro).toEqual(['A1', 'A2']);
  });

  it('retract φ: C = C − {φ}', () => {
    const d = round1();
    d.say('pro', why('O1', 'A2'));
    d.say('opp', retract('P2', 'A2'));
    expect(d.state.stores.opp).toEqual([]);
  });

  it('φ since S: C = C ∪ {φ} ∪ S', () => {
    const d = round1();
    d.say('pro', why('O1', 'A2'));
    d.say('opp', since('P2', 'A2', ['Raw SQL skips the mapping layer', 'A1']));
    expect(d.state.stores.opp).toEqual(['A2', 'A3', 'A1']);
  });
});

describe('the table of legal replies', () => {
  it('claim φ may be met with why φ, claim ¬φ or concede φ, and nothing else', () => {
    const d = round1();
    d.say(
      'pro',
      why('O1', 'A2'),
      claim('Raw SQL is not faster once the ORM caches plans', { reply: 'O1', against: 'A2', evidence: ['K-less source'] }),
      since('O1', 'A1', ['a reason']),
    );
    expect(d.state.moveOrder).toEqual(['P1', 'O1', 'P2', 'P3']);
    expect(refusals(d)).toEqual(["Refused pro's since A1 (reply to O1): since answers a why on A1; O1 is not one."]);
    const e = round1();
    e.say('pro', concede('O1', 'A2'));
    expect(e.state.moves.P2!.act).toBe('concede');
  });

  it('why φ may be met with φ since S or retract φ, and nothing else', () => {
    const d = round1();
    d.say('pro', why('O1', 'A2'));
    d.say('opp', concede('P2', 'A1'), claim('No', { reply: 'P2', against: 'A1' }), since('P2', 'A2', ['a reason']));
    expect(refusals(d)).toEqual([
      "Refused opp's concede A1 (reply to P2): concede A1 answers a claim of A1, or a since giving it as a reason; P2 is neither.",
      "Refused opp's claim (reply to P2): P2 does not claim A1: rebut a statement the move you reply to asserts.",
    ]);
    expect(d.state.moves.O2!.act).toBe('since');
  });

  it('concede φ and retract φ take no reply', () => {
    const d = round1();
    d.say('pro', why('O1', 'A2'));
    d.say('opp', since('P2', 'A2', ['Raw SQL skips the mapping layer', 'Our hot path is three queries']));
    d.say('pro', concede('O2', 'A3'), why('O2', 'A4'));
    d.say('opp', why('P3', 'A3'), retract('P4', 'A4'));
    d.say('mod', { rulings: [] });
    d.say('pro', why('O3', 'A4'));
    expect(refusals(d)).toEqual([
      "Refused opp's why A3 (reply to P3): P3 is a concede: the table gives it no replies.",
      "Refused pro's why A4 (reply to O3): O3 is a retract: the table gives it no replies.",
    ]);
  });

  it('φ since S may be met with why ψ or concede ψ for ψ in S, not with why φ', () => {
    const d = round1();
    d.say('pro', why('O1', 'A2'));
    d.say('opp', since('P2', 'A2', ['Raw SQL skips the mapping layer', 'Our hot path is three queries']));
    d.say('pro', why('O2', 'A3'), concede('O2', 'A4'), why('O2', 'A2'));
    expect(d.state.moves.P3).toMatchObject({ act: 'why', statement: 'A3' });
    expect(d.state.moves.P4).toMatchObject({ act: 'concede', statement: 'A4' });
    expect(refusals(d)).toEqual([
      "Refused pro's why A2 (reply to O2): why A2 answers a claim of A2, or a since giving A2 as a reason; O2 is neither.",
    ]);
  });

  it('φ since S claims its reasons, so a reason may be rebutted and the step from S to φ undercut', () => {
    const d = round1();
    d.say('pro', why('O1', 'A2'));
    d.say('opp', since('P2', 'A2', ['Raw SQL skips the mapping layer']));
    d.say(
      'pro',
      claim('The ORM compiles its mapping ahead of time', { reply: 'O2', against: 'A3', attack: 'rebut', evidence: ['orm docs'] }),
      claim('Skipping a layer says nothing of the hot path', { reply: 'O2', against: 'A2', attack: 'undercut', evidence: ['profile.txt'] }),
    );
    expect(d.state.statements.A4!.attack).toMatchObject({ target: 'A3', type: 'rebut' });
    expect(d.state.statements.A5!.attack).toMatchObject({ target: 'A2', type: 'undercut' });
  });

  it('an undercut replies to a move that gave reasons: a claim with no evidence has no step to break', () => {
    const d = new Dialogue();
    d.say('pro', claim('We should adopt the ORM'));
    d.say('opp', claim('Its reasons do not hold', { reply: 'P1', against: 'A1', attack: 'undercut', evidence: ['x'] }));
    expect(refusals(d)).toEqual([
      "Refused opp's claim (reply to P1): an undercut attacks the step from reasons to a conclusion: reply to the move that gave reasons for A1 (a since, or a claim with evidence).",
    ]);
  });

  it('every move replies to an earlier move of the other side by id', () => {
    const d = round1();
    d.say('pro', why(undefined as never, 'A2'), why('P1', 'A1'), why('O9', 'A2'));
    expect(refusals(d)).toEqual([
      'Refused pro\'s why A2: every move replies to an earlier move of OPP by id ("reply").',
      "Refused pro's why A1 (reply to P1): P1 is your own move: reply to a move of OPP.",
      "Refused pro's why A2 (reply to O9): O9 does not exist.",
    ]);
  });

  it("an illegal reply is refused with its reason in that seat's next prompt", () => {
    const d = round1();
    d.say('pro', why('O1', 'A2'), concede('O1', 'A1'));
    d.say('opp', since('P2', 'A2', ['Raw SQL skips the mapping layer']));
    expect(d.prompt('pro')).toContain('Your concede A1 (reply to O1) was refused: you hold A1 already.');
  });

  it('the opening is the thesis, then an answer to it', () => {
    const d = new Dialogue();
    d.say('pro', claim('A thesis', { evidence: ['x'] }), claim('A second claim', { evidence: ['y'] }));
    expect(refusals(d)).toEqual(["Refused pro's claim: a thesis twice in one answer; only the first counts."]);
    d.say('opp', why('P1', 'A1'));
    expect(d.state.moves.O1).toMatchObject({ act: 'why', statement: 'A1' });
  });
});
