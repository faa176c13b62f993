// Secrets by value: canary keys in variables whose names look like nothing secret (read through
// key_env) and in a base URL (`user:password@`, `?api_key=`), sent to a real HTTP endpoint that
// quotes them back in a 401 body and repeats them in its answers. Not one canary may be found in
// any file of the sessions folder, on stdout or stderr, in show, list, any export or transcript.md;
// and the endpoint did receive each credential, so redaction is not the credential dropped.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workspace } from '../helpers/cli.js';

const KEY = 'canary-key-5f3a9c1e7b2d4068';
const PASSWORD = 'canary-pw-8e1d2c3b4a596877';
const QUERY_KEY = 'canary-qk-0a9b8c7d6e5f4132';
const CANARIES = [KEY, PASSWORD, QUERY_KEY];

let ws: Workspace;
let server: Server;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  ws = await Workspace.create();
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const auth = req.headers.authorization ?? '';
      received.push(`${auth} ${req.url}`);
      // The token bare, as OpenAI quotes it ("Incorrect API key provided: sk-…"), so no "Bearer" shape gives it away.
      const said = `${auth.replace(/^Bearer /, '')} ${decodeURIComponent(Buffer.from(auth.replace(/^Basic /, ''), 'base64').toString('latin1'))} ${req.url}`;
      if ((JSON.parse(body) as { model: string }).model === 'deny') {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `Incorrect API key provided: ${said}` } }));
        return;
      }
      const content = `I was called with ${said}. \`\`\`json\n${JSON.stringify({ moves: [{ type: 'point', claim: `The key is ${said}`, kind: 'value' }] })}\n\`\`\``;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          model: 'm',
          choices: [{ message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 3, completion_tokens: 5, total_tokens: 8 },
        }),
      );
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  await ws.remove();
});

const env = () => ({ LOCAL_MODEL_SETTING: KEY });
const seat = (name: string, base: string, model: string, extra = '') => [
  '--seat',
  `${name}=openai:base=${base},model=${model},stream=false,timeout=20${extra}`,
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Where a canary is found, as `place: canary`. */
function canariesIn(place: string, text: string): string[] {
  return CANARIES.filter((c) => text.includes(c)).map((c) => `${place}: ${c}`);
}

describe('credentials an agent is given', () => {
  it('are used for the call and found nowhere agon writes or shows', async () => {
    const plainBase = `http://127.0.0.1:${port}/v1`;
    const secretBase = `http://agon:${PASSWORD}@127.0.0.1:${port}/v1?api_key=${QUERY_KEY}`;
    const found: string[] = [];
    const runs = [
      [
        'run',
        '--json',
        '--question',
        'Where is the key?',
        ...seat('orchestrator', plainBase, 'echo', ',key_env=LOCAL_MODEL_SETTING'),
        ...seat('consultee', plainBase, 'deny', ',key_env=LOCAL_MODEL_SETTING'),
      ],
      [
        'run',
        '--question',
        'Where is the password?',
        ...seat('orchestrator', secretBase, 'echo'),
        ...seat('consultee', secretBase, 'deny'),
      ],
    ];
    for (const args of runs) {
      const result = await ws.run(args, { env: env() });
      found.push(...canariesIn(`${args[0]} stdout`, result.stdout), ...canariesIn(`${args[0]} stderr`, result.stderr));
    }
    // The endpoint got every credential: the key as a bearer token, the password as Basic auth, the query key in the URL.
    expect(received.some((r) => r.includes(`Bearer ${KEY}`))).toBe(true);
    expect(received.some((r) => r.startsWith(`Basic ${Buffer.from(`agon:${PASSWORD}`).toString('base64')}`))).toBe(true);
    expect(received.some((r) => r.includes(`api_key=${QUERY_KEY}`))).toBe(true);

    const ids = readdirSync(ws.sessions).filter((d) => /^\d{3}-/.test(d));
    expect(ids).toHaveLength(2);
    for (const file of filesUnder(ws.sessions)) found.push(...canariesIn(file.slice(ws.sessions.length + 1), readFileSync(file, 'utf8')));
    for (const id of ids) {
      for (const args of [
        ['show', id],
        ['show', id, '--json'],
        ['list'],
        ['list', '--json'],
        ['export', id, '--format', 'md'],
        ['export', id, '--format', 'json'],
        ['export', id, '--format', 'argdown'],
        ['export', id, '--format', 'dot'],
      ]) {
        const result = await ws.run(args, { env: env() });
        found.push(...canariesIn(args.join(' '), result.stdout + result.stderr));
      }
    }
    expect(found).toEqual([]);
  }, 60_000);

  it('leaves the URL recorded without its user info or secret query parameters', async () => {
    const id = readdirSync(ws.sessions)
      .filter((d) => /^\d{3}-/.test(d))
      .sort()[1]!;
    const doc = JSON.parse(readFileSync(join(ws.sessions, id, 'session.json'), 'utf8')) as {
      config: { seats: Record<string, { base: string }> };
    };
    expect(doc.config.seats.orchestrator!.base).toBe(`http://127.0.0.1:${port}/v1`);
  });
});
