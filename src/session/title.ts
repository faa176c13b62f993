// A session's title: a name a person chose, shown beside the question wherever sessions are listed
// or opened. The id (`007-redis-vs-memcached`) stays the folder's name and what commands take; the
// title is recorded as a `session.title` event and kept in `meta`, so listing never replays. A
// rename moves nothing on: the session's status, a standing stop and its place among the sessions
// (`updatedAt`) read past it, as a file's renaming leaves its modification time.
import { EVENT, isEvent } from '../protocols/contract/platform-events.js';
import type { DebateEvent } from '../protocols/types.js';

/** The longest title, in characters: it shares a line with the id on the start screen. */
export const TITLE_MAX = 80;

/** Control characters, and those that are invisible or reorder a line (bidi, zero-width, separators). */
const UNSEEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

export type TitleCheck = { ok: true; title: string } | { ok: false; problem: string };

/** The title as it is kept (trimmed; empty clears it), or why it cannot be one, in one line. */
export function checkTitle(given: string): TitleCheck {
  const title = given.trim();
  const unseen = UNSEEN.exec(title);
  if (unseen) {
    const code = unseen[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return { ok: false, problem: `a title is one line of visible text; this one holds U+${code} (a control or invisible character)` };
  }
  const length = [...title].length;
  if (length > TITLE_MAX) return { ok: false, problem: `a title has at most ${TITLE_MAX} characters; this one has ${length}` };
  return { ok: true, title };
}

/** The title after `events`: the last one they set (none when it was cleared), else `before`. */
export function titleAfter(
  events: readonly { type: string; data: Record<string, unknown> }[],
  before: string | undefined,
): string | undefined {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const event = events[i]!;
    if (isEvent(event, EVENT.sessionTitle)) return event.data.title || undefined;
  }
  return before;
}

/** The last event that is no rename: what the session's status and a standing stop are read from. */
export function lastMove(events: readonly DebateEvent[]): DebateEvent | undefined {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    if (!isEvent(events[i]!, EVENT.sessionTitle)) return events[i];
  }
  return undefined;
}
