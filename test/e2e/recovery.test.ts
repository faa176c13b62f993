// Recovery in a real terminal (tmux), keys sent in bursts (one send-keys each): a spent budget lifted
// from the TUI; a failed agent tried again, replaced by another agent (in the TUI, or by `agon resume
// --seat`), or taken over by the person; a session open in another agon followed read-only and
// taken over when that agon quits.
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AGON } from '../helpers/cli.js';
import { closedPort } from '../helpers/ports.js';
import { e2eScope, settled } from '../helpers/tmux.js';

const { workspace, terminal } = e2eScope('agon-e2e-recovery-', afterEach);

async function failingConsultee(width: number, height: number) {
  const ws = await workspace();
  const t = terminal(width, height);
  t.start(
    [
      'new',
      '--question',
      'Redis or Memcached?',
      '--mode',
      'minimal',
      '--seat',
      'orchestrator=script:demo=argumentation',
      '--seat',
      `consultee=openai:base=http://127.0.0.1:${await closedPort()}/v1,model=m`,
    ],
    ws,
  );
  await t.waitFor('Press space to run a step');
  await settled();
  t.keys('Space');
  // Asked three times (after 1 s and 4 s), then the seat is failed and the debate open.
  await t.waitFor('✗ The consultee agent failed (3 tries)', 30_000);
  await settled();
  return { ws, t };
}

describe('recovery in a real terminal', () => {
  it('a spent budget is shown, and lifted from the TUI lets the debate go on (80x24)', async () => {
    const ws = await workspace();
    const t = terminal(80, 24);
    t.start(
      [
        'new',
        '--question',
        'Redis or Memcached?',
        '--budget-seconds',
        '0.01',
        '--seat',
        'orchestrator=script:demo=argumentation,delay=0.05',
        '--seat',
        'consultee=script:demo=argumentation,delay=0.05',
      ],
      ws,
    );
    await t.waitFor('Press space to run a step');
    await settled();
    t.keys('Space');
    await t.waitFor('■ Stopped — b raise or lift the budget');
    await settled();
    t.keys('Space');
    await t.waitFor('Budgets');
    await settled();
    t.type('\r\r\u0015\r'); // no token or cost budget; the time budget cleared: none
    await t.waitFor('The person sets the budgets: none.');
    await settled();
    t.keys('Space');
    const screen = await t.waitFor('r1 Round 1 closes.', 20_000);
    expect(screen).not.toContain('■ Stopped');
  }, 60_000);

  it('a failed agent is tried again on space, then given another agent from the seat menu (120x40)', async () => {
    const { ws, t } = await failingConsultee(120, 40);
    t.keys('Space');
    await t.waitFor('The person asks the consultee agent again.');
    // Asked three times more, then failed again: the step is over.
    await t.waitFor((screen) => screen.includes('✗ The consultee agent failed (3 tries)') && !screen.includes('running'), 30_000);
    const answers = join(ws.cwd, 'consultee.json');
    await writeFile(
      answers,
      JSON.stringify({
        responses: [JSON.stringify({ moves: [{ type: 'point', claim: 'Redis keeps sessions across restarts', kind: 'value' }] })],
      }),
    );
    await settled();
    t.type('s');
    await t.waitFor('Give the seat another agent');
    await settled();
    t.type('j\r');
    await t.waitFor('script: answers from a JSON file');
    await settled();
    // The kinds found on this machine come first: "script" is second from the end.
    t.type('jjjjjjjjk\r');
    await t.waitFor('The answers file:');
    await settled();
    t.type(`${answers}\r`);
    await t.waitFor('The consultee seat is now played by script');
    await settled();
    t.keys('Space');
    const screen = await t.waitFor('▸ Points (1)', 20_000);
    expect(screen).toContain('Redis keeps sessions across restarts');
    expect(screen).not.toContain('✗ The consultee agent failed');
  }, 90_000);

  it('a failed seat is taken over by the person, who answers its turn (80x24)', async () => {
    const { t } = await failingConsultee(80, 24);
    t.type('s');
    await t.waitFor('Take the seat yourself');
    await settled();
    t.type('jj\r');
    await t.waitFor('you hold the consultee seat now');
    await settled();
    t.keys('Space');
    await t.waitFor('Your turn in the consultee seat');
    await settled();
    t.type('a\r'); // add a move: Raise a point
    await t.waitFor('the claim');
    await settled();
    t.type('\rSessions must survive restarts\r');
    await t.waitFor('1. point');
    await settled();
    t.type('s');
    const screen = await t.waitFor('▸ Points (1)');
    expect(screen).toContain('Sessions must survive restarts');
    expect(screen).not.toContain('✗ The consultee agent failed');
  }, 90_000);

  it('a seat that failed headless is given another agent by `agon resume ID --seat`, and the debate goes on (80x24)', async () => {
    const ws = await workspace();
    const run = spawnSync(
      process.execPath,
      [
        AGON,
        'run',
        '--question',
        'Redis or Memcached?',
        '--mode',
        'minimal',
        '--seat',
        'orchestrator=script:demo=argumentation',
        '--seat',
        `consultee=openai:base=http://127.0.0.1:${await closedPort()}/v1,model=m`,
      ],
      { cwd: ws.cwd, env: { ...process.env, ...ws.env }, encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout).toContain('the consultee agent failed');
    await writeFile(
      join(ws.cwd, 'consultee.json'),
      JSON.stringify({
        responses: [JSON.stringify({ moves: [{ type: 'point', claim: 'Redis keeps sessions across restarts', kind: 'value' }] })],
      }),
    );

    const t = terminal(80, 24);
    t.start(['resume', '1', '--seat', 'consultee=script:file=consultee.json'], ws);
    const resumed = await t.waitFor('Redis or Memcached?');
    expect(resumed).not.toContain('✗ The consultee agent failed');
    await settled();
    t.type('\t\t'); // the Progress pane shows who plays the seat now
    await t.waitFor('consultee: script file=');
    await settled();
    t.keys('Space');
    await t.waitFor('r1 Round 1 closes.', 20_000);
    await settled();
    t.type('\t\t'); // through the transcript, back to the points
    const screen = await t.waitFor('▸ Points (1)');
    expect(screen).toContain('Redis keeps sessions');
  }, 60_000);

  it('a session open in another agon is followed read-only and becomes writable when that agon quits (100x30)', async () => {
    const ws = await workspace();
    const holder = terminal(100, 30);
    holder.start(['demo'], ws);
    await holder.waitFor('Points (0)');
    await settled();
    const reader = terminal(100, 30);
    reader.start(['resume', '1'], ws);
    await reader.waitFor('READ-ONLY');
    await settled();
    reader.keys('Space');
    await reader.waitFor('refused: another agon holds this session');

    holder.keys('Space');
    await holder.waitFor('r1 Round 1 closes.', 20_000);
    await reader.waitFor('r1 Round 1 closes.', 10_000);
    expect(reader.screen()).toContain('READ-ONLY');

    holder.keys('q');
    await reader.waitFor('it is yours to change now', 10_000);
    await settled();
    reader.keys('Space');
    const screen = await reader.waitFor('r2 Round 2 closes.', 20_000);
    expect(screen).not.toContain('READ-ONLY');
  }, 90_000);
});
