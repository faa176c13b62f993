// Any OpenAI-compatible chat completions endpoint (OpenAI, Ollama, llama.cpp, vLLM, OpenRouter)
// over Node's fetch. Streams with `stream_options.include_usage`, asks for a JSON response format,
// and drops whichever of those an endpoint refuses (a 400 naming it), remembering for later calls.
// The key is read from the variable the seat names (`key_env`), at call time, and never stored.
import { AgentError, type AgentReply, type AgentRequest } from '../runner/types.js';
import { type AgentDeps, type PlaceableAgent } from './cli-agent.js';
import { tryJson } from './json-lines.js';
import { DEFAULT_OUTPUT_LIMIT_BYTES } from './config.js';
import { clip } from './failures.js';
import { type Completion, completionOf, errorMessageOf, sseReader, streamData } from './openai-stream.js';
import type { SeatOptions } from './options.js';
import { usageFields } from './prices.js';
import { formatBytes, truncationMarker } from './process.js';
import { redactorFor } from './redact.js';

interface Features {
  json: boolean;
  stream: boolean;
  usage: boolean;
}

export function openaiAgent(options: SeatOptions, deps: AgentDeps): PlaceableAgent {
  const base = options.base!;
  const label = `the endpoint ${base}`;
  const redact = redactorFor(deps.env);
  const limit = deps.config.outputLimitBytes ?? DEFAULT_OUTPUT_LIMIT_BYTES;
  const features: Features = { json: options.json, stream: options.stream, usage: true };
  let persona: string | undefined;

  const body = (prompt: string) => ({
    model: options.model,
    messages: [...(persona ? [{ role: 'system', content: persona }] : []), { role: 'user', content: prompt }],
    stream: features.stream,
    ...(features.stream && features.usage ? { stream_options: { include_usage: true } } : {}),
    ...(features.json ? { response_format: { type: 'json_object' } } : {}),
  });

  /** On a 400 that names a feature, turns it off and says so; otherwise false. */
  const dropRefused = (message: string): boolean => {
    if (features.json && /response_format|json_object|json mode|json_schema/i.test(message)) features.json = false;
    else if (features.stream && features.usage && /stream_options|include_usage/i.test(message)) features.usage = false;
    else if (features.stream && /\bstream/i.test(message)) features.stream = false;
    else return false;
    return true;
  };

  async function post(request: AgentRequest): Promise<Response> {
    const key = options.keyEnv ? deps.env[options.keyEnv] : undefined;
    if (options.keyEnv && !key) throw new AgentError('auth', `${options.keyEnv} is not set: export it with the API key for ${base}`);
    try {
      return await fetch(`${base}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream, application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
        body: JSON.stringify(body(request.prompt)),
        signal: request.signal,
      });
    } catch (error) {
      throw networkFailure(error, request.signal, label);
    }
  }

  return {
    kind: 'openai',
    resumes: false,
    place: (placement) => {
      persona = placement.persona;
    },
    async ask(request) {
      for (;;) {
        const response = await post(request);
        if (response.ok) {
          const reply = isEventStream(response) ? await readStream(response, request, limit, label, redact) : await readWhole(response, limit, request.signal, label);
          return finish(reply, options, deps, redact, label, limit);
        }
        const { text } = await readCapped(response, limit, request.signal, label);
        const message = redact(errorMessageOf(tryJson(text)) ?? (clip(text) || response.statusText));
        if ((response.status === 400 || response.status === 422) && dropRefused(message)) continue;
        throw httpFailure(response.status, message, label, options, redact(text));
      }
    },
  };
}

const isEventStream = (response: Response) => (response.headers.get('content-type') ?? '').includes('text/event-stream');

function networkFailure(error: unknown, signal: AbortSignal, label: string): AgentError {
  if (signal.aborted) return signal.reason instanceof AgentError ? signal.reason : new AgentError('cancelled', 'cancelled');
  if (error instanceof AgentError) return error;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return new AgentError('unavailable', `cannot reach ${label}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
}

function httpFailure(status: number, message: string, label: string, options: SeatOptions, raw: string): AgentError {
  const said = `HTTP ${status}: ${clip(message) || 'no message'}`;
  if (status === 401 || status === 403) {
    const where = options.keyEnv ? `the key in ${options.keyEnv}` : 'the request (the seat names no key_env)';
    return new AgentError('auth', `${label} refused ${where}: ${said}`, raw);
  }
  if (status === 429) return new AgentError('limit', `${label} is rate-limiting or out of quota: ${said}`, raw);
  if (status === 404) return new AgentError('other', `${label} has no model "${options.model}" or no /chat/completions: ${said}`, raw);
  return new AgentError('other', `${label} failed: ${said}`, raw);
}

/** The whole body, up to `limit` bytes. */
async function readCapped(response: Response, limit: number, signal: AbortSignal, label: string): Promise<{ text: string; tooLarge: boolean }> {
  let text = '';
  const tooLarge = await eachChunk(response, limit, signal, label, (piece) => {
    text += piece;
  });
  return { text, tooLarge };
}

/** Reads the body chunk by chunk; true when it went over `limit` and was cut there. */
async function eachChunk(response: Response, limit: number, signal: AbortSignal, label: string, onText: (text: string) => void): Promise<boolean> {
  if (!response.body) return false;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const room = limit - bytes;
      const piece = value.length > room ? value.subarray(0, room) : value;
      bytes += piece.length;
      onText(decoder.decode(piece, { stream: true }));
      if (value.length > room) {
        await reader.cancel().catch(() => undefined);
        return true;
      }
    }
    onText(decoder.decode());
    return false;
  } catch (error) {
    throw networkFailure(error, signal, label);
  }
}

/** A body that is not an event stream: one completion object (the endpoint did not stream). */
async function readWhole(response: Response, limit: number, signal: AbortSignal, label: string): Promise<{ completion: Completion; raw: string; tooLarge: boolean }> {
  const { text, tooLarge } = await readCapped(response, limit, signal, label);
  return { completion: completionOf(tryJson(text)), raw: text, tooLarge };
}

async function readStream(
  response: Response,
  request: AgentRequest,
  limit: number,
  label: string,
  redact: (text: string) => string,
): Promise<{ completion: Completion; raw: string; tooLarge: boolean }> {
  const completion: Completion = { text: '', finished: false };
  let raw = '';
  const feed = sseReader((data, event) => {
    const added = streamData(completion, data, event);
    if (added) request.onText?.(redact(added));
  });
  const tooLarge = await eachChunk(response, limit, request.signal, label, (text) => {
    raw += text;
    feed(text);
  });
  feed('\n\n');
  return { completion, raw, tooLarge };
}

function finish(
  reply: { completion: Completion; raw: string; tooLarge: boolean },
  options: SeatOptions,
  deps: AgentDeps,
  redact: (text: string) => string,
  label: string,
  limit: number,
): AgentReply {
  const { completion } = reply;
  const raw = redact(reply.raw);
  if (reply.tooLarge) throw new AgentError('output-too-large', `${label} sent more than ${formatBytes(limit)}; the call was stopped`, raw + truncationMarker(limit));
  if (completion.error) throw new AgentError('other', `${label} failed mid-answer: ${clip(redact(completion.error))}`, raw);
  if (!completion.finished) throw new AgentError('other', `${label} stopped before the answer was complete`, raw);
  const model = completion.model ?? options.model;
  const usage = completion.counts ? usageFields([{ model, counts: completion.counts }], deps.config.prices, undefined, completion.total) : {};
  return { text: redact(completion.text), rawOutput: raw, ...usage };
}
