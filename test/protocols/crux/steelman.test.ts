// Milestone 2 of seed 004 and rule 3 of issue 16: no CHALLENGE of a debater until one's steelman
// of them is graded ACCURATE; INCOMPLETE or WRONG means another try; pairs are tracked both ways;
// over 90 % ACCURATE grades is flagged.
import { describe, expect, it } from 'vitest';
import { allPairs } from '../../../src/protocols/crux/steelman-tracker.js';
import { challenge, claim, CruxDebate, grade, steelman } from './driver.js';

describe('steelman before challenge', () => {
  it('blocks a CHALLENGE before any steelman of its target', () => {
    const d = new CruxDebate();
    d.say([challenge('debater-2')]);
    expect(d.state.thread.map((id) => d.state.entries[id]!.kind)).not.toContain('CHALLENGE');
    expect(d.notices().find((n) => n.type === 'move.refused')?.text).toBe(
      "Refused debater-1's CHALLENGE on debater-2: steelman debater-2 first: no CHALLENGE of debater-2 until they grade a steelman of yours ACCURATE (you have not steelmanned them yet).",
    );
  });

  it('has the moderator ask the refused challenger for a steelman in its next prompt', () => {
    const d = new CruxDebate();
    d.say([challenge('debater-2')]);
    d.say([]);
    expect(d.prompt('debater-1')).toContain('steelman debater-2 first');
  });

  it('keeps a CHALLENGE blocked while the steelman is graded INCOMPLETE, and asks for another try', () => {
    const d = new CruxDebate();
    d.say([steelman('debater-2', 'you think it is a stock')]);
    d.say([grade('S1', 'INCOMPLETE', 'you left out liquidity')]);
    d.say([challenge('debater-2')]);
    expect(d.state.inbox['debater-1']).toContain(
      'Your CHALLENGE on debater-2 was refused: steelman debater-2 first: no CHALLENGE of debater-2 until they grade a steelman of yours ACCURATE (S1 was graded INCOMPLETE: try again).',
    );
    expect(
      d
        .notices()
        .some((n) => n.type === 'steelman_graded' && n.text === 'debater-2 grades S1 INCOMPLETE: debater-1 must steelman debater-2 again.'),
    ).toBe(true);
    expect(d.view().open.rows.find((r) => r.id === 'debater-1>debater-2')).toMatchObject({
      status: 'INCOMPLETE: retry',
      owner: 'debater-1',
      urgency: 'urgent',
    });
  });

  it('treats WRONG like INCOMPLETE: another steelman is owed', () => {
    const d = new CruxDebate();
    d.say([steelman('debater-2')]);
    d.say([grade('S1', 'WRONG')]);
    d.say([challenge('debater-2'), steelman('debater-2', 'second try')]);
    expect(d.state.steelmen.S2).toMatchObject({ by: 'debater-1', of: 'debater-2', attempt: 2 });
    expect(d.state.thread.some((id) => d.state.entries[id]!.kind === 'CHALLENGE')).toBe(false);
  });

  it('allows the CHALLENGE once the steelman is graded ACCURATE', () => {
    const d = new CruxDebate();
    d.say([steelman('debater-2')]);
    d.say([grade('S1', 'ACCURATE')]);
    d.say([challenge('debater-2', 'liquidity is not destiny')]);
    const last = d.state.entries[d.state.thread.at(-1)!]!;
    expect(last).toMatchObject({ kind: 'CHALLENGE', by: 'debater-1', target: 'debater-2' });
  });

  it('tracks the pairs both ways: A may challenge B while B may not yet challenge A', () => {
    const d = new CruxDebate();
    d.say([steelman('debater-2')]);
    d.say([grade('S1', 'ACCURATE'), challenge('debater-1')]);
    d.say([challenge('debater-2')]);
    const pairs = allPairs(d.state).map((p) => [`${p.by}→${p.of}`, p.status]);
    expect(pairs).toEqual([
      ['debater-1→debater-2', 'ACCURATE'],
      ['debater-2→debater-1', 'none'],
    ]);
    expect(d.state.inbox['debater-2']?.some((l) => l.startsWith('Your CHALLENGE on debater-1 was refused: steelman debater-1 first'))).toBe(
      true,
    );
    expect(d.state.thread.filter((id) => d.state.entries[id]!.kind === 'CHALLENGE')).toHaveLength(1);
  });

  it('lets only the steelmanned debater grade a steelman, once', () => {
    const d = new CruxDebate({}, 3);
    d.say([steelman('debater-2')]);
    d.say([]);
    d.say([grade('S1', 'ACCURATE')]);
    expect(d.state.steelmen.S1!.grade).toBeUndefined();
    expect(d.state.inbox['debater-3']).toContain('Your GRADE_STEELMAN on S1 was refused: S1 steelmans debater-2: only they grade it.');
  });

  it("keeps one open steelman per pair: a second waits for the first one's grade", () => {
    const d = new CruxDebate();
    d.say([steelman('debater-2')]);
    d.say([]);
    d.say([steelman('debater-2', 'again')]);
    expect(Object.keys(d.state.steelmen)).toEqual(['S1']);
    expect(d.state.inbox['debater-1']).toContain(
      'Your STEELMAN on debater-2 was refused: your steelman S1 of debater-2 still awaits their grade.',
    );
  });

  it('asks the steelmanned debater for a grade in its next prompt', () => {
    const d = new CruxDebate();
    d.say([steelman('debater-2', 'you see a liquidity trade')]);
    const prompt = d.prompt('debater-2');
    expect(prompt).toContain("grade S1, debater-1's steelman of you: you see a liquidity trade");
    expect(prompt).toContain('Grade ACCURATE only if you would sign the steelman as your view at its strongest');
  });
});

describe('steelmen always graded ACCURATE', () => {
  it('flags a debate where over 90 % of the grades (two or more) are ACCURATE', () => {
    const d = new CruxDebate();
    d.say([steelman('debater-2')]);
    d.say([grade('S1', 'ACCURATE'), steelman('debater-1')]);
    expect(d.view().flags.some((f) => f.text.includes('ACCURATE (over 90%)'))).toBe(false);
    d.say([grade('S2', 'ACCURATE')]);
    expect(d.view().flags).toContainEqual({
      text: '2 of 2 steelman grades are ACCURATE (over 90%): the graders may be too kind',
      level: 'warning',
    });
  });

  it('does not flag a debate with an INCOMPLETE grade among three', () => {
    const d = new CruxDebate();
    d.say([steelman('debater-2')]);
    d.say([grade('S1', 'INCOMPLETE'), steelman('debater-1')]);
    d.say([grade('S2', 'ACCURATE'), steelman('debater-2', 'better')]);
    d.say([grade('S3', 'ACCURATE')]);
    expect(d.view().flags.some((f) => f.text.includes('too kind'))).toBe(false);
  });

  it('tightens the grading advice in the prompt once the grades are rubber-stamped', () => {
    const d = new CruxDebate({}, 3);
    d.say([steelman('debater-2'), steelman('debater-3')]);
    d.say([grade('S1', 'ACCURATE')]);
    d.say([grade('S2', 'ACCURATE'), steelman('debater-2')]);
    d.say([claim()]);
    expect(d.prompt('debater-2')).toContain('Nearly every grade in this debate so far is ACCURATE. Be stricter');
  });
});
