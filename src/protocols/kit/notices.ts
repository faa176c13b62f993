// The notices every protocol may raise through the kit, declared once so the `--json` stream reads
// the same for all of them, and the shape of a notice's place: where a person finds it again.
import type { Notice, NoticeDecl, NoticeLevel } from '../types.js';

/** Where a notice belongs: the transcript heading it goes under ("Round 3") and its short mark ("r3"). */
export interface NoticePlace {
  section: string;
  mark: string;
}

/** The platform's notices; `warning` ones tell a person something was refused or failed. */
export const PLATFORM_NOTICES: readonly (NoticeDecl & { level?: NoticeLevel })[] = [
  { type: 'event.ignored', description: 'a malformed event was ignored', level: 'warning' },
  { type: 'action.refused', description: 'a human action was refused, and why', level: 'warning' },
  { type: 'move.refused', description: "a seat's move broke a rule and was refused, and why", level: 'warning' },
  { type: 'move.ignored', description: 'an answer arrived out of turn and was ignored', level: 'warning' },
  {
    type: 'turn.failed',
    description: "a seat's answer could not be read; it is asked once more, then the protocol decides",
    level: 'warning',
  },
  { type: 'seat.changed', description: 'the person gave a seat another agent, or took the seat themself' },
  { type: 'human.undo', description: 'the person undid their last action' },
  { type: 'human.note', description: "the person added a note for a seat's next prompt" },
];

const LEVELS = new Map(PLATFORM_NOTICES.flatMap((n) => (n.level ? [[n.type, n.level] as const] : [])));

/** The place of a notice raised in round `n`. */
export function roundPlace(n: number): NoticePlace {
  return { section: `Round ${n}`, mark: `r${n}` };
}

/** A notice at a place; platform warnings carry their level unless `extra` says otherwise. */
export function noticeAt(place: NoticePlace, type: string, text: string, extra: Partial<Notice> = {}): Notice {
  const level = extra.level ?? LEVELS.get(type);
  return { type, text, ...place, ...(level ? { level } : {}), ...extra };
}
