// Whether a session is sound: every event has its type's shape (events.ts), and every raw text an
// event refers to is there, a regular file, with the bytes its hash names. Opening a session stops
// at the first problem; `agon check` lists them all.
import type { OpenSession } from '../../state/index.js';
import type { DebateEvent } from '../protocols/types.js';
import { eventProblem, rawRefsOf } from './events.js';

/** Every problem of the session's events and raw texts, in event order, each in one line. */
export async function problemsOf(open: OpenSession, options: { first?: boolean } = {}): Promise<string[]> {
  const layout = await open.layoutProblem();
  const problems: string[] = layout ? [layout] : [];
  if (options.first && layout) return problems;
  const checked = new Map<string, string | null>();
  for (const event of open.doc.events as DebateEvent[]) {
    const shape = eventProblem(event);
    if (shape) problems.push(shape);
    for (const { key, ref } of shape ? [] : rawRefsOf(event)) {
      if (!checked.has(ref))
        checked.set(
          ref,
          await open.readRaw(ref).then(
            () => null,
            (error: Error) => error.message,
          ),
        );
      const unreadable = checked.get(ref);
      if (unreadable) problems.push(`event ${event.seq} (${event.type}): ${key}: ${unreadable}`);
    }
    if (options.first && problems.length > 0) break;
  }
  return problems;
}

/** How many distinct raw texts the session's events refer to. */
export function rawCount(open: OpenSession): number {
  return new Set((open.doc.events as DebateEvent[]).flatMap((e) => rawRefsOf(e).map((r) => r.ref))).size;
}
