// What the main screen's keys do: each key is looked up in the binding table and runs a command,
// one switch case per command the table names (the compiler checks none is left out); keys that
// open a form map to the semantic commands of the protocol's actions (never an action's name).
// A key that does nothing in this protocol and state says why in one line (availability.ts, which
// the hint line and the help read too).
import type { Snapshot, SessionController } from '../../src/session/session-controller.js';
import type { ActionAsk, ActionCommand } from '../../src/protocols/types.js';
import { type Binding, commandFor, keyOf, type MainCommand } from '../keys/bindings.js';
import { ACTION_KEYS, availability, availableBindings, itemRefusal } from './availability.js';
import { type Keypress, useKeypress } from '../keys/keypress.js';
import { detailText } from './detail.js';
import type { Overlay } from './main-overlay.js';
import { phaseText } from './phase-detail.js';

export const PANES = 4;
export const TRANSCRIPT_PANE = 3;

export interface MainKeys {
  controller: SessionController;
  snapshot: Snapshot;
  bindings: readonly Binding<MainCommand>[];
  active: boolean;
  pane: number;
  setPane: (f: (p: number) => number) => void;
  /** Moves the focused pane's selection by `delta` rows (±Infinity for the ends). */
  move: (delta: number) => void;
  page: number;
  /** The item under the selection in the record or open pane. */
  itemAt: () => string | undefined;
  /** The seat under the selection in the Progress pane (none on its phase row). */
  seatAt: () => string | undefined;
  transcriptLineAt: () => string | undefined;
  paneNames: string[];
  open: (overlay: Overlay) => void;
  /** Changes the overlay shown, if it is still the one the change is meant for. */
  update: (change: (overlay: Overlay | undefined) => Overlay | undefined) => void;
  say: (message: string | undefined) => void;
  startFilter: () => void;
  formActions: (commands: ActionCommand[] | undefined, item?: string) => ReturnType<SessionController['actions']>;
  quit: () => void;
  confirmQuit: () => void;
}

/** Runs the main screen's keys; returns the bindings whose keys do something now, for the hint line and the help. */
export function useMainKeys(k: MainKeys): Binding<MainCommand>[] {
  const { controller, snapshot } = k;
  const { view, plan } = snapshot;
  const keyFor = (command: MainCommand) => keyOf(command, k.bindings);
  const input = {
    snapshot,
    actions: controller.actions(),
    refusal: (kind: string) => controller.refusal(kind),
    whenPossible: (ask: ActionAsk) => controller.whenPossible(ask),
    keyFor,
  };

  const form = (title: string, command: ActionCommand | undefined, item?: string) => {
    const commands = command ? [command] : undefined;
    k.open({ kind: 'form', title, ...(commands ? { commands } : {}), ...(item ? { item } : {}) });
  };

  const openDetail = (item: string) => {
    const detail = view.details[item];
    const text = detailText(item, detail, view.record.rows.find((r) => r.id === item)?.text);
    k.open({ kind: 'detail', title: detail?.title ?? item, text });
    // A row that folds several answers shows the newest: its raw answer is the last source.
    const source = detail?.sources.at(-1);
    if (source !== undefined) {
      void controller.rawOf(source).then((raw) => {
        if (raw !== undefined)
          k.update((o) =>
            o?.kind === 'detail' && o.text === text ? { ...o, text: `${text}\n\n── raw agent response (event ${source}) ──\n${raw}` } : o,
          );
      });
    }
  };

  const run = (command: MainCommand) => {
    k.say(undefined);
    const able = availability(command, input);
    if (!able.ok) return k.say(able.why);
    switch (command) {
      case 'pane.next':
        return k.setPane((p) => (p + 1) % PANES);
      case 'pane.prev':
        return k.setPane((p) => (p + PANES - 1) % PANES);
      case 'list.down':
        return k.move(1);
      case 'list.up':
        return k.move(-1);
      case 'list.pagedown':
        return k.move(k.page);
      case 'list.pageup':
        return k.move(-k.page);
      case 'list.top':
        return k.move(-Infinity);
      case 'list.bottom':
        return k.move(Infinity);
      case 'list.filter':
        return k.pane < 2
          ? k.startFilter()
          : k.say(`${keyFor('list.filter')} filters ${k.paneNames[0]} and ${k.paneNames[1]}: ${keyFor('pane.next')} to one of them first`);
      case 'item.open': {
        if (k.pane === 2) {
          const seat = k.seatAt();
          return k.open(
            seat ? { kind: 'seat', seat } : { kind: 'detail', title: 'Where the debate stands', text: phaseText(snapshot, keyFor('card')) },
          );
        }
        if (k.pane === TRANSCRIPT_PANE) {
          const text = k.transcriptLineAt();
          return text ? k.open({ kind: 'detail', title: 'Transcript', text }) : undefined;
        }
        const item = k.itemAt();
        return item ? openDetail(item) : undefined;
      }
      case 'round.step':
        if (plan.kind === 'await-human') return k.open({ kind: 'compose' });
        if (snapshot.stopped && snapshot.failed.length === 0) {
          k.open({ kind: 'budget' });
          return k.say(`stopped: ${snapshot.stopped}. Raise or lift the budget to go on.`);
        }
        return void controller.step();
      case 'round.auto':
        return controller.setAuto(!snapshot.auto);
      case 'round.cancel':
        return void controller.cancel();
      case 'item.override':
      case 'item.resolve':
      case 'arbitrate':
      case 'constraint':
      case 'reframe':
      case 'undo': {
        const { command: cmd, title, onItem } = ACTION_KEYS[command];
        if (!onItem) return form(title, cmd);
        const item = k.itemAt();
        if (!item) return k.say(`select an item in ${k.paneNames[0]} or ${k.paneNames[1]} first`);
        if (k.formActions([cmd], item).length === 0)
          return k.say(itemRefusal(command, item, input) ?? `no ${title.toLowerCase()} on ${item} now`);
        return form(`${title} ${item}`, cmd, item);
      }
      case 'actions':
        return form('Actions', undefined);
      case 'compose':
        return k.open({ kind: 'compose' });
      case 'seat': {
        const seat = (k.pane === 2 ? k.seatAt() : undefined) ?? snapshot.failed[0]?.seat ?? view.seats[0]?.seat;
        return seat ? k.open({ kind: 'seat', seat }) : undefined;
      }
      case 'budget':
        return k.open({ kind: 'budget' });
      case 'preview':
        return k.open({ kind: 'preview' });
      case 'card':
        return view.spotlight
          ? k.open({ kind: 'detail', title: view.spotlight.title, text: view.spotlight.markdown, format: 'markdown' })
          : undefined;
      case 'outcome':
        return k.open({ kind: 'outcome' });
      case 'export':
        return k.open({ kind: 'export' });
      case 'help':
        return k.open({ kind: 'help' });
      case 'quit':
        return snapshot.running || (snapshot.drafted?.length ?? 0) > 0 ? k.confirmQuit() : k.quit();
      default:
        return command satisfies never;
    }
  };

  useKeypress(
    (key: Keypress) => {
      if (key.ctrl && key.name === 'c') return k.quit();
      const command = commandFor(key, k.bindings);
      if (command) run(command);
    },
    { isActive: k.active },
  );
  return availableBindings(k.bindings, input);
}
