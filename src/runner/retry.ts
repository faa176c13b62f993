// Which agent failures are worth asking again, and when: a transport failure (an endpoint that
// cannot be reached, an HTTP 500, a timeout, a CLI that crashed or was rate-limited) often passes;
// a missing login, an answer too large or an exhausted script does not. After the retries the step ends
// with the seat's failure, and the person decides (retry, another agent, or the seat themself).
import type { AgentFailureKind } from './types.js';

export interface RetryPolicy {
  /** The wait before each retry, in order; its length is the number of retries. */
  delaysMs: readonly number[];
}

export const DEFAULT_RETRY: RetryPolicy = { delaysMs: [1_000, 4_000] };

const TRANSIENT: ReadonlySet<AgentFailureKind> = new Set<AgentFailureKind>(['timeout', 'exit', 'limit', 'unavailable', 'other']);

export function isTransient(kind: AgentFailureKind): boolean {
  return TRANSIENT.has(kind);
}

/** Waits `ms`, or less when the run is cancelled meanwhile. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
