// How figures read on screen: tokens grouped, money with a dollar sign, seconds as "12s" or "3m05s",
// and who plays a seat ("openai model=llama3.1").
import type { Snapshot } from '../../src/session/session-controller.js';
import { grouped } from '../../src/text/numbers.js';

type SeatSpec = Snapshot['seatSpecs'][string];

export const money = (usd: number): string => `$${usd < 1 ? usd.toFixed(4) : usd.toFixed(2)}`;

export function seconds(s: number): string {
  const whole = Math.max(0, Math.round(s));
  return whole < 60 ? `${whole}s` : `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s`;
}

/** Time spent of a limit, always as wide as the limit is written, so a line that counts up never changes width. */
export function elapsedOf(spent: number, limit: number): string {
  const of = seconds(limit);
  return `${seconds(Math.min(spent, limit)).padStart(of.length)}/${of}`;
}

/** What a seat has spent: tokens, cost, agent time, and (when there is room) in how many calls. */
export function spentLine(
  spent: { tokens: number; usd: number; seconds: number; calls: number },
  { calls = true }: { calls?: boolean } = {},
): string {
  const base = `${grouped(spent.tokens)} tok · ${money(spent.usd)} · ${seconds(spent.seconds)}`;
  return calls ? `${base} in ${spent.calls} call${spent.calls === 1 ? '' : 's'}` : base;
}

/** A seat's agent as a person reads it: the kind and its chosen options (never a secret: specs hold none). */
export function describeSpec(spec: SeatSpec): string {
  if (spec.kind === 'human') return 'you';
  const shown = ['model', 'base', 'endpoint', 'file', 'demo'].flatMap((key) =>
    typeof spec[key] === 'string' ? [`${key}=${String(spec[key])}`] : [],
  );
  return shown.length ? `${spec.kind} ${shown.join(' ')}` : spec.kind;
}
