// agon export --format argdown|dot end to end: the scripted debate's argument map, from disk.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUESTION, SCRIPT } from '../fixtures/debates/redis-memcached.js';
import { Workspace } from '../helpers/cli.js';

let ws: Workspace;
let id: string;

beforeAll(async () => {
  ws = await Workspace.create();
  const script = await ws.write('debate.json', { bySeat: SCRIPT });
  const seats = ['orchestrator', 'consultee', 'arbiter'].flatMap((seat) => ['--seat', `${seat}=script:file=${script}`]);
  const result = await ws.run(['run', '--question', QUESTION, '--high-stakes', '--json', ...seats]);
  id = String(result.lines.at(-1)!.session);
});

describe('agon export of the argument map', () => {
  it('writes Argdown: every argument with its grounded label, relations under their targets', async () => {
    const result = await ws.run(['export', id, '--format', 'argdown']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`title: ${JSON.stringify(QUESTION)}`);
    expect(result.stdout).toMatch(/<P1>: Redis fits a session cache better[^\n]* #point #agreed #IN /);
    expect(result.stdout).toMatch(/<P3>: [^\n]*\n {2}- <C1>\n/);
    expect(result.stdout).toContain('// not an argument: P4 (out of scope: not weighed)');
  });

  it('writes Graphviz to a file with -o', async () => {
    const out = join(ws.dir, 'map.dot');
    expect((await ws.run(['export', id, '--format', 'dot', '-o', out])).code).toBe(0);
    const text = await readFile(out, 'utf8');
    expect(text).toMatch(/^digraph agon \{\n/);
    expect(text).toContain('"C7" -> "P1" [color="#c62828", arrowhead=tee, style=dashed, label="undercut"];');
  });

  it('names the new formats when refusing an unknown one', async () => {
    const result = await ws.run(['export', id, '--format', 'svg']);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe('agon: export: --format must be one of md, json, argdown, dot, not "svg"');
  });
});
