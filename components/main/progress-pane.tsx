// Where the debate stands: the phase or stage, progress in the protocol's own unit, the stages
// with their budgets, the checklist a gate is waiting on, the groups, each seat with its agent,
// stance and live status, what has been spent, and the flags.
import { Box, Text } from 'ink';
import type { Snapshot } from '../../src/cli/session-controller.js';
import type { StageView } from '../../src/protocols/types.js';
import type { Theme } from '../theme.js';
import { Pane } from '../widgets/pane.js';
import { Spinner } from '../widgets/spinner.js';

export interface ProgressPaneProps {
  snapshot: Snapshot;
  focused: boolean;
  height: number;
  theme: Theme;
  width?: number | string;
  flexGrow?: number;
  now: number;
}

function bar(done: number, total: number, width = 12): string {
  const filled = Math.round((Math.min(done, total) / Math.max(total, 1)) * width);
  return `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
}

const STAGE_MARK: Record<StageView['state'], string> = { done: '✓', current: '▸', upcoming: '·', skipped: '-' };

function stageText(stage: StageView): string {
  return `${STAGE_MARK[stage.state]}${stage.name}${stage.budget ? ` ${stage.budget.used}/${stage.budget.total}` : ''}`;
}

export function ProgressPane({ snapshot, focused, height, theme, width, flexGrow, now }: ProgressPaneProps) {
  const { view, usage, seats } = snapshot;
  const { progress, status } = view;
  return (
    <Pane title="Progress" focused={focused} theme={theme} height={height} {...(width !== undefined ? { width } : {})} {...(flexGrow !== undefined ? { flexGrow } : {})}>
      <Text bold color={theme.accent} wrap="truncate-end">
        {progress.phase}
      </Text>
      <Text wrap="truncate-end">
        {progress.total > 0 ? `${bar(progress.done, progress.total)} ` : ''}
        {progress.label}
      </Text>
      {progress.note ? <Text wrap="truncate-end" dimColor={theme.dim}>{progress.note}</Text> : null}
      {progress.stages.length > 1 ? <Text wrap="truncate-end">{progress.stages.map(stageText).join(' ')}</Text> : null}
      {progress.checklist.map((item) => (
        <Text key={item.label} wrap="truncate-end" color={item.state === 'unmet' ? theme.warn : undefined}>
          [{item.state === 'met' ? 'x' : item.state === 'unmet' ? ' ' : '?'}] {item.label}
          {item.detail ? ` (${item.detail})` : ''}
        </Text>
      ))}
      {view.groups.length > 0 ? <Text wrap="truncate-end">{view.groups.map((g) => `${g.name} ${g.items.length}`).join(' · ')}</Text> : null}
      <Box flexDirection="column" marginTop={1}>
        {view.seats.map((seat) => {
          const activity = seats[seat.seat] ?? { state: 'idle' as const };
          const spent = usage.bySeat[seat.seat];
          return (
            <Text key={seat.seat} wrap="truncate-end">
              {seat.seat} ({seat.agent}){seat.stance ? ` ${seat.stance}` : ''}{' '}
              {activity.state === 'thinking' ? (
                <Text color={theme.accent}>
                  <Spinner /> thinking {Math.round((now - activity.since) / 1000)}s/{Math.round(activity.timeoutMs / 1000)}s
                </Text>
              ) : activity.state === 'failed' ? (
                <Text color={theme.error}>failed: {activity.reason}</Text>
              ) : (
                <Text dimColor={theme.dim}>{seat.human ? 'you' : 'idle'}</Text>
              )}
              {spent ? ` · ${spent.tokens} tok` : ''}
            </Text>
          );
        })}
      </Box>
      <Text>
        tokens {usage.tokens} · ${usage.usd.toFixed(4)}
        {usage.usdEstimated ? ' (est.)' : ''}
      </Text>
      {view.flags.map((flag) => (
        <Text key={flag.text} color={flag.level === 'warning' ? theme.warn : undefined} wrap="truncate-end">
          ⚑ {flag.text}
        </Text>
      ))}
      <Box marginTop={1}>
        <Text color={status.state === 'done' ? theme.ok : status.state === 'awaiting-human' ? theme.warn : undefined} wrap="wrap">
          {status.state === 'done' ? `done — ${status.reason ?? ''}` : status.state === 'awaiting-human' ? `your turn: ${status.reason ?? ''}` : snapshot.running ? 'running…' : 'ready'}
        </Text>
      </Box>
    </Pane>
  );
}
