// Progress for a client while a step runs: a line for each agent asked and each answer or failure
// recorded, the protocol's notices, and every few seconds a line naming the seats still thinking,
// so a long step shows life and the client does not give up on it. Fed by a session's changes, or
// by the events a protocol command's debate prints.
import { EVENT, isEvent } from '../protocols/contract/platform-events.js';
import type { DebateEvent, Notice } from '../protocols/types.js';
import type { Session } from '../session/session.js';
import { eventLine } from '../text/event-line.js';
import type { ToolContext } from './tool.js';

const HEARTBEAT_MS = 5_000;

/** The platform events a client hears of: its agents asked, answering, failing. */
const PROGRESS_EVENTS = [EVENT.agentRequested, EVENT.agentResponded, EVENT.agentFailed] as const;

class ProgressFeed {
  readonly #thinking = new Map<string, number>();
  readonly #timer: NodeJS.Timeout;

  constructor(private readonly ctx: ToolContext) {
    this.#timer = setInterval(() => this.#heartbeat(), HEARTBEAT_MS);
  }

  event(event: DebateEvent, notices: readonly Notice[]): void {
    if (isEvent(event, EVENT.agentRequested)) this.#thinking.set(event.data.seat, Date.now());
    if (isEvent(event, EVENT.agentResponded, EVENT.agentFailed)) this.#thinking.delete(event.data.seat);
    const line = isEvent(event, ...PROGRESS_EVENTS) ? eventLine(event) : undefined;
    if (line) this.ctx.progress(line.text);
    for (const notice of notices) this.ctx.progress(notice.text);
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  #heartbeat(): void {
    if (this.#thinking.size === 0) return;
    const now = Date.now();
    this.ctx.progress(
      `waiting for ${[...this.#thinking].map(([seat, since]) => `${seat} (${Math.round((now - since) / 1000)} s)`).join(', ')}`,
    );
  }
}

/** Runs `run` with progress fed from a session's changes. */
export async function withProgress<T>(ctx: ToolContext, session: Session, run: () => Promise<T>): Promise<T> {
  return withFeed(ctx, (feed) => {
    const unsubscribe = session.subscribe((change) => {
      if (change.kind === 'event') feed.event(change.event, change.notices);
    });
    return run().finally(unsubscribe);
  });
}

/** Runs `run` with a feed it hands events to itself (a protocol command's debate). */
export async function withFeed<T>(ctx: ToolContext, run: (feed: ProgressFeed) => Promise<T>): Promise<T> {
  const feed = new ProgressFeed(ctx);
  try {
    return await run(feed);
  } finally {
    feed.stop();
  }
}
