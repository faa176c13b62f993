// Tokens and cost of one agent call. A CLI that reports its cost (Claude Code) is believed; for the
// others the cost is estimated from the config file's price table, keyed by model name, and marked
// as an estimate. No price, no estimate: a guess from a stale built-in table would mislead.
import type { AgentReply } from '../runner/types.js';
import type { Price } from './config.js';

export interface TokenCounts {
  /** All input tokens, cached ones included. */
  input: number;
  cachedInput?: number;
  output: number;
}

/** The price of `model`: an exact entry, else the longest entry the model name starts with. */
export function priceFor(model: string | undefined, prices: Record<string, Price> | undefined): Price | undefined {
  if (!model || !prices) return undefined;
  const name = model.toLowerCase();
  let best: [string, Price] | undefined;
  for (const [key, price] of Object.entries(prices)) {
    const k = key.toLowerCase();
    if (k === name) return price;
    if (name.startsWith(k) && (!best || k.length > best[0].length)) best = [k, price];
  }
  return best?.[1];
}

export function estimateCost(counts: TokenCounts, price: Price): number {
  const cached = Math.min(counts.cachedInput ?? 0, counts.input);
  const usd =
    ((counts.input - cached) * price.input + cached * (price.cachedInput ?? price.input) + counts.output * price.output) / 1_000_000;
  return Math.round(usd * 1e6) / 1e6;
}

/**
 * The reply's tokens and cost. `usage` lists what each model used (one entry for most CLIs;
 * Gemini may route through several), `reportedUsd` is the CLI's own figure when it gives one.
 */
export function usageFields(
  usage: { model?: string; counts: TokenCounts }[],
  prices: Record<string, Price> | undefined,
  reportedUsd?: number,
  reportedTotal?: number,
): Pick<AgentReply, 'tokens' | 'costUsd' | 'costEstimated'> {
  if (usage.length === 0) return reportedUsd !== undefined ? { costUsd: reportedUsd, costEstimated: false } : {};
  const input = usage.reduce((n, u) => n + u.counts.input, 0);
  const output = usage.reduce((n, u) => n + u.counts.output, 0);
  const tokens = { input, output, total: reportedTotal ?? input + output };
  if (reportedUsd !== undefined) return { tokens, costUsd: reportedUsd, costEstimated: false };
  let usd = 0;
  for (const u of usage) {
    const price = priceFor(u.model, prices);
    if (!price) return { tokens };
    usd += estimateCost(u.counts, price);
  }
  return { tokens, costUsd: Math.round(usd * 1e6) / 1e6, costEstimated: true };
}
