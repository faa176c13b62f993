// Every tool `agon mcp` offers, in the order clients list them.
import type { ToolDef } from '../tool.js';
import { commandTool } from './command.js';
import { moveTool, startTool, stepTool } from './debate.js';
import { listTool, protocolsTool, showTool } from './inspect.js';
import { actTool, exportTool, forkTool } from './record.js';

export const TOOLS: readonly ToolDef[] = [
  protocolsTool,
  listTool,
  startTool,
  stepTool,
  showTool,
  moveTool,
  actTool,
  forkTool,
  exportTool,
  commandTool,
];
