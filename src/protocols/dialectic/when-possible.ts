// When an action the person cannot take now becomes possible, in the protocol's words: the
// resolution can be overruled once the synthesis has given one.
import { type Later, whenPossibleFrom } from '../kit/when-possible.js';
import { RESOLUTION_ITEM } from './actions.js';
import type { DialecticState } from './state.js';

function overruling(state: DialecticState, item?: string): string | undefined {
  if (item !== undefined && item !== RESOLUTION_ITEM) return `only the resolution (${RESOLUTION_ITEM}) can be overruled, not ${item}`;
  if (state.resolution) return undefined;
  if (state.failed !== undefined) return 'the debate ended without a resolution: there is none to overrule';
  return `the resolution (${RESOLUTION_ITEM}) can be overruled once the synthesis has decided it`;
}

const LATER: readonly Later<DialecticState>[] = [{ kind: 'overrule', command: 'override', when: overruling }];

export const whenPossible = whenPossibleFrom(LATER);
