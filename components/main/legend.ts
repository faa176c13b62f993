// What the marks on the main screen mean, for the help screen: the badges and tones the view uses
// now, the formal label and score, flags and urgency. Built from the view, so it names only what the
// protocol shows, in neutral words.
import type { Tone, ViewModel } from '../../src/protocols/types.js';

const TONES: Record<Tone, string> = {
  authoritative: 'said by the person, or verified: it counts as established',
  supported: 'backed by evidence',
  claimed: "an agent's word, not yet backed",
  revised: 'a changed position',
  withdrawn: 'taken back',
  neutral: 'a plain entry',
};

export function legendLines(view: ViewModel): string[] {
  const badges = new Map<string, Tone>();
  for (const row of view.record.rows) if (!badges.has(row.badge)) badges.set(row.badge, row.tone);
  const lines = [...badges].map(([badge, tone]) => `[${badge}]`.padEnd(19) + TONES[tone]);
  const formal = view.record.rows.some((r) => r.formal) || view.open.rows.some((r) => r.formal);
  if (formal) {
    lines.push(
      `${'IN 0.50'.padEnd(19)}the item's label in the argument map (IN accepted, OUT defeated, UNDEC undecided) and its score from 0 to 1`,
      `${'IN≠ / OUT≠'.padEnd(19)}the formal label disagrees with the item's standing in the debate (see its detail)`,
    );
  }
  if (view.record.rows.some((r) => r.flags.length > 0)) lines.push(`${'{flag,…}'.padEnd(19)}the row's flags (open its detail with enter)`);
  if (view.open.rows.length > 0)
    lines.push(
      `${'open / waiting'.padEnd(19)}what is owed: "urgent" is a last chance or overdue, "waiting" is answered and awaits a ruling`,
    );
  lines.push(`${'› ▸'.padEnd(19)}the selected row, the focused pane`);
  return lines;
}
