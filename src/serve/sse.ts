// Server-Sent Events on a node:http response: the headers, one message per recorded event (its
// sequence number as the SSE id, so a client resumes with Last-Event-ID), a named `end` message,
// and a comment now and then so proxies keep the stream open.
import type { ServerResponse } from 'node:http';
import { shownJson } from '../text/print.js';

const KEEP_ALIVE_MS = 15_000;

export class EventStream {
  readonly #res: ServerResponse;
  readonly #timer: NodeJS.Timeout;
  closed = false;

  constructor(res: ServerResponse, headers: Record<string, string>) {
    this.#res = res;
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.write(': agon\n\n');
    this.#timer = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    res.on('close', () => this.#stop());
  }

  send(data: unknown, options: { id?: number; event?: string } = {}): void {
    if (this.closed) return;
    const lines = [
      ...(options.id !== undefined ? [`id: ${options.id}`] : []),
      ...(options.event ? [`event: ${options.event}`] : []),
      `data: ${shownJson(data)}`,
    ];
    this.#res.write(`${lines.join('\n')}\n\n`);
  }

  end(): void {
    if (this.closed) return;
    this.#stop();
    this.#res.end();
  }

  #stop(): void {
    this.closed = true;
    clearInterval(this.#timer);
  }
}
