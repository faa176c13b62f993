import { Box, Text } from 'ink';
import type { LedgerRow } from '../../src/protocols/types.js';
import { sanitizeForTerminal } from '../../src/text/sanitize.js';
import type { Theme } from '../theme.js';
import { Pane } from '../widgets/pane.js';
import { windowAround } from '../widgets/window.js';

const SHORT: Record<string, string> = { orchestrator: 'orch', consultee: 'cons', arbiter: 'arb' };

/** The seat behind an unverified entry is abbreviated in the list; the detail view spells it out. */
export function compactTag(tag: string): string {
  return tag
    .split(':')
    .map((part) => SHORT[part] ?? part)
    .join(':');
}

export interface LedgerPaneProps {
  rows: LedgerRow[];
  selected: number;
  focused: boolean;
  height: number;
  theme: Theme;
  width?: number | string;
  flexGrow?: number;
}

export function LedgerPane({ rows, selected, focused, height, theme, width, flexGrow }: LedgerPaneProps) {
  const bodyHeight = Math.max(1, height - 3);
  const { start, end } = windowAround(selected, rows.length, bodyHeight);
  return (
    <Pane title={`Ledger (${rows.length})`} focused={focused} theme={theme} height={height} {...(width !== undefined ? { width } : {})} {...(flexGrow !== undefined ? { flexGrow } : {})}>
      {rows.length === 0 ? <Text dimColor>No entries yet: press space to run a round.</Text> : null}
      {rows.slice(start, end).map((row, i) => {
        const index = start + i;
        const formal = row.formal;
        return (
          <Box key={row.id}>
            <Text wrap="truncate-end" inverse={focused && index === selected}>
              {/* The marker keeps the selection visible without colour (NO_COLOR drops inverse too). */}
              {focused && index === selected ? '›' : ' '}
              {`${row.id.padEnd(4)} r${row.round} `}
              <Text color={theme.tone[row.tone]}>[{compactTag(row.tag)}]</Text>
              {row.status ? ` ${row.status}` : ''}
              {formal ? <Text color={formal.disagrees ? theme.warn : undefined}>{` ${formal.label}${formal.disagrees ? '≠' : ''} ${formal.score.toFixed(2)}`}</Text> : ''}
              {row.flags.length ? ` {${row.flags.join(',')}}` : ''} {sanitizeForTerminal(row.text).replace(/\s+/g, ' ')}
            </Text>
          </Box>
        );
      })}
    </Pane>
  );
}
