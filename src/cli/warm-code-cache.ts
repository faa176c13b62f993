// The last step of package.json's build: plays the default protocol's demo headless once, in a
// sessions folder of its own that is removed afterwards. That run finds no code cache for the new
// bundle and leaves one (code-cache.ts), holding what a debate runs: the command line, the store,
// the session service, the runner, zod and the default protocol. Fails the build if none was left.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheFileOf } from './code-cache.js';

const main = fileURLToPath(new URL('./main.js', import.meta.url));
const cache = cacheFileOf(fileURLToPath(new URL('./headless.cjs', import.meta.url)));
rmSync(cache, { force: true });
const sessions = mkdtempSync(join(tmpdir(), 'agon-build-'));
try {
  execFileSync(process.execPath, [main, 'demo', '--headless', '--json', '--sessions-dir', sessions], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
} finally {
  rmSync(sessions, { recursive: true, force: true });
}
if (!existsSync(cache)) {
  console.error(`agon build: the headless demo left no code cache at ${cache}`);
  process.exit(1);
}
