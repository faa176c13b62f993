// The openai agent's transport (node:http, not the global fetch) against a local server on
// 127.0.0.1: the output cap stops a stream mid-way, cancellation closes the connection, and the
// global fetch is never used.
import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AgentError } from '../../src/runner/types.js';
import { deps, makeAgent, request } from '../fixtures/agents/support.js';

const STREAM = readFileSync(join(import.meta.dirname, '../fixtures/agents/openai/stream.sse'), 'utf8');

const servers: Server[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

async function serve(handle: (res: ServerResponse, closed: Promise<void>) => void): Promise<string> {
  const server = createServer((req, res) => {
    const closed = new Promise<void>((resolve) => res.on('close', resolve));
    req.resume();
    req.on('end', () => handle(res, closed));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as AgentError,
  );

describe('the openai agent over node:http', () => {
  it('stops a stream that goes past the output cap, keeping its head and a truncation marker', async () => {
    let stopped!: Promise<void>;
    const base = await serve((res, closed) => {
      stopped = closed;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (let i = 0; i < 200; i++) res.write(chunk('x'.repeat(100)));
    });
    const agent = makeAgent('openai', { base, model: 'm' }, deps({}, { outputLimitBytes: 4096 }), '/tmp');
    const error = await failureOf(agent.ask(request('q')));
    expect(error).toBeInstanceOf(AgentError);
    expect(error?.kind).toBe('output-too-large');
    expect(error?.raw?.startsWith(chunk('x'.repeat(100)))).toBe(true);
    expect(error?.raw).toMatch(/truncated/i);
    await stopped;
  });

  it('closes the connection when the call is cancelled mid-stream, and says it was cancelled', async () => {
    let closed!: Promise<void>;
    const base = await serve((res, whenClosed) => {
      closed = whenClosed;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('Hel'));
    });
    const controller = new AbortController();
    const agent = makeAgent('openai', { base, model: 'm' }, deps({}), '/tmp');
    const asked = failureOf(
      agent.ask(request('q', { signal: controller.signal, onText: () => controller.abort(new AgentError('cancelled', 'cancelled')) })),
    );
    const error = await asked;
    expect(error?.kind).toBe('cancelled');
    await closed;
  });

  it('never uses the global fetch', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('fetch was used'));
    const base = await serve((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(STREAM);
    });
    const reply = await makeAgent('openai', { base, model: 'm' }, deps({}), '/tmp').ask(request('q'));
    expect(reply.text).toBe('Hello');
    expect(fetch).not.toHaveBeenCalled();
  });
});
