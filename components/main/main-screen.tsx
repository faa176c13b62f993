// The main screen: a header with the question, the session and the protocol; what has been said |
// what is open | where it stands, side by side (one at a time under a tab bar below 100 columns);
// a banner when something needs the person (a failed agent, a spent budget, read-only); the
// transcript strip (a pane too: it takes focus and scrolls) and the key hints. Overlays take the
// keyboard while open; on a wide terminal the record pane stays beside them.
import { Box, Text } from 'ink';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionController } from '../../src/session/session-controller.js';
import type { ActionCommand } from '../../src/protocols/types.js';
import { useSnapshot } from '../hooks/use-snapshot.js';
import { useTerminalSize } from '../hooks/use-terminal-size.js';
import { type Binding, DEFAULT_BINDINGS, keyOf, type MainCommand } from '../keys/bindings.js';
import { useKeypress } from '../keys/keypress.js';
import type { Theme } from '../theme.js';
import { matches } from '../widgets/list-title.js';
import { TextInput } from '../widgets/text-input.js';
import { clamp } from '../widgets/window.js';
import { Header, headerLines } from './header.js';
import { HintLine } from './hint-line.js';
import { layout, SIDE_BY_SIDE_COLUMNS } from './layout.js';
import { MainOverlay, type Overlay } from './main-overlay.js';
import { OpenPane } from './open-pane.js';
import { Confirm } from './overlays.js';
import { ProgressPane } from './progress-pane.js';
import { RecordPane } from './record-pane.js';
import { TranscriptStrip } from './transcript-strip.js';
import { TRANSCRIPT_PANE, useMainKeys } from './use-main-keys.js';

export interface MainScreenProps {
  controller: SessionController;
  theme: Theme;
  onQuit: () => void;
  cwd: string;
  /** The agent CLIs found on this machine, offered when a seat gets another agent. */
  agentKinds?: string[];
  /** The main screen's bindings, with the config file's keys. */
  bindings?: readonly Binding<MainCommand>[];
}

type Asking = 'quit-running' | 'lose-draft';

export function MainScreen({ controller, theme, onQuit, cwd, agentKinds = [], bindings = DEFAULT_BINDINGS.main }: MainScreenProps) {
  const snapshot = useSnapshot(controller);
  const { columns, rows } = useTerminalSize();
  const [pane, setPane] = useState(0);
  const [selected, setSelected] = useState([0, 0, 0, -1]);
  const [filters, setFilters] = useState(['', '']);
  const [filtering, setFiltering] = useState(false);
  const [overlay, setOverlay] = useState<Overlay | undefined>();
  const [asking, setAsking] = useState<Asking | undefined>();
  const [dirty, setDirty] = useState(false);
  const [message, setMessage] = useState<string | undefined>();
  const [now, setNow] = useState(Date.now());
  const { view, plan } = snapshot;
  const paneNames = [view.record.title, view.open.title, 'Progress', 'Transcript'];
  /** The key a text on screen names for a command: the person's own, when the config file rebinds it. */
  const keyFor = (command: MainCommand) => keyOf(command, bindings);

  useEffect(() => {
    if (!snapshot.running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [snapshot.running]);

  // The debate just ended: its outcome opens by itself (once).
  const wasDone = useRef(plan.kind === 'done');
  useEffect(() => {
    if (plan.kind === 'done' && !wasDone.current && overlay === undefined) setOverlay({ kind: 'outcome' });
    wasDone.current = plan.kind === 'done';
  }, [plan.kind, overlay]);

  useEffect(() => {
    if (snapshot.notice) setMessage(snapshot.notice);
  }, [snapshot.notice]);

  const records = view.record.rows.filter((r) => matches(filters[0]!, r.id, r.text, r.badge, r.status, r.item));
  const open = view.open.rows.filter((r) => matches(filters[1]!, r.id, r.title, r.text, r.status, r.owner));
  // The Progress pane's rows: the phase, then each seat.
  const counts = [records.length, open.length, view.seats.length + 1, snapshot.transcript.length];
  // The transcript selection follows the newest line until the person moves it.
  const transcriptAt = selected[3]! < 0 ? snapshot.transcript.length - 1 : selected[3]!;

  const banners: { text: string; tone: 'error' | 'warn' }[] = [];
  if (snapshot.readOnly)
    banners.push({
      text: `READ-ONLY: ${snapshot.readOnlyReason ?? 'another agon has this session open'}${snapshot.following ? '. Following it; it becomes yours when that agon lets go.' : ''}`,
      tone: 'error',
    });
  else if (!snapshot.running && snapshot.failed.length > 0) {
    const f = snapshot.failed[0]!;
    // The ways on come first: on a narrow terminal the reason is what gets cut (the Progress pane has it whole).
    banners.push({
      text: `✗ The ${f.seat} agent failed (${f.attempts} ${f.attempts === 1 ? 'try' : 'tries'}) — ${keyFor('round.step')} try again · ${keyFor('seat')} another agent, or take the seat — ${f.reason}`,
      tone: 'error',
    });
  } else if (!snapshot.running && snapshot.stopped)
    banners.push({ text: `■ Stopped — ${keyFor('budget')} raise or lift the budget — ${snapshot.stopped}`, tone: 'warn' });
  else if (snapshot.interrupted && !snapshot.running)
    banners.push({
      text: `The last step was interrupted before every agent answered: ${keyFor('round.step')} runs it again.`,
      tone: 'warn',
    });
  if (snapshot.error) banners.push({ text: `Error: ${snapshot.error}`, tone: 'error' });
  const shape = layout(columns, rows, {
    banners: banners.length + (filtering ? 1 : 0),
    header: headerLines(columns, snapshot.id, snapshot.protocol.id, snapshot.readOnly),
  });

  const itemAt = (): string | undefined => {
    const row = pane === 0 ? records[selected[0]!] : pane === 1 ? open[selected[1]!] : undefined;
    return row?.item ?? row?.id;
  };
  const describe = (id: string) => {
    const detail = view.details[id];
    return detail ? `${id} ${detail.body.replace(/\s+/g, ' ').slice(0, 70)}` : id;
  };
  const formActions = (commands: ActionCommand[] | undefined, item?: string) =>
    controller.actions(item).filter((a) => !commands || commands.includes(a.command));
  const move = (delta: number) =>
    setSelected((s) =>
      s.map((v, i) => {
        if (i !== pane) return v;
        const from = i === TRANSCRIPT_PANE ? transcriptAt : v;
        const to = delta === Infinity ? counts[i]! - 1 : delta === -Infinity ? 0 : from + delta;
        return clamp(to, 0, Math.max(0, counts[i]! - 1));
      }),
    );
  const close = useCallback(() => {
    setOverlay(undefined);
    setDirty(false);
  }, []);
  const onDirty = useCallback((d: boolean) => setDirty(d), []);

  useMainKeys({
    controller,
    snapshot,
    bindings,
    active: overlay === undefined && !filtering && asking === undefined,
    pane,
    setPane: (f) => setPane(f),
    move,
    page: Math.max(1, shape.paneHeight - 3),
    itemAt,
    seatAt: () => view.seats[selected[2]! - 1]?.seat,
    transcriptLineAt: () => {
      const line = snapshot.transcript[transcriptAt];
      return line ? `${line.mark !== undefined ? `${line.mark} ` : ''}${line.text}` : undefined;
    },
    paneNames,
    open: (o) => {
      setOverlay(o);
      setDirty(false);
    },
    update: setOverlay,
    say: setMessage,
    startFilter: () => setFiltering(true),
    formActions,
    quit: onQuit,
    confirmQuit: () => setAsking('quit-running'),
  });
  // Inside an overlay, Ctrl+C quits at once unless it would throw away what the person typed.
  useKeypress(
    (key) => {
      if (key.ctrl && key.name === 'c') return dirty ? setAsking('lose-draft') : onQuit();
    },
    { isActive: (overlay !== undefined || filtering) && asking === undefined },
  );

  const overlayHeight = rows - 1 - headerLines(columns, snapshot.id, snapshot.protocol.id, snapshot.readOnly);
  const sideBySide = overlay !== undefined && columns >= SIDE_BY_SIDE_COLUMNS;
  const overlayWidth = Math.max(70, Math.floor(columns * 0.45));
  const recordPane = (width: number, focused: boolean) => (
    <RecordPane
      key="l"
      part={{ ...view.record, rows: records }}
      selected={selected[0]!}
      focused={focused}
      height={overlay ? overlayHeight : shape.paneHeight}
      theme={theme}
      width={width}
      {...(plan.kind !== 'done' && !snapshot.readOnly ? { hint: `Press ${keyFor('round.step')} to run a step.` } : {})}
      filter={{ text: filters[0]!, total: view.record.rows.length }}
    />
  );

  let body: React.ReactNode;
  const panel = overlay ? (
    <MainOverlay
      overlay={overlay}
      controller={controller}
      bindings={bindings}
      height={overlayHeight}
      theme={theme}
      agentKinds={agentKinds}
      cwd={cwd}
      describe={describe}
      formActions={formActions}
      onClose={close}
      onDirty={onDirty}
      onMessage={setMessage}
    />
  ) : null;
  if (overlay && sideBySide) {
    body = (
      <Box>
        {recordPane(columns - overlayWidth, false)}
        <Box width={overlayWidth} flexDirection="column">
          {panel}
        </Box>
      </Box>
    );
  } else if (overlay) {
    body = panel;
  } else {
    const [recordWidth, openWidth, progressWidth] = shape.widths;
    const columnsOf = [
      recordPane(recordWidth, pane === 0),
      <OpenPane
        key="c"
        part={{ ...view.open, rows: open }}
        selected={selected[1]!}
        focused={pane === 1}
        height={shape.paneHeight}
        theme={theme}
        width={openWidth}
        filter={{ text: filters[1]!, total: view.open.rows.length }}
      />,
      <ProgressPane
        key="p"
        snapshot={snapshot}
        focused={pane === 2}
        height={shape.paneHeight}
        theme={theme}
        now={now}
        width={progressWidth}
        selected={selected[2]!}
      />,
    ];
    body = shape.wide ? <Box>{columnsOf}</Box> : <Box flexDirection="column">{columnsOf[pane === TRANSCRIPT_PANE ? 0 : pane]}</Box>;
  }

  const status: { text: string; tone?: 'ok' | 'warn' }[] = [];
  if (message) status.push({ text: message, tone: 'warn' });
  if (plan.kind === 'await-human' && !snapshot.running && !snapshot.readOnly)
    status.push({ text: `▶ your turn (${plan.seat}): ${keyFor('compose')} to compose`, tone: 'warn' });
  if (plan.kind === 'done') status.push({ text: `done: ${keyFor('outcome')} the outcome`, tone: 'ok' });
  // A seat the agent connected through `agon mcp` plays answers with its move tool, not here.
  const outside = plan.kind === 'ask' ? plan.requests.map((r) => r.seat).filter((seat) => snapshot.seatSpecs[seat]?.kind === 'mcp') : [];
  if (outside.length > 0 && !snapshot.running)
    status.push({
      text: `▶ waiting for the agent connected through agon mcp (${outside.join(', ')}): it answers with its move tool · ${keyFor('seat')} on a seat to take it`,
      tone: 'warn',
    });
  if (snapshot.running) status.push({ text: `running${snapshot.auto ? ' (auto)' : ''} · ${keyFor('round.cancel')} cancel` });
  else if (snapshot.auto) status.push({ text: 'auto' });

  return (
    <Box flexDirection="column" width={columns} height={rows}>
      <Header
        question={view.question}
        id={snapshot.id}
        protocol={snapshot.protocol.id}
        readOnly={snapshot.readOnly}
        columns={columns}
        theme={theme}
      />
      {banners.map((b) => (
        <Text key={b.text} color={b.tone === 'error' ? theme.error : theme.warn} wrap="truncate-end">
          {b.text}
        </Text>
      ))}
      {!shape.wide && !overlay ? (
        <Text wrap="truncate-end">
          {paneNames.map((name, i) => (i === pane ? `[${name}]` : ` ${name} `)).join(' ')}{' '}
          <Text dimColor={theme.dim}>({keyFor('pane.next')})</Text>
        </Text>
      ) : null}
      {body}
      {asking ? (
        <Confirm
          title={asking === 'lose-draft' || !snapshot.running ? 'Quit and lose what you typed?' : 'Quit while agents are running?'}
          lines={
            asking === 'lose-draft' || !snapshot.running
              ? [
                  snapshot.drafted?.length
                    ? `Your drafted moves (${snapshot.drafted.join(', ')}) are not sent; everything else is saved.`
                    : 'The form holds a draft that is not saved; everything else is.',
                ]
              : ['The running agents will be stopped; everything that finished is already saved.']
          }
          theme={theme}
          onAnswer={(yes) => (yes ? onQuit() : setAsking(undefined))}
        />
      ) : null}
      {filtering ? (
        <Box>
          <Text>/</Text>
          <TextInput
            value={filters[pane]!}
            focus={asking === undefined}
            placeholder={`filter ${paneNames[pane]} (enter keeps it, esc clears it)`}
            onChange={(v) => {
              setFilters((f) => f.map((x, i) => (i === pane ? v : x)));
              setSelected((s) => s.map((x, i) => (i === pane ? 0 : x)));
            }}
            onSubmit={() => setFiltering(false)}
            onCancel={() => {
              setFilters((f) => f.map((x, i) => (i === pane ? '' : x)));
              setFiltering(false);
            }}
          />
        </Box>
      ) : null}
      {!overlay ? (
        <TranscriptStrip
          lines={snapshot.transcript}
          live={snapshot.live}
          height={shape.transcriptHeight}
          theme={theme}
          focused={pane === TRANSCRIPT_PANE}
          selected={transcriptAt}
        />
      ) : null}
      {!overlay ? <HintLine bindings={bindings} columns={columns} status={status} theme={theme} /> : null}
    </Box>
  );
}
