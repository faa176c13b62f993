// The consensus protocol through the built command line: its demo, its seats filled with the
// challenger CLIs found on this machine (fakes here), a debate refused with the fix when no
// challenger can sit, and a session the person reads, edits and steers with show, act, move, step.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { FAKE_ANSWERS, FAKE_QUESTION } from '../../fixtures/agents/fake-consensus.js';
import { FAKE_BIN, scratch } from '../../fixtures/agents/support.js';
import { Workspace } from '../../helpers/cli.js';

let ws: Workspace;
beforeEach(async () => {
  ws = await Workspace.create();
});

/** A HOME whose fake CLIs answer the scripted debate, and a PATH that finds them. */
async function fakes(): Promise<NodeJS.ProcessEnv> {
  const home = await scratch('agon-home-');
  for (const [cli, answers] of Object.entries(FAKE_ANSWERS)) {
    const dir = join(home, '.fake', cli);
    await mkdir(join(dir, 'answers'), { recursive: true });
    await writeFile(join(dir, 'scenario'), 'script\n');
    for (const [i, answer] of answers.entries()) await writeFile(join(dir, 'answers', `${i + 1}.txt`), answer);
  }
  return { HOME: home, PATH: `${FAKE_BIN}:${process.env.PATH ?? '/usr/bin:/bin'}` };
}

describe('the consensus protocol through the command line', () => {
  it('lists its seats, their default agents and its options in agon --help', async () => {
    const help = await ws.run(['--help']);
    expect(help.stdout).toContain('architect (optional) [default: gemini, when usable]: challenges from scaling, complexity and design');
    expect(help.stdout).toMatch(/--max-rounds N\s+rounds of confrontation and rebuttal before the trade-off report \(default 5\)/);
    expect(help.stdout).toMatch(/--min-challengers N\s+challengers that must take part and answer, or the debate aborts \(default 1\)/);
  });

  it('plays its bundled demo with no agent installed, to the trade-off report', async () => {
    const demo = await ws.run(['demo', 'consensus', '--headless'], { env: { PATH: '/nonexistent' } });
    expect(demo.code).toBe(0);
    expect(demo.stdout).toContain('## DEBATE OUTCOME: TRADEOFF');
    expect(demo.stdout).toContain('└── Changed because: Adversary found topics carry personal data with no ACLs');
  });

  it('seats gemini, codex and qwen as the challengers and claude as the proposer when they are usable, and says so', async () => {
    const run = await ws.run(['run', '--protocol', 'consensus', '--question', FAKE_QUESTION, '--timeout', '30'], { env: await fakes() });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Seat proposer: claude \(its default, usable here\)\.\nSeat architect: gemini \(its default, usable here\)\.\nSeat operator: codex \(its default, usable here\)\.\nSeat adversary: qwen \(its default, usable here\)\.\n/,
    );
    expect(run.stdout).toContain('CONSENSUS after 1 round(s) (every dissent resolved), confidence HIGH');
    const id = /Session (\S+) created\./.exec(run.stdout)![1]!;
    const doc = await ws.doc(id);
    expect((doc as unknown as { config: { seats: unknown } }).config.seats).toEqual({
      proposer: { kind: 'claude' },
      architect: { kind: 'gemini' },
      operator: { kind: 'codex' },
      adversary: { kind: 'qwen' },
    });
  });

  it('refuses a debate no challenger can sit in, naming the fix, and writes nothing', async () => {
    const run = await ws.run(['run', '--protocol', 'consensus', '--question', 'Q?', '--seat', 'proposer=human'], {
      env: { PATH: '/nonexistent' },
    });
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('Seat architect: none of its defaults (gemini) is usable here, so it stays empty; see `agon doctor`.');
    expect(run.stderr).toBe(
      'agon: invalid session options: seats: no challenger can sit: none of gemini, codex, qwen is usable here (see `agon doctor`); install one, or seat any agent with --seat architect=KIND (operator, adversary likewise)\n',
    );
    expect((await ws.run(['list'])).stdout).toContain('No saved sessions');
  });

  it('lets the person read and rewrite a persona before round 1, state the opening, and override a verdict into a fast exit', async () => {
    const script = await ws.write('script.json', {
      bySeat: {
        architect: [
          {
            verdict: 'agree',
            summary: 'The design scales: sessions shard by user and the load stays flat.',
            points: [{ aspect: 'scaling', point: 'Per-user sharding keeps every node under a tenth of the load.' }],
          },
        ],
        operator: [
          {
            verdict: 'disagree',
            objection_strength: 'strong',
            summary: 'Failover is untested.',
            points: [{ aspect: 'failover', point: 'No drill.' }],
          },
        ],
      },
    });
    const seats = ['--seat', 'proposer=human', '--seat', `architect=script:file=${script}`, '--seat', `operator=script:file=${script}`];
    const run = await ws.run(['run', '--protocol', 'consensus', '--question', 'Keep Redis for sessions?', ...seats]);
    expect(run.code).toBe(3);
    const id = '001-keep-redis-for-sessions';
    const shown = await ws.run(['show', id, '--json']);
    const rows = (shown.lines[0]!.view as { record: { rows: { id: string; text: string }[] } }).record.rows;
    expect(rows.map((r) => r.id)).toEqual(['architect', 'operator']);
    const edit = await ws.run([
      'act',
      id,
      'edit-persona',
      '--item',
      'operator',
      '--text',
      '# Persona: the Operator — pager veteran\nYou ran Redis through three outages.\n- failover drills',
    ]);
    expect(edit.code).toBe(0);
    const opening = await ws.write('opening.json', { position: 'Keep Redis, sharded by user.', confidence: 'HIGH' });
    expect((await ws.run(['move', id, '--seat', 'proposer', '--file', opening])).code).toBe(3);
    const late = await ws.run(['act', id, 'edit-persona', '--item', 'operator', '--text', '# x\ny']);
    expect(late.code).toBe(2);
    expect(late.stderr).toMatch(/"edit-persona" is not available now/);
    const override = await ws.run([
      'act',
      id,
      'override-verdict',
      '--item',
      'V2',
      '--value',
      'agree',
      '--reason',
      'we ran the drill last week',
    ]);
    expect(override.code).toBe(0);
    expect(override.stdout).toContain('Consensus check, round 1: every challenger agrees (Architect, Operator): fast exit.');
    const final = await ws.run(['show', id]);
    expect(final.stdout).toContain('CONSENSUS after 1 round(s) (fast exit: all agree), confidence MEDIUM');
    const doc = await ws.doc(id);
    expect(doc.events.filter((e) => e.type.startsWith('human.')).map((e) => e.type)).toEqual([
      'human.edit-persona',
      'human.override-verdict',
    ]);
  });
});
