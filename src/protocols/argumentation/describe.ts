// One-line descriptions of moves, for refusals and the transcript.

export function describeMove(move: unknown): string {
  if (typeof move !== 'object' || move === null) return 'move';
  const m = move as Record<string, unknown>;
  const target = ['challenge', 'point', 'item'].map((k) => m[k]).find((v) => typeof v === 'string');
  const type = typeof m.type === 'string' ? m.type : 'move';
  return target ? `${type} on ${String(target)}` : `${type} move`;
}
