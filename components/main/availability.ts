// Which of the main screen's keys do something in this protocol and state, and, for one that does
// not, why, in one line: the one place the hint line, the help and the key dispatch ask, so a key
// is hinted exactly when pressing it acts. What a protocol may ever offer comes from its declared
// human commands; what it offers now from its human actions.
import type { ActionAsk, ActionCommand, ActionDescriptor } from '../../src/protocols/types.js';
import type { Snapshot } from '../../src/session/session-controller.js';
import type { Binding, MainCommand } from '../keys/bindings.js';

export type Availability = { ok: true } | { ok: false; why: string };

export interface AvailabilityInput {
  snapshot: Snapshot;
  /** The human actions the protocol offers now, on no item in particular. */
  actions: readonly ActionDescriptor[];
  /** Why the protocol would refuse the action `kind` now, or null. */
  refusal: (kind: string) => string | null;
  /** When an action not offered now becomes possible, in the protocol's words, when it can say. */
  whenPossible: (ask: ActionAsk) => string | undefined;
  /** The key a message names for a command. */
  keyFor: (command: MainCommand) => string;
}

/** The keys that open a form of one command's actions, with what a message calls that command. */
export const ACTION_KEYS = {
  'item.override': { command: 'override', noun: 'override', title: 'Override', onItem: true },
  'item.resolve': { command: 'resolve', noun: 'resolving', title: 'Resolve', onItem: true },
  arbitrate: { command: 'arbitrate', noun: 'arbitration', title: 'Request arbitration', onItem: false },
  constraint: { command: 'constrain', noun: 'constraint', title: 'Add a constraint', onItem: false },
  reframe: { command: 'reframe', noun: 'reframe', title: 'Reframe the question', onItem: false },
  undo: { command: 'undo', noun: 'undo', title: 'Undo', onItem: false },
} as const satisfies Partial<Record<MainCommand, { command: ActionCommand; noun: string; title: string; onItem: boolean }>>;

type ActionKey = keyof typeof ACTION_KEYS;

/** Commands that change the session, refused while it is read-only. */
const CHANGES = new Set<MainCommand>([
  'round.step',
  'round.auto',
  'compose',
  'actions',
  'seat',
  'budget',
  ...(Object.keys(ACTION_KEYS) as ActionKey[]),
]);

const OK: Availability = { ok: true };
const no = (why: string): Availability => ({ ok: false, why });

export function availability(command: MainCommand, input: AvailabilityInput): Availability {
  const { snapshot, keyFor } = input;
  if (snapshot.readOnly && CHANGES.has(command))
    return no(
      snapshot.following
        ? 'refused: another agon holds this session; it becomes yours when that one lets go'
        : `refused: read-only (${snapshot.readOnlyReason ?? 'it cannot be changed'})`,
    );
  const running = `a step is running (${keyFor('round.cancel')} cancels it)`;
  const ended = `the debate has ended (${keyFor('outcome')} shows the outcome)`;
  switch (command) {
    case 'round.step':
      if (snapshot.running) return no(running);
      return snapshot.plan.kind === 'done' ? no(ended) : OK;
    case 'round.auto':
      return snapshot.plan.kind === 'done' ? no(ended) : OK;
    case 'round.cancel':
      return snapshot.running ? OK : no('nothing is running');
    case 'compose':
      return snapshot.plan.kind === 'await-human' && !snapshot.running
        ? OK
        : no(`no seat of yours is waiting for a move (${keyFor('seat')} on a seat: take it yourself)`);
    case 'actions':
      if (snapshot.running) return no(running);
      return input.actions.length > 0 ? OK : no('no action of yours is possible at this point of the debate');
    case 'seat':
      return snapshot.view.seats.length > 0 ? OK : no('this debate has no seats to change');
    case 'card':
      return snapshot.view.spotlight ? OK : no('this protocol shows no card at this point of the debate');
    case 'item.override':
    case 'item.resolve':
    case 'arbitrate':
    case 'constraint':
    case 'reframe':
    case 'undo':
      return actionAvailability(command, input, running);
    default:
      return OK;
  }
}

function actionAvailability(key: ActionKey, input: AvailabilityInput, running: string): Availability {
  const { command, noun } = ACTION_KEYS[key];
  const declared = input.snapshot.protocol.humanCommands;
  if (declared && !declared.includes(command)) return no(`no ${noun} in this protocol`);
  if (input.snapshot.running) return no(running);
  if (input.actions.some((a) => a.command === command)) return OK;
  if (command === 'undo') return no(input.refusal('undo') ?? 'there is nothing to undo now');
  const when = input.whenPossible({ command });
  return no(when ?? `no ${noun} is possible at this point of the debate`);
}

/**
 * Why an action key cannot act on `item` although its command is offered: when it becomes possible
 * on that item, in the protocol's words, or else the items it does apply to now. Null when it can.
 */
export function itemRefusal(key: ActionKey, item: string, input: Pick<AvailabilityInput, 'actions' | 'whenPossible'>): string | null {
  const { command, noun } = ACTION_KEYS[key];
  const offered = input.actions.filter((a) => a.command === command);
  if (offered.some((a) => a.targets.includes(item))) return null;
  const when = input.whenPossible({ command, item });
  if (when) return `no ${noun} applies to ${item} now; ${when}`;
  const targets = [...new Set(offered.flatMap((a) => a.targets))];
  if (targets.length === 0) return `no ${noun} applies to ${item} now`;
  const shown = targets.length > 6 ? `${targets.slice(0, 6).join(', ')} and ${targets.length - 6} more` : targets.join(', ');
  return `no ${noun} applies to ${item} now; ${targets.length === 1 ? 'it applies to' : 'they apply to'} ${shown}`;
}

/** The bindings whose keys do something now: what the hint line and the help list. */
export function availableBindings<B extends Binding<MainCommand>>(bindings: readonly B[], input: AvailabilityInput): B[] {
  return bindings.filter((b) => availability(b.id, input).ok);
}
