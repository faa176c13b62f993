// agon serve, through the built CLI and a real HTTP client on 127.0.0.1: a token printed at start
// and required; a debate started with POST /api/debates, checked as `agon run` checks it; and its
// recorded events, with their notices, streamed as Server-Sent Events — the crux demo's nine live
// event types in order — for any protocol.
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_EVENTS } from '../../src/protocols/crux/declaration.js';
import { crux } from '../../src/protocols/crux/index.js';
import { playDemo } from '../harness/contract.js';
import { Workspace } from '../helpers/cli.js';

interface Served {
  child: ChildProcess;
  url: string;
  token: string;
}

interface Message {
  id?: number;
  event?: string;
  data: { kind: string; event?: { seq: number; type: string }; notices?: { type: string }[]; end?: { kind: string } | null };
}

let ws: Workspace;
let server: Served | undefined;

beforeEach(async () => {
  ws = await Workspace.create();
});

afterEach(async () => {
  if (!server) return;
  const exited = new Promise((resolve) => server!.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
  server = undefined;
});

async function startServer(json = true): Promise<Served> {
  const child = ws.spawn(['serve', '--port', '0', ...(json ? ['--json'] : [])]);
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.once('exit', (code) => reject(new Error(`agon serve exited ${code}`)));
  });
  const { url, token } = json ? (JSON.parse(line) as { url: string; token: string }) : fromText(line);
  server = { child, url, token };
  return server;
}

/** `agon serve: listening on URL (token TOKEN)`, the line a person reads. */
function fromText(line: string): { url: string; token: string } {
  const match = /^agon serve: listening on (\S+) \(token (\S+)\)$/.exec(line);
  if (!match) throw new Error(`not the start line: ${line}`);
  return { url: match[1]!, token: match[2]! };
}

function call(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** Reads a Server-Sent Events stream with node:http until its `end` event, telling `onMessage` of each as it comes. */
function events(
  url: string,
  headers: Record<string, string> = {},
  onMessage?: (message: Message) => void,
): Promise<{ contentType: string; messages: Message[] }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let buffer = '';
      const messages: Message[] = [];
      res.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => !l.startsWith(':') && l.includes(': '))
              .map((l) => [l.slice(0, l.indexOf(': ')), l.slice(l.indexOf(': ') + 2)]),
          );
          if (fields.data === undefined) continue;
          const message = {
            ...(fields.id ? { id: Number(fields.id) } : {}),
            ...(fields.event ? { event: fields.event } : {}),
            data: JSON.parse(fields.data) as Message['data'],
          };
          messages.push(message);
          onMessage?.(message);
        }
      });
      // A stream cut short settles too, so a missing `end` fails an assertion instead of hanging.
      const done = () => resolve({ contentType: String(res.headers['content-type']), messages });
      res.on('end', done);
      res.on('close', done);
    });
    req.on('error', reject);
    req.end();
  });
}

const demoDebate = {
  protocol: 'crux',
  question: 'Is Bitcoin digital gold?',
  seats: ['debater=script:demo=crux', 'debater=script:demo=crux'],
  options: { ...crux.demo.config },
};
const live = new Set<string>(LIVE_EVENTS.map((e) => e.type));

describe('agon serve', () => {
  it('listens on 127.0.0.1 by default and prints its token', async () => {
    const { url, token } = await startServer();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(token).toMatch(/^[\w-]{20,}$/);
  });

  it('prints its address and token for a person, and takes that token', async () => {
    const { url, token } = await startServer(false);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await call('GET', `${url}/api/debates`, undefined, { authorization: `Bearer ${token}` })).toEqual({ status: 200, body: [] });
  });

  it('answers 404 for a session it does not have, and for a route it does not know', async () => {
    const { url, token } = await startServer();
    expect((await call('GET', `${url}/api/debates/042-nothing/events?token=${token}`)).status).toBe(404);
    expect((await call('GET', `${url}/api/nothing?token=${token}`)).status).toBe(404);
  });

  it('refuses every request without the token, or with another one', async () => {
    const { url } = await startServer();
    expect((await call('POST', `${url}/api/debates`, demoDebate)).status).toBe(401);
    expect((await call('GET', `${url}/api/debates?token=wrong`)).status).toBe(401);
    expect((await call('GET', `${url}/api/debates`, undefined, { authorization: 'Bearer nope' })).status).toBe(401);
  });

  it("validates a debate's options as agon run does, says what is wrong in the body's terms, and starts nothing", async () => {
    const { url, token } = await startServer();
    const auth = { authorization: `Bearer ${token}` };
    const bad = { ...demoDebate, options: { 'discovery-budget': '9-3' } };
    const refused = await call('POST', `${url}/api/debates`, bad, auth);
    const run = await ws.run([
      'run',
      '--protocol',
      'crux',
      '--question',
      'Is Bitcoin digital gold?',
      '--seat',
      'debater=script:demo=crux',
      '--seat',
      'debater=script:demo=crux',
      '--discovery-budget',
      '9-3',
    ]);
    expect(refused).toEqual({ status: 400, body: { error: run.stderr.replace(/^agon: /, '').trim() } });
    expect(await call('POST', `${url}/api/debates`, { ...demoDebate, seats: ['debater=script:demo=crux'] }, auth)).toEqual({
      status: 400,
      body: { error: 'the crux protocol needs at least 2 debater seats: add debater to "seats" (1 given)' },
    });
    const { question: _question, ...unasked } = demoDebate;
    expect(await call('POST', `${url}/api/debates`, unasked, auth)).toEqual({
      status: 400,
      body: { error: '"question" is required (the question to debate)' },
    });
    expect(await call('POST', `${url}/api/debates`, { ...demoDebate, options: { lockAttempts: 99 } }, auth)).toEqual({
      status: 400,
      body: { error: '"options.lockAttempts" must be a whole number from 3 to 10, not "99"' },
    });
    expect(await call('POST', `${url}/api/debates`, { ...demoDebate, timeout: -1 }, auth)).toEqual({
      status: 400,
      body: { error: '"timeout" must be a positive number, not "-1"' },
    });
    expect((await call('POST', `${url}/api/debates`, { ...demoDebate, options: { 'sessions-dir': '/tmp' } }, auth)).status).toBe(400);
    expect((await call('GET', `${url}/api/debates`, undefined, auth)).body).toEqual([]);
  });

  it('streams all nine live event types of a crux debate, in order, as Server-Sent Events on 127.0.0.1', async () => {
    const { url, token } = await startServer();
    const started = await call('POST', `${url}/api/debates`, demoDebate, { authorization: `Bearer ${token}` });
    expect(started).toMatchObject({
      status: 201,
      body: { id: '001-is-bitcoin-digital-gold', protocol: 'crux', events: '/api/debates/001-is-bitcoin-digital-gold/events' },
    });
    const { contentType, messages } = await events(`${url}${String(started.body.events)}?token=${token}`);
    expect(contentType).toBe('text/event-stream; charset=utf-8');
    const recorded = messages.filter((m) => m.data.kind === 'event');
    expect(recorded.map((m) => m.id)).toEqual(recorded.map((_, i) => i + 1));
    const types = recorded.flatMap((m) => m.data.notices!.map((n) => n.type)).filter((t) => live.has(t));
    expect(types).toEqual(
      playDemo(crux)
        .walk.notices()
        .map((n) => n.type)
        .filter((t) => live.has(t)),
    );
    expect([...new Set(types)]).toEqual([
      'message_posted',
      'steelman_attempt',
      'steelman_graded',
      'stage_transition',
      'commitment_made',
      'falsifier_declared',
      'lock_attempted',
      'lock_failed',
      'lock_succeeded',
      'debate_complete',
    ]);
    expect(messages.at(-1)).toMatchObject({
      event: 'end',
      data: { kind: 'end', end: { kind: 'done', reason: 'the crux is crystallized and validated' } },
    });
  });

  it('streams a debate live: its events arrive while it runs, each as it is recorded', async () => {
    const { url, token } = await startServer();
    const auth = { authorization: `Bearer ${token}` };
    const paced = { ...demoDebate, seats: ['debater=script:demo=crux,delay=0.05', 'debater=script:demo=crux,delay=0.05'] };
    const started = await call('POST', `${url}/api/debates`, paced, auth);
    const arrivals: number[] = [];
    let whileRunning: Promise<unknown> | undefined;
    const { messages } = await events(`${url}${String(started.body.events)}?token=${token}`, {}, (message) => {
      if (message.data.kind !== 'event') return;
      arrivals.push(Date.now());
      // Asked as the first event comes in: the debate is still running, far from its end.
      whileRunning ??= call('GET', `${url}/api/debates/${String(started.body.id)}`, undefined, auth).then((r) => r.body);
    });
    expect(await whileRunning).toMatchObject({ running: true, summary: { status: 'running' } });
    const recorded = messages.filter((m) => m.data.kind === 'event');
    expect(recorded.map((m) => m.id)).toEqual(recorded.map((_, i) => i + 1));
    // Each agent answer takes 50 ms, so the events come spread out, not in one burst at the end.
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(500);
    expect(messages.at(-1)).toMatchObject({
      event: 'end',
      data: { end: { kind: 'done', reason: 'the crux is crystallized and validated' } },
    });
    expect((await call('GET', `${url}/api/debates/${String(started.body.id)}`, undefined, auth)).body).toMatchObject({
      running: false,
      summary: { status: 'done' },
    });
  });

  it('stops its running debates on Ctrl+C, keeping what they recorded, and exits 130', async () => {
    const { url, token, child } = await startServer();
    const paced = { ...demoDebate, seats: ['debater=script:demo=crux,delay=0.3', 'debater=script:demo=crux,delay=0.3'] };
    const started = await call('POST', `${url}/api/debates`, paced, { authorization: `Bearer ${token}` });
    let firstEvent!: () => void;
    const streaming = new Promise<void>((resolve) => (firstEvent = resolve));
    const stream = events(`${url}${String(started.body.events)}?token=${token}`, {}, (m) => m.data.kind === 'event' && firstEvent());
    await streaming;
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    server = undefined;
    const { messages } = await stream;
    const doc = await ws.doc(String(started.body.id));
    expect(doc.meta).toMatchObject({ status: 'stopped' });
    expect(doc.events.length).toBeGreaterThan(0);
    // The stream got every event saved before the stop, then its end: cancelled.
    expect(messages.filter((m) => m.data.kind === 'event').map((m) => m.id)).toEqual(doc.events.map((e) => e.seq));
    expect(messages.at(-1)).toMatchObject({ event: 'end', data: { end: { kind: 'cancelled' } } });
  });

  it('starts a late stream from a given sequence number, or after the Last-Event-ID a client resumes with', async () => {
    const { url, token } = await startServer();
    const started = await call('POST', `${url}/api/debates`, demoDebate, { authorization: `Bearer ${token}` });
    const all = await events(`${url}${String(started.body.events)}?token=${token}`);
    const last = all.messages.filter((m) => m.data.kind === 'event').at(-1)!.id!;
    const from = await events(`${url}${String(started.body.events)}?token=${token}&from=${last - 2}`);
    expect(from.messages.filter((m) => m.data.kind === 'event').map((m) => m.id)).toEqual([last - 2, last - 1, last]);
    const resumed = await events(`${url}${String(started.body.events)}`, {
      authorization: `Bearer ${token}`,
      'last-event-id': String(last - 1),
    });
    expect(resumed.messages.map((m) => m.id ?? m.event)).toEqual([last, 'end']);
  });

  it('refuses a from beyond the last event in one line, as any other bad value, and streams nothing for one past it', async () => {
    const { url, token } = await startServer();
    const started = await call('POST', `${url}/api/debates`, demoDebate, { authorization: `Bearer ${token}` });
    const path = `${url}${String(started.body.events)}?token=${token}`;
    const all = await events(path);
    const last = all.messages.filter((m) => m.data.kind === 'event').at(-1)!.id!;
    for (const from of ['1e99', String(last + 2)]) {
      const refused = await call('GET', `${path}&from=${from}`);
      expect(refused.status).toBe(400);
      expect(String(refused.body.error)).toMatch(/^from must be a sequence number from 1/);
      expect(String(refused.body.error)).not.toContain('\n');
    }
    const next = await events(`${path}&from=${last + 1}`);
    expect(next.messages.map((m) => m.id ?? m.event)).toEqual(['end']);
  });

  it('serves any protocol: an argumentation debate streams its own notices', async () => {
    const { url, token } = await startServer();
    const auth = { authorization: `Bearer ${token}` };
    const seats = { orchestrator: 'script:demo=argumentation', consultee: 'script:demo=argumentation' };
    const started = await call(
      'POST',
      `${url}/api/debates`,
      { protocol: 'argumentation', question: 'Redis or Memcached for our session cache?', seats, options: { mode: 'minimal' } },
      auth,
    );
    expect(started.status).toBe(201);
    const { messages } = await events(`${url}${String(started.body.events)}?token=${token}`);
    expect(messages.flatMap((m) => m.data.notices ?? []).map((n) => n.type)).toContain('round.closed');
    expect(messages.at(-1)).toMatchObject({ event: 'end', data: { end: { kind: 'done' } } });
    const shown = await call('GET', `${url}/api/debates/${String(started.body.id)}`, undefined, auth);
    expect(shown.body).toMatchObject({ protocol: 'argumentation', running: false, summary: { status: 'done' } });
  });
});
