// Any error a tool call ends in, as the one line the client gets: user errors say what to fix,
// anything else is named an internal error without its stack.
import { userProblem } from '../session/errors.js';
import { ToolError } from './tool.js';

export function oneLine(error: unknown): string {
  const known = error instanceof ToolError ? error : userProblem(error);
  const message = known ? known.message : `internal error: ${(error as Error)?.message ?? String(error)}`;
  return message.replace(/\s*\n\s*/g, ' ').trim();
}
