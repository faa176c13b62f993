// The corpus of answers as models write them (test/fixtures/answers/): each must give the moves
// or the retry its expectation states, through parse and in a scripted debate, where no move is
// lost without a retry.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import { EXPECTED } from '../../fixtures/answers/expected.js';
import { SEAT_OF, SITUATIONS, type SituationId } from '../../helpers/answer-situations.js';
import { section } from '../../helpers/debate.js';

const ROOT = new URL('../../fixtures/answers/', import.meta.url).pathname;
const FILES = (Object.keys(SITUATIONS) as SituationId[]).flatMap((dir) =>
  readdirSync(`${ROOT}${dir}`)
    .filter((f) => f.endsWith('.txt'))
    .map((f) => `${dir}/${f}`),
);

function setting(file: string) {
  const situation = file.split('/')[0] as SituationId;
  return {
    debate: SITUATIONS[situation](),
    seat: SEAT_OF[situation],
    text: readFileSync(`${ROOT}${file}`, 'utf8'),
    expected: EXPECTED[file]!,
  };
}

describe('the answer corpus', () => {
  it('holds at least 40 answers, each with the moves or the retry it must give', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(40);
    expect([...FILES].sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const file of FILES) expect(Boolean(EXPECTED[file]!.moves) !== Boolean(EXPECTED[file]!.retry)).toBe(true);
  });

  describe.each(FILES)('%s', (file) => {
    it('parses into the moves it must yield, or the retry message it must get', () => {
      const { debate, seat, text, expected } = setting(file);
      const parsed = argumentation.parse(debate.state, seat, text);
      if (expected.retry) {
        expect(parsed.ok).toBe(false);
        for (const part of expected.retry) expect(parsed.ok ? '' : parsed.problem).toContain(part);
        return;
      }
      if (!parsed.ok) throw new Error(`expected moves, got the problem: ${parsed.problem}`);
      expect(parsed.moves).toHaveLength(expected.moves!.length);
      parsed.moves.forEach((move, i) => {
        expect(move).toMatchObject(expected.moves![i]!);
      });
      expect(parsed.refused).toEqual([]);
      for (const repair of expected.repairs ?? [])
        expect(
          parsed.repairs?.some((r) => r.includes(repair)),
          `a repair saying ${repair}`,
        ).toBe(true);
    });

    it('in a scripted debate applies every move it yields, or sends the answer back with the problem, changing nothing else', () => {
      const { debate, seat, text, expected } = setting(file);
      const before = debate.state;
      debate.answer(seat, text);
      const recorded = debate.events.at(-1)!;
      if (expected.moves) {
        expect(recorded.type).toBe('move.accepted');
        expect(recorded.data.moves).toHaveLength(expected.moves.length);
        expect(recorded.data.refused).toEqual([]);
        expect(debate.retrying(seat)).toBe(false);
        expect(debate.noticeTypes()).not.toContain('move.refused');
        return;
      }
      expect(recorded.type).toBe('move.rejected');
      expect(debate.plan()).toMatchObject({ kind: 'ask', requests: [{ seat, purpose: expect.stringMatching(/^retry /) }] });
      expect({ n: debate.state.n, points: debate.state.points, challenges: debate.state.challenges }).toEqual({
        n: before.n,
        points: before.points,
        challenges: before.challenges,
      });
      expect(section(debate.promptOf(seat), 'Your last answer could not be used')).toContain(expected.retry![0]!.split('\n')[0]);
    });
  });
});
