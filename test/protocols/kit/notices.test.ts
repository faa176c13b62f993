import { describe, expect, it } from 'vitest';
import { noticeAt, PLATFORM_NOTICES, roundPlace } from '../../../src/protocols/kit/notices.js';

describe('notices', () => {
  it('places a notice of round 3 under "Round 3", marked r3', () => {
    expect(roundPlace(3)).toEqual({ section: 'Round 3', mark: 'r3' });
  });

  it('gives a platform warning its level and leaves other notices without one', () => {
    expect(noticeAt(roundPlace(1), 'action.refused', 'Refused: no.').level).toBe('warning');
    expect(noticeAt(roundPlace(1), 'human.note', 'A note.').level).toBeUndefined();
    expect(noticeAt(roundPlace(1), 'card.added', 'K2.').level).toBeUndefined();
  });

  it('lets the caller add the seat, the item or a level of its own', () => {
    expect(noticeAt(roundPlace(2), 'card.lost', 'K1 is lost.', { item: 'K1', level: 'warning' })).toEqual({
      type: 'card.lost',
      text: 'K1 is lost.',
      section: 'Round 2',
      mark: 'r2',
      item: 'K1',
      level: 'warning',
    });
  });

  it('declares each platform notice once, with a description', () => {
    const types = PLATFORM_NOTICES.map((n) => n.type);
    expect(new Set(types).size).toBe(types.length);
    expect(PLATFORM_NOTICES.every((n) => n.description.length > 0)).toBe(true);
  });
});
