import type { ViewPart } from '../../src/protocols/types.js';
import type { Theme } from '../theme.js';

/** What a pane listing one part of the view (its rows, windowed around the selection) is given. */
export interface ListPaneProps<R> {
  part: ViewPart<R>;
  selected: number;
  focused: boolean;
  height: number;
  theme: Theme;
  width?: number | string;
  flexGrow?: number;
  /** The filter in force and how many rows there are without it (`part.rows` are those that match). */
  filter?: { text: string; total: number };
}
