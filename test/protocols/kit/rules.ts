// The fake protocol's rule book for the kit's answer tests: two moves, a legality check that reads
// the state, and the standard answer format.
import * as z from 'zod';
import { describeMove, type MoveRules, movesFormat, once } from '../../../src/protocols/kit/move-rules.js';
import type { FakeState } from './fake.js';

export const fakeMove = z.discriminatedUnion('type', [
  z.object({ type: z.literal('add'), text: z.string().min(1) }),
  z.object({ type: z.literal('tag'), card: z.string(), tag: z.string() }),
]);
export type FakeMove = z.infer<typeof fakeMove>;

export const RULES: MoveRules<FakeState, FakeMove> = {
  formats: { ann: movesFormat(fakeMove), bob: movesFormat(fakeMove) },
  check(state, _seat, move, scope) {
    if (move.type === 'add') return move.text === 'coffee' ? 'coffee is off topic' : null;
    if (!state.cards[move.card]) return `${move.card} does not exist`;
    return once(scope, `tag:${move.card}`, `${move.card} tagged`);
  },
  describe: (move) => describeMove(move, ['card']),
};
