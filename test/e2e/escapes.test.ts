// The output policy in a real terminal: what the program writes to tmux, raw, is recorded while the
// start screen lists a session with a hostile question and the session's panes, details and raw
// answer are open. Ink's own escape sequences are there; none of the corpus's may be.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { declarations } from '../../src/protocols/registry.js';
import { QUESTION } from '../fixtures/debates/redis-memcached.js';
import { HOSTILE, hostileInTerminal, hostileScript } from '../fixtures/hostile.js';
import { Workspace } from '../helpers/cli.js';
import { settled, Tmux } from '../helpers/tmux.js';

let ws: Workspace;
let raw: string;
const terminals: Tmux[] = [];

beforeAll(async () => {
  ws = await Workspace.create();
  raw = await mkdtemp(join(tmpdir(), 'agon-e2e-raw-'));
  const file = await ws.write('hostile.json', { bySeat: hostileScript() });
  await ws.run([
    'run',
    '--max-rounds',
    '3',
    '--question',
    `${HOSTILE} ${QUESTION}`,
    '--seat',
    `orchestrator=script:file=${file}`,
    '--seat',
    `consultee=script:file=${file}`,
  ]);
});

afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

afterAll(async () => {
  await ws.remove();
  await rm(raw, { recursive: true, force: true });
});

const settle = () => settled(500);

describe('the workbench', () => {
  it('writes none of a hostile session’s sequences to the terminal: start screen, panes, details, raw answer', async () => {
    const t = new Tmux(120, 40);
    terminals.push(t);
    const out = join(raw, 'terminal.raw');
    t.start([], { cwd: ws.dir, env: { AGON_SESSIONS_DIR: ws.sessions, HOME: ws.dir } });
    t.record(out);
    await t.waitFor('Agon — structured debates');
    // The question, as the list shows it (its start: the row is cut at the width): its escape
    // sequences made visible.
    await t.waitFor('^[[2J');
    await settle();
    // Past "new session" and a demo per protocol, to the one saved session.
    t.keys(...declarations().map(() => 'j'), 'j');
    await settle();
    t.keys('Enter');
    await t.waitFor('Points (');
    await settle();
    // The first row opened whole, its raw answer included (the strip under the panes has no raw answer).
    t.keys('Enter');
    await t.waitFor((screen) => screen.includes('raw agent response') && /<U\+202E>|\^\[/.test(screen));
    await settle();
    t.keys('Escape');
    await settle();
    t.keys('q');
    await settle();
    const bytes = await readFile(out, 'utf8');
    expect(bytes.length).toBeGreaterThan(1000);
    expect(hostileInTerminal(bytes)).toEqual([]);
  }, 60_000);
});
