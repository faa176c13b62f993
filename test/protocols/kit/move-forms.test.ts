import { describe, expect, it } from 'vitest';
import { validateHumanInput } from '../../../src/protocols/kit/human-input.js';
import { composedAnswer, type MoveForm, type MoveSheet, offeredMoves } from '../../../src/protocols/kit/move-forms.js';
import type { HumanInput } from '../../../src/protocols/types.js';

type Piece = Record<string, unknown>;

const claim: MoveForm<Piece> = {
  kind: 'claim',
  label: 'Make a claim',
  schema: {
    value: { required: true, label: 'its side', options: [{ value: 'yes', label: 'YES' }] },
    text: { required: true, label: 'the claim' },
  },
  fields: [{ name: 'sources', kind: 'list', label: 'the sources', required: false }],
  build: (input) => ({ type: 'claim', side: input.value, text: input.text, sources: input.fields?.sources ?? [] }),
};
const rebut: MoveForm<Piece> = {
  kind: 'rebut',
  label: 'Rebut a claim',
  targets: ['C1'],
  schema: { item: { required: true, label: 'the claim' }, reason: { required: false, label: 'why' } },
  build: (input) => ({ type: 'rebut', target: input.item, why: input.reason }),
};

const sheetOf = (...forms: MoveForm<Piece>[]): MoveSheet<Piece> => ({ forms, answer: (pieces) => ({ moves: pieces.all() }) });

/** The names of the inputs a form's build reads: item, value, text, reason, or a field's name. */
function readBy(form: MoveForm<Piece>, input: HumanInput): Set<string> {
  const read = new Set<string>();
  const fields = new Proxy(input.fields ?? {}, {
    get: (target, name) => {
      read.add(String(name));
      return target[String(name)];
    },
  });
  form.build(
    new Proxy(
      { ...input, fields },
      {
        get: (target, name) => {
          if (name !== 'fields') read.add(String(name));
          return target[name as keyof HumanInput];
        },
      },
    ),
  );
  return read;
}

const declaredBy = (form: MoveForm<Piece>) => new Set([...Object.keys(form.schema), ...(form.fields ?? []).map((f) => f.name)]);

describe('a move form declared once', () => {
  it('is offered as a descriptor with its fields, labels and targets, in the order declared', () => {
    expect(offeredMoves(sheetOf(claim, rebut))).toEqual([
      { kind: 'claim', command: 'other', label: 'Make a claim', targets: [], schema: claim.schema, fields: claim.fields },
      { kind: 'rebut', command: 'other', label: 'Rebut a claim', targets: ['C1'], schema: rebut.schema },
    ]);
  });

  it('builds its move from exactly the fields its descriptor asks for', () => {
    const input = { item: 'C1', value: 'yes', text: 'It holds', reason: 'it does not', fields: { sources: ['a'] } };
    for (const form of [claim, rebut]) expect(readBy(form, input)).toEqual(declaredBy(form));
  });

  it('gets the same verdict from the descriptor check as its form gives: an input it completes is written, one it lacks is named', () => {
    const descriptors = offeredMoves(sheetOf(claim, rebut));
    const complete = { value: 'yes', text: 'It holds', fields: { sources: ['docs'] } };
    expect(validateHumanInput(descriptors, 'claim', complete)).toBeNull();
    expect(JSON.parse(composedAnswer(sheetOf(claim, rebut), [{ kind: 'claim', input: complete }]))).toEqual({
      moves: [{ type: 'claim', side: 'yes', text: 'It holds', sources: ['docs'] }],
    });
    expect(validateHumanInput(descriptors, 'claim', { value: 'yes' })).toBe('claim needs a text (--text): the claim');
    expect(validateHumanInput(descriptors, 'rebut', { item: 'C2' })).toBe('rebut cannot target C2 (possible: C1)');
  });

  it('is not offered while the stage does not allow it, though a draft of it is still written', () => {
    const sheet = sheetOf({ ...claim, offered: false }, rebut);
    expect(offeredMoves(sheet).map((a) => a.kind)).toEqual(['rebut']);
    expect(JSON.parse(composedAnswer(sheet, [{ kind: 'claim', input: { value: 'yes', text: 'x' } }])).moves).toHaveLength(1);
  });

  it('is offered only while it has a target to take and an option to choose', () => {
    const noOption = { ...claim, schema: { ...claim.schema, value: { required: true, label: 'its side', options: [] } } };
    expect(offeredMoves(sheetOf(noOption, { ...rebut, targets: [] }))).toEqual([]);
  });
});

describe('the answer composed from drafts', () => {
  it('leaves out a draft of a kind no form declares', () => {
    expect(JSON.parse(composedAnswer(sheetOf(rebut), [{ kind: 'shout', input: { text: 'no' } }]))).toEqual({ moves: [] });
  });

  it('hands the answer the pieces in the order drafted, all of some kinds or the first of one', () => {
    const sheet: MoveSheet<Piece> = {
      forms: [claim, rebut],
      answer: (pieces) => ({
        rebuts: pieces.all('rebut').map((p) => p.target),
        first: pieces.first('claim')?.text,
        none: pieces.first('other') ?? null,
      }),
    };
    const drafts = [
      { kind: 'rebut', input: { item: 'C1' } },
      { kind: 'claim', input: { value: 'yes', text: 'one' } },
      { kind: 'rebut', input: { item: 'C9' } },
      { kind: 'claim', input: { value: 'yes', text: 'two' } },
    ];
    expect(JSON.parse(composedAnswer(sheet, drafts))).toEqual({ rebuts: ['C1', 'C9'], first: 'one', none: null });
  });
});
