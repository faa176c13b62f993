import { describe, expect, it } from 'vitest';
import { notify } from '../../../src/protocols/kit/draft.js';
import {
  emptyMailbox,
  leaveNote,
  mailboxSections,
  markPrompted,
  newsFor,
  notesSection,
  problemSection,
  remind,
} from '../../../src/protocols/kit/mailbox.js';
import { deepFreeze } from '../../helpers/freeze.js';
import { draftOf, fakeState } from './fake.js';

describe("a seat's mailbox", () => {
  it("holds the person's notes and the engine's reminders for the seat's next prompt", () => {
    const draft = draftOf(deepFreeze(fakeState()));
    leaveNote(draft, 'ann', 'Keep it short.');
    remind(draft, 'ann', 'K1 is still open.');
    expect(mailboxSections(draft.d, 'ann')).toBe(
      '## Notes from the person\n- Keep it short.\n\n## Since your last answer\n- K1 is still open.',
    );
  });

  it('quotes the problem with the last answer back, asking for one JSON object again', () => {
    const state = { ...fakeState(), lastProblem: { ann: 'moves: expected array' } };
    expect(mailboxSections(state, 'ann')).toBe(
      '## Your last answer could not be used\nmoves: expected array\nAnswer again with one JSON object in the format below.',
    );
  });

  it('gives the sections one by one, for a prompt that places them itself', () => {
    const state = { ...fakeState(), notes: { ann: ['Be fair.'] }, lastProblem: { ann: 'empty' } };
    expect(notesSection(state, 'ann')).toBe('## Notes from the person\n- Be fair.');
    expect(problemSection(state, 'ann')).toBe('## Your last answer could not be used\nempty');
  });

  it('is empty when nothing waits', () => {
    expect(mailboxSections(fakeState(), 'ann')).toBe('');
  });

  it('is emptied when the seat answers, and its news then start where it was prompted', () => {
    const draft = draftOf(deepFreeze(fakeState()));
    notify(draft, 'card.added', 'Before the prompt.');
    markPrompted(draft, 'ann');
    notify(draft, 'card.added', 'While ann was thinking.');
    remind(draft, 'ann', 'A reminder.');
    emptyMailbox(draft, 'ann');
    expect(draft.d.inbox.ann).toEqual([]);
    expect(newsFor(draft.d, 'ann')).toEqual(['While ann was thinking.']);
  });

  it('has no news for a seat that has not answered yet', () => {
    expect(newsFor(fakeState(), 'ann')).toBeUndefined();
  });
});
