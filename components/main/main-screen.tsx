// The main screen: what has been said | what is open | where it stands, side by side (one at a
// time under a tab bar below 100 columns), the transcript strip and the key hints; overlays for
// everything the person does. Keys are looked up in the binding table and map to the semantic
// commands of the protocol's actions, never to an action's name; overlays take the keyboard while
// they are open.
import { Box, Text, useInput } from 'ink';
import { useEffect, useState } from 'react';
import type { SessionController } from '../../src/cli/session-controller.js';
import type { ActionCommand } from '../../src/protocols/types.js';
import { useSnapshot } from '../hooks/use-snapshot.js';
import { useTerminalSize } from '../hooks/use-terminal-size.js';
import { BINDINGS, commandsFor } from '../keys/bindings.js';
import type { Theme } from '../theme.js';
import { clamp } from '../widgets/window.js';
import { ActionForm } from './action-form.js';
import { Compose } from './compose.js';
import { detailText } from './detail.js';
import { OpenPane } from './open-pane.js';
import { ConfirmQuit, ExportOverlay, HelpOverlay, TextViewer } from './overlays.js';
import { ProgressPane } from './progress-pane.js';
import { RecordPane } from './record-pane.js';
import { TranscriptStrip } from './transcript-strip.js';

/** The keys that open a form of one command's actions: on the selected item, or on none. */
const COMMAND_KEYS: Record<string, { command: ActionCommand; title: string; onItem: boolean }> = {
  'item.override': { command: 'override', title: 'Override', onItem: true },
  'item.resolve': { command: 'resolve', title: 'Resolve', onItem: true },
  arbitrate: { command: 'arbitrate', title: 'Request arbitration', onItem: false },
  constraint: { command: 'constrain', title: 'Add a constraint', onItem: false },
  undo: { command: 'undo', title: 'Undo', onItem: false },
};

type Overlay =
  | { kind: 'help' }
  | { kind: 'quit' }
  | { kind: 'export' }
  | { kind: 'detail'; title: string; text: string }
  | { kind: 'form'; title: string; commands?: ActionCommand[]; item?: string }
  | { kind: 'compose' }
  | { kind: 'preview' };

export interface MainScreenProps {
  controller: SessionController;
  theme: Theme;
  onQuit: () => void;
  cwd: string;
}

export function MainScreen({ controller, theme, onQuit, cwd }: MainScreenProps) {
  const snapshot = useSnapshot(controller);
  const { columns, rows } = useTerminalSize();
  const [pane, setPane] = useState(0);
  const [selected, setSelected] = useState([0, 0]);
  const [overlay, setOverlay] = useState<Overlay | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  const [now, setNow] = useState(Date.now());
  const { view, plan } = snapshot;
  const panes = [view.record.title, view.open.title, 'Progress'];

  useEffect(() => {
    if (!snapshot.running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [snapshot.running]);

  const records = view.record.rows;
  const open = view.open.rows;
  const counts = [records.length, open.length, 0];
  const itemAt = (): string | undefined => {
    if (pane === 0) {
      const row = records[selected[0]!];
      return row?.item ?? row?.id;
    }
    if (pane === 1) {
      const row = open[selected[1]!];
      return row?.item ?? row?.id;
    }
    return undefined;
  };
  const describe = (id: string) => {
    const detail = view.details[id];
    return detail ? `${id} ${detail.body.replace(/\s+/g, ' ').slice(0, 70)}` : id;
  };
  const formActions = (commands: ActionCommand[] | undefined, item?: string) =>
    controller.actions(item).filter((a) => !commands || commands.includes(a.command));
  const form = (title: string, commands: ActionCommand[] | undefined, item?: string) => {
    if (formActions(commands, item).length === 0) {
      setMessage(item ? `nothing of that kind can be done on ${item} now` : 'that is not available now');
      return;
    }
    setOverlay({ kind: 'form', title, ...(commands ? { commands } : {}), ...(item ? { item } : {}) });
  };
  const move = (delta: number) =>
    setSelected((s) => s.map((v, i) => (i === pane ? clamp(v + delta, 0, Math.max(0, counts[i]! - 1)) : v)));

  const run = (command: string) => {
    setMessage(undefined);
    const item = itemAt();
    switch (command) {
      case 'pane.next':
        return setPane((p) => (p + 1) % panes.length);
      case 'pane.prev':
        return setPane((p) => (p + panes.length - 1) % panes.length);
      case 'list.down':
        return move(1);
      case 'list.up':
        return move(-1);
      case 'list.top':
        return move(-1e9);
      case 'list.bottom':
        return move(1e9);
      case 'item.open': {
        if (!item) return;
        const detail = view.details[item];
        const text = detailText(item, detail, records.find((r) => r.id === item)?.text);
        setOverlay({ kind: 'detail', title: detail?.title ?? item, text });
        const source = detail?.sources[0];
        if (source !== undefined) {
          void controller.rawOf(source).then((raw) => {
            if (raw !== undefined) setOverlay((o) => (o?.kind === 'detail' && o.text === text ? { ...o, text: `${text}\n\n── raw agent response (event ${source}) ──\n${raw}` } : o));
          });
        }
        return;
      }
      case 'round.step':
        if (plan.kind === 'await-human') return setOverlay({ kind: 'compose' });
        if (plan.kind === 'done') return setMessage(`the debate is done: ${plan.reason}`);
        return void controller.step();
      case 'round.auto':
        return controller.setAuto(!snapshot.auto);
      case 'round.cancel':
        if (snapshot.running) void controller.cancel();
        return;
      case 'item.override':
      case 'item.resolve':
      case 'arbitrate':
      case 'constraint':
      case 'undo': {
        const { command: cmd, title, onItem } = COMMAND_KEYS[command]!;
        if (!onItem) return form(title, [cmd]);
        return item ? form(`${title} ${item}`, [cmd], item) : setMessage(`select an item in ${panes[0]} or ${panes[1]} first`);
      }
      case 'actions':
        return form('Actions', undefined);
      case 'compose':
        return plan.kind === 'await-human' ? setOverlay({ kind: 'compose' }) : setMessage('no seat of yours is waiting for a move');
      case 'preview':
        return setOverlay({ kind: 'preview' });
      case 'export':
        return setOverlay({ kind: 'export' });
      case 'help':
        return setOverlay({ kind: 'help' });
      case 'quit':
        return snapshot.running ? setOverlay({ kind: 'quit' }) : onQuit();
    }
  };

  useInput(
    (input, key) => {
      if (key.ctrl && input === 'c') return onQuit();
      for (const command of commandsFor(input, key)) run(command);
    },
    { isActive: overlay === undefined },
  );
  useInput((input, key) => {
    if (overlay && key.ctrl && input === 'c') onQuit();
  }, { isActive: overlay !== undefined });

  const wide = columns >= 100;
  const banner = snapshot.readOnly
    ? `READ-ONLY: ${snapshot.readOnlyReason ?? 'another agon has this session open'}`
    : snapshot.interrupted && !snapshot.running
      ? 'The last step was interrupted before every agent answered: space runs it again.'
      : snapshot.error
        ? `Error: ${snapshot.error}`
        : undefined;
  const transcriptHeight = Math.max(3, Math.min(8, Math.floor(rows / 5)));
  const paneHeight = Math.max(6, rows - transcriptHeight - 2 - (wide ? 0 : 1) - (banner ? 1 : 0));
  const close = () => setOverlay(undefined);
  const hints = BINDINGS.filter((b) => b.hint).map((b) => b.hint);

  let body: React.ReactNode;
  if (overlay) {
    body = renderOverlay(overlay);
  } else {
    // Fixed widths: long text must never push a neighbouring pane aside.
    const phaseWidth = wide ? 30 : columns;
    const openWidth = wide ? Math.floor(columns * 0.28) : columns;
    const recordWidth = wide ? columns - phaseWidth - openWidth : columns;
    const hint = plan.kind === 'done' ? undefined : 'Press space to run a step.';
    const columnsOf = [
      <RecordPane key="l" part={view.record} selected={selected[0]!} focused={pane === 0} height={paneHeight} theme={theme} width={recordWidth} {...(hint ? { hint } : {})} />,
      <OpenPane key="c" part={view.open} selected={selected[1]!} focused={pane === 1} height={paneHeight} theme={theme} width={openWidth} />,
      <ProgressPane key="p" snapshot={snapshot} focused={pane === 2} height={paneHeight} theme={theme} now={now} width={phaseWidth} />,
    ];
    body = wide ? <Box>{columnsOf}</Box> : <Box flexDirection="column">{columnsOf[pane]}</Box>;
  }

  function renderOverlay(o: Overlay): React.ReactNode {
    switch (o.kind) {
      case 'help':
        return <HelpOverlay theme={theme} height={rows - 2} onClose={close} />;
      case 'quit':
        return <ConfirmQuit theme={theme} onAnswer={(yes) => (yes ? onQuit() : close())} />;
      case 'export':
        return <ExportOverlay theme={theme} onClose={close} onExport={(format) => controller.exportTo(format, `${cwd}/${snapshot.id}.${format}`)} />;
      case 'detail':
        return <TextViewer title={o.title} text={o.text} height={rows - 2} theme={theme} onClose={close} />;
      case 'form':
        return (
          <ActionForm
            title={o.title}
            actions={formActions(o.commands, o.item)}
            {...(o.item ? { presetItem: o.item } : {})}
            theme={theme}
            describe={describe}
            onSubmit={(kind, input) => controller.act(kind, input)}
            onClose={close}
          />
        );
      case 'compose':
        return plan.kind === 'await-human' ? (
          <Compose
            seat={plan.seat}
            prompt={plan.prompt.full}
            actions={plan.actions}
            height={rows - 2}
            theme={theme}
            describe={describe}
            compose={(drafts) => controller.composeAnswer(plan.seat, drafts)}
            send={(text) => controller.move(plan.seat, text)}
            onClose={close}
          />
        ) : (
          <TextViewer title="Nothing to compose" text="No seat of yours is waiting for a move." height={6} theme={theme} onClose={close} />
        );
      case 'preview':
        return <PromptPreview controller={controller} height={rows - 2} theme={theme} onClose={close} />;
    }
  }

  return (
    <Box flexDirection="column" width={columns} height={rows}>
      {banner ? (
        <Text color={snapshot.readOnly || snapshot.error ? theme.error : theme.warn} wrap="truncate-end">
          {banner}
        </Text>
      ) : null}
      {!wide && !overlay ? (
        <Text wrap="truncate-end">
          {panes.map((name, i) => (i === pane ? `[${name}]` : ` ${name} `)).join(' ')} <Text dimColor={theme.dim}>(tab)</Text>
        </Text>
      ) : null}
      {body}
      {!overlay ? <TranscriptStrip lines={snapshot.transcript} live={snapshot.live} height={transcriptHeight} theme={theme} /> : null}
      {overlay ? null : <Text wrap="truncate-end" dimColor={theme.dim}>
        {message ? <Text color={theme.warn}>{message} · </Text> : null}
        {plan.kind === 'await-human' && !snapshot.running ? <Text color={theme.warn}>▶ your turn ({plan.seat}): p to compose · </Text> : null}
        {plan.kind === 'done' ? <Text color={theme.ok}>done · </Text> : null}
        {snapshot.running ? `running${snapshot.auto ? ' (auto)' : ''} · c cancel · ` : snapshot.auto ? 'auto · ' : ''}
        {hints.join(' · ')}
      </Text>}
    </Box>
  );
}

function PromptPreview({ controller, height, theme, onClose }: { controller: SessionController; height: number; theme: Theme; onClose: () => void }) {
  const { plan } = controller.snapshot();
  const [noting, setNoting] = useState(false);
  const seats = plan.kind === 'ask' ? plan.requests.map((r) => r.seat) : plan.kind === 'await-human' ? [plan.seat] : [];
  const text =
    plan.kind === 'ask'
      ? plan.requests.map((r) => `════ ${r.seat} (${r.purpose}) ════\n${r.prompt.full}`).join('\n\n')
      : plan.kind === 'await-human'
        ? `════ ${plan.seat} (you) ════\n${plan.prompt.full}`
        : plan.kind === 'check'
          ? 'Next the runner checks the cited lines in the project.'
          : plan.kind === 'prepare'
            ? `Next the seats ${plan.seats.map((s) => s.seat).join(', ')} are prepared: each agent's persona is written once.\n\n${plan.seats.map((s) => `════ ${s.seat} ════\n${s.persona}`).join('\n\n')}`
            : `The debate is done: ${plan.reason}`;
  if (noting) {
    return (
      <ActionForm
        title={`A note for the next prompt of ${seats.join(' and ') || 'every seat'}`}
        actions={controller.actions().filter((a) => a.command === 'note')}
        theme={theme}
        onSubmit={(kind, input) => controller.act(kind, input)}
        onClose={() => setNoting(false)}
      />
    );
  }
  return <TextViewer title="The next prompts, exactly as they will be sent" text={text} height={height} theme={theme} onClose={onClose} footer="n add a note" onKey={(k) => k === 'n' && setNoting(true)} />;
}
