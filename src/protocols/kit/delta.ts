// Agents that keep their own session need only what is new since their last answer: the delta
// prompt, sent beside the full one (the runner picks). Its news is the journal since the seat's
// last completed turn (see mailbox.ts), the same for every protocol.
import type { Prompt } from '../types.js';
import { type MailboxState, newsFor } from './mailbox.js';
import { join, listSection } from './prompt-sections.js';

/**
 * The full prompt, with a delta once the seat has answered before: `heading`, what happened since
 * its last answer, then the sections `rest` gives (its obligations, its mailbox, how to answer).
 */
export function withDelta(state: MailboxState, seat: string, full: string, heading: string, rest: () => string[]): Prompt {
  const news = newsFor(state, seat);
  if (news === undefined) return { full };
  return { full, delta: join(heading, listSection('What happened since your last answer', news), ...rest()) };
}
