// A tiny protocol state for the kit's tests, and the example a new protocol starts from: the kit's
// bookkeeping (KitState) plus what is its own — a map of cards edited by id, the order they were
// written in (a list that only grows), a round number and a config that is never changed.
import { type Draft, openDraft } from '../../../src/protocols/kit/draft.js';
import { roundPlace } from '../../../src/protocols/kit/notices.js';
import { initialBookkeeping, type KitState } from '../../../src/protocols/kit/state.js';
import type { DraftShape } from '../../../src/protocols/kit/thaw.js';
import type { Turn } from '../../../src/protocols/kit/turns.js';

export interface Card {
  id: string;
  text: string;
  tags: string[];
}

export interface FakeState extends KitState<FakeState> {
  config: { question: string; limits: { words: number } };
  round: number;
  cards: Record<string, Card>;
  order: string[];
  counters: { K: number };
}

export const SHAPE: DraftShape<FakeState> = { records: ['cards'], lists: ['order'], shared: ['config'] };

export function fakeState(pending: Turn[] = [{ seat: 'ann', purpose: 'speak' }]): FakeState {
  return {
    ...initialBookkeeping(pending, ['K']),
    config: { question: 'Tea or coffee?', limits: { words: 50 } },
    round: 1,
    cards: { K1: { id: 'K1', text: 'Tea is calmer', tags: ['tea'] } },
    order: ['K1'],
    counters: { K: 1 },
  };
}

export const place = (state: FakeState) => roundPlace(state.round);

/** A draft of `state` for the event `seq`, as the reducer scaffold opens one. */
export function draftOf(state: FakeState, seq = 7): Draft<FakeState> {
  return openDraft(state, SHAPE, seq, place);
}
