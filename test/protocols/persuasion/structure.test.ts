// The debate's structure, after seed 002: K gathered before round 0, the opening, rounds 1..N of
// four turns, the closing round, the moderator's reviews and the verdict.
import { describe, expect, it } from 'vitest';
import { claim, concede, Dialogue, final, since, why } from '../../helpers/persuasion.js';

const facts = {
  facts: [
    { fact: 'The service has 142 SQL queries', source: 'src/db/' },
    { fact: 'The ORM generates types', source: 'orm docs' },
  ],
};

describe('the shared context K', () => {
  it('is gathered by the moderator before round 0, closes a step of its own, and goes into every prompt', () => {
    const d = new Dialogue({ gather: 'mod' });
    expect(d.due()).toBe('mod:gather');
    expect(d.prompt('mod')).toContain('gather the facts both sides may use');
    d.say('mod', facts);
    expect(d.walk.frames.at(-1)!.notices.map((n) => n.type)).toContain('context.gathered');
    expect(d.state.factOrder).toEqual(['K1', 'K2']);
    expect(d.state.facts.K1).toMatchObject({ text: 'The service has 142 SQL queries', source: 'src/db/', by: 'mod' });
    const line = 'K1: The service has 142 SQL queries [src/db/]';
    expect(d.prompt('pro')).toContain(line);
    d.say('pro', claim('Adopt the ORM', { evidence: ['K2'] }));
    expect(d.prompt('opp')).toContain(line);
    d.say('opp', why('P1', 'A1'));
    expect(d.prompt('mod')).toContain(line);
  });

  it('is gathered by all three seats at once when the session says so', () => {
    const d = new Dialogue({ gather: 'all' });
    const plan = d.plan();
    expect(plan.kind === 'ask' && plan.requests.map((r) => [r.seat, r.parallelGroup])).toEqual([
      ['mod', 'gather'],
      ['pro', 'gather'],
      ['opp', 'gather'],
    ]);
    expect(plan.kind === 'ask' && plan.requests[1]!.prompt.full).toContain('Give facts, not arguments');
    d.text('pro', JSON.stringify(facts));
    d.say('mod', { facts: ['The p95 budget is 120 ms'] });
    d.text('opp', JSON.stringify({ facts: [{ text: 'The ORM generates types' }] }));
    expect(d.state.factOrder.map((id) => d.state.facts[id]!.by)).toEqual(['pro', 'pro', 'mod']);
    expect(
      d.walk
        .notices()
        .filter((n) => n.type === 'move.refused')
        .map((n) => n.text),
    ).toEqual(["Refused opp's fact move: already in K as K2."]);
    expect(d.due()).toBe('pro:open');
  });

  it('sends the gathering seats into the project when the session has a workdir: code, configuration, docs, git history', () => {
    const withDir = new Dialogue({ gather: 'mod', workdir: '/srv/shop' });
    expect(withDir.prompt('mod')).toContain(
      'You run inside the project the question is about: search its code and configuration, read its documentation, and look through its git history',
    );
    expect(new Dialogue({ gather: 'mod' }).prompt('mod')).toContain('No project directory is attached');
  });

  it('takes facts from the person, who may also take them out: a removed fact can no longer be cited', () => {
    const d = new Dialogue();
    d.human('add-fact', { text: 'Two incidents came from schema drift', fields: { source: 'postmortems' } });
    d.human('add-fact', { text: 'The team knows SQL well' });
    d.human('remove-fact', { item: 'K2', reason: 'not a fact, an opinion' });
    expect(d.state.facts.K2!.removed).toBe('not a fact, an opinion');
    expect(d.prompt('pro')).toContain('K1: Two incidents came from schema drift [postmortems]');
    expect(d.prompt('pro')).not.toContain('K2: The team knows SQL well');
    d.say('pro', claim('Adopt the ORM', { evidence: ['K2'] }));
    expect(d.walk.notices().find((n) => n.type === 'move.refused')!.text).toContain('K2 is not in the shared context K');
    expect(d.state.thesis.pro).toBeUndefined();
  });
});

describe('the rounds', () => {
  it('round 0 is the opening: the thesis, an answer to it, then the moderator reviews the round', () => {
    const d = new Dialogue();
    expect(d.due()).toBe('pro:open');
    d.say('pro', claim('Adopt the ORM', { evidence: ['x'] }));
    expect(d.due()).toBe('opp:open');
    d.say('opp', why('P1', 'A1'));
    expect(d.due()).toBe('mod:review');
    d.say('mod', { rulings: [] });
    expect(d.walk.frames.at(-1)!.notices.map((n) => n.text)).toContain('Round 0 closes.');
    expect(d.due()).toBe('pro:argue');
  });

  it('each round of argumentation gives PRO, OPP, PRO, OPP a turn, then the review; after round N comes the closing', () => {
    const d = new Dialogue({ rounds: 2 });
    d.open();
    const seen: string[] = [];
    const turn = (seat: 'pro' | 'opp', move: unknown) => {
      seen.push(d.due());
      d.say(seat, move);
    };
    for (let k = 0; k < 2; k++) {
      const n = 2 * k;
      turn('pro', why(`O${n + 1}`, `A${n + 2}`));
      turn('opp', since(`P${n + 2}`, `A${n + 2}`, [`reason ${n + 1}`]));
      turn('pro', why(`O${n + 2}`, `A${n + 3}`));
      turn('opp', since(`P${n + 3}`, `A${n + 3}`, [`reason ${n + 2}`]));
      seen.push(d.due());
      d.say('mod', { rulings: [] });
    }
    expect(seen).toEqual([
      'pro:argue',
      'opp:argue',
      'pro:argue',
      'opp:argue',
      'mod:review',
      'pro:argue',
      'opp:argue',
      'pro:argue',
      'opp:argue',
      'mod:review',
    ]);
    expect(d.state.moveOrder).toHaveLength(10);
    expect(d.due()).toBe('pro:close');
    expect(d.state.stage).toBe('closing');
  });

  it('the closing round asks each side for its final statement, then the moderator judges', () => {
    const d = new Dialogue({ rounds: 1 });
    d.open();
    d.argueRound();
    d.say('mod', { rulings: [] });
    expect(d.prompt('pro')).toContain('Make your final statement');
    d.say('pro', why('O3', 'A4'));
    expect(
      d.walk
        .notices()
        .filter((n) => n.type === 'move.refused')
        .at(-1)!.text,
    ).toContain('the closing round admits no new challenges');
    expect(d.due()).toBe('pro:close');
    d.say('pro', final('Adopt it, carefully.'));
    d.say('opp', concede('P1', 'A1'), final('Fine.'));
    expect(d.due()).toBe('mod:judge');
    expect(d.state.stage).toBe('judgment');
  });

  it('a side that surrenders its thesis sends the dialogue to the closing round at once', () => {
    const d = new Dialogue({ rounds: 3 });
    d.open();
    d.say('pro', concede('O1', 'A2'));
    expect(d.state.surrendered).toMatchObject({ side: 'pro', move: 'P2' });
    expect(d.walk.notices().map((n) => n.type)).toContain('thesis.surrendered');
    expect(d.due()).toBe('mod:review');
    d.say('mod', { rulings: [] });
    expect(d.due()).toBe('pro:close');
  });

  it('asks a turn with no legal move once more with the reasons, then skips it and flags it', () => {
    const d = new Dialogue();
    d.open();
    d.say('pro', why('O9', 'A2'));
    expect(d.due()).toBe('pro:argue');
    expect(d.prompt('pro')).toContain('no legal speech act: every turn makes at least one (rule 4)');
    expect(d.prompt('pro')).toContain('O9 does not exist');
    d.say('pro', why('O9', 'A2'));
    expect(d.due()).toBe('opp:argue');
    expect(d.types()).toContain('turn.skipped');
  });

  it('stops the dialogue when a seat gives up two turns: the moderator judges what was said', () => {
    const d = new Dialogue({ rounds: 3 });
    d.open();
    for (let i = 0; i < 2; i++) {
      d.fail('pro');
      d.fail('pro');
      if (i === 0) d.say('opp', why('P1', 'A1'));
    }
    expect(d.due()).toBe('mod:judge');
    expect(d.state.flags.at(-1)!.text).toContain('PRO gave no usable answer in two turns');
  });

  it('ends without a verdict when PRO states no thesis: there is nothing to debate', () => {
    const d = new Dialogue();
    d.say('pro', why('O1', 'A1'));
    d.say('pro', why('O1', 'A1'));
    expect(d.plan()).toEqual({ kind: 'done', reason: 'PRO stated no thesis, so there is nothing to debate', failed: true });
  });
});
