// Reading an OpenAI-compatible chat completion: Server-Sent Events as they arrive (OpenAI, Ollama,
// llama.cpp, vLLM, OpenRouter all differ in details), or one JSON body from an endpoint that does
// not stream. The usage chunk comes last with empty (`[]`) or missing (`null`) choices.
import { isRecord, num, str, tryJson } from './json-lines.js';
import type { TokenCounts } from './prices.js';

export interface Completion {
  text: string;
  model?: string;
  counts?: TokenCounts;
  total?: number;
  /** The stream said `[DONE]` or gave a finish reason: the answer is whole. */
  finished: boolean;
  /** An error object sent inside the stream (HTTP status already 200). */
  error?: string;
}

export function errorMessageOf(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  const error = value.error;
  if (typeof error === 'string') return error;
  if (isRecord(error)) return str(error.message) ?? JSON.stringify(error);
  return undefined;
}

function readUsage(into: Completion, usage: unknown): void {
  if (!isRecord(usage)) return;
  const details = isRecord(usage.prompt_tokens_details) ? usage.prompt_tokens_details : {};
  into.counts = {
    input: num(usage.prompt_tokens) ?? 0,
    cachedInput: num(details.cached_tokens) ?? 0,
    output: num(usage.completion_tokens) ?? 0,
  };
  const total = num(usage.total_tokens);
  if (total !== undefined) into.total = total;
}

/** Folds one chunk of a streamed completion into `into`; returns the new text, if any. */
export function applyChunk(into: Completion, chunk: Record<string, unknown>): string {
  const error = errorMessageOf(chunk);
  if (error) into.error = error;
  into.model = str(chunk.model) ?? into.model;
  let added = '';
  for (const choice of Array.isArray(chunk.choices) ? chunk.choices : []) {
    if (!isRecord(choice)) continue;
    const delta = isRecord(choice.delta) ? choice.delta : {};
    const content = str(delta.content);
    if (content) added += content;
    if (choice.finish_reason) into.finished = true;
  }
  into.text += added;
  readUsage(into, chunk.usage);
  return added;
}

/** A non-streamed completion body. */
export function completionOf(body: unknown): Completion {
  const out: Completion = { text: '', finished: false };
  if (!isRecord(body)) return out;
  const error = errorMessageOf(body);
  if (error) out.error = error;
  out.model = str(body.model);
  const first = Array.isArray(body.choices) ? body.choices[0] : undefined;
  const message = isRecord(first) && isRecord(first.message) ? first.message : undefined;
  const content = str(message?.content);
  if (content !== undefined) {
    out.text = content;
    out.finished = true;
  }
  readUsage(out, body.usage);
  return out;
}

/**
 * An SSE reader: feed it decoded text; it calls `onData` with each event's data (multi-line data
 * joined with "\n"), and `onEvent` names when the server sets one (`event: error`).
 */
export function sseReader(onData: (data: string, event?: string) => void): (text: string) => void {
  let buffer = '';
  let data: string[] = [];
  let event: string | undefined;
  const dispatch = () => {
    if (data.length) onData(data.join('\n'), event);
    data = [];
    event = undefined;
  };
  return (text: string) => {
    buffer += text;
    let at = buffer.search(/\r\n|\n|\r/);
    while (at >= 0) {
      // A lone "\r" at the end may be the first half of "\r\n": wait for the next chunk.
      if (at === buffer.length - 1 && buffer[at] === '\r') break;
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + (buffer.startsWith('\r\n', at) ? 2 : 1));
      if (line === '') dispatch();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      at = buffer.search(/\r\n|\n|\r/);
    }
  };
}

/** Parses one SSE data payload; `[DONE]` ends the stream. */
export function streamData(into: Completion, data: string, event: string | undefined): string {
  if (data === '[DONE]') {
    into.finished = true;
    return '';
  }
  const chunk = tryJson(data);
  if (!isRecord(chunk)) {
    if (event === 'error') into.error = data;
    return '';
  }
  if (event === 'error' && !errorMessageOf(chunk)) into.error = data;
  return applyChunk(into, chunk);
}
