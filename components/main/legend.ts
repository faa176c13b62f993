// What the marks on the main screen mean, for the help screen: the glyphs of the tones the view
// uses now (with the badges they stand for), the protocol's own words (view.legend), the formal
// label, flags and urgency. Built from the view, so it names only what the protocol shows.
import type { Tone, ViewModel } from '../../src/protocols/types.js';
import { TONE_GLYPH } from './row-marks.js';

const TONES: Record<Tone, string> = {
  authoritative: 'said by the person, or verified: it counts as established',
  supported: 'backed by evidence',
  claimed: "an agent's word, not yet backed",
  revised: 'a changed position',
  withdrawn: 'taken back',
  neutral: 'a plain entry',
};

const COLUMN = 19;
const entry = (mark: string, meaning: string) => `${mark.padEnd(COLUMN - 1)} ${meaning}`;

export function legendLines(view: ViewModel): string[] {
  const badges = new Map<Tone, Set<string>>();
  for (const row of view.record.rows) {
    const set = badges.get(row.tone) ?? new Set<string>();
    if (set.size < 6) set.add(row.badge);
    badges.set(row.tone, set);
  }
  const lines = [...badges].map(([tone, names]) => entry(TONE_GLYPH[tone], `${TONES[tone]} (${[...names].join(', ')})`));
  for (const word of view.legend ?? []) lines.push(entry(word.mark, word.meaning));
  const formal = view.record.rows.some((r) => r.formal) || view.open.rows.some((r) => r.formal);
  // A protocol that words the formal labels itself is not told twice.
  if (formal && !(view.legend ?? []).some((word) => /\bIN\b/.test(word.mark))) {
    lines.push(
      entry('IN / OUT / UNDEC', "the item's label in the argument map: accepted, defeated, undecided (its score 0–1 is in the detail)"),
      entry('IN≠ / OUT≠', "the formal label disagrees with the item's standing in the debate (see its detail)"),
    );
  }
  if (view.record.rows.some((r) => r.flags.length > 0)) lines.push(entry('⚑', "the row has flags: they are listed in the row's detail"));
  if (view.record.rows.some((r) => r.latest)) lines.push(entry('↳', 'the newest thing said about the selected row'));
  if (view.open.rows.length > 0)
    lines.push(entry('open / waiting', 'what is owed: "urgent" is a last chance or overdue, "waiting" is answered and awaits a ruling'));
  lines.push(entry('› ▸', 'the selected row (dim when its pane is not focused), the focused pane'));
  return lines;
}
