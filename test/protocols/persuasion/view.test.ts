// What the TUI renders, through the neutral view: the record of K and the speech acts with their
// badge, dialectical status and score; the replies owed; the commitment stores and K as groups;
// each side's score as its seat's stance; the rounds as stages.
import { describe, expect, it } from 'vitest';
import { persuasion } from '../../../src/protocols/persuasion/index.js';
import { claim, Dialogue, since, why } from '../../helpers/persuasion.js';

function early(): Dialogue {
  const d = new Dialogue({ gather: 'mod' });
  d.say('mod', { facts: [{ fact: 'The ORM generates types', source: 'orm docs' }] });
  d.say('pro', claim('Adopt the ORM'));
  d.say('opp', claim('Keep raw SQL', { reply: 'P1', against: 'A1', evidence: ['K1'] }));
  return d;
}

describe('the view', () => {
  it('records K and every speech act with its badge, dialectical status and score', () => {
    const v = persuasion.view(early().state);
    expect(v.record.title).toBe('Dialogue');
    expect(v.record.rows.map((r) => [r.id, r.mark, r.badge, r.status])).toEqual([
      ['K1', 'K', 'fact', 'in K'],
      ['P1', 'r0', 'claim', 'beaten'],
      ['O1', 'r0', 'why·engine', 'standing · owed'],
      ['O2', 'r0', 'claim', 'standing'],
    ]);
    const p1 = v.record.rows[1]!;
    expect(p1).toMatchObject({ seat: 'pro', tone: 'claimed', text: 'Adopt the ORM', item: 'P1' });
    expect(v.details.P1!.facts).toContainEqual({ label: 'dialectical status', value: 'beaten · answered' });
    // A1 = 0.5 − 0.3·A2 and A2 = 0.5 + 0.2·K1 − 0.3·A1: A1 = 0.32 / 0.91, A2 = 0.6 − 0.3·A1.
    expect(p1.formal!.score).toBeCloseTo(0.32 / 0.91, 8);
    expect(v.record.rows[3]!.formal!.score).toBeCloseTo(0.6 - (0.3 * 0.32) / 0.91, 8);
    expect(v.record.rows[2]!.formal).toBeUndefined();
  });

  it('shows the replies owed: "O1 why A1", PRO owes reasons, urgent on its turn', () => {
    const d = early();
    d.say('mod', { rulings: [] });
    expect(persuasion.view(d.state).open.rows).toEqual([
      expect.objectContaining({
        id: 'owed-O1',
        title: 'O1 why A1',
        owner: 'PRO',
        owes: 'reasons for A1 (since), or its retraction',
        due: 'this turn',
        urgency: 'urgent',
        status: 'open (engine)',
        item: 'O1',
      }),
    ]);
    d.say('pro', since('O1', 'A1', ['Types catch drift']), why('O2', 'A2'));
    expect(persuasion.view(d.state).open.rows.map((r) => [r.title, r.owner, r.due, r.urgency])).toEqual([
      ['P3 why A2', 'OPP', 'this turn', 'urgent'],
    ]);
  });

  it('groups the commitment stores C_PRO and C_OPP, and K', () => {
    const groups = persuasion.view(early().state).groups;
    expect(groups).toEqual([
      { name: 'C_PRO', items: [{ id: 'A1', text: 'Adopt the ORM' }] },
      { name: 'C_OPP', items: [{ id: 'A2', text: 'Keep raw SQL' }] },
      { name: 'K', items: [{ id: 'K1', text: 'The ORM generates types' }] },
    ]);
  });

  it("shows each side's current score as its seat's stance", () => {
    const seats = persuasion.view(early().state).seats;
    expect(seats.map((s) => [s.seat, s.label, s.agent])).toEqual([
      ['pro', 'Proponent (PRO)', 'script'],
      ['opp', 'Opponent (OPP)', 'script'],
      ['mod', 'Moderator (MOD)', 'script'],
    ]);
    expect(seats[0]!.stance).toMatch(/^score 0\.\d\d \(A1\)$/);
    expect(seats[1]!.stance).toMatch(/^score 0\.\d\d \(A2\) · leads on the scores$/);
    expect(seats[2]!.stance).toBe('0 rulings');
    const before = new Dialogue();
    expect(persuasion.view(before.state).seats.map((s) => s.stance)).toEqual(['no thesis yet', 'no thesis yet', '0 rulings']);
    before.say('pro', claim('Adopt the ORM', { evidence: ['docs'] }));
    expect(persuasion.view(before.state).seats[1]!.stance).toBe('score 0.40 (1 − A1)');
  });

  it('shows the rounds as stages, and a checklist of owed replies, convergence and the thesis', () => {
    const v = persuasion.view(early().state);
    expect(v.progress).toMatchObject({ phase: 'OPENING', unit: 'round', done: 0, total: 4, label: 'round 0 (opening)' });
    expect(v.progress.stages.map((s) => `${s.name}:${s.state}`)).toEqual([
      'K:done',
      'R0:current',
      'R1:upcoming',
      'R2:upcoming',
      'CLOSE:upcoming',
      'JUDGE:upcoming',
    ]);
    expect(v.progress.checklist.map((c) => `${c.label}:${c.state}`)).toEqual([
      'shared context K gathered:met',
      'no replies owed:unmet',
      'scores converged:met',
      'thesis survives (score > 0.5):unmet',
    ]);
  });

  it('opens every move, statement and fact in detail', () => {
    const v = persuasion.view(early().state);
    expect(v.details.O1).toMatchObject({ title: 'O1 · OPP · why (by the engine) · round 0' });
    expect(v.details.A2!.facts).toContainEqual({ label: 'attacks', value: 'A1 (rebut)' });
    expect(v.details.A2!.facts).toContainEqual({ label: 'held by', value: 'OPP' });
    expect(v.details.K1!.facts).toContainEqual({ label: 'cited by', value: 'A2' });
  });
});
