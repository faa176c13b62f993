// The shapes of the events the platform writes are declared once, in the protocol contract
// (platform-events.ts); here they are enforced. A session's events come from disk,
// where anything may have happened to them, so each is checked against its type's schema when the
// session is opened (and before it is saved): a malformed or unknown event is corruption, reported
// with its seq and type, never reduced into a debate that silently shows less.
//
// Where the line is: the platform checks the shape of everything it writes, `human.*` included (the
// session records a person's action as a HumanInput, so that envelope is the platform's). Whether
// an action or a move was allowed at its point in the debate is the protocol's judgement: it
// depends on the state the events before it led to, and the protocol's reduce answers it on replay
// (a refusal is a notice, as when it happened). The moves inside `move.accepted` are the protocol's
// too, checked by its parse when they were made and versioned by `movesVersion`.
import type * as z from 'zod';
import { humanInputSchema, humanKindOf, PLATFORM_EVENTS, platformEventType, RAW_REF } from '../protocols/contract/platform-events.js';
import type { DebateEvent } from '../protocols/types.js';

/** The data keys that name texts in raw/. */
export const RAW_REF_KEYS = ['promptRef', 'rawRef', 'outputRef', 'personaRef'] as const;

/** The raw texts an event refers to, by key. */
export function rawRefsOf(event: DebateEvent): { key: string; ref: string }[] {
  return RAW_REF_KEYS.flatMap((key) => (typeof event.data[key] === 'string' ? [{ key, ref: event.data[key] as string }] : []));
}

/** What is wrong with an event's data, in one line, or null when it has its type's shape. */
export function eventProblem(event: DebateEvent): string | null {
  const type = platformEventType(event);
  const schema: z.ZodType | undefined = humanKindOf(event) !== undefined ? humanInputSchema : type && PLATFORM_EVENTS[type];
  if (!schema) return `event ${event.seq} has the unknown type "${clip(event.type)}"`;
  const parsed = schema.safeParse(event.data);
  if (parsed.success) {
    const odd = type && rawRefsOf(event).find(({ ref }) => !RAW_REF.test(ref));
    return odd ? malformed(event, `data.${odd.key}`, 'expected a raw ref (64 hex digits)') : null;
  }
  const issue = parsed.error.issues[0]!;
  return malformed(event, ['data', ...issue.path.map(String)].join('.'), issue.message);
}

function malformed(event: DebateEvent, where: string, problem: string): string {
  return `event ${event.seq} (${event.type}) is malformed: ${where}: ${problem}`;
}

function clip(text: string): string {
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
