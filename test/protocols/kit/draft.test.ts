import { describe, expect, it } from 'vitest';
import { announce, append, edit, insert, nextId, notify } from '../../../src/protocols/kit/draft.js';
import { deepFreeze } from '../../helpers/freeze.js';
import { draftOf, fakeState } from './fake.js';

describe('a draft', () => {
  it('copies an entry on its first edit, leaving the given state as it was', () => {
    const state = deepFreeze(fakeState());
    const draft = draftOf(state);
    edit(draft, 'cards', 'K1').tags.push('calm');
    expect(draft.d.cards.K1!.tags).toEqual(['tea', 'calm']);
    expect(state.cards.K1!.tags).toEqual(['tea']);
  });

  it('edits the same copy for the rest of the reduction', () => {
    const draft = draftOf(deepFreeze(fakeState()));
    const first = edit(draft, 'cards', 'K1');
    expect(edit(draft, 'cards', 'K1')).toBe(first);
  });

  it('leaves entries nobody edited shared with the previous state', () => {
    const state = deepFreeze(fakeState());
    expect(draftOf(state).d.cards.K1).toBe(state.cards.K1);
  });

  it('refuses to edit an entry that does not exist, naming it', () => {
    expect(() => edit(draftOf(fakeState()), 'cards', 'K9')).toThrow('cards has no entry K9');
  });

  it('inserts a new entry that later edits change in place', () => {
    const draft = draftOf(deepFreeze(fakeState()));
    const card = { id: 'K2', text: 'Coffee wakes', tags: [] };
    insert(draft, 'cards', 'K2', card);
    expect(edit(draft, 'cards', 'K2')).toBe(card);
  });

  it('copies a growing list once, on its first append', () => {
    const state = deepFreeze(fakeState());
    const draft = draftOf(state);
    expect(draft.d.order).toBe(state.order);
    append(draft, 'order', 'K2');
    const copied = draft.d.order;
    append(draft, 'order', 'K3');
    expect(draft.d.order).toBe(copied);
    expect(draft.d.order).toEqual(['K1', 'K2', 'K3']);
    expect(state.order).toEqual(['K1']);
  });

  it('allocates ids by prefix, in sequence', () => {
    const draft = draftOf(fakeState());
    expect([nextId(draft, 'K'), nextId(draft, 'K')]).toEqual(['K2', 'K3']);
    expect(draft.d.counters.K).toBe(3);
  });

  it('raises a notice where the debate stands and writes it to the journal', () => {
    const draft = draftOf(deepFreeze({ ...fakeState(), round: 3 }));
    notify(draft, 'card.added', 'K2 is added.', { item: 'K2' });
    const notice = { type: 'card.added', text: 'K2 is added.', section: 'Round 3', mark: 'r3', item: 'K2' };
    expect(draft.out).toEqual([notice]);
    expect(draft.d.journal).toEqual([notice]);
  });

  it('announces a notice to the person without writing it to the journal the seats read', () => {
    const draft = draftOf(deepFreeze({ ...fakeState(), round: 2 }));
    announce(draft, 'move.refused', "Refused ann's tag.", { seat: 'ann' });
    expect(draft.out).toEqual([
      { type: 'move.refused', text: "Refused ann's tag.", section: 'Round 2', mark: 'r2', level: 'warning', seat: 'ann' },
    ]);
    expect(draft.d.journal).toEqual([]);
  });

  it('marks a platform warning as a warning, and a protocol may mark its own', () => {
    const draft = draftOf(fakeState());
    notify(draft, 'move.refused', 'Refused.');
    notify(draft, 'card.lost', 'K1 is lost.', { level: 'warning' });
    notify(draft, 'card.added', 'K2 is added.');
    expect(draft.out.map((n) => n.level)).toEqual(['warning', 'warning', undefined]);
  });
});
