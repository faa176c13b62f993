// Windowing: only the rows that fit are rendered, so a 2,000-entry ledger costs what a 20-entry one
// does. The window keeps the selected row in view.
export interface Window {
  start: number;
  end: number;
}

export function windowAround(selected: number, total: number, height: number, previousStart = 0): Window {
  const rows = Math.max(1, height);
  if (total <= rows) return { start: 0, end: total };
  let start = Math.min(Math.max(previousStart, 0), total - rows);
  if (selected < start) start = selected;
  if (selected >= start + rows) start = selected - rows + 1;
  return { start, end: Math.min(total, start + rows) };
}

export function clamp(n: number, low: number, high: number): number {
  return Math.max(low, Math.min(high, n));
}
