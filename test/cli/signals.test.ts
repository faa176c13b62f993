// Signals and orphans, with real processes: agon runs two fake Codex agents at once, each of which
// starts descendants that try every way out of the process group (test/fixtures/agents/fake-lib.sh,
// "hang-tree"). SIGTERM, SIGHUP and SIGINT end agon with what finished saved, every agent process
// gone and the lock released; after SIGKILL, whoever next takes the session's lock ends what agon
// left running.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alive, FAKE_BIN, waitUntil } from '../fixtures/agents/support.js';
import { jsonLines, Workspace } from '../helpers/cli.js';

let ws: Workspace;
let env: NodeJS.ProcessEnv;
const pidsFile = () => join(ws.dir, 'home', '.fake', 'codex', 'tree.pids');

beforeAll(async () => {
  ws = await Workspace.create();
  await mkdir(join(ws.dir, 'home', '.fake', 'codex'), { recursive: true });
  env = { HOME: join(ws.dir, 'home'), PATH: `${FAKE_BIN}:${process.env.PATH}` };
});

afterAll(async () => {
  // Whatever a failed test left behind.
  for (const pid of treePids()) if (alive(pid)) process.kill(pid, 'SIGKILL');
  await ws.remove();
});

function treePids(): number[] {
  return existsSync(pidsFile()) ? readFileSync(pidsFile(), 'utf8').trim().split('\n').filter(Boolean).map(Number) : [];
}

/** Starts `agon run` with both opening seats on hanging fake Codex CLIs, and waits until all eight agent processes run. */
async function runWithAgents(question: string) {
  await writeFile(join(ws.dir, 'home', '.fake', 'codex', 'scenario'), 'hang-tree\n');
  await writeFile(pidsFile(), '');
  const child = ws.spawn(
    [
      'run',
      '--json',
      '--framing',
      'compare',
      '--question',
      question,
      '--seat',
      'orchestrator=codex:timeout=600',
      '--seat',
      'consultee=codex:timeout=600',
    ],
    { env },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on('exit', (code, signal) => done({ code, signal })),
  );
  expect(await waitUntil(() => treePids().length === 8, 15_000), `agents did not start: ${stderr}`).toBeGreaterThanOrEqual(0);
  return { child, exited, out: () => ({ stdout, stderr }), pids: treePids() };
}

const sessionOf = (stdout: string) => String(jsonLines(stdout)[0]?.session);

describe.each([
  ['SIGTERM', 143],
  ['SIGHUP', 129],
  ['SIGINT', 130],
] as const)('%s', (signal, code) => {
  it(`ends agon with ${code}: every agent process gone, the lock released, the cancellation saved`, async () => {
    const run = await runWithAgents(`Stopped by ${signal}?`);
    run.child.kill(signal);
    const { code: exitCode, signal: killedBy } = await run.exited;
    const { stdout, stderr } = run.out();
    expect(killedBy).toBeNull();
    expect(exitCode).toBe(code);
    expect(
      await waitUntil(() => run.pids.every((p) => !alive(p)), 2000),
      `still running: ${run.pids.filter(alive).join(', ')}`,
    ).toBeGreaterThanOrEqual(0);
    const id = sessionOf(stdout);
    expect(existsSync(join(ws.sessions, id, 'lock'))).toBe(false);
    expect(jsonLines(stdout).at(-1)).toMatchObject({ kind: 'cancelled', signal });
    expect((await ws.doc(id)).events.map((e) => e.type)).toEqual([
      'seat.prepared',
      'seat.prepared',
      'agent.requested',
      'agent.requested',
      'run.cancelled',
    ]);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  }, 30_000);
});

describe('a signal while a command starts', () => {
  it('exits 130 with one line and leaves nothing behind', async () => {
    // `agon move` reads the move from stdin before it opens anything: it waits there.
    const child = ws.spawn(['move', '001-nothing', '--seat', 'consultee'], { env, stdin: 'pipe' });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    await new Promise((r) => setTimeout(r, 1500));
    child.kill('SIGINT');
    const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
      child.on('exit', (c, s) => done({ code: c, signal: s })),
    );
    expect(exit).toEqual({ code: 130, signal: null });
    expect(stderr).toBe('agon: interrupted (SIGINT)\n');
  });

  it("is handled from the first line agon runs: nothing but Node's own modules loads before the handlers", async () => {
    const dir = join(import.meta.dirname, '../../dist/src/cli');
    // The ES build: the chunks a file imports statically name the modules they hold, esbuild's
    // own helpers aside; every import of theirs is one of Node's own modules, which its start-up has
    // already loaded.
    const staticImports = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/^import\s+(?:.* from\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
    const held = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^\/\/ (dist\/\S+\.js)$/gm)].map((m) => m[1]);
    const chunksOf = (file: string) =>
      staticImports(file)
        .filter((name) => !name.startsWith('node:'))
        .map((name) => join(dirname(file), name));
    const entry = join(dir, 'main.js');
    // The entry holds only the Node version check, the choice of build, the V8 tuning and the code-cache loader.
    expect(held(entry)).toEqual([
      'dist/src/cli/node-version.js',
      'dist/src/cli/code-cache.js',
      'dist/src/cli/v8-tuning.js',
      'dist/src/cli/main.js',
    ]);
    expect(chunksOf(entry).flatMap(held)).toEqual([]);
    const app = join(dir, 'chunks', readdirSync(join(dir, 'chunks')).find((name) => /^app-\w+\.js$/.test(name))!);
    expect(chunksOf(app).flatMap(held)).toEqual(['dist/src/system/shutdown.js']);
    for (const file of [...chunksOf(entry), ...chunksOf(app)]) expect(chunksOf(file)).toEqual([]);
    // The headless bundle starts the same module, app.js, whose first import is the handlers.
    expect(staticImports(join(dir, 'app.js'))).toEqual(['../system/shutdown.js']);
  });
});

describe('SIGKILL', () => {
  it('leaves agents running until the next agon takes the lock over, which ends them first', async () => {
    const run = await runWithAgents('Killed outright?');
    const id = sessionOf(run.out().stdout);
    run.child.kill('SIGKILL');
    await run.exited;
    // Nothing can run in a process killed this way: its agents outlive it for now.
    expect(run.pids.filter(alive)).toHaveLength(8);
    const next = await ws.run(['rm', id], { env });
    expect(next.code).toBe(0);
    // Each fake is a shell with four sleeps: the three recorded descendants and its own foreground one.
    expect(next.stderr).toMatch(
      /took over the lock of session \S+ from pid \d+, which is no longer running, and ended 10 agent processes it had left running/,
    );
    expect(
      await waitUntil(() => run.pids.every((p) => !alive(p)), 2000),
      `still running: ${run.pids.filter(alive).join(', ')}`,
    ).toBeGreaterThanOrEqual(0);
  }, 30_000);
});
