// Where the debate stands: the phase or stage, progress in the protocol's own unit, the stages
// with their budgets, the checklist a gate is waiting on, the groups, each seat (who plays it, its
// stance, live status, elapsed time against its timeout, tokens and cost), what has been spent
// against the budgets, the flags, and what stopped the run. The phase and the seats can be selected:
// enter opens the whole of the pane as text, or a seat's menu.
import { Box, Text } from 'ink';
import type { Snapshot } from '../../src/session/session-controller.js';
import type { SeatView, StageView } from '../../src/protocols/types.js';
import type { Theme } from '../theme.js';
import { Pane } from '../widgets/pane.js';
import { Spinner } from '../widgets/spinner.js';
import { describeSpec, elapsedOf, spentLine } from './figures.js';
import { spendText, statusText } from './phase-detail.js';

export interface ProgressPaneProps {
  snapshot: Snapshot;
  focused: boolean;
  height: number;
  theme: Theme;
  width?: number | string;
  flexGrow?: number;
  now: number;
  /** The selected row: 0 the phase, then each of the view's seats. */
  selected?: number;
}

function bar(done: number, total: number, width = 12): string {
  const filled = Math.round((Math.min(done, total) / Math.max(total, 1)) * width);
  return `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
}

const STAGE_MARK: Record<StageView['state'], string> = { done: '✓', current: '▸', upcoming: '·', skipped: '-' };

function stageText(stage: StageView): string {
  return `${STAGE_MARK[stage.state]}${stage.name}${stage.budget ? ` ${stage.budget.used}/${stage.budget.total}` : ''}`;
}

/** Who plays a seat, and where it stands: "openai model=m · STANCE". */
function seatWho(seat: SeatView, snapshot: Snapshot): string {
  const spec = snapshot.seatSpecs[seat.seat];
  return `${seat.human ? 'you' : spec ? describeSpec(spec) : seat.agent}${seat.stance ? ` · ${seat.stance}` : ''}`;
}

export function ProgressPane({ snapshot, focused, height, theme, width, flexGrow, now, selected = 0 }: ProgressPaneProps) {
  const { view, usage, seats } = snapshot;
  const { progress, status } = view;
  const failed = new Map(snapshot.failed.map((f) => [f.seat, f]));
  // A narrow pane gives a seat's spending its own line, so none of its figures is cut.
  const roomy = typeof width !== 'number' || width >= 64;
  // A short pane (18–20 rows) keeps the seats and the spend in view: the note, the stages, the
  // checklist and the groups give way to one line, and enter on the phase shows them whole.
  const details =
    (progress.note ? 1 : 0) + (progress.stages.length > 1 ? 1 : 0) + progress.checklist.length + (view.groups.length > 0 ? 1 : 0);
  const linesOf = (text: string) => (typeof width === 'number' ? Math.max(1, Math.ceil(text.length / Math.max(1, width - 2))) : 1);
  const seatLines = view.seats.reduce(
    (n, seat) =>
      n +
      linesOf(` ${seat.seat}: ${seatWho(seat, snapshot)}`) +
      (failed.has(seat.seat) ? 2 : 1) +
      (usage.bySeat[seat.seat] && !roomy ? 1 : 0),
    0,
  );
  const essentials = 2 + linesOf(statusText(snapshot)) + 1 + seatLines + linesOf(spendText(snapshot)) + view.flags.length;
  // Inside the borders and the title; the folded line takes one row itself.
  const compact = details > 1 && essentials + details > height - 3;
  const met = progress.checklist.filter((c) => c.state === 'met').length;
  return (
    <Pane
      title="Progress"
      focused={focused}
      theme={theme}
      height={height}
      {...(width !== undefined ? { width } : {})}
      {...(flexGrow !== undefined ? { flexGrow } : {})}
    >
      <Text bold color={theme.accent} wrap="truncate-end" inverse={focused && selected === 0}>
        {focused && selected === 0 ? '›' : ''}
        {progress.phase}
      </Text>
      <Text wrap="truncate-end">
        {progress.total > 0 ? `${bar(progress.done, progress.total)} ` : ''}
        {progress.label}
      </Text>
      <Box>
        <Text
          color={
            status.state === 'done'
              ? theme.ok
              : status.state === 'awaiting-human' || snapshot.stopped || snapshot.failed.length
                ? theme.warn
                : undefined
          }
          wrap="wrap"
        >
          {statusText(snapshot)}
        </Text>
      </Box>
      {compact ? (
        <Text wrap="truncate-end" dimColor={theme.dim}>
          {progress.checklist.length > 0 ? `${met}/${progress.checklist.length} checks met · ` : ''}enter: all of it
        </Text>
      ) : (
        <>
          {progress.note ? (
            <Text wrap="truncate-end" dimColor={theme.dim}>
              {progress.note}
            </Text>
          ) : null}
          {progress.stages.length > 1 ? <Text wrap="wrap">{progress.stages.map(stageText).join(' ')}</Text> : null}
          {progress.checklist.map((item) => (
            <Text key={item.label} wrap="truncate-end" color={item.state === 'unmet' ? theme.warn : undefined}>
              [{item.state === 'met' ? 'x' : item.state === 'unmet' ? ' ' : '?'}] {item.label}
              {item.detail ? ` (${item.detail})` : ''}
            </Text>
          ))}
          {view.groups.length > 0 ? <Text wrap="wrap">{view.groups.map((g) => `${g.name} ${g.items.length}`).join(' · ')}</Text> : null}
        </>
      )}
      <Box flexDirection="column" marginTop={compact ? 0 : 1}>
        {view.seats.map((seat, i) => {
          const activity = seats[seat.seat] ?? { state: 'idle' as const };
          const spent = usage.bySeat[seat.seat];
          const chosen = focused && i + 1 === selected;
          const failure = failed.get(seat.seat);
          return (
            <Box key={seat.seat} flexDirection="column">
              {/* Who plays the seat wraps rather than being cut, indented under the seat's name: an endpoint or a
                  model is what tells agents apart. */}
              <Box>
                <Box flexShrink={0}>
                  <Text inverse={chosen} bold>
                    {chosen ? '›' : ' '}
                    {seat.seat}:{' '}
                  </Text>
                </Box>
                <Box flexGrow={1} flexShrink={1}>
                  <Text wrap="wrap" inverse={chosen}>
                    {seatWho(seat, snapshot)}
                  </Text>
                </Box>
              </Box>
              {/* A failure's reason is what the person acts on: it wraps, indented under its seat. */}
              <Box paddingLeft={3}>
                <Text wrap={failure ? 'wrap' : 'truncate-end'}>
                  {activity.state === 'thinking' ? (
                    <Text color={theme.accent}>
                      <Spinner /> thinking {elapsedOf((now - activity.since) / 1000, activity.timeoutMs / 1000)}
                    </Text>
                  ) : failure ? (
                    <Text color={theme.error}>
                      ✗ failed ({failure.attempts} {failure.attempts === 1 ? 'try' : 'tries'}): {failure.reason}
                    </Text>
                  ) : activity.state === 'failed' ? (
                    <Text color={theme.warn}>! {activity.reason}</Text>
                  ) : (
                    <Text dimColor={theme.dim}>{seat.human ? 'your seat' : 'idle'}</Text>
                  )}
                  {spent && roomy ? ` · ${spentLine(spent)}` : ''}
                </Text>
              </Box>
              {spent && !roomy ? (
                <Text wrap="truncate-end" dimColor={theme.dim}>
                  {'   '}
                  {spentLine(spent, { calls: false })}
                </Text>
              ) : null}
            </Box>
          );
        })}
      </Box>
      <Text wrap="wrap">{spendText(snapshot)}</Text>
      {view.flags.map((flag) => (
        <Text key={flag.text} color={flag.level === 'warning' ? theme.warn : undefined} wrap="truncate-end">
          ⚑ {flag.text}
        </Text>
      ))}
    </Pane>
  );
}
