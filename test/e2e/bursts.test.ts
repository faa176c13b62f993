// Keys in one chunk in a real terminal (tmux): each burst is one send-keys, the way a fast typist,
// a paste or a batching terminal delivers keys. Nothing is dropped and nothing is corrupted.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { savedLine } from '../../src/cli/resume-command.js';
import { AGON } from '../helpers/cli.js';
import { e2eScope, settled } from '../helpers/tmux.js';

const { workspace, terminal } = e2eScope('agon-e2e-bursts-', afterEach);

/** The demo one round in, at `width`x`height`. */
async function demo(width: number, height: number) {
  const ws = await workspace();
  const dir = ws.cwd;
  const t = terminal(width, height);
  t.start(['demo'], ws);
  await t.waitFor('Points (0)');
  await settled();
  t.keys('Space');
  await t.waitFor('r1 Round 1 closes.', 20_000);
  await settled();
  return { t, dir };
}

async function sessionJson(dir: string): Promise<string> {
  const id = (await readdir(join(dir, 'sessions'))).find((name) => /^\d+-/.test(name));
  const journal = await readFile(join(dir, 'sessions', id!, 'session.journal'), 'utf8').catch(() => '');
  return (await readFile(join(dir, 'sessions', id!, 'session.json'), 'utf8')) + journal;
}

describe('bursts of keys in a real terminal', () => {
  it('two Tabs in one chunk move two panes; j j Enter in one chunk opens the third row (120x40)', async () => {
    const { t } = await demo(120, 40);
    t.type('\t\t');
    await t.waitFor('▸ Progress');
    await settled();
    t.type('\t\t'); // the transcript, then back to the points
    await t.waitFor('▸ Points');
    await settled();
    t.type('jj\r');
    // The strip under the panes shows the selected row's detail too: only the opened viewer has a
    // framed title line and its own history.
    const screen = await t.waitFor(/║ P3 · empirical/);
    expect(screen).toContain('raised by');
    expect(screen).toContain('History:');
  }, 60_000);

  it('keeps three Backspaces and the Enters sent with them in a form (80x24)', async () => {
    const { t, dir } = await demo(80, 24);
    t.type('uno new infraXYZ\u007f\u007f\u007fstructure\r\r');
    await t.waitFor(/The person adds constraint L\d+: “no new infrastructure”/);
    expect(await sessionJson(dir)).toContain('"text":"no new infrastructure"');
  }, 60_000);

  it('reads an Esc followed at once by a key as Esc, then the key (80x24)', async () => {
    const { t } = await demo(80, 24);
    t.type('?');
    await t.waitFor('Keys');
    await settled();
    t.type('\u001b\t');
    const screen = await t.waitFor('[Open challenges]');
    expect(screen).not.toContain('Keys');
  }, 60_000);

  it('keeps an Enter inside pasted text as a new line of a multi-line field, never a carriage return (120x40)', async () => {
    const { t, dir } = await demo(120, 40);
    t.type('u');
    await t.waitFor('Add a user constraint');
    await settled();
    t.paste('first line\nsecond');
    await t.waitFor(/first line\s*║?\n.*second/);
    await settled();
    t.type('\r\r');
    await t.waitFor(/The person adds constraint L\d+: “first line second”/);
    const saved = await sessionJson(dir);
    expect(saved).toContain('"text":"first line\\nsecond"');
    expect(saved).not.toContain('\\r');
    expect(t.screen()).toMatch(/╰─+╯/);
  }, 60_000);

  it('asks before Ctrl+C loses a draft, keeps it on n, and says where the session is saved on quit (80x24)', async () => {
    const { t, dir } = await demo(80, 24);
    t.type('uhalf a thought');
    await t.waitFor('half a thought');
    await settled();
    t.keys('C-c');
    await t.waitFor('Quit and lose what you typed?');
    await settled();
    t.type('n');
    await t.waitFor((screen) => screen.includes('half a thought') && !screen.includes('Quit and lose'));
    await settled();
    t.keys('Escape');
    await t.waitFor('? help · q quit');
    await settled();
    t.type('q');
    // agon runs here as `node …/main.js`, so the command names that script (npm start's is in leave-and-return)
    const screen = await t.waitFor('Saved as 001-');
    expect(screen).toContain(savedLine('001-redis-or-memcached-for-our-session-cache', { env: {}, script: AGON, cwd: dir }));
  }, 60_000);
});
