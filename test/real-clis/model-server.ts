// A fake model for the real CLIs, on 127.0.0.1: speaks the four wire formats they use (Anthropic
// Messages for claude, Gemini generateContent for gemini, OpenAI chat completions for qwen, OpenAI
// Responses for codex). Asked with tools, it first asks for a shell command and a file write; once
// a tool result comes back (allowed or refused), or when asked without tools, it answers in text.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ToolPlan {
  /** The shell command the model asks to run. */
  shell: string;
  /** The file the model asks to write. */
  writePath: string;
}

export interface ModelServer {
  url: string;
  /** The tools each request offered, in order: what the CLI let the model see. */
  offered: string[][];
  close(): Promise<void>;
}

export const FINAL_ANSWER = 'Done: I have nothing more to do.';

type Json = Record<string, unknown>;

const sse = (res: ServerResponse, events: { event?: string; data: unknown }[]) => {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const e of events) res.write(`${e.event ? `event: ${e.event}\n` : ''}data: ${JSON.stringify(e.data)}\n\n`);
  res.end();
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function bodyOf(req: IncomingMessage): Promise<Json> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json;
  } catch {
    return {};
  }
}

const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const has = (value: unknown, needle: string) => JSON.stringify(value ?? null).includes(needle);

function anthropic(res: ServerResponse, body: Json, plan: ToolPlan, offered: string[][]): void {
  const tools = list(body.tools).map((t) => String(t.name));
  offered.push(tools);
  const callTools = tools.length > 0 && !has(body.messages, '"tool_result"');
  const blocks: Json[] = callTools
    ? [
        { type: 'tool_use', id: 'toolu_shell', name: 'Bash', input: { command: plan.shell, description: 'touch a file' } },
        { type: 'tool_use', id: 'toolu_write', name: 'Write', input: { file_path: plan.writePath, content: 'written\n' } },
      ]
    : [{ type: 'text', text: FINAL_ANSWER }];
  const usage = { input_tokens: 10, output_tokens: 5 };
  const message = { id: 'msg_fake', type: 'message', role: 'assistant', model: String(body.model ?? 'claude-fake') };
  const stop = callTools ? 'tool_use' : 'end_turn';
  if (body.stream !== true) return json(res, 200, { ...message, content: blocks, stop_reason: stop, stop_sequence: null, usage });
  const events: { event: string; data: unknown }[] = [
    { event: 'message_start', data: { type: 'message_start', message: { ...message, content: [], stop_reason: null, usage } } },
  ];
  blocks.forEach((block, index) => {
    const start = block.type === 'text' ? { type: 'text', text: '' } : { ...block, input: {} };
    const delta =
      block.type === 'text'
        ? { type: 'text_delta', text: block.text }
        : { type: 'input_json_delta', partial_json: JSON.stringify(block.input) };
    events.push(
      { event: 'content_block_start', data: { type: 'content_block_start', index, content_block: start } },
      { event: 'content_block_delta', data: { type: 'content_block_delta', index, delta } },
      { event: 'content_block_stop', data: { type: 'content_block_stop', index } },
    );
  });
  events.push(
    { event: 'message_delta', data: { type: 'message_delta', delta: { stop_reason: stop, stop_sequence: null }, usage } },
    { event: 'message_stop', data: { type: 'message_stop' } },
  );
  sse(res, events);
}

/** A value of the schema's shape: gemini's side calls (its router's complexity score) want JSON. */
function filled(schema: unknown): unknown {
  const s = (schema ?? {}) as Json;
  if (Array.isArray(s.enum)) return s.enum[0];
  switch (String(s.type ?? '').toLowerCase()) {
    case 'object':
      return Object.fromEntries(Object.entries((s.properties ?? {}) as Json).map(([k, v]) => [k, filled(v)]));
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    default:
      return 'fake';
  }
}

function gemini(res: ServerResponse, url: string, body: Json, plan: ToolPlan, offered: string[][]): void {
  if (url.includes(':countTokens')) return json(res, 200, { totalTokens: 10 });
  const config = (body.generationConfig ?? {}) as Json;
  const wantsJson = config.responseMimeType === 'application/json';
  const tools = list(body.tools).flatMap((t) => list(t.functionDeclarations).map((d) => String(d.name)));
  offered.push(tools);
  const callTools = tools.length > 0 && !has(body.contents, '"functionResponse"');
  const parts = callTools
    ? [
        { functionCall: { name: 'run_shell_command', args: { command: plan.shell } } },
        { functionCall: { name: 'write_file', args: { file_path: plan.writePath, content: 'written\n' } } },
      ]
    : [{ text: wantsJson ? JSON.stringify(filled(config.responseJsonSchema ?? config.responseSchema)) : FINAL_ANSWER }];
  const reply = {
    candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
    modelVersion: 'gemini-fake',
  };
  if (url.includes(':streamGenerateContent')) return sse(res, [{ data: reply }]);
  json(res, 200, reply);
}

function chat(res: ServerResponse, body: Json, plan: ToolPlan, offered: string[][]): void {
  const tools = list(body.tools).map((t) => String((t.function as Json | undefined)?.name));
  offered.push(tools);
  const callTools = tools.length > 0 && !list(body.messages).some((m) => m.role === 'tool');
  const calls = [
    { id: 'call_shell', type: 'function', function: { name: 'run_shell_command', arguments: JSON.stringify({ command: plan.shell }) } },
    {
      id: 'call_write',
      type: 'function',
      function: { name: 'write_file', arguments: JSON.stringify({ file_path: plan.writePath, content: 'written\n' }) },
    },
  ];
  const message = callTools ? { role: 'assistant', content: null, tool_calls: calls } : { role: 'assistant', content: FINAL_ANSWER };
  const finish = callTools ? 'tool_calls' : 'stop';
  const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
  const head = { id: 'chatcmpl-fake', created: 1, model: String(body.model ?? 'fake') };
  if (body.stream !== true)
    return json(res, 200, { ...head, object: 'chat.completion', choices: [{ index: 0, message, finish_reason: finish }], usage });
  const delta = callTools
    ? { role: 'assistant', tool_calls: calls.map((c, index) => ({ index, ...c })) }
    : { role: 'assistant', content: FINAL_ANSWER };
  const chunk = (choices: unknown[], extra: Json = {}) => ({ data: { ...head, object: 'chat.completion.chunk', choices, ...extra } });
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const e of [
    chunk([{ index: 0, delta, finish_reason: null }]),
    chunk([{ index: 0, delta: {}, finish_reason: finish }]),
    chunk([], { usage }),
  ])
    res.write(`data: ${JSON.stringify(e.data)}\n\n`);
  res.end('data: [DONE]\n\n');
}

/** Codex's shell tool is named and shaped by its model family: answer in whichever it offered. */
function shellCall(tools: string[], command: string): { name: string; arguments: string } {
  if (tools.includes('exec_command')) return { name: 'exec_command', arguments: JSON.stringify({ cmd: command }) };
  if (tools.includes('shell_command')) return { name: 'shell_command', arguments: JSON.stringify({ command }) };
  return { name: 'shell', arguments: JSON.stringify({ command: ['bash', '-lc', command] }) };
}

function responses(res: ServerResponse, body: Json, plan: ToolPlan, offered: string[][]): void {
  const tools = list(body.tools).map((t) => String(t.name ?? t.type));
  offered.push(tools);
  const callTools = tools.length > 0 && !list(body.input).some((i) => i.type === 'function_call_output');
  const item = callTools
    ? { type: 'function_call', id: 'fc_shell', call_id: 'call_shell', ...shellCall(tools, plan.shell) }
    : { type: 'message', id: 'msg_fake', role: 'assistant', content: [{ type: 'output_text', text: FINAL_ANSWER, annotations: [] }] };
  const usage = {
    input_tokens: 10,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: 5,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: 15,
  };
  sse(res, [
    { event: 'response.created', data: { type: 'response.created', response: { id: 'resp_fake' } } },
    { event: 'response.output_item.done', data: { type: 'response.output_item.done', output_index: 0, item } },
    { event: 'response.completed', data: { type: 'response.completed', response: { id: 'resp_fake', usage } } },
  ]);
}

export async function startModelServer(plan: ToolPlan): Promise<ModelServer> {
  const offered: string[][] = [];
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    void bodyOf(req).then((body) => {
      if (req.method !== 'POST') return json(res, 200, { data: [] });
      if (url.includes('/messages/count_tokens')) return json(res, 200, { input_tokens: 10 });
      if (url.includes('/messages')) return anthropic(res, body, plan, offered);
      if (url.includes('/models/')) return gemini(res, url, body, plan, offered);
      if (url.includes('/chat/completions')) return chat(res, body, plan, offered);
      if (url.includes('/responses')) return responses(res, body, plan, offered);
      json(res, 404, { error: { message: `no fake for ${url}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    offered,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
