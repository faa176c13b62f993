// Key bindings as data: the matcher, the help screen and the hint line all read these tables, so
// they cannot drift apart, and a person's config file may give a binding other keys (overrides.ts).
// The ids are the tables' own keys, so a command no table names cannot be dispatched, and a
// dispatch that leaves one unhandled does not compile.
import { bindingName, type Keypress } from './parse-keys.js';

interface BindingDefaults {
  /** The keys a config file may replace. */
  keys: readonly string[];
  /** Keys kept whatever the config says: ctrl+c always quits. */
  fixed?: readonly string[];
  description: string;
  /** What the hint line shows after the binding's first key, when there is room. */
  hint?: string;
  /** 0 is kept on every width; higher ranks give way first. */
  rank?: number;
}

/** The main screen's keys, in the order the help lists them. */
const MAIN = {
  'pane.next': { keys: ['tab'], description: 'next pane (the transcript strip is one)', hint: 'panes', rank: 3 },
  'pane.prev': { keys: ['shift+tab'], description: 'previous pane' },
  'list.down': { keys: ['j', 'down'], description: 'move down' },
  'list.up': { keys: ['k', 'up'], description: 'move up' },
  'list.pagedown': { keys: ['pagedown', 'ctrl+d'], description: 'a page down' },
  'list.pageup': { keys: ['pageup', 'ctrl+u'], description: 'a page up' },
  'list.top': { keys: ['g', 'home'], description: 'first item' },
  'list.bottom': { keys: ['G', 'end'], description: 'last item' },
  'list.filter': { keys: ['/'], description: 'filter the pane by a text (esc clears)', hint: 'filter', rank: 8 },
  'item.open': {
    keys: ['enter'],
    description: "open the selected item (on Progress: the phase whole, or a seat's menu)",
    hint: 'open',
    rank: 4,
  },
  'round.step': {
    keys: ['space'],
    description: 'run one step (a round or a stage); after a failed agent, try it again',
    hint: 'step',
    rank: 1,
  },
  'round.auto': { keys: ['a'], description: 'auto-run until done / pause', hint: 'auto', rank: 5 },
  'round.cancel': { keys: ['c'], description: 'cancel the running step (agents are stopped)' },
  'item.override': { keys: ['o'], description: 'override the selected item', hint: 'override', rank: 6 },
  'item.resolve': { keys: ['r'], description: 'resolve the selected item (a deadlock, an open question)', hint: 'resolve', rank: 7 },
  arbitrate: { keys: ['x'], description: 'request arbitration' },
  compose: { keys: ['p'], description: 'compose a move in your seat', hint: 'move', rank: 2 },
  constraint: { keys: ['u'], description: 'add a constraint the agents must respect' },
  reframe: { keys: ['f'], description: 'reframe the question' },
  seat: { keys: ['s'], description: 'a seat: retry its agent, give it another agent, or take it yourself', hint: 'seats', rank: 6 },
  budget: { keys: ['b'], description: 'raise or lift the budgets (tokens, cost, time)' },
  actions: { keys: [':'], description: 'every action you can take now', hint: 'actions', rank: 3 },
  preview: { keys: ['v'], description: 'preview the next prompts and add a note' },
  card: {
    keys: ['i'],
    description: "the protocol's card, whole (the crux, the experts, the rules)",
    hint: 'card',
    rank: 5,
  },
  undo: { keys: ['z'], description: 'undo your last action' },
  outcome: { keys: ['R'], description: 'the outcome and the report (scrollable, with export)', hint: 'report', rank: 2 },
  export: { keys: ['e'], description: 'export the session (markdown / JSON)' },
  help: { keys: ['?'], description: 'help: the keys and the legend', hint: 'help', rank: 0 },
  quit: { keys: ['q'], fixed: ['ctrl+c'], description: 'quit (everything is already saved)', hint: 'quit', rank: 0 },
} as const satisfies Record<string, BindingDefaults>;

/** The start screen's keys; an id both screens have is one binding, rebound on both. */
const START = {
  'list.down': { keys: ['j', 'down'], description: 'move down' },
  'list.up': { keys: ['k', 'up'], description: 'move up' },
  'list.pagedown': { keys: ['pagedown'], description: 'a page down' },
  'list.pageup': { keys: ['pageup'], description: 'a page up' },
  'item.open': { keys: ['enter'], description: 'open the selected session, demo or new session', hint: 'open', rank: 1 },
  'list.filter': { keys: ['/'], description: 'filter the sessions by a text (esc clears)', hint: 'filter', rank: 5 },
  new: { keys: ['n'], description: 'a new session', hint: 'new', rank: 2 },
  'session.delete': { keys: ['x'], description: 'delete the selected session (asks first)', hint: 'delete', rank: 4 },
  'session.rename': {
    keys: ['r'],
    description: 'rename: give the selected session a title (its id stays)',
    hint: 'rename',
    rank: 6,
  },
  demo: { keys: ['d'], description: "the default protocol's demo (no agent needed)", hint: 'demo', rank: 3 },
  help: { keys: ['?'], description: 'help: the keys', hint: 'help', rank: 0 },
  quit: { keys: ['q'], fixed: ['ctrl+c'], description: 'quit', hint: 'quit', rank: 0 },
} as const satisfies Record<string, BindingDefaults>;

export type MainCommand = keyof typeof MAIN;
export type StartCommand = keyof typeof START;
export type BindingId = MainCommand | StartCommand;

/** The screens with a binding table, each as its refusals name it. */
export const SCREENS = { main: 'the main screen', start: 'the start screen' } as const;
export type Screen = keyof typeof SCREENS;

const idsOf = <Id extends string>(table: Record<Id, BindingDefaults>) => Object.keys(table) as Id[];

export const BINDING_IDS: readonly BindingId[] = [...new Set<BindingId>([...idsOf<MainCommand>(MAIN), ...idsOf<StartCommand>(START)])];

const fixedOf = <Id extends BindingId>(table: Record<Id, BindingDefaults>) =>
  idsOf(table).flatMap((id) => (table[id].fixed ?? []).map((key) => [key, id] as const));

/** Keys no config can take from their binding, each with the binding that keeps it. */
export const FIXED_KEYS: ReadonlyMap<string, BindingId> = new Map<string, BindingId>([
  ...fixedOf<MainCommand>(MAIN),
  ...fixedOf<StartCommand>(START),
]);

/** A binding as the screens use it: every key it answers to, the config's in place of the defaults. */
export interface Binding<Id extends BindingId = BindingId> {
  id: Id;
  keys: string[];
  description: string;
  hint?: string;
  rank?: number;
}

export interface KeyBindings {
  main: Binding<MainCommand>[];
  start: Binding<StartCommand>[];
}

/** A binding's keys as a config file gives them, in place of its defaults. */
export type KeyOverrides = Partial<Record<BindingId, readonly string[]>>;

function resolve<Id extends BindingId>(table: Record<Id, BindingDefaults>, overrides: KeyOverrides): Binding<Id>[] {
  return idsOf(table).map((id) => {
    const { keys, fixed = [], description, hint, rank } = table[id];
    return {
      id,
      keys: [...new Set([...(overrides[id] ?? keys), ...fixed])],
      description,
      ...(hint ? { hint } : {}),
      ...(rank !== undefined ? { rank } : {}),
    };
  });
}

/** Every screen's bindings, with `overrides` in place of the default keys they name. */
export function bindingsWith(overrides: KeyOverrides): KeyBindings {
  return { main: resolve(MAIN, overrides), start: resolve(START, overrides) };
}

export const DEFAULT_BINDINGS: KeyBindings = bindingsWith({});

/** The command a key runs, if a binding names it. */
export function commandFor<Id extends BindingId>(key: Keypress, bindings: readonly Binding<Id>[]): Id | undefined {
  const name = bindingName(key);
  return bindings.find((b) => b.keys.includes(name))?.id;
}

/** The key a message names for a command: its binding's first ("space", "c"). */
export function keyOf<Id extends BindingId>(id: Id, bindings: readonly Binding<Id>[]): string {
  return bindings.find((b) => b.id === id)?.keys[0] ?? '';
}

/** What the hint line shows for a binding: its first key, then its hint ("space step"). */
export function hintOf(binding: Binding): string | undefined {
  return binding.hint === undefined ? undefined : `${binding.keys[0]} ${binding.hint}`;
}
