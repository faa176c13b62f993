// The key-hint line: what is happening now first, then the hints the binding table ranks, as many
// as fit; "? help · q quit" stay whatever the width, the least important hints give way first.
import { Text } from 'ink';
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

export interface HintLineProps {
  bindings: readonly Binding[];
  columns: number;
  /** The status before the hints ("running", "your turn"), in priority order; each with its tone. */
  status: { text: string; tone?: 'ok' | 'warn' }[];
  theme: Theme;
}

export function HintLine({ bindings, columns, status, theme }: HintLineProps) {
  const statusText = status.map((s) => s.text).join(' · ');
  const essentials = fitHints(bindings, 0).join(' · ');
  // The status takes what the essential hints leave; the other hints get what the status leaves.
  const statusRoom = Math.max(0, columns - essentials.length - 4);
  const shown = statusText.length > statusRoom ? `${statusText.slice(0, Math.max(0, statusRoom - 1))}…` : statusText;
  const hints = fitHints(bindings, columns - (shown ? shown.length + 3 : 0) - 1).join(' · ');
  const tone = status[0]?.tone;
  return (
    <Text wrap="truncate-end">
      {shown ? <Text color={tone === 'ok' ? theme.ok : tone === 'warn' ? theme.warn : undefined}>{shown} · </Text> : null}
      <Text dimColor={theme.dim}>{hints}</Text>
    </Text>
  );
}
