// agon af end to end: the built CLI reads framework files and answers in ICCMA style.
import { beforeAll, describe, expect, it } from 'vitest';
import { Workspace } from '../helpers/cli.js';

let ws: Workspace;

// Floating acceptance [Baroni, Caminada & Giacomin 2011]: a and b attack each other and both
// attack c, which attacks d.
const APX = 'arg(a).\narg(b).\narg(c).\narg(d).\natt(a,b).\natt(b,a).\natt(a,c).\natt(b,c).\natt(c,d).\n';
const TGF = 'a\nb\nc\nd\n#\na b\nb a\na c\nb c\nc d\n';
const I23 = 'p af 4\n1 2\n2 1\n1 3\n2 3\n3 4\n';

beforeAll(async () => {
  ws = await Workspace.create();
  await ws.write('float.apx', APX);
  await ws.write('float.tgf', TGF);
  await ws.write('float.af', I23);
  await ws.write('float.txt', APX);
  await ws.write('odd.apx', 'arg(a).\narg(b).\narg(c).\natt(a,b).\natt(b,c).\natt(c,a).\n');
  await ws.write('bad.apx', 'arg(a).\narg(b).\natt(a b).\n');
  const clique = [
    'p af 300',
    ...Array.from({ length: 300 }, (_, a) =>
      Array.from({ length: 300 }, (_, b) => (a === b ? '' : `${a + 1} ${b + 1}`)).filter(Boolean),
    ).flat(),
  ];
  await ws.write('clique.af', `${clique.join('\n')}\n`);
});

const af = (...args: string[]) => ws.run(['af', ...args]);

describe('answers in the ICCMA 2019 style for apx and tgf', () => {
  it.each([
    ['grounded', 'SE', '[]'],
    ['preferred', 'SE', '[a,d]'],
    ['preferred', 'EE', '[[a,d],[b,d]]'],
    ['complete', 'EE', '[[a,d],[b,d],[]]'],
    ['stable', 'EE', '[[a,d],[b,d]]'],
    ['grounded', 'EE', '[[]]'],
  ])('%s %s on the floating-acceptance framework prints %s', async (semantics, task, out) => {
    expect(await af('float.apx', '--semantics', semantics, '--task', task)).toMatchObject({ code: 0, stdout: `${out}\n`, stderr: '' });
  });

  it('reads tgf to the same answer as apx', async () => {
    expect((await af('float.tgf', '--semantics', 'preferred', '--task', 'EE')).stdout).toBe('[[a,d],[b,d]]\n');
  });

  it('answers DC and DS with YES or NO: d is skeptically preferred, a only credulously', async () => {
    const answers = [];
    for (const [task, arg] of [
      ['DS', 'd'],
      ['DS', 'a'],
      ['DC', 'a'],
      ['DC', 'c'],
    ])
      answers.push((await af('float.apx', '--semantics', 'preferred', '--task', task!, '--arg', arg!)).stdout);
    expect(answers).toEqual(['YES\n', 'NO\n', 'YES\n', 'NO\n']);
  });

  it('prints NO alone for SE when there is no stable extension, and [] for EE', async () => {
    expect((await af('odd.apx', '--semantics', 'stable')).stdout).toBe('NO\n');
    expect((await af('odd.apx', '--semantics', 'stable', '--task', 'EE')).stdout).toBe('[]\n');
  });
});

describe('answers in the ICCMA 2023 style for the 2023 format', () => {
  it('prints an extension as a w line of argument numbers, one line per extension for EE', async () => {
    expect((await af('float.af', '--semantics', 'preferred')).stdout).toBe('w 1 4\n');
    expect((await af('float.af', '--semantics', 'preferred', '--task', 'EE')).stdout).toBe('w 1 4\nw 2 4\n');
    expect((await af('float.af', '--semantics', 'ST', '--task', 'DS', '--arg', '4')).stdout).toBe('YES\n');
  });

  it('reads a file whose extension says nothing when --format is given', async () => {
    expect((await af('float.txt', '--format', 'apx', '--semantics', 'grounded')).stdout).toBe('[]\n');
  });
});

describe('errors', () => {
  it.each([
    [['float.apx'], /--semantics is required/],
    [['float.apx', '--semantics', 'ideal'], /unknown semantics "ideal"/],
    [['float.apx', '--semantics', 'stable', '--task', 'CE'], /unknown task "CE"/],
    [['float.apx', '--semantics', 'stable', '--task', 'DC'], /--task DC needs --arg A/],
    [['float.apx', '--semantics', 'stable', '--arg', 'a'], /--arg is for the tasks DC and DS/],
    [['float.apx', '--semantics', 'stable', '--format', 'json'], /unknown format "json"/],
    [['float.txt', '--semantics', 'stable'], /cannot tell the format of float.txt/],
    [['float.apx', '--semantics', 'stable', '--task', 'DS', '--arg', 'z'], /--arg z is not an argument of float.apx/],
    [['bad.apx', '--semantics', 'grounded'], /bad.apx is not a valid apx file: line 3: expected att\(a,b\)\./],
  ])('exits 2 with one line for bad usage or a malformed file: %j', async (args, message) => {
    const result = await af(...args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(message);
  });

  it('exits 1 with one line for a file it cannot read', async () => {
    const result = await af('missing.apx', '--semantics', 'grounded');
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('agon: af: cannot read missing.apx (ENOENT)');
  });

  it('exits 1 with one line naming the limit when the exact search would exceed it', async () => {
    const result = await af('clique.af', '--semantics', 'preferred');
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^agon: af: the framework has a strongly connected component of 300 undecided arguments; the exact preferred search handles at most 256$/,
    );
    expect((await af('clique.af', '--semantics', 'grounded')).stdout).toBe('w\n');
  });

  it('prints its help with --help', async () => {
    const result = await af('--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('agon af FILE --semantics grounded|complete|preferred|stable');
  });
});
