// `agon mcp`: the session service as an MCP server on stdio, built on the SDK's low-level server so
// that every input is checked by our own zod schemas and every refusal is one line. Tools are
// listed with their JSON Schemas; a call is checked, run with the client's cancellation signal and
// progress token, and answered with structured content plus a short text (and links for anything
// large). Reports are also readable as resources, `agon://session/<id>/report`.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  type CallToolRequest,
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { zodProblem } from '../protocols/kit/zod-problem.js';
import type { Host } from '../agents/host.js';
import type { SessionService } from '../session/service.js';
import { oneLine } from './errors.js';
import type { ToolContext, ToolDef } from './tool.js';

type Extra = Parameters<Parameters<Server['setRequestHandler']>[1]>[1];
import { TOOLS } from './tools/index.js';

export interface McpOptions {
  service: SessionService;
  host: Host;
  memoryDir: string;
  version: string;
  tools?: readonly ToolDef[];
  /** Aborted when the server goes away: every call still running stops as on SIGINT. */
  shutdown?: AbortSignal;
  /** Told of each call while it runs, so the server can wait for them before it exits. */
  track?: (running: Promise<unknown>) => void;
}

const INSTRUCTIONS =
  'Agon runs structured debates between agents under formal protocols. Start one with the start tool; a seat given as "mcp" is yours: when its turn comes, start/step/move return its prompt and you answer with the move tool. show tells where a debate stands and what a person may do (act); export writes reports. Sessions are the same files the agon CLI and TUI use.';

export function createMcpServer(options: McpOptions): Server {
  const tools = options.tools ?? TOOLS;
  const server = new Server(
    { name: 'agon', version: options.version },
    { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS },
  );

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: z.toJSONSchema(tool.input, { io: 'input' }) as { type: 'object' },
      annotations: { title: tool.title, readOnlyHint: tool.readOnly, destructiveHint: false, openWorldHint: false },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, (request, extra): Promise<CallToolResult> => {
    const running = callTool(tools, options, request.params, extra);
    options.track?.(running);
    return running;
  });

  server.setRequestHandler(ListResourcesRequestSchema, async () => ({ resources: [] }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({
    resourceTemplates: [
      { uriTemplate: 'agon://session/{id}/report', name: 'report', title: "A debate's report", mimeType: 'text/markdown' },
    ],
  }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const match = /^agon:\/\/session\/([A-Za-z0-9][A-Za-z0-9._-]*)\/report$/.exec(request.params.uri);
    if (!match) throw new McpError(ErrorCode.InvalidParams, `unknown resource ${request.params.uri} (agon://session/<id>/report)`);
    try {
      const session = await options.service.open(match[1]!, { readOnly: true });
      try {
        return { contents: [{ uri: request.params.uri, mimeType: 'text/markdown', text: session.outcome().report }] };
      } finally {
        await session.close();
      }
    } catch (error) {
      throw new McpError(ErrorCode.InvalidParams, oneLine(error));
    }
  });
  return server;
}

/** One tool call: its input checked, its run given the client's signal and progress token, its result or refusal as MCP content. */
async function callTool(
  tools: readonly ToolDef[],
  options: McpOptions,
  params: CallToolRequest['params'],
  extra: Extra,
): Promise<CallToolResult> {
  const tool = tools.find((t) => t.name === params.name);
  if (!tool) return failed(`unknown tool "${params.name}" (the tools: ${tools.map((t) => t.name).join(', ')})`);
  const parsed = tool.input.safeParse(params.arguments ?? {});
  if (!parsed.success) return failed(`${tool.name}: ${zodProblem(parsed.error)}`);
  const token = params._meta?.progressToken;
  let count = 0;
  const ctx: ToolContext = {
    service: options.service,
    host: options.host,
    memoryDir: options.memoryDir,
    signal: options.shutdown ? AbortSignal.any([extra.signal, options.shutdown]) : extra.signal,
    progress: (message) => {
      if (token === undefined || extra.signal.aborted) return;
      count += 1;
      extra
        .sendNotification({ method: 'notifications/progress', params: { progressToken: token, progress: count, message } })
        .catch(() => undefined);
    },
  };
  try {
    const reply = await tool.run(parsed.data, ctx);
    return {
      content: [{ type: 'text', text: reply.text }, ...(reply.links ?? []).map((link) => ({ type: 'resource_link' as const, ...link }))],
      structuredContent: reply.structured,
    };
  } catch (error) {
    return failed(oneLine(error));
  }
}

function failed(line: string): CallToolResult {
  return { content: [{ type: 'text', text: line }], isError: true };
}

/**
 * Serves on stdin/stdout until the client goes away or `stop` aborts (agon was told to stop: SIGINT,
 * SIGTERM, SIGHUP); either way the calls still running are cancelled and waited for, so what they finished
 * is saved and their sessions are unlocked before the process ends.
 */
export async function serveStdio(options: McpOptions & { stop: AbortSignal }): Promise<void> {
  const shutdown = new AbortController();
  const running = new Set<Promise<unknown>>();
  const server = createMcpServer({
    ...options,
    shutdown: shutdown.signal,
    track: (call) => {
      running.add(call);
      void call.finally(() => running.delete(call));
    },
  });
  const stop = () => shutdown.abort();
  if (options.stop.aborted) stop();
  options.stop.addEventListener('abort', stop, { once: true });
  server.onclose = stop;
  await server.connect(new StdioServerTransport());
  await new Promise<void>((resolve) => shutdown.signal.addEventListener('abort', () => resolve(), { once: true }));
  await Promise.allSettled([...running]);
  await server.close().catch(() => undefined);
  options.stop.removeEventListener('abort', stop);
}
