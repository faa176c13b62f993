// The prompt each seat receives: in full, and as a delta of what is new since its last answer for
// agents that keep their own session (kit/delta.ts).
import { withDelta } from '../../kit/delta.js';
import { mailboxSections } from '../../kit/mailbox.js';
import type { Prompt } from '../../types.js';
import type { Seat, Side } from '../config.js';
import type { PersuasionState, Turn } from '../state.js';
import { debaterFull, owedSection, turnSection } from './debater.js';
import { gatherFull, judgeFull, reviewFull } from './moderator.js';
import { statementsSection, storesSection } from './sections.js';

const SAME_FORMAT = 'Answer in the same JSON format as before.';

export function promptFor(state: PersuasionState, turn: Turn): Prompt {
  switch (turn.purpose) {
    case 'gather':
      return { full: gatherFull(state, turn.seat as Seat) };
    case 'review':
      return withDelta(
        state,
        'mod',
        reviewFull(state),
        `# Review of ${state.stage === 'opening' ? 'round 0' : `round ${state.round}`}`,
        () => [statementsSection(state), mailboxSections(state, 'mod'), `${SAME_FORMAT} ({"rulings": [...]})`],
      );
    case 'judge':
      return { full: judgeFull(state) };
    case 'open':
    case 'argue':
    case 'close':
      return withDelta(state, turn.seat, debaterFull(state, turn), `# Your turn, ${turn.seat.toUpperCase()}`, () => [
        statementsSection(state),
        storesSection(state),
        turnSection(state, turn),
        owedSection(state, turn.seat as Side),
        mailboxSections(state, turn.seat),
        `${SAME_FORMAT} ({"moves": [...]})`,
      ]);
  }
}
