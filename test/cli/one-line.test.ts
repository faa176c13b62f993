// One line, never a trace: a reader that goes away (EPIPE), a full disk (a real tmpfs, in a
// private mount namespace), forks of damaged sessions, symlinks planted in a session, FIFOs named as
// persona, script or cited file, an export to a folder that is not there, a negative number. Each
// is one line on stderr, and leaves no lock, no half-made session and no hung agon behind.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, symlink, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRIPT } from '../fixtures/debates/redis-memcached.js';
import { AGON, type CliResult, Workspace } from '../helpers/cli.js';

let ws: Workspace;
let script: string;

beforeAll(async () => {
  ws = await Workspace.create();
  script = await ws.write('debate.json', { bySeat: SCRIPT });
});

afterAll(() => ws.remove());

const TRACE = /^\s+at |internal error|node:internal/m;
const oneLine = (r: CliResult) => {
  expect(r.stderr).not.toMatch(TRACE);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
};
const sessions = async () => (await readdir(ws.sessions).catch(() => [] as string[])).filter((d) => /^\d{3}-/.test(d)).sort();
const seats = (extra = '') => ['--seat', `orchestrator=script:file=${script}${extra}`, '--seat', `consultee=script:file=${script}${extra}`];

/** Runs agon with stdout read until the first line, then closed, as `| head -1` does. */
function firstLineThenClose(args: string[]): Promise<{ code: number | null; stderr: string; first: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [AGON, ...args], {
      cwd: ws.dir,
      env: { ...process.env, AGON_SESSIONS_DIR: ws.sessions },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let first = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString('utf8');
      if (!first && out.includes('\n')) {
        first = out.slice(0, out.indexOf('\n'));
        child.stdout.destroy();
      }
    });
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('exit', (code) => done({ code, stderr, first }));
  });
}

describe('a reader that goes away (EPIPE)', () => {
  it('stops agon run --json | head -1 in one line: what finished saved, the lock released, exit 141', async () => {
    const result = await firstLineThenClose(['run', '--json', '--question', 'Closed early?', ...seats(',delay=0.3')]);
    expect(result.code).toBe(141);
    expect(result.stderr).not.toMatch(TRACE);
    expect(result.stderr).toBe('agon: the output was closed: stopping the agents and saving what finished\n');
    const id = String((JSON.parse(result.first) as { session: string }).session);
    expect(existsSync(join(ws.sessions, id, 'lock'))).toBe(false);
    expect((await ws.doc(id)).events.at(-1)!.type).toBe('run.cancelled');
  });

  it('ends agon show | head -1 quietly: 141 when a write meets the closed pipe, 0 when all was written first', async () => {
    const [id] = await sessions();
    const result = await firstLineThenClose(['show', id!]);
    // A short report can fit in the pipe before the reader goes, as with a real `| head -1`.
    expect([0, 141]).toContain(result.code);
    expect(result.stderr).toBe('');
  });
});

describe('damaged or planted session files', () => {
  let id: string;
  beforeAll(async () => {
    const made = await ws.run(['run', '--json', '--max-rounds', '1', '--question', 'Planted?', ...seats()]);
    id = String(made.lines.at(-1)!.session);
  });

  it('refuses to fork a session with a missing or a symlinked raw text, and makes no session', async () => {
    const dir = join(ws.sessions, id);
    const ref = (await ws.doc(id)).events.find((e) => e.type === 'agent.responded')!.data.rawRef as string;
    const raw = join(dir, 'raw', `${ref}.txt`);
    const aside = join(ws.dir, 'aside.txt');
    await rename(raw, aside);
    const before = await sessions();
    const missing = await ws.run(['fork', id]);
    oneLine(missing);
    await symlink(aside, raw);
    const linked = await ws.run(['fork', id]);
    oneLine(linked);
    expect(linked.stderr).toMatch(/refusing to follow the symlink/);
    expect(await sessions()).toEqual(before);
    await rename(aside, raw);
  });

  it('refuses a symlinked raw/ or transcript.md in one line before anything is written', async () => {
    const dir = join(ws.sessions, id);
    await rename(join(dir, 'raw'), join(dir, 'raw.real'));
    await symlink('raw.real', join(dir, 'raw'));
    for (const args of [
      ['step', id],
      ['show', id],
      ['act', id, 'constrain', '--text', 'x'],
    ])
      oneLine(await ws.run(args));
    await unlink(join(dir, 'raw'));
    await rename(join(dir, 'raw.real'), join(dir, 'raw'));
    await rename(join(dir, 'transcript.md'), join(ws.dir, 'transcript.md'));
    await symlink(join(ws.dir, 'transcript.md'), join(dir, 'transcript.md'));
    const before = await readFile(join(dir, 'session.json'));
    const act = await ws.run(['act', id, 'constrain', '--text', 'x']);
    expect(act.code).toBe(1);
    oneLine(act);
    expect(await readFile(join(dir, 'session.json'))).toEqual(before);
    expect(existsSync(join(dir, 'session.journal'))).toBe(false);
  });
});

describe('a FIFO named as a file to read', () => {
  it('is refused at once as a persona, a script or a cited file, never waited on', async () => {
    const fifo = join(ws.dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    await mkdir(join(ws.dir, 'project'));
    execFileSync('mkfifo', [join(ws.dir, 'project', 'cited.md')]);
    const cite = await ws.write('cite.json', {
      bySeat: {
        consultee: [
          JSON.stringify({
            moves: [
              {
                type: 'point',
                claim: 'It says so',
                kind: 'empirical',
                evidence: [{ type: 'textual', source: 'cited.md:1', quote: 'so', detail: 'd' }],
              },
            ],
          }),
        ],
      },
    });
    const started = Date.now();
    const persona = await ws.run(
      ['run', '--question', 'Persona?', '--seat', `orchestrator=script:file=${script}`, '--seat', `consultee=codex:persona=${fifo}`],
      { env: { PATH: `${join(import.meta.dirname, '../fixtures/bin')}:${process.env.PATH}` } },
    );
    expect(persona.code).toBe(1);
    oneLine(persona);
    expect(persona.stderr).toMatch(/persona file .*fifo is not a regular file/);
    const scripted = await ws.run([
      'run',
      '--question',
      'Script?',
      '--seat',
      `orchestrator=script:file=${fifo}`,
      '--seat',
      'consultee=human',
    ]);
    oneLine(scripted);
    expect(scripted.stderr).toMatch(/script file: .*fifo is not a regular file/);
    const cited = await ws.run([
      'run',
      '--json',
      '--workdir',
      'project',
      '--max-rounds',
      '1',
      '--question',
      'Cited?',
      '--seat',
      `orchestrator=script:file=${script}`,
      '--seat',
      `consultee=script:file=${cite}`,
    ]);
    const check = cited.lines.find((l) => (l.event as { type?: string } | undefined)?.type === 'evidence.checked');
    expect((check!.event as { data: { result: string; detail: string } }).data).toMatchObject({
      result: 'unreadable',
      detail: expect.stringMatching(/cited\.md is not a regular file/),
    });
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);
});

describe('usage and output errors', () => {
  it('says why export -o could not write, and what --max-rounds -1 should be', async () => {
    const [id] = await sessions();
    const exported = await ws.run(['export', id!, '--format', 'md', '-o', join(ws.dir, 'nowhere', 'x.md')]);
    expect(exported.code).toBe(1);
    expect(exported.stderr).toMatch(/^agon: cannot write .*x\.md: ENOENT \(no such file or directory\)\n$/);
    const negative = await ws.run(['run', '--question', 'q', '--max-rounds', '-1', ...seats()]);
    expect(negative.code).toBe(2);
    expect(negative.stderr).toBe('agon: --max-rounds must be a whole number from 1 to 50, not "-1"\n');
  });
});

/** Can this machine give a test a private mount namespace with a tmpfs (root, or user namespaces)? */
function canMount(): boolean {
  try {
    execFileSync('unshare', ['-rm', 'sh', '-c', 'mount -t tmpfs -o size=64k tmpfs /mnt'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe.runIf(canMount())('a full disk (a 2 MB tmpfs)', () => {
  it('fails every command in one line, never leaves a lock or a half-made session, and agon rm frees space', async () => {
    const disk = join(ws.dir, 'disk');
    await mkdir(disk);
    const shell = join(ws.dir, 'full.sh');
    // Inside a private mount namespace: a small tmpfs for the sessions, one session made, the rest
    // of the disk filled, then each command; every result is printed for the test to read.
    await writeFile(
      shell,
      [
        'set -u',
        `mount -t tmpfs -o size=2m tmpfs ${disk}`,
        `export AGON_SESSIONS_DIR=${disk}`,
        `agon() { "${process.execPath}" "${AGON}" "$@"; }`,
        `agon run --question "Full?" --seat orchestrator=script:file=${script} --seat consultee=human >/dev/null 2>&1`,
        `dd if=/dev/zero of=${disk}/filler bs=4k >/dev/null 2>&1`,
        `report() { echo "=== $1 $2"; cat err; echo "--- locks $(find ${disk} -name lock | wc -l) sessions $(ls ${disk} | grep -c "^0")"; }`,
        'agon act 001 constrain --text t --reason r >/dev/null 2>err; report act $?',
        'echo \'{"moves":[]}\' | agon move 001 --seat consultee >/dev/null 2>err; report move $?',
        'agon step 001 >/dev/null 2>err; report step $?',
        `agon run --question "Another?" --seat orchestrator=script:file=${script} --seat consultee=human >/dev/null 2>err; report run $?`,
        'agon rm 001 >/dev/null 2>err; report rm $?',
      ].join('\n'),
    );
    const out = execFileSync('unshare', ['-rm', 'bash', shell], { cwd: ws.dir, encoding: 'utf8' });
    const results = Object.fromEntries(
      out
        .split('=== ')
        .slice(1)
        .map((block) => {
          const [head, ...rest] = block.trimEnd().split('\n');
          const [name, code] = head!.split(' ');
          return [name, { code: Number(code), stderr: rest.slice(0, -1).join('\n'), tail: rest.at(-1)! }];
        }),
    );
    for (const name of ['act', 'move', 'step', 'run']) {
      expect(results[name]!.code, name).toBe(1);
      expect(results[name]!.stderr, name).toMatch(/^agon: .*ENOSPC \(no space left on the device\)$/);
      expect(results[name]!.tail, name).toBe('--- locks 0 sessions 1');
    }
    expect(results.rm).toEqual({ code: 0, stderr: '', tail: '--- locks 0 sessions 0' });
  }, 60_000);
});
