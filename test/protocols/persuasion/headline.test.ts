// "Who is winning?" answered once, the same way in the headline, the progress note and the seats:
// which rule decides (a surrender, else the scores after the last round, rule 6) and why the
// dialogue's own status may favour the other side; the commitment stores side by side as the
// spotlight; the words of the rows explained in the legend.
import { describe, expect, it } from 'vitest';
import { persuasion } from '../../../src/protocols/persuasion/index.js';
import type { PersuasionState } from '../../../src/protocols/persuasion/state.js';
import { playDemo } from '../../harness/contract.js';
import { claim, Dialogue, retract } from '../../helpers/persuasion.js';

const demoEnd = () => playDemo(persuasion).walk.state as PersuasionState;

describe('who is winning, and by which rule', () => {
  it('the finished demo: PRO wins on the scores by rule 6, and the headline says why the dialogue alone would favour OPP', () => {
    expect(persuasion.view(demoEnd()).headline).toEqual({
      text:
        'PRO wins on the scores, 0.98 to 0.17 (rule 6: after the last round the scores decide). ' +
        "The dialogue alone would favour OPP: OPP's why O1 on A1 still stands; PRO's answer P2 is beaten in turn.",
      tone: 'good',
    });
  });

  it('the seats and the progress note agree with the headline', () => {
    const view = persuasion.view(demoEnd());
    expect(view.seats.map((s) => s.stance)).toEqual(['score 0.98 (A1) · wins on the scores', 'score 0.17 (A2)', 'verdict: PRO']);
    expect(view.progress.note).toBe('the scores decide (rule 6): PRO 0.98 vs OPP 0.17 · the dialogue alone favours OPP');
  });

  it('while the debate runs, the side ahead on the scores leads, and the headline says the scores decide only after the last round', () => {
    const d = new Dialogue();
    d.say('pro', claim('Adopt the ORM', { evidence: ['docs'] }));
    expect(persuasion.view(d.state).headline?.text).toBe(
      'PRO leads on the scores, 0.60 to 0.40; they decide after the last round unless a side surrenders (rule 6).',
    );
    expect(persuasion.view(d.state).seats[0]!.stance).toBe('score 0.60 (A1) · leads on the scores');
  });

  it('a surrender decides before the scores', () => {
    const d = new Dialogue();
    d.say('pro', claim('Adopt the ORM'));
    d.say('opp', claim('Keep raw SQL', { reply: 'P1', against: 'A1', evidence: ['bench'] }));
    d.say('mod', { rulings: [] });
    d.say('pro', retract('O1', 'A1'));
    const view = persuasion.view(d.state);
    expect(view.headline?.text).toMatch(/^OPP has won: .*A1.*\. A surrender decides before the scores \(/);
    expect(view.seats[1]!.stance).toMatch(/ · wins by surrender$/);
    expect(view.seats[0]!.stance).not.toMatch(/wins|leads/);
  });

  it('before the thesis, the headline says no one is ahead yet', () => {
    expect(persuasion.view(new Dialogue({ gather: 'mod' }).state).headline?.text).toBe('Gathering the shared context K; no thesis yet.');
  });
});

describe('the commitment stores as the spotlight', () => {
  it("shows PRO's and OPP's commitments side by side, each statement's id and words, and the retractions", () => {
    const state = demoEnd();
    const markdown = persuasion.view(state).spotlight!.markdown;
    const lines = markdown.split('\n');
    expect(lines[0]).toBe('| PRO commits to | OPP commits to |');
    expect(lines).toHaveLength(2 + Math.max(state.stores.pro.length, state.stores.opp.length) + 1);
    expect(lines[2]).toMatch(/^\| A1 We should move our data access to the ORM.* \| A2 We should keep hand-written SQL.* \|$/);
    for (const id of [...state.stores.pro, ...state.stores.opp]) expect(markdown).toContain(`${id} `);
    expect(lines.at(-1)).toBe('| retracted: A11 | retracted: A9 |');
  });

  it("escapes a debater's words so a pipe, emphasis or a line break cannot break the table", () => {
    const d = new Dialogue();
    d.say('pro', claim('Adopt | the **ORM**\nnow', { evidence: ['docs'] }));
    const lines = persuasion.view(d.state).spotlight!.markdown.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('| A1 Adopt \\| the \\*\\*ORM\\*\\* now |   |');
  });
});

describe('the legend', () => {
  it('explains standing, beaten and the other status words, IN/OUT and the score, in the seed’s sense', () => {
    const legend = persuasion.view(demoEnd()).legend!;
    const marks = legend.map((l) => l.mark);
    for (const word of ['standing', 'beaten', 'conceded', 'surrenders', 'won / dropped', 'IN / OUT / UNDEC', 'score', 'who wins'])
      expect(marks).toContain(word);
    expect(legend.find((l) => l.mark === 'who wins')?.meaning).toContain('rule 6');
  });

  it('rows lead with the words of the statement, with short statuses', () => {
    const rows = persuasion.view(demoEnd()).record.rows;
    expect(rows.find((r) => r.id === 'P1')).toMatchObject({
      text: 'We should move our data access to the ORM, keeping raw SQL only where the ORM cannot express a query',
      status: 'beaten',
      latest: expect.stringMatching(/^O2 OPP claim: We should keep hand-written SQL/),
    });
    expect(rows.find((r) => r.id === 'P3')?.status).toBe('standing · conceded');
    for (const row of rows) if (row.status) expect(row.status.split(/\s+/).length).toBeLessThanOrEqual(3);
  });
});
