// The key-hint line: what is happening now first, then the hints of the keys that act now, as many
// as fit; "? help · q quit" stay whatever the width, the least important hints give way first. A
// status too long to share the line is never cut: it takes rows of its own above the hints.
import { Box, Text } from 'ink';
import { type Binding, hintOf } from '../keys/bindings.js';
import type { Theme } from '../theme.js';

/** The hints that fit in `width`, in table order: every rank-0 hint, then by rank while there is room. */
export function fitHints(bindings: readonly Binding[], width: number): string[] {
  const hinted = bindings.flatMap((b) => {
    const hint = hintOf(b);
    return hint === undefined ? [] : [{ hint, rank: b.rank ?? 9 }];
  });
  const kept = new Set<(typeof hinted)[number]>();
  let used = 0;
  for (const h of [...hinted].sort((a, b) => a.rank - b.rank)) {
    const cost = h.hint.length + 3;
    if (h.rank > 0 && used + cost > width) continue;
    kept.add(h);
    used += cost;
  }
  return hinted.filter((h) => kept.has(h)).map((h) => h.hint);
}

export interface HintStatus {
  text: string;
  tone?: 'ok' | 'warn';
}

/** The rows the status takes above the hints: none when it shares their line. */
export function statusRows(status: readonly HintStatus[], bindings: readonly Binding[], columns: number): string[] {
  const text = status.map((s) => s.text).join(' · ');
  const essentials = fitHints(bindings, 0).join(' · ');
  return text.length + essentials.length + 3 <= columns ? [] : wrapWords(text, columns);
}

/** `text` in lines of at most `width` columns, broken between words (a word longer than a line is split). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    for (let rest = word; ; ) {
      const joined = line ? `${line} ${rest}` : rest;
      if (joined.length <= width) {
        line = joined;
        break;
      }
      if (line) {
        lines.push(line);
        line = '';
        continue;
      }
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
      if (!rest) break;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface HintLineProps {
  bindings: readonly Binding[];
  columns: number;
  /** The status before the hints ("running", "your turn"), in priority order; each with its tone. */
  status: HintStatus[];
  theme: Theme;
}

export function HintLine({ bindings, columns, status, theme }: HintLineProps) {
  const tone = status[0]?.tone;
  const color = tone === 'ok' ? theme.ok : tone === 'warn' ? theme.warn : undefined;
  const above = statusRows(status, bindings, columns);
  const inline = above.length === 0 ? status.map((s) => s.text).join(' · ') : '';
  const hints = fitHints(bindings, columns - (inline ? inline.length + 3 : 0) - 1).join(' · ');
  return (
    <Box flexDirection="column">
      {above.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one text, in order
        <Text key={i} color={color} wrap="truncate-end">
          {line}
        </Text>
      ))}
      <Text wrap="truncate-end">
        {inline ? <Text color={color}>{inline} · </Text> : null}
        <Text dimColor={theme.dim}>{hints}</Text>
      </Text>
    </Box>
  );
}
