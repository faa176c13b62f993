// The openai agent (over node:http, see http-post.ts) against a local OpenAI-compatible server on 127.0.0.1.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentError } from '../../src/runner/types.js';
import { deps, makeAgent, request } from '../fixtures/agents/support.js';

const samples = join(import.meta.dirname, '../fixtures/agents/openai');
const STREAM = readFileSync(join(samples, 'stream.sse'), 'utf8');
const OLLAMA = readFileSync(join(samples, 'ollama-stream.sse'), 'utf8');
const COMPLETION = readFileSync(join(samples, 'completion.json'), 'utf8');

interface Seen {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** Each model name is a scenario; every request is remembered. */
const seen: Seen[] = [];
let base = '';
const server = createServer((req, res) => {
  let text = '';
  req.on('data', (c) => (text += c));
  req.on('end', () => {
    const body = JSON.parse(text || '{}') as Record<string, unknown>;
    seen.push({ path: req.url ?? '', headers: req.headers, body });
    answer(String(body.model), body, res);
  });
});

function sse(res: ServerResponse, text: string): void {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.end(text);
}

function answer(model: string, body: Record<string, unknown>, res: ServerResponse): void {
  const json = (status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  switch (model) {
    case 'stream':
      return sse(res, STREAM);
    case 'ollama':
      // Ollama-style usage chunk with `choices: null`, split across writes mid-line.
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(OLLAMA.slice(0, 200));
      setTimeout(() => res.end(OLLAMA.slice(200).replace('"choices":[],"usage"', '"choices":null,"usage"')), 20);
      return;
    case 'no-stream':
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(COMPLETION);
    case 'no-json-format':
      if (body.response_format)
        return json(400, {
          error: {
            message: "Invalid parameter: 'response_format' of type 'json_object' is not supported with this model.",
            type: 'invalid_request_error',
          },
        });
      return sse(res, STREAM);
    case 'bad-key':
      return json(401, {
        error: {
          message: 'Incorrect API key provided: sk-abc***xyz.',
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_api_key',
        },
      });
    case 'busy':
      return json(429, { error: { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' } });
    case 'missing':
      return json(404, {
        error: { message: 'model "missing" not found, try pulling it first', type: 'not_found_error', param: null, code: null },
      });
    case 'mid-stream':
      return sse(
        res,
        `${STREAM.split('\n\n')[1]}\n\ndata: {"error":{"message":"an error was encountered while running the model","type":"server_error"}}\n\n`,
      );
    case 'cut':
      return sse(res, `${STREAM.split('\n\n')[1]}\n\n`);
    default:
      return json(500, { error: { message: `no scenario ${model}` } });
  }
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const env = { HOME: '/nonexistent', TEST_OPENAI_KEY: 'sk-test-0123456789abcdefghij' };
const agentFor = (model: string, extra: Record<string, string> = {}, persona?: string) =>
  makeAgent(
    'openai',
    { base, model, key_env: 'TEST_OPENAI_KEY', ...extra },
    deps(env, { prices: { 'gpt-4o-mini': { input: 0.15, output: 0.6 } } }),
    '/tmp',
    persona,
  );
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as AgentError,
  );

describe('the openai agent', () => {
  it('streams SSE text as it arrives, reads the usage chunk, and estimates the cost', async () => {
    const chunks: string[] = [];
    const reply = await agentFor('stream').ask(request('Say hello', { onText: (c) => chunks.push(c) }));
    expect(chunks).toEqual(['Hello']);
    expect(reply.text).toBe('Hello');
    expect(reply.tokens).toEqual({ input: 12, output: 2, total: 14 });
    expect(reply.costUsd).toBeCloseTo((12 * 0.15 + 2 * 0.6) / 1e6, 9);
    expect(reply.costEstimated).toBe(true);
    expect(reply.rawOutput).toBe(STREAM);
  });

  it('asks for streaming with usage and a JSON response, sending the key from key_env and the persona as the system message', async () => {
    await agentFor('stream', {}, 'You are the consultee.').ask(request('Say hello'));
    const last = seen.at(-1)!;
    expect(last.path).toBe('/v1/chat/completions');
    expect(last.headers.authorization).toBe('Bearer sk-test-0123456789abcdefghij');
    expect(last.body).toEqual({
      model: 'stream',
      messages: [
        { role: 'system', content: 'You are the consultee.' },
        { role: 'user', content: 'Say hello' },
      ],
      stream: true,
      stream_options: { include_usage: true },
      response_format: { type: 'json_object' },
    });
  });

  it('tolerates `choices: null` on the usage chunk and SSE lines split across reads (Ollama)', async () => {
    const reply = await agentFor('ollama').ask(request('q'));
    expect(reply.text).toBe('Hello');
    expect(reply.tokens).toEqual({ input: 26, output: 2, total: 28 });
  });

  it('reads a plain JSON completion from an endpoint that does not stream', async () => {
    const reply = await agentFor('no-stream').ask(request('q'));
    expect(reply.text).toBe('Hello!');
    expect(reply.tokens).toEqual({ input: 12, output: 2, total: 14 });
  });

  it('drops the JSON response format when the endpoint refuses it, and does not ask again', async () => {
    const agent = agentFor('no-json-format');
    const before = seen.length;
    expect((await agent.ask(request('q'))).text).toBe('Hello');
    await agent.ask(request('q'));
    expect(seen.slice(before).map((s) => 'response_format' in s.body)).toEqual([true, false, false]);
  });

  it('reports HTTP 401 as an auth failure naming the key variable, with no key in the message', async () => {
    const error = await failureOf(agentFor('bad-key').ask(request('q')));
    expect(error?.kind).toBe('auth');
    expect(error?.message).toBe(
      `the endpoint ${base} refused the key in TEST_OPENAI_KEY: HTTP 401: Incorrect API key provided: sk-abc***xyz.`,
    );
    expect(`${error?.message}${error?.raw}`).not.toContain(env.TEST_OPENAI_KEY);
  });

  it('reports HTTP 429 as a limit', async () => {
    const error = await failureOf(agentFor('busy').ask(request('q')));
    expect(error?.kind).toBe('limit');
    expect(error?.message).toBe(`the endpoint ${base} is rate-limiting or out of quota: HTTP 429: Rate limit reached for requests`);
  });

  it('reports an unknown model (HTTP 404) with the server’s words', async () => {
    const error = await failureOf(agentFor('missing').ask(request('q')));
    expect(error?.message).toBe(
      `the endpoint ${base} has no model "missing" or no /chat/completions: HTTP 404: model "missing" not found, try pulling it first`,
    );
  });

  it('fails clearly on an error sent in the middle of a stream, keeping what arrived', async () => {
    const error = await failureOf(agentFor('mid-stream').ask(request('q')));
    expect(error?.kind).toBe('other');
    expect(error?.message).toBe(`the endpoint ${base} failed mid-answer: an error was encountered while running the model`);
    expect(error?.raw).toContain('"content":"Hello"');
  });

  it('fails a stream that ends before the answer is complete', async () => {
    const error = await failureOf(agentFor('cut').ask(request('q')));
    expect(error?.message).toBe(`the endpoint ${base} stopped before the answer was complete`);
  });

  it('says an endpoint that is not listening cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const agent = makeAgent('openai', { base: `http://127.0.0.1:${port}/v1`, model: 'm' }, deps({}), '/tmp');
    const error = await failureOf(agent.ask(request('q')));
    expect(error?.kind).toBe('unavailable');
    expect(error?.message).toBe(`cannot reach the endpoint http://127.0.0.1:${port}/v1: ECONNREFUSED`);
  });

  it('honours the runner’s timeout while the answer is streaming', async () => {
    const slow = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`${STREAM.split('\n\n')[1]}\n\n`);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { askWithTimeout } = await import('../../src/runner/ask.js');
    const agent = makeAgent(
      'openai',
      { base: `http://127.0.0.1:${(slow.address() as AddressInfo).port}/v1`, model: 'm' },
      deps({}),
      '/tmp',
    );
    const result = await askWithTimeout(agent, request('q', { timeoutMs: 300 }));
    expect(!result.ok && result.error.kind).toBe('timeout');
    slow.closeAllConnections();
    await new Promise<void>((resolve) => slow.close(() => resolve()));
  });
});
