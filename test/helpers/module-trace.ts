// A module.register resolve hook that appends every module URL a process resolves to a file
// (given as `data.out`), for checks and benchmarks of what a command loads.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempDir } from './temp.js';

export const RESOLVE_HOOKS = `
import { appendFileSync } from 'node:fs';
let out;
export async function initialize(data) { out = data.out; }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(out, result.url + '\\n');
  return result;
}
`;

/** Every module URL `node AGON ...args` resolves, traced by RESOLVE_HOOKS in a temp dir of its own. */
export async function modulesOf(agon: string, args: string[]): Promise<string[]> {
  const dir = await tempDir('agon-trace-');
  const out = join(dir, 'trace');
  writeFileSync(out, '');
  writeFileSync(join(dir, 'hooks.mjs'), RESOLVE_HOOKS);
  writeFileSync(join(dir, 'register.mjs'), `import { register } from 'node:module';\nregister(${JSON.stringify(new URL(`file://${join(dir, 'hooks.mjs')}`).href)}, { data: { out: ${JSON.stringify(out)} } });\n`);
  execFileSync(process.execPath, ['--import', join(dir, 'register.mjs'), agon, ...args], { cwd: dir, env: { ...process.env, AGON_SESSIONS_DIR: join(dir, 'sessions') }, input: '' });
  return readFileSync(out, 'utf8').split('\n').filter(Boolean);
}

/**
 * The chunks of agon's bundle that hold ink and react (the build bundles them, so they are not
 * loaded from node_modules): found by the paths esbuild notes above each bundled module.
 */
export function inkChunks(agon: string): string[] {
  const dir = join(dirname(agon), 'chunks');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js') && readFileSync(join(dir, name), 'utf8').includes('// node_modules/ink/build/'))
    .map((name) => join(dir, name));
}
