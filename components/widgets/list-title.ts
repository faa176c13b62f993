/**
 * A list pane's title with where the person is: "Ledger (5)", "Ledger 24–50 of 50", and the filter
 * in force ("Ledger 1–3 of 3 · /redis (of 50)").
 */
export function listTitle(
  title: string,
  window: { start: number; end: number },
  shown: number,
  filter?: { text: string; total: number },
): string {
  const where = shown > window.end - window.start ? `${title} ${window.start + 1}–${window.end} of ${shown}` : `${title} (${shown})`;
  return filter?.text ? `${where} · /${filter.text} (of ${filter.total})` : where;
}

/** Rows whose words contain the filter text, whatever the case. */
export function matches(filter: string, ...words: (string | undefined)[]): boolean {
  const needle = filter.trim().toLowerCase();
  return needle === '' || words.some((w) => w?.toLowerCase().includes(needle));
}
