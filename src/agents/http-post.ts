// One HTTP(S) POST over node:http, for the OpenAI-compatible agent. Node 20's global fetch loads
// undici's whole client on its first use (about 160 ms and 40 MB, test/bench/overhead.bench.ts);
// this asks the same thing with what node already holds. The body is read chunk by chunk, so the
// caller streams, caps and stops it; the signal aborts the request at any point. node:http and
// node:https (which brings TLS) are loaded on the first call, so a debate without HTTP seats never
// loads them.
import type { IncomingMessage } from 'node:http';

export interface HttpResponse {
  ok: boolean;
  status: number;
  statusText: string;
  contentType: string;
  /** The body's bytes as they arrive. */
  chunks(): AsyncIterable<Buffer>;
  /** Stops reading and closes the connection. */
  cancel(): void;
}

export interface HttpPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

/** Resolves once the status and headers are in; rejects on a network failure or an abort. */
export async function httpPost({ url, headers, body, signal }: HttpPost): Promise<HttpResponse> {
  const target = new URL(url);
  const { request: send } = target.protocol === 'https:' ? await import('node:https') : await import('node:http');
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, signal },
      (res) => resolve(responseOf(res)),
    );
    req.on('error', reject);
    req.end(body);
  });
}

function responseOf(res: IncomingMessage): HttpResponse {
  const status = res.statusCode ?? 0;
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: res.statusMessage ?? '',
    contentType: String(res.headers['content-type'] ?? ''),
    chunks: () => res,
    cancel: () => res.destroy(),
  };
}
