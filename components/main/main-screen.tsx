// The main screen, reading first: the question and where the debate stands in one sentence; what
// has been said | what is open | where it stands, side by side and sized by their content (one at
// a time under a tab bar below 100 columns; an empty open pane folds into the record pane; from 160
// columns a detail column); a banner when something needs the person; the protocol's card and the
// focused item's detail across the full width; the transcript strip (a pane too: it takes focus
// and scrolls) and the key hints. Overlays take the keyboard while open; on a wide terminal the
// record pane stays beside them.
import { Box, Text } from 'ink';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SessionController } from '../../src/session/session-controller.js';
import type { ActionCommand } from '../../src/protocols/types.js';
import { useSnapshot } from '../hooks/use-snapshot.js';
import { useTerminalSize } from '../hooks/use-terminal-size.js';
import { type Binding, DEFAULT_BINDINGS, keyOf, type MainCommand } from '../keys/bindings.js';
import { useKeypress } from '../keys/keypress.js';
import type { Theme } from '../theme.js';
import { matches } from '../widgets/list-title.js';
import { TextInput } from '../widgets/text-input.js';
import { markdownLines } from '../widgets/markdown/index.js';
import { clamp } from '../widgets/window.js';
import { DetailPane, detailLines, focusOf } from './detail-pane.js';
import { Header, headerLines } from './header.js';
import { Headline, headlineLines } from './headline.js';
import { HintLine, statusRows } from './hint-line.js';
import { layout, SIDE_BY_SIDE_COLUMNS, WIDE_COLUMNS } from './layout.js';
import { bannersOf, statusOf } from './main-status.js';
import { MainOverlay, type Overlay } from './main-overlay.js';
import { OpenPane, openWidthWanted } from './open-pane.js';
import { Confirm } from './overlays.js';
import { ProgressPane } from './progress-pane.js';
import { RecordPane } from './record-pane.js';
import { Spotlight } from './spotlight.js';
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

  // Filtered once per change, not on every key: a 2,000-row record costs what a 20-row one does.
  const records = useMemo(
    () => (filters[0] ? view.record.rows.filter((r) => matches(filters[0]!, r.id, r.text, r.badge, r.status, r.item)) : view.record.rows),
    [view.record.rows, filters],
  );
  const open = useMemo(
    () => (filters[1] ? view.open.rows.filter((r) => matches(filters[1]!, r.id, r.title, r.text, r.status, r.owner)) : view.open.rows),
    [view.open.rows, filters],
  );
  // The Progress pane's rows: the phase, then each seat.
  const counts = [records.length, open.length, view.seats.length + 1, snapshot.transcript.length];
  // The transcript selection follows the newest line until the person moves it.
  const transcriptAt = selected[3]! < 0 ? snapshot.transcript.length - 1 : selected[3]!;

  const banners = bannersOf(snapshot, keyFor);
  const headerHeight = headerLines(view.question, columns, snapshot.id, snapshot.protocol.id, snapshot.readOnly, snapshot.title);
  const headline = headlineLines(view.headline, columns);
  const openFolded = columns >= WIDE_COLUMNS && view.open.rows.length === 0 && !filters[1];
  const focusedRow = pane === 1 ? open[selected[1]!] : records[selected[0]!];
  // Wrapped once per change of the row, the view or the width, not on every key or clock tick.
  const focused = useMemo(() => focusOf(focusedRow, view.details), [focusedRow, view.details]);
  const detailNeed = useMemo(() => (focused ? detailLines(focused, columns, true).length : 0), [focused, columns]);
  const spotlight = useMemo(() => (view.spotlight ? markdownLines(view.spotlight.markdown, columns) : []), [view.spotlight, columns]);
  const openWidth = useMemo(() => openWidthWanted(view.open.rows), [view.open.rows]);
  const shape = layout(columns, rows, {
    chrome: headerHeight + headline.length + banners.length + (filtering ? 1 : 0),
    open: !openFolded,
    openWidth,
    spotlight: spotlight.length,
    detail: detailNeed,
    done: plan.kind === 'done',
  });

  const itemAt = (): string | undefined => (pane < 2 ? focused?.id : undefined);
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

  const offered = useMainKeys({
    controller,
    snapshot,
    bindings,
    active: overlay === undefined && !filtering && asking === undefined,
    pane,
    // A folded open pane is passed over: the same step again, in the same direction.
    setPane: (f) => setPane((p) => (f(p) === 1 && openFolded ? f(1) : f(p))),
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

  const overlayHeight = rows - 1 - headerHeight;
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
      offered={offered}
      height={overlayHeight}
      width={sideBySide ? overlayWidth : columns}
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
    const { widths } = shape;
    const recordOf = (width: number) => (
      <RecordPane
        key="l"
        part={{ ...view.record, rows: records }}
        selected={selected[0]!}
        focused={pane === 0}
        height={shape.paneHeight}
        theme={theme}
        width={width}
        {...(plan.kind !== 'done' && !snapshot.readOnly ? { hint: `Press ${keyFor('round.step')} to run a step.` } : {})}
        filter={{ text: filters[0]!, total: view.record.rows.length }}
        {...(openFolded ? { folded: `${view.open.title} (0) — ${view.open.empty}` } : {})}
      />
    );
    const openPane = (width: number) => (
      <OpenPane
        key="c"
        part={{ ...view.open, rows: open }}
        selected={selected[1]!}
        focused={pane === 1}
        height={shape.paneHeight}
        theme={theme}
        width={width}
        filter={{ text: filters[1]!, total: view.open.rows.length }}
      />
    );
    const progressPane = (width: number) => (
      <ProgressPane
        key="p"
        snapshot={snapshot}
        focused={pane === 2}
        height={shape.paneHeight}
        theme={theme}
        now={now}
        width={width}
        selected={selected[2]!}
      />
    );
    if (shape.wide)
      body = (
        <Box>
          {recordOf(widths.record)}
          {widths.open > 0 ? openPane(widths.open) : null}
          {progressPane(widths.progress)}
          {widths.detail > 0 ? <DetailPane item={focused} width={widths.detail} height={shape.paneHeight} theme={theme} column /> : null}
        </Box>
      );
    else {
      const shown = pane === TRANSCRIPT_PANE ? 0 : pane;
      body = <Box flexDirection="column">{shown === 0 ? recordOf(columns) : shown === 1 ? openPane(columns) : progressPane(columns)}</Box>;
    }
  }

  const status = statusOf(snapshot, message, keyFor);

  return (
    <Box flexDirection="column" width={columns} height={rows}>
      <Header
        question={view.question}
        title={snapshot.title}
        id={snapshot.id}
        protocol={snapshot.protocol.id}
        readOnly={snapshot.readOnly}
        columns={columns}
        theme={theme}
      />
      {!overlay ? <Headline headline={view.headline} lines={headline} columns={columns} theme={theme} /> : null}
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
      {/* A question asked takes the panes' place, whole; what is under it stays mounted (a draft is kept). */}
      <Box display={asking ? 'none' : 'flex'} flexDirection="column">
        {body}
      </Box>
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
      {!overlay && view.spotlight && shape.spotlightHeight > 0 ? (
        <Spotlight
          spotlight={view.spotlight}
          lines={spotlight}
          columns={columns}
          height={shape.spotlightHeight}
          theme={theme}
          whole={`${keyFor('card')} shows it whole`}
        />
      ) : null}
      {!overlay && shape.detailHeight > 0 ? (
        <DetailPane item={focused} width={columns} height={shape.detailHeight} theme={theme} column={false} />
      ) : null}
      {!overlay ? (
        <TranscriptStrip
          lines={snapshot.transcript}
          live={snapshot.live}
          height={Math.max(0, shape.transcriptHeight - statusRows(status, offered, columns).length)}
          theme={theme}
          focused={pane === TRANSCRIPT_PANE}
          selected={transcriptAt}
        />
      ) : null}
      {!overlay ? <HintLine bindings={offered} columns={columns} status={status} theme={theme} /> : null}
    </Box>
  );
}
