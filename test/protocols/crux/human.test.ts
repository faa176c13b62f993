// What the person may do in a crux debate: set the crux question, set a debater's TopClaim, leave
// a note, undo — each checked before it applies, so a refused one changes nothing.
import { describe, expect, it } from 'vitest';
import { crux } from '../../../src/protocols/crux/index.js';
import { commit, CruxDebate, falsifier } from './driver.js';

describe('the person', () => {
  it('sets the crux question, which must be answerable YES or NO', () => {
    const d = new CruxDebate();
    expect(crux.checkHuman(d.state, 'reframe', { text: 'How big is BTC?', reason: 'focus' })).toBe(
      'the crux question must be answerable YES or NO: an open question ("how …") has no YES or NO answer: ask whether a threshold is crossed instead',
    );
    d.human('reframe', { text: 'Will BTC halve in the next crash?', reason: 'focus' });
    expect(d.state.question).toMatchObject({ text: 'Will BTC halve in the next crash?', by: 'human', how: 'reframed' });
    expect(d.types()).toContain('human.reframe');
  });

  it('voids the commitments made on the old question when it reframes during CRUX_LOCK', () => {
    const d = new CruxDebate().toCruxLock();
    d.say([commit('NO')]);
    d.human('reframe', { text: 'Will BTC halve in the next crash?', reason: 'sharper' });
    expect(d.state.commitments).toEqual({});
    expect(d.prompt('debater-2')).toContain('The person set the crux question: Will BTC halve in the next crash?');
  });

  it('cannot reframe once the crux is locked', () => {
    const d = new CruxDebate().toEvidence();
    expect(crux.humanActions(d.state).map((a) => a.kind)).not.toContain('reframe');
    d.human('reframe', { text: 'Will BTC halve?', reason: 'late' });
    expect(d.notices().at(-1)).toMatchObject({ type: 'action.refused', level: 'warning' });
  });

  it("sets a debater's TopClaim, which then need not come in its first answer", () => {
    const d = new CruxDebate();
    d.human('topclaim', { value: 'debater-1', text: 'BTC is gold', fields: { side: 'YES', confidence: '0.9' } });
    expect(d.state.topClaims['debater-1']).toMatchObject({ statement: 'BTC is gold', side: 'YES', confidence: 0.9 });
    d.say([], { topClaim: null });
    expect(d.due).toBe('debater-2');
    expect(crux.checkHuman(d.state, 'topclaim', { value: 'debater-2', text: 'x', fields: { side: 'NO', confidence: '3' } })).toBe(
      'the confidence is a number from 0 to 1',
    );
  });

  it('leaves a note for a seat and undoes it', () => {
    const d = new CruxDebate();
    d.human('note', { value: 'debater-1', text: 'name a number' });
    expect(d.prompt('debater-1')).toContain('- name a number');
    d.human('undo', { reason: 'changed my mind' });
    expect(d.prompt('debater-1')).not.toContain('name a number');
  });

  it('may sit in the moderator seat: awaited after a failed lock, its composed intervention used', () => {
    const d = new CruxDebate({
      seats: { 'debater-1': { kind: 'script' }, 'debater-2': { kind: 'script' }, moderator: { kind: 'human' } },
    }).toCruxLock();
    d.say([commit('NO'), falsifier(), falsifier()]);
    d.say([commit('YES')]);
    d.say([falsifier()]);
    d.say([commit('YES', 0.9)]);
    const plan = d.plan();
    expect(plan).toMatchObject({ kind: 'await-human', seat: 'moderator' });
    if (plan.kind !== 'await-human') return;
    expect(plan.actions.map((a) => a.kind)).toEqual(['moderate']);
    d.answer(
      'moderator',
      crux.composeAnswer(d.state, 'moderator', [{ kind: 'moderate', input: { text: 'Hayes: a number and a date, please.' } }]),
    );
    expect(Object.values(d.state.entries).find((e) => e.kind === 'MODERATOR')?.text).toBe('Hayes: a number and a date, please.');
    expect(d.state.inbox['debater-2']).toContain(
      'Moderator: Hayes: a number and a date, please. You owe: declare one falsifier: the metric, the threshold and the deadline that would change your mind.',
    );
  });
});
