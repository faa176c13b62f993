// The dialectical status of every move as the dialogue goes, and who is currently winning it.
import { describe, expect, it } from 'vitest';
import { analysis } from '../../../src/protocols/persuasion/analysis.js';
import { persuasion } from '../../../src/protocols/persuasion/index.js';
import type { PersuasionState } from '../../../src/protocols/persuasion/state.js';
import { claim, concede, Dialogue, retract, since, why } from '../../helpers/persuasion.js';

const status = (state: PersuasionState, id: string) => {
  const s = analysis(state).dialectic.status.get(id)!;
  return `${s.in ? 'in' : 'out'} · ${s.label}`;
};

describe('the dialectical status of moves', () => {
  it('a claim nobody has answered is in', () => {
    const d = new Dialogue();
    d.say('pro', claim('Adopt the ORM', { evidence: ['docs'] }));
    expect(status(d.state, 'P1')).toBe('in · unanswered');
    expect(analysis(d.state).dialectic.leading).toBe('pro');
  });

  it('an owed why is in and puts the claim it challenges out', () => {
    const d = new Dialogue();
    d.say('pro', claim('Adopt the ORM'));
    expect(status(d.state, 'O1')).toBe('in · owed by PRO');
    expect(status(d.state, 'P1')).toBe('out · answered');
    expect(analysis(d.state).dialectic.leading).toBe('opp');
  });

  it('reasons answer the why: the why goes out and the claim comes back in, and the change is announced', () => {
    const d = new Dialogue();
    d.say('pro', claim('Adopt the ORM'));
    d.say('opp', claim('Keep raw SQL', { reply: 'P1', against: 'A1', evidence: ['bench'] }));
    d.say('mod', { rulings: [] });
    d.say('pro', since('O1', 'A1', ['Most queries are CRUD']), why('O2', 'A2'));
    expect(status(d.state, 'O1')).toBe('out · answered');
    expect(status(d.state, 'P2')).toBe('in · unanswered');
    expect(status(d.state, 'O2')).toBe('out · answered');
    expect(status(d.state, 'P1')).toBe('in · answered');
    expect(
      d.walk
        .notices()
        .filter((n) => n.type === 'dialogue.status')
        .map((n) => n.text),
    ).toEqual(['OPP is now winning the dialogue (P1, the thesis, is out).', 'PRO is now winning the dialogue (P1, the thesis, is in).']);
  });

  it('a conceded claim is in for good; conceding one reason of a since concedes that reason, not the move', () => {
    const d = new Dialogue();
    d.say('pro', claim('Adopt the ORM', { evidence: ['docs'] }));
    d.say('opp', concede('P1', 'A1'));
    expect(status(d.state, 'P1')).toBe('in · conceded by OPP');
    const e = new Dialogue();
    e.open({ counter: false });
    e.say('pro', since('O1', 'A1', ['Most queries are CRUD', 'Types catch drift']));
    e.say('opp', concede('P2', 'A2'), why('P2', 'A3'));
    expect(status(e.state, 'P2')).toBe('out · answered · A2 conceded');
  });

  it('a side cannot ask why of a statement it has conceded', () => {
    const d = new Dialogue();
    d.open({ counter: false });
    d.say('pro', since('O1', 'A1', ['Most queries are CRUD']));
    d.say('opp', concede('P2', 'A2'), why('P2', 'A2'));
    expect(
      d.walk
        .notices()
        .filter((n) => n.type === 'move.refused')
        .map((n) => n.text),
    ).toEqual(["Refused opp's why A2 (reply to P2): you hold A2 yourself: there is nothing to ask reasons for."]);
  });

  it('a retraction answering a why surrenders: the why is won, the claim withdrawn and out', () => {
    const d = new Dialogue();
    d.open();
    d.say('pro', why('O1', 'A2'));
    d.say('opp', retract('P2', 'A2'));
    expect(status(d.state, 'P2')).toBe('in · won: OPP retracted A2');
    expect(status(d.state, 'O1')).toBe('out · withdrawn by OPP');
    expect(status(d.state, 'O2')).toBe('in · surrenders');
  });

  it('shows who is winning live in the progress: the scores decide, and a tie goes to OPP', () => {
    const d = new Dialogue();
    d.say('pro', claim('Adopt the ORM'));
    expect(persuasion.view(d.state).progress.note).toBe('the scores decide (rule 6): PRO 0.50 vs OPP 0.50');
    expect(persuasion.view(d.state).headline?.text).toMatch(/^OPP leads on the scores, tied at 0\.50, and a tie goes to OPP/);
    expect(persuasion.view(d.state).record.rows.find((r) => r.id === 'O1')).toMatchObject({
      badge: 'why·engine',
      status: 'standing · owed',
    });
  });
});
