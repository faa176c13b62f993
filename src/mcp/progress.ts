// Progress for a client while a step runs: a line for each agent asked and each answer or failure
// recorded, the protocol's notices, and every few seconds a line naming the seats still thinking,
// so a long step shows life and the client does not give up on it.
import type { Session } from '../session/session.js';
import type { ToolContext } from './tool.js';

const HEARTBEAT_MS = 5_000;

export async function withProgress<T>(ctx: ToolContext, session: Session, run: () => Promise<T>): Promise<T> {
  const thinking = new Map<string, number>();
  const unsubscribe = session.subscribe((change) => {
    if (change.kind !== 'event') return;
    const { event, notices } = change;
    const seat = typeof event.data.seat === 'string' ? event.data.seat : undefined;
    if (event.type === 'agent.requested' && seat) {
      thinking.set(seat, Date.now());
      ctx.progress(`asking ${seat}`);
    } else if ((event.type === 'agent.responded' || event.type === 'agent.failed') && seat) {
      thinking.delete(seat);
      ctx.progress(event.type === 'agent.responded' ? `${seat} answered` : `${seat} failed: ${String(event.data.reason ?? '')}`);
    }
    for (const notice of notices) ctx.progress(notice.text);
  });
  const timer = setInterval(() => {
    if (thinking.size === 0) return;
    const now = Date.now();
    ctx.progress(`waiting for ${[...thinking].map(([seat, since]) => `${seat} (${Math.round((now - since) / 1000)} s)`).join(', ')}`);
  }, HEARTBEAT_MS);
  try {
    return await run();
  } finally {
    clearInterval(timer);
    unsubscribe();
  }
}
