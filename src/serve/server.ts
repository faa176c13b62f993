// The HTTP face of `agon serve`, on node:http with no framework. Every request carries the token
// the server printed at start (`Authorization: Bearer TOKEN`, or `?token=TOKEN` where a browser's
// EventSource cannot set headers). Routes:
//   POST /api/debates                   start a debate (a new-session request) → 201 {id, events}
//   GET  /api/debates                   the saved sessions
//   GET  /api/debates/<id>              its summary, view and outcome
//   GET  /api/debates/<id>/events       Server-Sent Events: each recorded event with its notices,
//                                       from `?from=SEQ` (or after `Last-Event-ID`), live, then `end`
//   GET  /api/protocols                 what each protocol declares (seats, options, notices)
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { StoreError } from '../../state/errors.js';
import { declarations } from '../protocols/registry.js';
import { JSON_STREAM_VERSION } from '../session/output.js';
import { shownJson } from '../text/print.js';
import { userProblem } from '../session/errors.js';
import type { Debates, Recorded } from './debates.js';
import type { NewSessionRequest } from '../session/new-session-request.js';
import type { NewSession } from '../session/new-session.js';
import { BODY_WORDING, requestOf } from './request.js';
import { EventStream } from './sse.js';

export interface ServeContext {
  token: string;
  debates: Debates;
  /** The session a request asks for, with this machine's defaults (the composition root's). */
  newSession(request: NewSessionRequest): NewSession;
}

const MAX_BODY = 64 * 1024;
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, last-event-id',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function serve(context: ServeContext): Server {
  return createServer((req, res) => {
    handle(context, req, res).catch((error: unknown) => {
      const known = error instanceof HttpError ? error : asHttpError(error);
      if (!res.headersSent) send(res, known.status, { error: known.message });
      else res.end();
    });
  });
}

async function handle(context: ServeContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://agon.local');
  if (!authorized(context.token, req, url))
    throw new HttpError(401, 'a token is required: Authorization: Bearer TOKEN, or ?token=TOKEN (agon serve printed it at start)');
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts[0] !== 'api') throw new HttpError(404, `no such route: ${url.pathname}`);
  const [, collection, id, sub] = parts;
  if (collection === 'protocols' && !id && req.method === 'GET')
    return send(
      res,
      200,
      declarations().map(({ load: _load, ...info }) => info),
    );
  if (collection !== 'debates') throw new HttpError(404, `no such route: ${url.pathname}`);
  if (!id && req.method === 'POST') return start(context, req, res);
  if (!id && req.method === 'GET') return send(res, 200, await context.debates.service.list());
  if (id && !sub && req.method === 'GET') return show(context, id, res);
  if (id && sub === 'events' && req.method === 'GET') return stream(context, id, req, url, res);
  throw new HttpError(req.method === 'GET' || req.method === 'POST' ? 404 : 405, `no such route: ${req.method} ${url.pathname}`);
}

function authorized(token: string, req: IncomingMessage, url: URL): boolean {
  const header = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const given = Buffer.from(header ?? url.searchParams.get('token') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function start(context: ServeContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readJson(req);
  const { protocol, config } = context.newSession(requestOf(body));
  const session = await context.debates.service.create(protocol.id, config);
  const debate = context.debates.start(session);
  send(res, 201, { id: debate.id, protocol: protocol.id, events: `/api/debates/${debate.id}/events` });
}

async function show(context: ServeContext, id: string, res: ServerResponse): Promise<void> {
  const live = context.debates.live(id);
  const session = live?.session ?? (await context.debates.service.open(id, { readOnly: true }));
  try {
    const outcome = session.outcome();
    send(res, 200, {
      id: session.id,
      protocol: session.protocol.id,
      running: live !== undefined && live.end === undefined,
      summary: session.summary(),
      view: session.view(),
      outcome: { summary: outcome.summary, json: outcome.json },
    });
  } finally {
    if (!live) await session.close();
  }
}

async function stream(context: ServeContext, id: string, req: IncomingMessage, url: URL, res: ServerResponse): Promise<void> {
  const from = startingSeq(req, url);
  const live = context.debates.live(id);
  const saved = live ? undefined : await context.debates.saved(id);
  const session = live?.id ?? saved!.id;
  // One past the last event is where a client that has everything resumes; beyond it is a mistake.
  const last = saved ? (saved.log.at(-1)?.event.seq ?? 0) : live!.session.events().length;
  if (from > last + 1)
    throw new HttpError(400, `from must be a sequence number from 1 to ${last + 1} (one past the last event), not ${from}`);
  const sse = new EventStream(res, CORS);
  const send = ({ event, notices }: Recorded) =>
    sse.send({ v: JSON_STREAM_VERSION, kind: 'event', session, event, notices }, { id: event.seq });
  if (saved) {
    for (const recorded of saved.log) if (recorded.event.seq >= from) send(recorded);
    sse.send({ v: JSON_STREAM_VERSION, kind: 'end', session, end: null, status: saved.status }, { event: 'end' });
    return sse.end();
  }
  const unfollow = live!.follow(from, {
    event: send,
    end: (end) => {
      sse.send(
        { v: JSON_STREAM_VERSION, kind: 'end', session, end: end ?? null, outcome: live!.session.outcome().summary },
        { event: 'end' },
      );
      sse.end();
    },
  });
  res.on('close', unfollow);
}

/** `?from=SEQ`, else one past the `Last-Event-ID` a reconnecting client sends, else the first event. */
function startingSeq(req: IncomingMessage, url: URL): number {
  const from = url.searchParams.get('from');
  const last = req.headers['last-event-id'];
  const n = from !== null ? Number(from) : typeof last === 'string' ? Number(last) + 1 : 1;
  if (!Number.isSafeInteger(n) || n < 1) throw new HttpError(400, `from must be a sequence number from 1, not "${from ?? last}"`);
  return n;
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new HttpError(413, `the request body is over ${MAX_BODY / 1024} KiB`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'));
      } catch (error) {
        reject(new HttpError(400, `the request body is not JSON: ${(error as Error).message}`));
      }
    });
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...CORS, 'content-type': 'application/json; charset=utf-8' }).end(`${shownJson(body)}\n`);
}

/** A user's error is a 404 (no such session), a 400 (as asked it is wrong) or a 422 (this machine cannot serve it); anything else a 500. */
function asHttpError(error: unknown): HttpError {
  if (error instanceof StoreError && error.code === 'not-found') return new HttpError(404, error.message);
  const known = userProblem(error);
  if (!known) return new HttpError(500, `internal error: ${(error as Error)?.message ?? String(error)}`);
  switch (known.kind) {
    case 'usage':
      return new HttpError(400, known.worded(BODY_WORDING));
    case 'failure':
      return new HttpError(422, known.worded(BODY_WORDING));
  }
}
