// Key bindings as data: the matcher, the help screen and the hint line all read this table, so
// they cannot drift apart. `hint` is what the hint line shows when there is room; `rank` orders
// the hints by importance (the least important are dropped first on a narrow terminal).
import * as z from 'zod';
import { bindingName, type Keypress } from './parse-keys.js';

export const bindingSchema = z.object({
  id: z.string().regex(/^[a-z]+(\.[a-z-]+)*$/),
  keys: z.array(z.string().min(1)).min(1),
  description: z.string().min(1),
  hint: z.string().optional(),
  /** 0 is kept on every width; higher ranks give way first. */
  rank: z.number().int().min(0).optional(),
});

export type Binding = z.infer<typeof bindingSchema>;

export const BINDINGS: Binding[] = z.array(bindingSchema).parse([
  { id: 'pane.next', keys: ['tab'], description: 'next pane (the transcript strip is one)', hint: 'tab panes', rank: 3 },
  { id: 'pane.prev', keys: ['shift+tab'], description: 'previous pane' },
  { id: 'list.down', keys: ['j', 'down'], description: 'move down' },
  { id: 'list.up', keys: ['k', 'up'], description: 'move up' },
  { id: 'list.pagedown', keys: ['pagedown', 'ctrl+d'], description: 'a page down' },
  { id: 'list.pageup', keys: ['pageup', 'ctrl+u'], description: 'a page up' },
  { id: 'list.top', keys: ['g', 'home'], description: 'first item' },
  { id: 'list.bottom', keys: ['G', 'end'], description: 'last item' },
  { id: 'list.filter', keys: ['/'], description: 'filter the pane by a text (esc clears)', hint: '/ filter', rank: 8 },
  { id: 'item.open', keys: ['enter'], description: "open the selected item (on Progress: the phase whole, or a seat's menu)", hint: 'enter open', rank: 4 },
  { id: 'round.step', keys: ['space'], description: 'run one step (a round or a stage); after a failed agent, try it again', hint: 'space step', rank: 1 },
  { id: 'round.auto', keys: ['a'], description: 'auto-run until done / pause', hint: 'a auto', rank: 5 },
  { id: 'round.cancel', keys: ['c'], description: 'cancel the running step (agents are stopped)' },
  { id: 'item.override', keys: ['o'], description: 'override the selected item', hint: 'o override', rank: 6 },
  { id: 'item.resolve', keys: ['r'], description: 'resolve the selected item (a deadlock, an open question)', hint: 'r resolve', rank: 7 },
  { id: 'arbitrate', keys: ['x'], description: 'request arbitration' },
  { id: 'compose', keys: ['p'], description: 'compose a move in your seat', hint: 'p move', rank: 2 },
  { id: 'constraint', keys: ['u'], description: 'add a constraint the agents must respect' },
  { id: 'reframe', keys: ['f'], description: 'reframe the question' },
  { id: 'seat', keys: ['s'], description: 'a seat: retry its agent, give it another agent, or take it yourself', hint: 's seats', rank: 6 },
  { id: 'budget', keys: ['b'], description: 'raise or lift the budgets (tokens, cost, time)' },
  { id: 'actions', keys: [':'], description: 'every action you can take now', hint: ': actions', rank: 3 },
  { id: 'preview', keys: ['v'], description: 'preview the next prompts and add a note' },
  { id: 'undo', keys: ['z'], description: 'undo your last action' },
  { id: 'outcome', keys: ['R'], description: 'the outcome and the report (scrollable, with export)', hint: 'R report', rank: 2 },
  { id: 'export', keys: ['e'], description: 'export the session (markdown / JSON)' },
  { id: 'help', keys: ['?'], description: 'help: the keys and the legend', hint: '? help', rank: 0 },
  { id: 'quit', keys: ['q', 'ctrl+c'], description: 'quit (everything is already saved)', hint: 'q quit', rank: 0 },
]);

/** The command a key runs, if a binding names it. */
export function commandFor(key: Keypress, bindings: Binding[] = BINDINGS): string | undefined {
  const name = bindingName(key);
  return bindings.find((b) => b.keys.includes(name))?.id;
}

export function keysOf(id: string, bindings: Binding[] = BINDINGS): string {
  return bindings.find((b) => b.id === id)?.keys.join('/') ?? '';
}

/** The start screen's keys: its help and hint line read this table. */
export const START_BINDINGS: Binding[] = z.array(bindingSchema).parse([
  { id: 'list.down', keys: ['j', 'down'], description: 'move down' },
  { id: 'list.up', keys: ['k', 'up'], description: 'move up' },
  { id: 'list.pagedown', keys: ['pagedown'], description: 'a page down' },
  { id: 'list.pageup', keys: ['pageup'], description: 'a page up' },
  { id: 'item.open', keys: ['enter'], description: 'open the selected session, demo or new session', hint: 'enter open', rank: 1 },
  { id: 'new', keys: ['n'], description: 'a new session', hint: 'n new', rank: 2 },
  { id: 'demo', keys: ['d'], description: "the default protocol's demo (no agent needed)", hint: 'd demo', rank: 3 },
  { id: 'help', keys: ['?'], description: 'help: the keys', hint: '? help', rank: 0 },
  { id: 'quit', keys: ['q', 'ctrl+c'], description: 'quit', hint: 'q quit', rank: 0 },
]);
