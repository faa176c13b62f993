// How the main screen shares the terminal: the three panes side by side from 100 columns (each
// sized to the width, so a wide terminal gives the Progress pane room for whole seat lines), one
// pane at a time below that; and the heights left for panes and the transcript strip.
export interface Layout {
  wide: boolean;
  /** Widths of the record, open and progress panes (all the terminal's width when not wide). */
  widths: [number, number, number];
  paneHeight: number;
  transcriptHeight: number;
}

export const WIDE_COLUMNS = 100;
/** Wide enough to keep the record pane beside an open form or viewer. */
export const SIDE_BY_SIDE_COLUMNS = 150;

export function layout(columns: number, rows: number, chrome: { banners: number; header?: number }): Layout {
  const wide = columns >= WIDE_COLUMNS;
  const transcriptHeight = Math.max(2, Math.min(8, Math.floor(rows / 5)));
  // Header, hint line, the banners, and the tab bar when panes are shown one at a time.
  const fixed = 1 + (chrome.header ?? 1) + chrome.banners + (wide ? 0 : 1);
  const paneHeight = Math.max(5, rows - transcriptHeight - fixed);
  if (!wide) return { wide, widths: [columns, columns, columns], paneHeight, transcriptHeight };
  const progress = Math.max(32, Math.min(72, Math.floor(columns * 0.3)));
  const open = Math.floor(columns * 0.27);
  return { wide, widths: [columns - progress - open, open, progress], paneHeight, transcriptHeight };
}
