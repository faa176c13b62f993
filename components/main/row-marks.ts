// The small marks at a row's edges, so its text can lead: a glyph for its tone (coloured, and
// explained in `?`), its id, and at the right its standing in a word or two and its formal label.
import type { FormalStatus, RecordRow, Tone } from '../../src/protocols/types.js';
import type { Theme } from '../theme.js';

export const TONE_GLYPH: Record<Tone, string> = {
  authoritative: '◆',
  supported: '●',
  claimed: '○',
  revised: '◐',
  withdrawn: '✗',
  neutral: '·',
};

/**
 * Marks at a row's right within `room` columns: "agreed IN", "beaten OUT≠ ⚑". When the standing's
 * words do not fit they give way whole (the detail says them), never cut into a fragment.
 */
export function rightMarks(row: Pick<RecordRow, 'status' | 'flags'> & { formal?: FormalStatus | undefined }, room = Infinity): string {
  const tail = [row.formal ? formalMark(row.formal) : undefined, row.flags.length > 0 ? '⚑' : undefined].filter(
    (p): p is string => p !== undefined,
  );
  const full = [row.status, ...tail].filter((p): p is string => p !== undefined && p !== '').join(' ');
  return full.length <= room ? full : tail.join(' ');
}

export const formalMark = (formal: FormalStatus): string => `${formal.label}${formal.disagrees ? '≠' : ''}`;

export function formalColour(formal: FormalStatus | undefined, theme: Theme): string | undefined {
  if (!formal) return undefined;
  if (formal.disagrees) return theme.warn;
  return formal.label === 'IN' ? theme.ok : formal.label === 'UNDEC' ? theme.warn : undefined;
}

/** The widest id among the rows, so ids line up; capped, a longer one is cut in its middle. */
export function idWidth(rows: readonly { id: string }[]): number {
  let widest = 2;
  for (const row of rows) if (row.id.length > widest) widest = row.id.length;
  return Math.min(widest, 10);
}

export function fitId(id: string, width: number): string {
  if (id.length <= width) return id.padEnd(width);
  const head = Math.ceil((width - 1) / 2);
  return `${id.slice(0, head)}…${id.slice(id.length - (width - 1 - head))}`;
}
