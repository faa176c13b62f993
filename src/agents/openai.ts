// Any OpenAI-compatible chat completions endpoint (OpenAI, Ollama, llama.cpp, vLLM, OpenRouter)
// over node:http (http-post.ts says why not fetch). Streams with `stream_options.include_usage`, asks for a JSON response format,
// and drops whichever of those an endpoint refuses (a 400 naming it), remembering for later calls.
// The key is read from the variable the seat names (`key_env`), at call time, and never stored;
// it is redacted by value whatever that variable is called, as are credentials in the base URL,
// which is only ever named without them.
import { AgentError, type AgentReply, type AgentRequest } from '../runner/types.js';
import type { AgentDeps, PlaceableAgent } from './cli-agent.js';
import { tryJson } from './json-lines.js';
import { DEFAULT_OUTPUT_LIMIT_BYTES } from './config.js';
import { clip } from './failures.js';
import { type Completion, completionOf, errorMessageOf, sseReader, streamData } from './openai-stream.js';
import type { SeatOptions } from './options.js';
import { usageFields } from './prices.js';
import { formatBytes, truncationMarker } from './process.js';
import { endpointUrl } from './endpoint.js';
import { type HttpResponse, httpPost } from './http-post.js';
import { redactorFor, splitUrlCredentials } from './redact.js';

interface Features {
  json: boolean;
  stream: boolean;
  usage: boolean;
}

export function openaiAgent(options: SeatOptions, deps: AgentDeps): PlaceableAgent {
  const base = options.base!;
  const { shown, secrets } = splitUrlCredentials(base);
  const label = `the endpoint ${shown}`;
  const redact = redactorFor(deps.env, { names: options.keyEnv ? [options.keyEnv] : [], values: secrets });
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

  async function post(request: AgentRequest): Promise<HttpResponse> {
    const key = options.keyEnv ? deps.env[options.keyEnv] : undefined;
    if (options.keyEnv && !key) throw new AgentError('auth', `${options.keyEnv} is not set: export it with the API key for ${shown}`);
    const { url, basic } = endpointUrl(base, '/chat/completions');
    const authorization = key ? `Bearer ${key}` : basic;
    try {
      return await httpPost({
        url,
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream, application/json',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify(body(request.prompt)),
        signal: request.signal,
      });
    } catch (error) {
      throw networkFailure(error, request.signal, label, redact);
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
          const reply = isEventStream(response)
            ? await readStream(response, request, limit, label, redact)
            : await readWhole(response, limit, request.signal, label);
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

const isEventStream = (response: HttpResponse) => response.contentType.includes('text/event-stream');

function networkFailure(error: unknown, signal: AbortSignal, label: string, redact: (text: string) => string = (t) => t): AgentError {
  if (signal.aborted) return signal.reason instanceof AgentError ? signal.reason : new AgentError('cancelled', 'cancelled');
  if (error instanceof AgentError) return error;
  const { code, cause } = error as { code?: string; cause?: { code?: string; message?: string } };
  return new AgentError(
    'unavailable',
    `cannot reach ${label}: ${redact(code ?? cause?.code ?? cause?.message ?? (error as Error).message)}`,
  );
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

/** Room kept under the limit for the truncation marker. */
const MARKER_ROOM = 512;

interface Cut {
  tooLarge: boolean;
  /** Bytes kept, and bytes received when the body was cut. */
  kept: number;
  seen: number;
}

/** The whole body, up to `limit` bytes (the marker's room aside). */
async function readCapped(response: HttpResponse, limit: number, signal: AbortSignal, label: string): Promise<{ text: string } & Cut> {
  let text = '';
  const cut = await eachChunk(response, limit, signal, label, (piece) => {
    text += piece;
  });
  return { text, ...cut };
}

/** Reads the body chunk by chunk; `tooLarge` when it went over `limit` and was cut there. */
async function eachChunk(
  response: HttpResponse,
  limit: number,
  signal: AbortSignal,
  label: string,
  onText: (text: string) => void,
): Promise<Cut> {
  const decoder = new TextDecoder();
  let bytes = 0;
  try {
    for await (const value of response.chunks()) {
      const room = Math.max(0, limit - MARKER_ROOM - bytes);
      const piece = value.length > room ? value.subarray(0, room) : value;
      bytes += piece.length;
      onText(decoder.decode(piece, { stream: true }));
      if (value.length > room) {
        response.cancel();
        return { tooLarge: true, kept: bytes, seen: bytes - piece.length + value.length };
      }
    }
    onText(decoder.decode());
    return { tooLarge: false, kept: bytes, seen: bytes };
  } catch (error) {
    throw networkFailure(error, signal, label);
  }
}

/** A body that is not an event stream: one completion object (the endpoint did not stream). */
async function readWhole(
  response: HttpResponse,
  limit: number,
  signal: AbortSignal,
  label: string,
): Promise<{ completion: Completion; raw: string } & Cut> {
  const { text, ...cut } = await readCapped(response, limit, signal, label);
  return { completion: completionOf(tryJson(text)), raw: text, ...cut };
}

async function readStream(
  response: HttpResponse,
  request: AgentRequest,
  limit: number,
  label: string,
  redact: (text: string) => string,
): Promise<{ completion: Completion; raw: string } & Cut> {
  const completion: Completion = { text: '', finished: false };
  let raw = '';
  const feed = sseReader((data, event) => {
    const added = streamData(completion, data, event);
    if (added) request.onText?.(redact(added));
  });
  const cut = await eachChunk(response, limit, request.signal, label, (text) => {
    raw += text;
    feed(text);
  });
  feed('\n\n');
  return { completion, raw, ...cut };
}

function finish(
  reply: { completion: Completion; raw: string } & Cut,
  options: SeatOptions,
  deps: AgentDeps,
  redact: (text: string) => string,
  label: string,
  limit: number,
): AgentReply {
  const { completion } = reply;
  const raw = redact(reply.raw);
  if (reply.tooLarge)
    throw new AgentError(
      'output-too-large',
      `${label} sent more than ${formatBytes(limit)}; the call was stopped`,
      raw + truncationMarker(reply.kept, reply.seen, false),
    );
  if (completion.error) throw new AgentError('other', `${label} failed mid-answer: ${clip(redact(completion.error))}`, raw);
  if (!completion.finished) throw new AgentError('other', `${label} stopped before the answer was complete`, raw);
  const model = completion.model ?? options.model;
  const usage = completion.counts
    ? usageFields([{ model, counts: completion.counts }], deps.config.prices, undefined, completion.total)
    : {};
  return { text: redact(completion.text), rawOutput: raw, ...usage };
}
