// Any error a tool call ends in, as the one line the client gets: user errors say what to fix, in
// the tools' own terms, and anything else is named an internal error without its stack.
import { userProblem } from '../session/errors.js';
import { ToolError } from './tool.js';
import { TOOL_WORDING } from './wording.js';

export function oneLine(error: unknown): string {
  const known = error instanceof ToolError ? error.message : userProblem(error)?.worded(TOOL_WORDING);
  const message = known ?? `internal error: ${(error as Error)?.message ?? String(error)}`;
  return message.replace(/\s*\n\s*/g, ' ').trim();
}
