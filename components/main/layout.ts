// How the main screen shares the terminal, sized by what there is to show. From 100 columns the
// panes stand side by side: the record takes what the others leave; the open pane takes a column
// only when something is open (empty, it folds to a line inside the record pane); Progress keeps a
// readable column; from 160 columns a detail column shows the focused item whole. Below 100 columns
// one pane shows at a time. Under the panes, full width: the protocol's spotlight card (as tall as
// its content, up to a share of the screen; on a small screen only its title line), the focused item's detail strip (when there is no
// detail column), then the transcript strip and the key hints.
import { clamp } from '../widgets/window.js';

export interface Layout {
  wide: boolean;
  /** Widths of the record, open, progress and detail panes; 0 means the pane is not drawn. */
  widths: { record: number; open: number; progress: number; detail: number };
  paneHeight: number;
  spotlightHeight: number;
  detailHeight: number;
  transcriptHeight: number;
}

/** What the screen has to fit besides the panes, and what the content asks for. */
export interface LayoutNeeds {
  /** Lines taken above the panes: the header, the headline, the banners, a filter line. */
  chrome: number;
  /** Whether the open pane has rows to show. */
  open: boolean;
  /** Columns the open pane's longest row would like (without borders). */
  openWidth?: number;
  /** Lines the spotlight card takes at the terminal's full width (0: the protocol has none). */
  spotlight: number;
  /** Lines the focused item's detail takes at full width (0: nothing focused). */
  detail: number;
  /** The debate is over: its card is the result and may take more of the screen. */
  done?: boolean;
}

export const WIDE_COLUMNS = 100;
export const DETAIL_COLUMNS = 160;
/** Wide enough to keep the record pane beside an open form or viewer. */
export const SIDE_BY_SIDE_COLUMNS = 150;
/** The fewest rows a pane keeps: its borders, its title and a few rows. */
const MIN_PANE = 8;

export function layout(columns: number, rows: number, needs: LayoutNeeds): Layout {
  const wide = columns >= WIDE_COLUMNS;
  const transcriptHeight = clamp(Math.floor(rows / 8), 2, 6);
  const detailColumn = columns >= DETAIL_COLUMNS;
  // The hint line, and the tab bar when panes are shown one at a time.
  const fixed = needs.chrome + 1 + (wide ? 0 : 1) + transcriptHeight;
  let room = rows - fixed;
  const wantsDetail = detailColumn || needs.detail === 0 ? 0 : needs.detail;
  // While the debate runs the panes keep about half the screen and the card at most a third. Once
  // it is over the card is the result: when it can be drawn whole with the panes at their minimum,
  // it is (the detail strip giving way first if both do not fit). A small screen keeps only the
  // card's title line.
  const whole = needs.spotlight + 1;
  const cardRoom = (left: number) => Math.max(0, Math.min(left - Math.max(MIN_PANE, Math.floor(rows * 0.4)), Math.floor(rows * 0.3)));
  const small = !wide || rows < 30;
  let detailHeight = Math.min(wantsDetail, clamp(room - MIN_PANE, 0, 4));
  const card = cardRoom(room - detailHeight);
  let spotlightHeight = needs.spotlight === 0 ? 0 : small || card < 4 ? 1 : Math.min(whole, card);
  if (needs.done && needs.spotlight > 0 && !small && spotlightHeight < whole && whole <= room - MIN_PANE) {
    spotlightHeight = whole;
    detailHeight = Math.min(detailHeight, room - MIN_PANE - whole);
  }
  room -= detailHeight + spotlightHeight;
  const paneHeight = Math.max(5, room);
  if (!wide)
    return {
      wide,
      widths: { record: columns, open: columns, progress: columns, detail: 0 },
      paneHeight,
      spotlightHeight,
      detailHeight,
      transcriptHeight,
    };
  // The side panes are capped so the record keeps the most room at every width.
  const detail = detailColumn ? clamp(Math.floor(columns * 0.25), 44, 64) : 0;
  const progress = clamp(Math.floor(columns * 0.28), 30, 40);
  const open = needs.open ? clamp((needs.openWidth ?? 0) + 4, 24, Math.floor(columns * (detailColumn ? 0.2 : 0.25))) : 0;
  return {
    wide,
    widths: { record: columns - progress - open - detail, open, progress, detail },
    paneHeight,
    spotlightHeight,
    detailHeight,
    transcriptHeight,
  };
}
