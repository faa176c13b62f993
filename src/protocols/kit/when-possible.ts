// A protocol's `whenPossible` from a table of its action kinds: each kind with its command and a
// function saying, in the protocol's words, when that action becomes possible (on an item of its
// sort, or on none). Asked by command (a TUI key), the kinds of that command answer in order and
// the first that has something to say about the item is the answer.
import type { ActionAsk, ActionCommand } from '../types.js';

export interface Later<S> {
  kind: string;
  command: ActionCommand;
  /**
   * When the action becomes possible (for `item`, when given), or why it never will; undefined
   * when `item` is not of the sort it takes, or when it cannot say. Only asked while not offered.
   */
  when(state: S, item?: string): string | undefined;
}

export function whenPossibleFrom<S>(table: readonly Later<S>[]): (state: S, ask: ActionAsk) => string | undefined {
  return (state, ask) => {
    const kinds = 'kind' in ask ? table.filter((l) => l.kind === ask.kind) : table.filter((l) => l.command === ask.command);
    for (const later of kinds) {
      const said = later.when(state, ask.item);
      if (said) return said;
    }
    return undefined;
  };
}
