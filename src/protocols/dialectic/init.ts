import { initialBookkeeping } from '../kit/state.js';
import type { DialecticConfig } from './config.js';
import type { DialecticState } from './state.js';

/** Before any event: the advocate is due, nothing is said, the memory folder not yet read. */
export function initialState(config: DialecticConfig): DialecticState {
  return {
    ...initialBookkeeping([{ seat: 'advocate', purpose: 'argue' }], []),
    config,
    round: 1,
    answers: {},
    order: [],
    memory: { history: [], patterns: [] },
    tokens: 0,
    overLimit: [],
  };
}
