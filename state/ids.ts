// Session ids (`007-redis-vs-memcached`) and seat names: how they are made from a question, and
// how one typed by a user is checked. Both only ever hold [a-z0-9-], so no id can name a path
// outside the sessions directory ('..', '/', NUL and absolute paths cannot be spelt).
import { StoreError } from './errors.js';

export const MAX_ID_LENGTH = 64;

const ID_PATTERN = /^([0-9]{3,})-[a-z0-9-]*$/;
const SEAT_PATTERN = /^[a-z0-9-]{1,64}$/;

/** A question folded to [a-z0-9-]: accents dropped (NFKD), everything else a single '-'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `NNN-slug` for session number `n`, cut to MAX_ID_LENGTH; a question with no letters gives `NNN-session`. */
export function sessionId(n: number, slug: string): string {
  const number = String(n).padStart(3, '0');
  const room = MAX_ID_LENGTH - number.length - 1;
  const topic = slug.slice(0, room).replace(/-+$/, '') || 'session'.slice(0, room);
  return `${number}-${topic}`;
}

/** The session number of a directory name, or undefined when the name is not a session id. */
export function sessionNumber(name: string): number | undefined {
  const match = ID_PATTERN.exec(name);
  return match && name.length <= MAX_ID_LENGTH ? Number(match[1]) : undefined;
}

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && sessionNumber(value) !== undefined;
}

/** A session id typed by a user, checked; anything else is a 'bad-id' StoreError. */
export function parseSessionId(value: unknown): string {
  if (isSessionId(value)) return value;
  throw new StoreError('bad-id', `not a session id: ${show(value)} (expected NNN-topic, e.g. 007-redis-vs-memcached)`);
}

export function parseSeatName(value: unknown): string {
  if (typeof value === 'string' && SEAT_PATTERN.test(value)) return value;
  throw new StoreError('bad-id', `not a seat name: ${show(value)} (expected lowercase letters, digits and '-')`);
}

/** JSON quoting keeps control characters (NUL, newlines) out of a one-line message. */
function show(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value) : String(value);
}
