// Loose ends: what a killed agon left in the sessions folder is cleaned (and what a live one holds
// is not); a lock whose pid now names another process is taken over, a live one says how to break
// it; a 10 MB move keeps session.json small and comes back whole; human and script seats refuse
// options they do not take; a move that is not UTF-8 is refused, not altered; a CLI that answered
// and hung is taken at its word; a flood's raw text says how much there was; a move that cannot be
// read is refused in one line.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_BIN } from '../fixtures/agents/support.js';
import { SCRIPT } from '../fixtures/debates/redis-memcached.js';
import { Workspace } from '../helpers/cli.js';

let ws: Workspace;
let script: string;
let waiting: string;

beforeAll(async () => {
  ws = await Workspace.create();
  script = await ws.write('debate.json', { bySeat: SCRIPT });
  const run = await ws.run([
    'run',
    '--json',
    '--question',
    'Loose ends?',
    '--seat',
    `orchestrator=script:file=${script}`,
    '--seat',
    'consultee=human',
  ]);
  waiting = String(run.lines.at(-1)!.session);
});

afterAll(() => ws.remove());

const anHourAgo = new Date(Date.now() - 3_600_000);

describe('leftovers of a killed agon', () => {
  it('are removed when the folder is next used: old temp files in a session it opens, claims whose creator is gone', async () => {
    const dir = join(ws.sessions, waiting);
    await mkdir(join(dir, 'raw'), { recursive: true });
    const temps = [
      join(dir, '.session.json.0123456789abcdef.tmp'),
      join(dir, 'raw', '.feed.0123456789abcdef.tmp'),
      join(dir, '.lock.fedcba9876543210.tmp'),
    ];
    for (const file of temps) {
      await writeFile(file, 'half');
      await utimes(file, anHourAgo, anHourAgo);
    }
    const fresh = join(dir, '.transcript.md.00112233aabbccdd.tmp');
    await writeFile(fresh, 'being written');
    const claims = join(ws.sessions, '.claims');
    await mkdir(join(claims, '077'), { recursive: true });
    await writeFile(join(claims, '077', '.owner'), JSON.stringify({ pid: 2 ** 22 + 11, identity: 'gone:1' }));
    await mkdir(join(claims, '078'));
    await utimes(join(claims, '078'), anHourAgo, anHourAgo);
    await mkdir(join(claims, '079'));
    await writeFile(join(claims, '079', '.owner'), JSON.stringify({ pid: process.pid }));

    expect((await ws.run(['act', waiting, 'constrain', '--text', 'cleaned', '--reason', 'r'])).code).toBe(0);

    expect(temps.filter((f) => existsSync(f))).toEqual([]);
    // Younger than a minute: it may be a write under way.
    expect(existsSync(fresh)).toBe(true);
    expect((await readdir(claims)).sort()).toEqual(['079']);
  });
});

describe('a lock', () => {
  it('whose pid started after the lock was taken (a reused pid) is taken over', async () => {
    const lock = join(ws.sessions, waiting, 'lock');
    // Pid 1 runs, but it started after 2001: it cannot be the agon that took this lock then.
    await writeFile(lock, JSON.stringify({ pid: 1, host: hostname(), startedAt: '2001-01-01T00:00:00.000Z' }));
    const result = await ws.run(['act', waiting, 'constrain', '--text', 'reused', '--reason', 'r']);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/took over the lock .* from pid 1, which is no longer running \(that pid is now another process\)/);
  });

  it('held by a live agon says since when, and the command that breaks it', async () => {
    const lock = join(ws.sessions, waiting, 'lock');
    await writeFile(lock, JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() }));
    const result = await ws.run(['act', waiting, 'constrain', '--text', 'held', '--reason', 'r']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(
        `is open in another agon \\(pid ${process.pid}, since .* UTC\\); if no agon has it open, break the lock with: rm ${lock}\\n$`,
      ),
    );
    await writeFile(lock, '');
    await utimes(lock, anHourAgo, anHourAgo);
  });
});

describe('a 10 MB move', () => {
  it('goes to raw/ with its data, keeps session.json small, and comes back whole', async () => {
    const claim = `A long point: ${'x'.repeat(10 * 1024 * 1024)}`;
    const moved = await ws.run(['move', waiting, '--seat', 'consultee'], {
      stdin: JSON.stringify({ moves: [{ type: 'point', claim, kind: 'value' }] }),
    });
    expect([0, 3]).toContain(moved.code);
    expect((await stat(join(ws.sessions, waiting, 'session.json'))).size).toBeLessThan(64 * 1024);
    const exported = await ws.run(['export', waiting, '--format', 'json']);
    expect(exported.stdout).toContain(claim);
    expect((await ws.run(['check', waiting])).code).toBe(0);
  }, 60_000);
});

describe('seat options', () => {
  it('are refused where the kind takes none of them, and no session is made', async () => {
    const before = (await readdir(ws.sessions)).length;
    for (const seats of [
      ['orchestrator=human:bogus=1', 'consultee=human'],
      [`orchestrator=script:file=${script},bogus=1`, 'consultee=human'],
    ]) {
      const result = await ws.run(['run', '--question', 'Bogus?', ...seats.flatMap((s) => ['--seat', s])]);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^agon: seat orchestrator \((human|script)\): unknown option "bogus"/);
    }
    expect((await readdir(ws.sessions)).length).toBe(before);
  });
});

describe('a move that is not UTF-8', () => {
  it('is refused and nothing is recorded', async () => {
    const run = await ws.run([
      'run',
      '--json',
      '--question',
      'Bytes?',
      '--seat',
      `orchestrator=script:file=${script}`,
      '--seat',
      'consultee=human',
    ]);
    const id = String(run.lines.at(-1)!.session);
    const before = await readFile(join(ws.sessions, id, 'session.json'));
    const file = join(ws.dir, 'latin1.json');
    await writeFile(
      file,
      Buffer.concat([Buffer.from('{"moves":[{"type":"point","claim":"caf'), Buffer.from([0xe9]), Buffer.from('","kind":"value"}]}')]),
    );
    const result = await ws.run(['move', id, '--seat', 'consultee', '--file', file]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`agon: the move in ${file} is not valid UTF-8; save it as UTF-8 (nothing was recorded)\n`);
    expect(await readFile(join(ws.sessions, id, 'session.json'))).toEqual(before);
    expect(existsSync(join(ws.sessions, id, 'session.journal'))).toBe(false);
  });
});

describe('a move that cannot be read', () => {
  it.each([
    ['a JSON object without moves', '{"bad": 1}', '"moves" is missing (expected array)'],
    ['text that is no JSON', 'not json', 'no JSON object found in the answer'],
  ])('is refused in one line, the shape expected after a colon: %s', async (_name, content, problem) => {
    const file = await ws.write('bad-move.json', content);
    const before = await readFile(join(ws.sessions, waiting, 'session.json'));
    const result = await ws.run(['move', waiting, '--seat', 'consultee', '--file', file]);
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(`agon: the move cannot be read: ${problem}`);
    expect(result.stderr).toMatch(/: expected \{"moves": \[<move>, …\]\} with one object per move\n$/);
    expect(await readFile(join(ws.sessions, waiting, 'session.json'))).toEqual(before);
  });
});

describe('real agents at their limits', () => {
  const home = () => join(ws.dir, 'home');
  const env = () => ({ HOME: home(), PATH: `${FAKE_BIN}:${process.env.PATH}` });
  const scenario = async (name: string) => {
    await mkdir(join(home(), '.fake', 'codex'), { recursive: true });
    await writeFile(join(home(), '.fake', 'codex', 'scenario'), `${name}\n`);
  };

  it('records the answer of a CLI that printed it whole and then hung, not a timeout', async () => {
    await scenario('linger');
    const run = await ws.run(
      [
        'run',
        '--json',
        '--max-rounds',
        '1',
        '--question',
        'Answered and hung?',
        '--seat',
        'orchestrator=human',
        '--seat',
        'consultee=codex:timeout=1',
      ],
      { env: env() },
    );
    const events = run.lines.filter((l) => l.kind === 'event').map((l) => l.event as { type: string; data: Record<string, unknown> });
    expect(events.filter((e) => e.type === 'agent.failed')).toEqual([]);
    expect(events.find((e) => e.type === 'agent.responded')?.data).toMatchObject({ seat: 'consultee', stoppedAfterAnswer: true });
  }, 30_000);

  it('keeps one truncation marker in a flood’s raw text, which says exactly how much there was', async () => {
    await scenario('flood');
    const run = await ws.run(
      [
        'run',
        '--json',
        '--max-rounds',
        '1',
        '--question',
        'Flooded?',
        '--seat',
        'orchestrator=human',
        '--seat',
        'consultee=codex:timeout=30',
      ],
      { env: env() },
    );
    const failed = run.lines
      .map((l) => l.event as { type: string; data: { rawRef?: string } } | undefined)
      .find((e) => e?.type === 'agent.failed');
    const raw = readFileSync(join(ws.sessions, String(run.lines.at(-1)!.session), 'raw', `${failed!.data.rawRef}.txt`), 'utf8');
    expect(raw.match(/\[agon: [^\]]*\]/g)).toEqual([
      expect.stringMatching(/^\[agon: output truncated: kept the first \d+ of 52428800 bytes; the call failed as "output too large"\]$/),
    ]);
  }, 30_000);
});
