// The output policy on every surface of the command line: a hostile question, hostile agent
// answers (in their prose and inside their moves) and a hostile person's move go through run, show,
// list, move, act, every export and transcript.md. Text for people carries no raw control,
// format or separator character; --json carries them only as \u escapes, and reads back the same.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION } from '../fixtures/debates/redis-memcached.js';
import { HOSTILE, HOSTILE_PIECES, hostileScript, rawInJson, rawInPlain } from '../fixtures/hostile.js';
import { type CliResult, Workspace } from '../helpers/cli.js';

let ws: Workspace;
let full: string;
let human: string;
const question = `${QUESTION} ${HOSTILE}`;

/** A whole JSON document, or one value per line. */
function parsed(stdout: string): unknown {
  try {
    return JSON.parse(stdout);
  } catch {
    return stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as unknown);
  }
}

function holds(value: unknown, text: string): boolean {
  if (typeof value === 'string') return value.includes(text);
  if (value && typeof value === 'object') return Object.values(value).some((v) => holds(v, text));
  return false;
}

const plain = (r: CliResult) => [...rawInPlain(r.stdout).map((m) => `stdout ${m}`), ...rawInPlain(r.stderr).map((m) => `stderr ${m}`)];

beforeAll(async () => {
  ws = await Workspace.create();
  const script = await ws.write('hostile.json', { bySeat: hostileScript() });
  const seats = ['orchestrator', 'consultee', 'arbiter'].flatMap((s) => ['--seat', `${s}=script:file=${script}`]);
  const done = await ws.run(['run', '--json', '--high-stakes', '--question', question, ...seats]);
  full = String(done.lines.at(-1)!.session);
  const waiting = await ws.run([
    'run',
    '--json',
    '--question',
    question,
    '--seat',
    `orchestrator=script:file=${script}`,
    '--seat',
    'consultee=human',
  ]);
  human = String(waiting.lines.at(-1)!.session);
}, 60_000);

afterAll(() => ws.remove());

describe('text for people', () => {
  it('agon run prints no raw hostile character', async () => {
    const script = join(ws.dir, 'hostile.json');
    const result = await ws.run([
      'run',
      '--max-rounds',
      '3',
      '--question',
      question,
      '--seat',
      `orchestrator=script:file=${script}`,
      '--seat',
      `consultee=script:file=${script}`,
    ]);
    expect(result.stdout).toContain('<U+202E>');
    expect(plain(result)).toEqual([]);
  });

  it.each([
    ['show', () => ['show', full]],
    ['show, where the human seat is asked', () => ['show', human]],
    ['list', () => ['list']],
    ['export md', () => ['export', full, '--format', 'md']],
    ['export argdown', () => ['export', full, '--format', 'argdown']],
    ['export dot', () => ['export', full, '--format', 'dot']],
  ])('agon %s prints no raw hostile character', async (_name, args) => {
    const result = await ws.run(args());
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/<U\+202E>|\^\[/);
    expect(plain(result)).toEqual([]);
  });

  it('agon export -o writes a file with no raw hostile character', async () => {
    for (const format of ['md', 'argdown', 'dot']) {
      const file = join(ws.dir, `out.${format}`);
      expect((await ws.run(['export', full, '--format', format, '-o', file])).code).toBe(0);
      expect(rawInPlain(await readFile(file, 'utf8')), format).toEqual([]);
    }
  });

  it('transcript.md holds no raw hostile character', async () => {
    const transcript = await readFile(join(ws.sessions, full, 'transcript.md'), 'utf8');
    expect(transcript).toContain('<U+E0049>');
    expect(rawInPlain(transcript)).toEqual([]);
  });

  it('agon move and agon act print a person’s hostile text, and the errors quoting it, plainly', async () => {
    const move = JSON.stringify({ moves: [{ type: 'point', claim: `Mine ${HOSTILE}`, kind: 'value' }] });
    const moved = await ws.run(['move', human, '--seat', 'consultee'], { stdin: move });
    expect(plain(moved)).toEqual([]);
    const refused = await ws.run(['act', human, `bogus${HOSTILE}`, '--text', HOSTILE]);
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(plain(refused)).toEqual([]);
  });
});

describe('--json', () => {
  it.each([
    [
      'run',
      () => [
        'run',
        '--json',
        '--max-rounds',
        '2',
        '--question',
        question,
        '--seat',
        `orchestrator=script:file=${join(ws.dir, 'hostile.json')}`,
        '--seat',
        `consultee=script:file=${join(ws.dir, 'hostile.json')}`,
      ],
    ],
    ['show', () => ['show', full, '--json']],
    ['list', () => ['list', '--json']],
    ['export json', () => ['export', full, '--format', 'json']],
  ])('agon %s escapes C1, bidi, tag and separator characters as \\u escapes, and reads back the same', async (_name, args) => {
    const result = await ws.run(args());
    expect([0, 3]).toContain(result.code);
    expect(rawInJson(result.stdout)).toEqual([]);
    expect(result.stdout).toMatch(/\\u009b|\\u202e|\\udb40\\udc49/);
    // The escapes change nothing a parser reads: the hostile characters come back as they were.
    const back = parsed(result.stdout);
    for (const piece of [HOSTILE_PIECES.c1Csi, HOSTILE_PIECES.bidi, HOSTILE_PIECES.tags]) expect(holds(back, piece)).toBe(true);
  });
});
