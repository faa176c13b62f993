// Each tool call opens the session it works on and closes it before answering, so between calls
// the session is free: the TUI or the CLI can open it and take over, under the same locks.
import type { Session } from '../session/session.js';
import type { ToolContext } from './tool.js';

export async function withSession<T>(
  ctx: ToolContext,
  id: string,
  work: (session: Session) => Promise<T>,
  options: { readOnly?: boolean } = {},
): Promise<T> {
  const session = await ctx.service.open(id, options.readOnly ? { readOnly: true } : {});
  try {
    return await work(session);
  } finally {
    await session.close();
  }
}
