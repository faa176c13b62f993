// Where the debate stands in one sentence, under the header at the full width, wrapped whole: who
// is winning and by which rule, the resolution, the crux. The protocol words it (view.headline).
import { Box, Text } from 'ink';
import type { Headline as HeadlineView } from '../../src/protocols/types.js';
import { sanitizeForTerminal } from '../../src/text/sanitize.js';
import type { Theme } from '../theme.js';
import { oneLine, wrapLines } from '../widgets/wrap.js';

/** Lines the headline may take before it says where the rest is; a sentence rarely needs them all. */
const MOST = 5;

export function headlineLines(headline: HeadlineView | undefined, columns: number): string[] {
  if (!headline) return [];
  const lines = wrapLines(`▶ ${oneLine(sanitizeForTerminal(headline.text))}`, columns);
  return lines.length <= MOST
    ? lines
    : [...lines.slice(0, MOST - 1), `${lines[MOST - 1]!.slice(0, Math.max(0, columns - 20))} … (enter on Progress shows it whole)`];
}

/** The headline drawn from its lines (headlineLines, which the layout counts too). */
export function Headline({
  headline,
  lines,
  columns,
  theme,
}: {
  headline: HeadlineView | undefined;
  lines: string[];
  columns: number;
  theme: Theme;
}) {
  if (!headline || lines.length === 0) return null;
  const colour = headline.tone === 'good' ? theme.ok : headline.tone === 'warning' ? theme.warn : theme.accent;
  return (
    <Box flexDirection="column" width={columns}>
      {lines.map((line, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the wrapped lines of one sentence
        <Text key={n} color={colour} bold={n === 0} wrap="truncate-end">
          {n > 0 ? `  ${line}` : line}
        </Text>
      ))}
    </Box>
  );
}
