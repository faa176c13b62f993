// Start-up: what `agon --help` costs over a bare `node -e 0`, and proof that the headless commands
// never load ink or react. Every module URL a command resolves is recorded by a module.register
// resolve hook (ESM, including CJS reached by import), and at exit every key of require.cache (CJS
// reached by require, which Node 20 does not route through the hooks).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RESOLVE_HOOKS as HOOKS, inkChunks } from '../helpers/module-trace.js';
import { AGON, compareLine, compareSpawns, debateArgs, ROOT, spawnNode, tempDir, writeScript } from './support.js';

const REGISTER = `
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
const out = process.env.AGON_BENCH_TRACE;
register(new URL('./hooks.mjs', import.meta.url), { data: { out } });
process.on('exit', () => {
  const cache = createRequire(import.meta.url).cache;
  appendFileSync(out, Object.keys(cache).map((f) => 'file://' + f + '\\n').join(''));
});
`;

interface Trace {
  modules: number;
  ink: boolean;
  react: boolean;
  stdout: string;
}

function traced(dir: string, name: string, args: string[], cwd: string): Trace {
  const out = join(dir, `${name}.trace`);
  writeFileSync(out, '');
  const { stdout } = spawnNode(['--import', join(dir, 'register.mjs'), ...args], {
    cwd,
    env: { ...process.env, AGON_BENCH_TRACE: out, AGON_SESSIONS_DIR: join(dir, 'sessions') },
  });
  const urls = new Set(readFileSync(out, 'utf8').split('\n').filter(Boolean));
  // The build bundles ink and react into the TUI's chunk: loading that chunk is loading them.
  const bundled = inkChunks(AGON).map((file) => pathToFileURL(file).href);
  const has = (pkg: string) => [...urls].some((url) => url.includes(`/node_modules/${pkg}/`) || bundled.includes(url));
  return { modules: urls.size, ink: has('ink'), react: has('react'), stdout };
}

const yesNo = (value: boolean) => (value ? 'YES' : 'NO');

export function run(): void {
  const runs = 25;
  const help = compareSpawns({ args: [AGON, '--help'] }, { args: ['-e', '0'] }, runs);
  console.log(compareLine('startup', 'agon --help', help.a, 'node -e 0', help.b, runs, '≤ 1.5×'));
  const version = compareSpawns({ args: [AGON, '--version'] }, { args: ['-e', '0'] }, 10);
  console.log(compareLine('startup', 'agon --version', version.a, 'node -e 0', version.b, 10));
  const empty = tempDir('startup-list');
  const list = compareSpawns({ args: [AGON, 'list', '--json', '--sessions-dir', join(empty, 'none')] }, { args: ['-e', '0'] }, 10);
  console.log(compareLine('startup', 'agon list --json (no sessions)', list.a, 'node -e 0', list.b, 10));
  // Where the headless start-up goes: loading the run command's module graph, and zod alone.
  const load = (what: string) => ({ args: ['--input-type=module', '-e', `await import(${JSON.stringify(what)})`], options: { cwd: ROOT } });
  const runModules = compareSpawns(load(pathToFileURL(join(ROOT, 'dist/src/cli/commands/run.js')).href), { args: ['-e', '0'] }, 10);
  console.log(compareLine('startup', 'import of commands/run.js (no work)', runModules.a, 'node -e 0', runModules.b, 10));
  const zod = compareSpawns(load('zod'), { args: ['-e', '0'] }, 10);
  console.log(compareLine('startup', "import('zod') alone", zod.a, 'node -e 0', zod.b, 10));

  const dir = tempDir('startup-trace');
  writeFileSync(join(dir, 'hooks.mjs'), HOOKS);
  writeFileSync(join(dir, 'register.mjs'), REGISTER);
  const script = writeScript(dir);
  const help2 = traced(dir, 'help', [AGON, '--help'], dir);
  const runTrace = traced(dir, 'run', [AGON, ...debateArgs(script)], dir);
  const last = JSON.parse(runTrace.stdout.trim().split('\n').at(-1)!) as { kind: string; session: string };
  if (last.kind !== 'outcome') throw new Error(`the traced debate ended with ${last.kind}`);
  const list2 = traced(dir, 'list', [AGON, 'list', '--json'], dir);
  const show = traced(dir, 'show', [AGON, 'show', last.session, '--json'], dir);
  // The positive control: the same tracing does see ink and react when they are loaded.
  const control = traced(
    dir,
    'control',
    ['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(inkChunks(AGON)[0]!).href)})`],
    ROOT,
  );
  const rows: [string, Trace][] = [
    ['agon --help', help2],
    ['agon list --json', list2],
    ['agon show <id> --json', show],
    ['agon run (8-round scripted debate)', runTrace],
    ['control: node -e "import(<the chunk that bundles ink and react>)"', control],
  ];
  console.log('modules loaded (module.register resolve hook + require.cache at exit):');
  for (const [name, t] of rows) {
    console.log(`  ${name}: ${t.modules} modules; ink loaded: ${yesNo(t.ink)}; react loaded: ${yesNo(t.react)}`);
  }
  const headlessClean = rows.slice(0, 4).every(([, t]) => !t.ink && !t.react);
  console.log(
    `headless commands free of ink/react: ${headlessClean ? 'YES' : 'NO'}${control.ink && control.react ? '' : ' (WARNING: the control did not see ink/react, so the trace proves nothing)'}`,
  );
}
