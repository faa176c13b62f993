import { describe, expect, it } from 'vitest';
import { applyNote, noteAction, offerable, OPTIONAL_REASON, undoAction } from '../../../src/protocols/kit/common-actions.js';
import type { ActionDescriptor } from '../../../src/protocols/types.js';
import { deepFreeze } from '../../helpers/freeze.js';
import { draftOf, fakeState } from './fake.js';

const SEATS = [
  { value: 'ann', label: 'Ann' },
  { value: 'bob', label: 'Bob' },
];

describe('the note action', () => {
  it('offers every seat at once, or any one of them', () => {
    expect(noteAction(SEATS).schema.value?.options?.map((o) => o.value)).toEqual(['all', 'ann', 'bob']);
    expect(noteAction(SEATS)).toMatchObject({ kind: 'note', command: 'note', targets: [], schema: { text: { required: true } } });
  });

  it("leaves the note in the chosen seat's mailbox and says so", () => {
    const draft = draftOf(deepFreeze(fakeState()));
    applyNote(draft, { value: 'bob', text: 'Cite a source.' }, ['ann', 'bob']);
    expect(draft.d.notes).toEqual({ bob: ['Cite a source.'] });
    expect(draft.out.map((n) => [n.type, n.text])).toEqual([['human.note', 'The person adds a note for bob: “Cite a source.”']]);
  });

  it('leaves a note for all in every seat', () => {
    const draft = draftOf(deepFreeze(fakeState()));
    applyNote(draft, { value: 'all', text: 'Be brief.' }, ['ann', 'bob']);
    expect(draft.d.notes).toEqual({ ann: ['Be brief.'], bob: ['Be brief.'] });
  });
});

describe('the undo action', () => {
  it('is not offered when there is nothing to undo', () => {
    expect(undoAction([])).toBeUndefined();
  });

  it('names the action it would undo and lets the person say why, without requiring it', () => {
    const undo = undoAction([
      { seq: 3, kind: 'note', before: {} },
      { seq: 5, kind: 'move', before: {} },
    ]);
    expect(undo).toEqual({
      kind: 'undo',
      command: 'undo',
      label: 'Undo the last human action (move)',
      targets: [],
      schema: { reason: OPTIONAL_REASON },
    });
  });
});

describe('offering actions', () => {
  const action = (kind: string, targets: string[], item: boolean): ActionDescriptor => ({
    kind,
    command: 'other',
    label: kind,
    targets,
    schema: item ? { item: { required: true, label: 'the item' } } : {},
  });

  it('leaves out an action on items while there is no item to act on', () => {
    const offered = offerable([action('move', [], true), action('rule', ['C1'], true), action('constrain', [], false)]);
    expect(offered.map((a) => a.kind)).toEqual(['rule', 'constrain']);
  });
});
