// When an action the person cannot take now becomes possible, in the protocol's words: the crux
// question may be set until EVIDENCE begins (then it is locked), a TopClaim until the debate ends,
// and a note while a seat is due to answer.
import { type Later, whenPossibleFrom } from '../kit/when-possible.js';
import type { CruxState } from './state.js';

const ended = (state: CruxState) => state.ended !== undefined || state.stage === 'CONVERGED';

function reframing(state: CruxState): string | undefined {
  if (ended(state)) return 'the debate has ended: the crux is crystallized, and its question can no longer change';
  if (state.stage === 'EVIDENCE')
    return 'the crux question is locked once EVIDENCE begins: it cannot change while the falsifiers are tested';
  return undefined;
}

function topClaim(state: CruxState): string | undefined {
  return ended(state) ? 'the debate has ended: a TopClaim can be set only while the debaters are still arguing' : undefined;
}

function noting(state: CruxState): string | undefined {
  if (ended(state)) return 'the debate has ended: no seat will read a note';
  return state.pending.length === 0 ? 'a note can be left once a seat is due to answer' : undefined;
}

const LATER: readonly Later<CruxState>[] = [
  { kind: 'reframe', command: 'reframe', when: reframing },
  { kind: 'topclaim', command: 'edit', when: topClaim },
  { kind: 'note', command: 'note', when: noting },
];

export const whenPossible = whenPossibleFrom(LATER);
