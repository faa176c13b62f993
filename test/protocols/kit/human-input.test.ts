import { describe, expect, it } from 'vitest';
import { fieldText, humanInputOf, validateHumanInput } from '../../../src/protocols/kit/human-input.js';
import type { ActionDescriptor } from '../../../src/protocols/types.js';

const move: ActionDescriptor = {
  kind: 'move',
  command: 'override',
  label: 'Move a card',
  targets: ['K1', 'K2'],
  schema: {
    item: { required: true, label: 'the card' },
    value: {
      required: true,
      label: 'where',
      options: [
        { value: 'kept', label: 'kept' },
        { value: 'dropped', label: 'dropped' },
      ],
    },
    reason: { required: true, label: 'why' },
  },
  fields: [{ name: 'weight', kind: 'number', required: false, label: 'a weight' }],
};

describe('checking a human action against what is offered', () => {
  it('accepts a complete action', () => {
    expect(validateHumanInput([move], 'move', { item: 'K1', value: 'kept', reason: 'clear', fields: { weight: '2' } })).toBeNull();
  });

  it('names what is available when the action is not', () => {
    expect(validateHumanInput([move], 'undo', {})).toBe('"undo" is not available now (available: move)');
  });

  it('refuses a missing or wrong item, value or reason, saying which', () => {
    expect(validateHumanInput([move], 'move', { value: 'kept', reason: 'x' })).toBe('move needs an item (--item), one of: K1, K2');
    expect(validateHumanInput([move], 'move', { item: 'K9', value: 'kept', reason: 'x' })).toBe('move cannot target K9 (possible: K1, K2)');
    expect(validateHumanInput([move], 'move', { item: 'K1', value: 'lost', reason: 'x' })).toBe(
      'lost is not a valid value for move (kept | dropped)',
    );
    expect(validateHumanInput([move], 'move', { item: 'K1', value: 'kept' })).toBe('move needs a reason (--reason)');
  });

  it('refuses a field the action does not have, or a value of the wrong kind', () => {
    expect(validateHumanInput([move], 'move', { item: 'K1', value: 'kept', reason: 'x', fields: { colour: 'red' } })).toBe(
      'move has no field "colour" (its fields: weight)',
    );
    expect(validateHumanInput([move], 'move', { item: 'K1', value: 'kept', reason: 'x', fields: { weight: 'heavy' } })).toBe(
      'move: weight must be a number, not "heavy"',
    );
  });
});

describe("reading a human action's input from its event", () => {
  it('keeps the known fields and drops anything else', () => {
    expect(humanInputOf({ item: 'K1', value: 3, text: 'hi', fields: { weight: '2', tags: ['a', 'b'], bad: 4 }, extra: true })).toEqual({
      item: 'K1',
      text: 'hi',
      fields: { weight: '2', tags: ['a', 'b'] },
    });
  });

  it('gives a list field as lines', () => {
    expect(fieldText({ fields: { tags: ['a', 'b'] } }, 'tags')).toBe('a\nb');
    expect(fieldText({}, 'tags')).toBeUndefined();
  });
});
