// Milestone 3 of seed 004 and rule 4 of issue 16: the four-criteria crux lock, each attempt shown
// criterion by criterion, and the moderator's escalation — clarifying prompts, a forced binary
// framing after two failures, falsifiers drafted from the dialogue after three.
import { describe, expect, it } from 'vitest';
import { crux } from '../../../src/protocols/crux/index.js';
import { claim, commit, CRUX_QUESTION, CruxDebate, falsifier, grade, propose, steelman } from './driver.js';

/** DISCOVERY played to CRUX_LOCK with a question but no steelmen (debater-1 due). */
function lockWithoutSteelmen(options: Record<string, unknown> = {}): CruxDebate {
  const d = new CruxDebate(options);
  d.say([propose(), claim(), claim()]);
  d.say([claim(), claim(), claim()]);
  return d;
}

/**
 * CRUX_LOCK played to a failed first attempt in which debater-2 has committed but declared no
 * falsifier (a seat without one can post only its commitment per turn). debater-1 is due next.
 */
function failOnDebater2sFalsifier(d: CruxDebate): CruxDebate {
  d.say([commit('NO'), falsifier(), falsifier()]);
  d.say([commit('YES')]);
  d.say([falsifier()]);
  d.say([commit('YES', 0.9)]);
  return d;
}

/** The same for debater-1, who is due next. */
function failOnDebater1sFalsifier(d: CruxDebate): CruxDebate {
  d.say([commit('NO')]);
  d.say([commit('YES'), falsifier(), falsifier()]);
  d.say([commit('NO', 0.9)]);
  d.say([falsifier()]);
  return d;
}

const criteria = (d: CruxDebate, n = -1) => d.state.locks.at(n)!.criteria.map((c) => [c.key, c.met]);

describe('the crux lock', () => {
  it('fails without commitments', () => {
    const d = new CruxDebate().toCruxLock();
    d.say([falsifier(), falsifier(), falsifier()]);
    d.say([falsifier(), falsifier(), falsifier()]);
    expect(d.state.locks).toHaveLength(1);
    expect(criteria(d)).toEqual([
      ['committed', false],
      ['split', false],
      ['steelmen', false],
      ['falsifiers', false],
    ]);
    expect(d.state.stage).toBe('CRUX_LOCK');
  });

  it('fails without a YES and NO split when everyone is UNCERTAIN', () => {
    const d = new CruxDebate().toCruxLock();
    d.say([commit('UNCERTAIN', 0.5, undefined), falsifier(), falsifier()]);
    d.say([commit('UNCERTAIN', 0.5, undefined), falsifier(), falsifier()]);
    expect(criteria(d)).toEqual([
      ['committed', true],
      ['split', false],
      ['steelmen', true],
      ['falsifiers', true],
    ]);
    expect(d.types()).toContain('lock_failed');
  });

  it('fails while a steelman is not graded ACCURATE', () => {
    const d = lockWithoutSteelmen();
    d.say([commit('NO'), falsifier(), steelman('debater-2')]);
    d.say([commit('YES'), falsifier(), grade('S1', 'INCOMPLETE')]);
    expect(criteria(d)).toEqual([
      ['committed', true],
      ['split', true],
      ['steelmen', false],
      ['falsifiers', true],
    ]);
    expect(d.state.locks[0]!.criteria[2]!.detail).toBe('debater-1→debater-2 INCOMPLETE, debater-2→debater-1 no steelman');
  });

  it('fails while a committed debater has no falsifier', () => {
    const d = failOnDebater2sFalsifier(new CruxDebate().toCruxLock());
    expect(criteria(d)).toEqual([
      ['committed', true],
      ['split', true],
      ['steelmen', true],
      ['falsifiers', false],
    ]);
    expect(d.state.locks[0]!.criteria[3]!.detail).toBe('missing: debater-2');
  });

  it('succeeds when all four criteria are met, and EVIDENCE begins', () => {
    const d = new CruxDebate().toEvidence();
    expect(d.state.locks).toHaveLength(1);
    expect(criteria(d)).toEqual([
      ['committed', true],
      ['split', true],
      ['steelmen', true],
      ['falsifiers', true],
    ]);
    expect(d.state.locked).toEqual({
      question: CRUX_QUESTION,
      attempt: 1,
      commitments: {
        'debater-1': { side: 'NO', confidence: 0.7, topClaimFlips: true },
        'debater-2': { side: 'YES', confidence: 0.8, topClaimFlips: true },
      },
      steelmen: [
        { by: 'debater-1', of: 'debater-2', steelman: 'S1' },
        { by: 'debater-2', of: 'debater-1', steelman: 'S2' },
      ],
      falsifiers: ['F1', 'F2', 'F3', 'F4'],
    });
    expect(d.types().filter((t) => t.startsWith('lock_'))).toEqual(['lock_attempted', 'lock_succeeded']);
  });

  it('is attempted at the end of a round only once the stage holds its minimum', () => {
    const d = new CruxDebate().toCruxLock();
    d.say([commit('NO'), falsifier()]);
    d.say([commit('YES'), falsifier()]);
    expect(d.state.locks).toHaveLength(0);
    d.say([falsifier()]);
    d.say([falsifier()]);
    expect(d.state.locks).toHaveLength(1);
    expect(d.state.stage).toBe('EVIDENCE');
  });

  it('is attempted when the budget is spent, even mid-round', () => {
    const d = new CruxDebate({ cruxLockBudget: '3-3' }).toCruxLock();
    d.say([commit('NO'), falsifier(), commit('NO')]);
    expect(d.state.locks).toHaveLength(0);
    d.say([commit('YES'), falsifier()]);
    expect(d.state.locks).toHaveLength(1);
  });

  it("shows each attempt criterion by criterion: in the checklist, the attempt's detail and the report", () => {
    const d = failOnDebater2sFalsifier(new CruxDebate().toCruxLock());
    const view = crux.view(d.state);
    expect(view.progress.checklist.map((c) => [c.label, c.state])).toEqual([
      ['2+ committed', 'met'],
      ['YES and NO present', 'met'],
      ['steelmen ACCURATE', 'met'],
      ['falsifiers declared', 'unmet'],
    ]);
    expect(view.details.K1!.facts).toEqual([
      { label: '[x] at least 2 debaters committed', value: '2 of 2 committed' },
      { label: '[x] both YES and NO present', value: 'debater-1 NO, debater-2 YES' },
      { label: '[x] every steelman graded ACCURATE', value: '2 pair(s) ACCURATE' },
      { label: '[ ] every committed debater has a falsifier', value: 'missing: debater-2' },
    ]);
    expect(crux.outcome(d.state).report).toContain(
      '### Attempt 1 (after 6 CRUX_LOCK messages): failed\n\n- [x] at least 2 debaters committed — 2 of 2 committed',
    );
  });
});

describe('the moderator after a failed lock', () => {
  it('posts clarifying prompts, and each debater reads what it owes in its next prompt', () => {
    const d = failOnDebater2sFalsifier(new CruxDebate().toCruxLock());
    expect(d.types()).toContain('moderator_intervened');
    const moderator = Object.values(d.state.entries).find((e) => e.kind === 'MODERATOR')!;
    expect(moderator.text).toBe(
      'Lock attempt 1 failed. debater-2: declare one falsifier: the metric, the threshold and the deadline that would change your mind.',
    );
    d.say([]);
    expect(d.prompt('debater-2')).toContain(
      'Moderator: the crux is not locked yet. You owe: declare one falsifier: the metric, the threshold and the deadline that would change your mind.',
    );
  });

  it('forces a binary framing after the second failure: UNCERTAIN is cleared and refused', () => {
    const d = new CruxDebate().toCruxLock();
    d.say([commit('UNCERTAIN', 0.5, undefined), falsifier(), falsifier()]);
    d.say([commit('UNCERTAIN', 0.5, undefined), falsifier(), falsifier()]);
    expect(d.state.binaryForced).toBe(false);
    d.say([]);
    d.say([]);
    expect(d.state.locks).toHaveLength(2);
    expect(d.state.binaryForced).toBe(true);
    expect(d.state.commitments).toEqual({});
    expect(d.notices().find((n) => n.type === 'question_framed' && n.text.startsWith('The moderator forces'))?.text).toBe(
      `The moderator forces a binary framing: “${CRUX_QUESTION}” — YES or NO only; debater-1, debater-2 must commit again.`,
    );
    d.say([commit('UNCERTAIN', 0.5, undefined)]);
    expect(d.state.inbox['debater-1']).toContain(
      'Your COMMIT_POSITION move was refused: the moderator forced a binary framing: commit YES or NO.',
    );
  });

  it('drafts falsifiers from the dialogue after the third failure, for the debater to accept', () => {
    const d = new CruxDebate();
    d.say([steelman('debater-2'), claim('If BTC holds above $50,000 through 2026 I am right.')]);
    d.say([grade('S1', 'ACCURATE'), steelman('debater-1')]);
    d.say([grade('S2', 'ACCURATE')]);
    d.say([propose()]);
    failOnDebater1sFalsifier(d);
    for (let i = 0; i < 4; i++) d.say([]);
    expect(d.state.locks.map((l) => l.ok)).toEqual([false, false, false]);
    expect(d.state.falsifiers.F4).toMatchObject({
      seat: 'debater-1',
      status: 'draft',
      draftedBy: 'engine',
      threshold: 'above $50,000',
      deadline: '2026',
      problems: [],
    });
    expect(d.types()).toContain('falsifier_drafted');
    expect(d.prompt('debater-1')).toContain('Accept it with {"type": "DECLARE_FALSIFIER", "draft": "F4"} or amend it');
    d.say([{ type: 'DECLARE_FALSIFIER', draft: 'F4' }]);
    expect(d.state.falsifiers.F4).toMatchObject({ status: 'declared', threshold: 'above $50,000' });
    d.say([]);
    expect(d.state.stage).toBe('EVIDENCE');
  });

  it('lets a debater amend a draft, and refuses an acceptance that leaves it vague', () => {
    const d = failOnDebater1sFalsifier(new CruxDebate().toCruxLock());
    for (let i = 0; i < 4; i++) d.say([]);
    const draft = d.state.falsifiers.F4!;
    expect(draft).toMatchObject({ status: 'draft', seat: 'debater-1', threshold: '', deadline: '2027-12-31' });
    expect(draft.problems).toContain('the threshold is missing');
    d.say([{ type: 'DECLARE_FALSIFIER', draft: 'F4' }]);
    expect(d.state.inbox['debater-1']?.some((l) => l.includes('the falsifier is not concrete: the threshold is missing'))).toBe(true);
    d.say([]);
    d.say([{ type: 'DECLARE_FALSIFIER', draft: 'F4', threshold: 'drops > 50%' }]);
    expect(d.state.falsifiers.F4).toMatchObject({ status: 'declared', threshold: 'drops > 50%' });
  });

  it('ends the debate without a crux after the last allowed attempt fails', () => {
    const d = new CruxDebate({ lockAttempts: 3 }).toCruxLock();
    for (let i = 0; i < 6; i++) d.say([]);
    expect(d.state.locks).toHaveLength(3);
    expect(d.plan()).toEqual({ kind: 'done', reason: 'no crux could be locked in 3 attempts' });
    expect(d.notices().at(-1)).toMatchObject({
      type: 'debate_complete',
      text: 'The debate ends without a crux: no crux could be locked in 3 attempts.',
    });
    expect(crux.outcome(d.state).json).toMatchObject({
      crux: {
        validated: false,
        failures: ['no crux could be locked in 3 attempts', expect.any(String), expect.any(String), expect.any(String), expect.any(String)],
      },
    });
  });
});

describe('a moderator in its seat', () => {
  const seated = () => {
    return failOnDebater2sFalsifier(
      new CruxDebate({
        seats: { 'debater-1': { kind: 'script' }, 'debater-2': { kind: 'script' }, moderator: { kind: 'script' } },
      }).toCruxLock(),
    );
  };

  it('is asked after a failed lock, and its message goes to the debaters', () => {
    const d = seated();
    expect(d.due).toBe('moderator');
    expect(d.prompt('moderator')).toContain('Lock attempt 1 failed. Tell the debaters plainly what is missing and who owes it.');
    d.say([{ message: 'Hayes, name the number that would change your mind.' }]);
    expect(Object.values(d.state.entries).find((e) => e.kind === 'MODERATOR')?.text).toBe(
      'Hayes, name the number that would change your mind.',
    );
    expect(d.due).toBe('debater-1');
  });

  it('may not reframe the question before the second failure', () => {
    const d = seated();
    d.say([{ message: 'Commit.', question: 'Will BTC halve in the next crash?' }]);
    expect(d.state.question?.text).toBe(CRUX_QUESTION);
    expect(d.notices().some((n) => n.text.includes('the moderator reframes the question only after the second failed lock'))).toBe(true);
  });

  it('is replaced by its templates when it cannot answer after one retry', () => {
    const d = seated();
    d.answer('moderator', 'no json');
    d.answer('moderator', 'still none');
    expect(Object.values(d.state.entries).find((e) => e.kind === 'MODERATOR')?.by).toBe('moderator');
    expect(Object.values(d.state.entries).find((e) => e.kind === 'MODERATOR')?.text).toMatch(
      /^Lock attempt 1 failed\. debater-2: declare one falsifier/,
    );
    expect(d.due).toBe('debater-1');
  });

  it('frames the crux question when DISCOVERY spends its budget without one', () => {
    const d = new CruxDebate({
      discoveryBudget: '2-2',
      seats: { 'debater-1': { kind: 'script' }, 'debater-2': { kind: 'script' }, moderator: { kind: 'script' } },
    });
    d.say([claim(), claim()]);
    expect(d.due).toBe('moderator');
    d.say([{ question: 'Will Bitcoin halve in the next equity crash?' }]);
    expect(d.state.stage).toBe('CRUX_LOCK');
    expect(d.state.question).toMatchObject({ text: 'Will Bitcoin halve in the next equity crash?', by: 'moderator', how: 'framed' });
    expect(d.due).toBe('debater-2');
  });
});
