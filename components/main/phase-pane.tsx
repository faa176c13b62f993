import { Box, Text } from 'ink';
import type { Snapshot } from '../../src/cli/session-controller.js';
import type { Theme } from '../theme.js';
import { Pane } from '../widgets/pane.js';
import { Spinner } from '../widgets/spinner.js';

export interface PhasePaneProps {
  snapshot: Snapshot;
  focused: boolean;
  height: number;
  theme: Theme;
  width?: number | string;
  flexGrow?: number;
  now: number;
}

function bar(done: number, total: number, width = 16): string {
  const filled = Math.round((Math.min(done, total) / Math.max(total, 1)) * width);
  return `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
}

export function PhasePane({ snapshot, focused, height, theme, width, flexGrow, now }: PhasePaneProps) {
  const { view, usage, seats } = snapshot;
  const status = view.status;
  return (
    <Pane title="Phase" focused={focused} theme={theme} height={height} {...(width !== undefined ? { width } : {})} {...(flexGrow !== undefined ? { flexGrow } : {})}>
      <Text bold color={theme.accent}>
        {view.phase.name}
      </Text>
      <Text>
        {bar(view.status.state === 'done' ? view.phase.maxRounds : view.phase.round - 1, view.phase.maxRounds, 12)} round {view.phase.round}/{view.phase.maxRounds}
      </Text>
      {view.phase.note ? <Text wrap="truncate-end" dimColor={theme.dim}>{view.phase.note}</Text> : null}
      <Text>{view.buckets.map((b) => `${b.name} ${b.items.length}`).join(' · ')}</Text>
      <Box flexDirection="column" marginTop={1}>
        {view.seats.map((seat) => {
          const activity = seats[seat.seat] ?? { state: 'idle' as const };
          const spent = usage.bySeat[seat.seat];
          return (
            <Text key={seat.seat} wrap="truncate-end">
              {seat.seat} ({seat.role}){' '}
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
        <Text key={flag} color={flag.startsWith('WARNING') ? theme.warn : undefined} wrap="truncate-end">
          ⚑ {flag}
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
