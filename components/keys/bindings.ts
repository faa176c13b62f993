// Key bindings as data: the matcher, the help screen and the hint line all read this table, so
// they cannot drift apart.
import { z } from 'zod';

export const bindingSchema = z.object({
  id: z.string().regex(/^[a-z]+(\.[a-z-]+)*$/),
  keys: z.array(z.string().min(1)).min(1),
  description: z.string().min(1),
  /** Shown in the hint line when there is room. */
  hint: z.string().optional(),
});

export type Binding = z.infer<typeof bindingSchema>;

export const BINDINGS: Binding[] = z.array(bindingSchema).parse([
  { id: 'pane.next', keys: ['tab'], description: 'next pane', hint: 'tab panes' },
  { id: 'pane.prev', keys: ['shift+tab'], description: 'previous pane' },
  { id: 'list.down', keys: ['j', 'down'], description: 'move down' },
  { id: 'list.up', keys: ['k', 'up'], description: 'move up' },
  { id: 'list.top', keys: ['g', 'home'], description: 'first item' },
  { id: 'list.bottom', keys: ['G', 'end'], description: 'last item' },
  { id: 'item.open', keys: ['enter'], description: 'open the selected item', hint: 'enter detail' },
  { id: 'round.step', keys: ['space'], description: 'run one step (a round or a stage)', hint: 'space step' },
  { id: 'round.auto', keys: ['a'], description: 'auto-run until done / pause', hint: 'a auto' },
  { id: 'round.cancel', keys: ['c'], description: 'cancel the running step (agents are stopped)' },
  { id: 'item.override', keys: ['o'], description: 'override the selected item', hint: 'o override' },
  { id: 'item.resolve', keys: ['r'], description: 'resolve the selected item (a deadlock, an open question)', hint: 'r resolve' },
  { id: 'arbitrate', keys: ['x'], description: 'request arbitration' },
  { id: 'compose', keys: ['p'], description: 'compose a move in your seat', hint: 'p move' },
  { id: 'constraint', keys: ['u'], description: 'add a constraint the agents must respect' },
  { id: 'actions', keys: [':'], description: 'every action you can take now', hint: ': actions' },
  { id: 'preview', keys: ['v'], description: 'preview the next prompts and add a note' },
  { id: 'undo', keys: ['z'], description: 'undo your last action' },
  { id: 'export', keys: ['e'], description: 'export the session (markdown / JSON)' },
  { id: 'help', keys: ['?'], description: 'help', hint: '? help' },
  { id: 'quit', keys: ['q', 'ctrl+c'], description: 'quit (everything is already saved)', hint: 'q quit' },
]);

export interface KeyInfo {
  upArrow: boolean;
  downArrow: boolean;
  leftArrow: boolean;
  rightArrow: boolean;
  return: boolean;
  escape: boolean;
  tab: boolean;
  shift: boolean;
  ctrl: boolean;
  backspace: boolean;
  delete: boolean;
  pageUp: boolean;
  pageDown: boolean;
  home?: boolean;
  end?: boolean;
}

/** The names of the keys in one Ink input event; a run of typed characters ("jjj") is several. */
export function keyNames(input: string, key: KeyInfo): string[] {
  if (key.ctrl && input) return [`ctrl+${input}`];
  if (key.tab) return [key.shift ? 'shift+tab' : 'tab'];
  if (key.return) return ['enter'];
  if (key.escape) return ['escape'];
  if (key.upArrow) return ['up'];
  if (key.downArrow) return ['down'];
  if (key.leftArrow) return ['left'];
  if (key.rightArrow) return ['right'];
  if (key.pageUp) return ['pageup'];
  if (key.pageDown) return ['pagedown'];
  if (key.home) return ['home'];
  if (key.end) return ['end'];
  if (key.backspace || key.delete) return ['backspace'];
  return [...input].map((ch) => (ch === ' ' ? 'space' : ch));
}

/** The command ids for one input event, in order (one per key of a chunk). */
export function commandsFor(input: string, key: KeyInfo, bindings: Binding[] = BINDINGS): string[] {
  return keyNames(input, key).flatMap((name) => {
    const binding = bindings.find((b) => b.keys.includes(name));
    return binding ? [binding.id] : [];
  });
}

export function keysOf(id: string, bindings: Binding[] = BINDINGS): string {
  return bindings.find((b) => b.id === id)?.keys.join('/') ?? '';
}
