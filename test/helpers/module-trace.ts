// A module.register resolve hook that appends every module URL a process resolves to a file
// (given as `data.out`), for checks and benchmarks of what a command loads; and, for what the
// headless bundle requires (CommonJS), a preload that notes each file `require` resolves.
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

const REQUIRE_HOOK = `
const Module = require('node:module');
const { appendFileSync } = require('node:fs');
const { pathToFileURL } = require('node:url');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (...args) {
  const found = resolve.apply(this, args);
  appendFileSync(process.env.AGON_TRACE_OUT, (found.startsWith('/') ? pathToFileURL(found).href : found) + '\\n');
  return found;
};
`;

/** Every module URL `node AGON ...args` resolves or requires, traced in a temp dir of its own. */
export async function modulesOf(agon: string, args: string[]): Promise<string[]> {
  const dir = await tempDir('agon-trace-');
  const out = join(dir, 'trace');
  writeFileSync(out, '');
  writeFileSync(join(dir, 'hooks.mjs'), RESOLVE_HOOKS);
  writeFileSync(join(dir, 'require-hook.cjs'), REQUIRE_HOOK);
  writeFileSync(
    join(dir, 'register.mjs'),
    `import { register } from 'node:module';\nregister(${JSON.stringify(new URL(`file://${join(dir, 'hooks.mjs')}`).href)}, { data: { out: ${JSON.stringify(out)} } });\n`,
  );
  execFileSync(process.execPath, ['--require', join(dir, 'require-hook.cjs'), '--import', join(dir, 'register.mjs'), agon, ...args], {
    cwd: dir,
    env: { ...process.env, AGON_SESSIONS_DIR: join(dir, 'sessions'), AGON_TRACE_OUT: out },
    input: '',
  });
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
